/**
 * Fuzzing the real Node server over loopback with raw bytes: requests built from the API's own
 * paths, parameters and headers with arbitrary values, malformed request lines and headers,
 * bodies, pipelining, and plain random bytes, each connection half-closed after its bytes. A
 * bounded number of runs (a few seconds). Whatever arrives: no answer is 5xx, nothing throws
 * (an exception in a handler fails the run), the connection closes, the server keeps answering,
 * and the state the holder serves is the very object it was, frozen and unchanged.
 */
import type { ServerResponse } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { openRaw, parseResponses, within } from './rawConnection.js';
import { EXPIRED_TOKEN, loadServedState, rawRequest, startServer, VALID_TOKEN, type RunningServer } from './serverFixtures.js';

let state: LeagueState;
let digest: string;
let srv: RunningServer;
let reference: string;
/** The status of every answer the router gave (Node's own refusals are written to the socket directly). */
const routed: number[] = [];

beforeAll(async () => {
  state = loadServedState();
  digest = JSON.stringify(state);
  srv = await startServer(state, { http: { timeout: 2_000, headersTimeout: 500, requestTimeout: 1_000, connectionsCheckingInterval: 100 } });
  srv.server.on('request', (_req: unknown, res: ServerResponse) => res.once('finish', () => routed.push(res.statusCode)));
  reference = (await rawRequest(srv.port, '/mlb/standings/20190502.json')).body;
});
afterAll(() => srv.close());

const tchar = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,10}$/);
const anyText = (maxLength: number) => fc.oneof({ weight: 4, arbitrary: fc.string({ maxLength }) }, { weight: 1, arbitrary: fc.string({ maxLength, unit: 'binary' }) });
const segment = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('mlb', 'nba', 'nhl', 'standings', 'results', 'boxscore', 'events', 'teams', 'wildcard', 'leaders', 'me', 'roster', 'draft', 'tournament', 'team-stats', 'daily-leaders', 'boston-red-sox', 'atlanta-braves', '20190502', '2019-05-02', '20130231', 'points_per_game', '20190704-philadelphia-phillies-at-atlanta-braves', '..', '%2F', '') },
  { weight: 1, arbitrary: anyText(8) },
);
const paramName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('season', 'last', 'next', 'order', 'date', 'sport', 'limit', 'status', 'team_id', 'opponent', 'since', 'until', 'location_type', 'event_status', 'qualified', 'season_type', 'sort') },
  { weight: 1, arbitrary: anyText(6) },
);
const paramValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('2019', '2008', '1999', '20190502', '2019-05-02', '20130231', '1', '0', '-1', '999999999', '1e3', 'asc', 'desc', 'mlb', 'nba', 'h', 'a', 'completed', 'true', 'expanded', 'boston-red-sox', 'new-york-mets', '') },
  { weight: 3, arbitrary: anyText(12).map((s) => encodeURIComponent(s)) },
  { weight: 1, arbitrary: anyText(6) },
);
/** The API's own paths (and a few near misses), in both date forms, with repeated slashes at times. */
const apiPath = fc.constantFrom(
  '/mlb/standings.json', '/mlb/standings/20190502.json', '/mlb/standings/2019-05-02.json', '/mlb/standings/20130231.json', '/mlb/wildcard.json',
  '/mlb/wildcard/20190929.xml', '/mlb/wildcard/20190929.json', '/mlb/teams.json', '/nba/teams.json', '/events.json', '/me.json',
  '/mlb/results/boston-red-sox.json', '/mlb/results/atlanta-braves.json', '/mlb/results/nobody.json', '/nba/results/boston-celtics.json',
  '/mlb/boxscore/20190704-philadelphia-phillies-at-atlanta-braves.json', '/mlb/boxscore/20190704-x-at-y.json', '/mlb/roster/boston-red-sox.json',
  '/mlb/tournament.json', '/nba/standings.json', '/nba/leaders/points_per_game.json', '/nba/leaders/nothing.json', '/nba/team-stats.json',
  '/nba/daily-leaders.json', '/nba/daily-leaders/20190502.json', '/nba/draft.json', '/nba/tournament.json', '/nhl/teams.json', '/mlb/teams.xml',
  '/mlb//standings/20190502.json', '/mlb/../mlb/teams.json', '/mlb/%74eams.json',
);
const randomPath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.constantFrom('.json', '.xml', '', '.html', '.JSON'))
  .map(([segments, ext]) => `/${segments.join('/')}${ext}`);
const query = fc.array(fc.tuple(paramName, paramValue), { maxLength: 5 }).map((params) => (params.length > 0 ? `?${params.map(([n, v]) => `${n}=${v}`).join('&')}` : ''));
const path = fc.tuple(fc.oneof({ weight: 4, arbitrary: apiPath }, { weight: 1, arbitrary: randomPath }), query).map(([p, q]) => p + q);
const target = fc.oneof(
  { weight: 12, arbitrary: path },
  { weight: 1, arbitrary: path.map((p) => `https://erikberg.com${p}`) },
  { weight: 1, arbitrary: fc.constantFrom('*', '/', '', 'erikberg.com:443', `/${'a'.repeat(3000)}.json`) },
  { weight: 1, arbitrary: anyText(30) },
);
const header = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.constant('Accept-Encoding'), fc.oneof(fc.constantFrom('gzip', 'br', 'deflate', '*', 'gzip;q=0, br;q=0.5', 'identity;q=0, *;q=0', 'x-gzip', 'gzip;q=abc', 'GZIP;Q=1'), anyText(20))) },
  { weight: 4, arbitrary: fc.tuple(fc.constant('If-None-Match'), fc.oneof(fc.constant('*'), fc.constant('W/"x"'), anyText(20))) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('Authorization'), fc.oneof(fc.constantFrom(`Bearer ${EXPIRED_TOKEN}`, 'Bearer', 'Basic Zm9vOmJhcg=='), anyText(20))) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('Content-Length'), fc.oneof(fc.constantFrom('0', '3', '-1', 'abc', '99999999999', '1, 2'), anyText(4))) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('Transfer-Encoding'), fc.constantFrom('chunked', 'gzip, chunked', 'identity', 'x')) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('Connection'), fc.constantFrom('close', 'keep-alive', 'upgrade', 'x')) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('Upgrade'), fc.constantFrom('websocket', 'h2c')) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('Expect'), fc.constantFrom('100-continue', 'x')) },
  { weight: 2, arbitrary: fc.tuple(tchar, fc.string({ maxLength: 20 })) },
  { weight: 1, arbitrary: fc.tuple(anyText(10), anyText(10)) },
);
const request = fc
  .record({
    method: fc.oneof({ weight: 16, arbitrary: fc.constantFrom('GET', 'HEAD') }, { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PATCH', 'get', 'BREW') }, { weight: 1, arbitrary: tchar }),
    target,
    version: fc.oneof({ weight: 20, arbitrary: fc.constant('HTTP/1.1') }, { weight: 2, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/0.9', 'http/1.1', 'HTTP/1.1 ', '') }),
    host: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    token: fc.oneof({ weight: 2, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    headers: fc.array(header, { maxLength: 4 }),
    eol: fc.constantFrom('\r\n', '\r\n', '\r\n', '\n'),
    body: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: anyText(20) }),
  })
  .map((r) => ({ head: r.method === 'HEAD', bytes: Buffer.from(`${r.method} ${r.target} ${r.version}${r.eol}${[...(r.host ? [['Host', 'x']] : []), ...(r.token ? [['Authorization', `Bearer ${VALID_TOKEN}`]] : []), ...r.headers].map(([n, v]) => `${n}: ${v}${r.eol}`).join('')}${r.eol}${r.body}`, 'utf8') }));
const part = fc.oneof({ weight: 10, arbitrary: request }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => ({ head: false, bytes: Buffer.from(b) })) });

describe('raw requests to the Node server', () => {
  it('never get a 5xx, never throw, and leave the server answering from the same frozen state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 4 }), async (parts) => {
        const routedBefore = routed.length;
        const c = await openRaw(srv.port, Buffer.concat(parts.map((p) => p.bytes)));
        c.socket.end();
        expect(await within(c.closed, 5_000)).toBe(true);
        const { responses } = parseResponses(c.received(), parts.map((p) => p.head));
        for (const r of responses) expect(r.status).toBeLessThan(500);
        for (const status of routed.slice(routedBefore)) expect(status).toBeLessThan(500);
        expect(srv.holder.get()).toBe(state);
      }),
      { numRuns: 500 },
    );
    // The runs reached the router, and not only with refusals.
    expect(routed.filter((st) => st === 200 || st === 304).length).toBeGreaterThan(5);
    const after = await rawRequest(srv.port, '/mlb/standings/20190502.json');
    expect(after.status).toBe(200);
    expect(after.body).toBe(reference);
    expect(srv.holder.get()).toBe(state);
    expect(JSON.stringify(state)).toBe(digest);
    expectDeepFrozen(state);
  }, 120_000);
});

/** Every object and array reachable from `value` is frozen. */
function expectDeepFrozen(value: unknown): void {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let count = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    count++;
    if (!Object.isFrozen(v)) throw new Error(`not frozen: ${JSON.stringify(v).slice(0, 200)}`);
    for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
  }
  expect(count).toBeGreaterThan(1_000);
}
