/**
 * The real server under load: 1,000 concurrent requests all answered with the expected bytes,
 * and a state swapped back and forth during 1,000 more never yields a response that mixes the
 * two states (DECISIONS section 10; `createStateHolder`).
 */
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '../../src/engine/findGame.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { respond } from '../../src/engine/router/respond.js';
import { formatStandings } from '../../src/formatting/payloads/formatStandings.js';
import { AUTH, loadServedState, NOW, rawRequest, startServer, type RawResponse, type RunningServer } from './serverFixtures.js';

const CORRECTED = '20190929-baltimore-orioles-at-boston-red-sox';

let state: LeagueState;
/** The same season with the last Boston game's score reversed (Retrosheet has it 4-5; here 5-4). */
let corrected: LeagueState;
let srv: RunningServer;
let agent: Agent;

beforeAll(async () => {
  state = loadServedState();
  const game = findGame(state, 'mlb', CORRECTED)!;
  expect([game.awayScore, game.homeScore]).toEqual([4, 5]);
  const r = ingest(state, {
    corrections: [
      { sport: 'mlb', event_id: CORRECTED, status: 'completed', start_date_time: null, away_team_id: game.awayTeamId, home_team_id: game.homeTeamId, away_points_scored: 5, home_points_scored: 4, site_id: game.siteId },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  corrected = r.state;
  srv = await startServer(state);
  agent = new Agent({ keepAlive: true, maxSockets: 64 });
});
afterAll(async () => {
  agent.destroy();
  await srv.close();
});

const N = 1_000;
const routerBody = (s: LeagueState, url: string) => {
  const r = respond(s, { method: 'GET', url, headers: { authorization: AUTH.authorization } }, { now: NOW });
  expect(r.status).toBe(200);
  return r.body;
};

/**
 * The response's own headers describe its body (one state made all of it): its tag is the one the
 * router gives the state whose bytes it carries (D146), and its length is theirs.
 */
function expectSelfConsistent(r: RawResponse, path: string): void {
  const tagOf = (s: LeagueState) => respond(s, { method: 'GET', url: path, headers: { authorization: AUTH.authorization } }, { now: NOW }).headers['ETag'];
  const maker = r.body === routerBody(state, path) ? state : corrected;
  expect(routerBody(maker, path)).toBe(r.body);
  expect(r.headers['etag']).toBe(tagOf(maker));
  expect(Number(r.headers['content-length'])).toBe(r.bytes);
}

describe('1,000 concurrent requests', () => {
  it('all answer 200 with the expected bytes (keep-alive agent, 64 sockets)', async () => {
    const paths = [
      '/mlb/standings.json',
      '/mlb/teams.json',
      '/mlb/standings/20190502.json',
      '/mlb/wildcard/20190929.xml',
      '/mlb/results/boston-red-sox.json?last=10',
      '/events.json?date=20190704&sport=mlb',
      '/me.json',
    ];
    const expected = new Map(paths.map((p) => [p, routerBody(state, p)]));
    const requests = Array.from({ length: N }, (_, i) => paths[i % paths.length]!);
    const responses = await Promise.all(requests.map((p) => rawRequest(srv.port, p, { headers: AUTH, agent })));
    expect(responses.map((r) => r.status)).toEqual(requests.map(() => 200));
    responses.forEach((r, i) => {
      expect(r.body).toBe(expected.get(requests[i]!));
      expectSelfConsistent(r, requests[i]!);
    });
  });

  it('all answer with global fetch as well', async () => {
    const expected = routerBody(state, '/mlb/standings.json');
    const responses = await Promise.all(
      Array.from({ length: N }, async () => {
        const r = await fetch(`${srv.base}/mlb/standings.json`);
        return { status: r.status, body: await r.text() };
      }),
    );
    expect(responses.filter((r) => r.status !== 200)).toEqual([]);
    expect(responses.filter((r) => r.body !== expected).length).toBe(0);
  });
});

describe('a state swap during requests', () => {
  it('never yields a response mixing the old and the new state', async () => {
    const before = formatStandings(getStandings(state, { sport: 'mlb', now: NOW }));
    const after = formatStandings(getStandings(corrected, { sport: 'mlb', now: NOW }));
    expect(after).not.toBe(before);
    expect(routerBody(state, '/mlb/standings.json')).toBe(before);
    expect(routerBody(corrected, '/mlb/standings.json')).toBe(after);

    // Swap after every request the server handles, and on every turn of the event loop besides.
    let swaps = 0;
    const swap = () => {
      srv.holder.set(srv.holder.get() === state ? corrected : state);
      swaps++;
    };
    srv.server.on('request', swap);
    let running = true;
    const spin = () => {
      if (!running) return;
      swap();
      setImmediate(spin);
    };
    setImmediate(spin);
    let responses: RawResponse[];
    try {
      responses = await Promise.all(Array.from({ length: N }, () => rawRequest(srv.port, '/mlb/standings.json', { agent })));
    } finally {
      running = false;
      srv.server.off('request', swap);
      srv.holder.set(state);
    }

    expect(swaps).toBeGreaterThanOrEqual(N);
    expect(responses.filter((r) => r.status !== 200).length).toBe(0);
    expect(responses.filter((r) => r.body !== before && r.body !== after).length).toBe(0);
    for (const r of responses) expectSelfConsistent(r, '/mlb/standings.json');
    // Both states were really served.
    expect(responses.filter((r) => r.body === before).length).toBeGreaterThan(0);
    expect(responses.filter((r) => r.body === after).length).toBeGreaterThan(0);
  });

  it('requests after the swap see the new state, and a swap back restores the old bytes', async () => {
    srv.holder.set(corrected);
    const boston = (body: string) => (JSON.parse(body) as { standing: { team_id: string; won: number; lost: number }[] }).standing.find((s) => s.team_id === 'boston-red-sox')!;
    const orioles = (body: string) => (JSON.parse(body) as { standing: { team_id: string; won: number; lost: number }[] }).standing.find((s) => s.team_id === 'baltimore-orioles')!;
    const newer = (await rawRequest(srv.port, '/mlb/standings.json')).body;
    srv.holder.set(state);
    const older = (await rawRequest(srv.port, '/mlb/standings.json')).body;
    // Boston finished 84-78 and Baltimore 54-108 in 2019; the corrected state moves one win.
    expect([boston(older).won, boston(older).lost]).toEqual([84, 78]);
    expect([boston(newer).won, boston(newer).lost]).toEqual([83, 79]);
    expect([orioles(older).won, orioles(older).lost]).toEqual([54, 108]);
    expect([orioles(newer).won, orioles(newer).lost]).toEqual([55, 107]);
  });
});
