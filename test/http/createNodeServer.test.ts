/**
 * The real Node server on a loopback port, called over HTTP: bytes equal to the library's, the
 * headers of DECISIONS section 10, bearer tokens, and every kind of bad request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEvents } from '../../src/engine/getEvents.js';
import { getMe } from '../../src/engine/getMe.js';
import { getResults, type ResultsQuery } from '../../src/engine/getResults.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { getTeams } from '../../src/engine/getTeams.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { createRateLimiter } from '../../src/engine/router/createRateLimiter.js';
import { respond, type RespondOptions } from '../../src/engine/router/respond.js';
import { createNodeCompression } from '../../src/http/createNodeCompression.js';
import { formatError } from '../../src/formatting/payloads/formatError.js';
import { formatEvents } from '../../src/formatting/payloads/formatEvents.js';
import { formatMe } from '../../src/formatting/payloads/formatMe.js';
import { formatResults } from '../../src/formatting/payloads/formatResults.js';
import { formatStandings, formatWildcard } from '../../src/formatting/payloads/formatStandings.js';
import { formatTeams } from '../../src/formatting/payloads/formatTeams.js';
import { formatWildcardXml } from '../../src/formatting/payloads/formatWildcardXml.js';
import { createStateHolder } from '../../src/http/createStateHolder.js';
import { createNodeServer } from '../../src/node.js';
import {
  AUTH,
  bearer,
  errorOf,
  EXPIRED_TOKEN,
  loadServedState,
  NOW,
  rawRequest,
  startServer,
  UNKNOWN_TOKEN,
  VALID_EXPIRY,
  VALID_TOKEN,
  WALL,
  type RawResponse,
  type RunningServer,
} from './serverFixtures.js';

let state: LeagueState;
let srv: RunningServer;
beforeAll(async () => {
  state = loadServedState();
  srv = await startServer(state);
});
afterAll(() => srv.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(srv.port, path, { headers });
/** Headers the router does not set (Node adds them). */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const routerHeaders = (r: RawResponse) => Object.fromEntries(Object.entries(r.headers).filter(([k]) => !TRANSPORT.has(k)));
const lowerKeys = (h: { readonly [k: string]: string }) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
/** What the server hands the router by default: no limit (honest headers), Node's compression, its wall clock. */
const SERVER_DEFAULTS: RespondOptions = { now: NOW, rateLimiter: createRateLimiter({ limit: Infinity }), compression: createNodeCompression() };

describe('every implemented endpoint returns the library bytes', () => {
  const results = (q: Omit<ResultsQuery, 'sport' | 'teamId' | 'now'>) => formatResults(getResults(state, { sport: 'mlb', teamId: 'boston-red-sox', now: NOW, ...q })!);
  const cases: [string, () => string, boolean][] = [
    ['/mlb/teams.json', () => formatTeams(getTeams(state, { sport: 'mlb', now: NOW })), true],
    ['/mlb/standings.json', () => formatStandings(getStandings(state, { sport: 'mlb', now: NOW })), true],
    ['/mlb/standings/20190502.json', () => formatStandings(getStandings(state, { sport: 'mlb', date: '20190502', now: NOW })), true],
    ['/mlb/wildcard/20190929.json', () => formatWildcard(getWildcard(state, { sport: 'mlb', date: '20190929', now: NOW })), false],
    ['/mlb/wildcard/20190929.xml', () => formatWildcardXml(getWildcard(state, { sport: 'mlb', date: '20190929', now: NOW })), false],
    ['/mlb/results/boston-red-sox.json', () => results({}), false],
    ['/mlb/results/boston-red-sox.json?season=2019', () => results({ season: 2019 }), false],
    ['/mlb/results/boston-red-sox.json?opponent=new-york-yankees', () => results({ opponent: 'new-york-yankees' }), false],
    ['/mlb/results/boston-red-sox.json?location_type=h', () => results({ locationType: 'h' }), false],
    ['/mlb/results/boston-red-sox.json?location_type=a&opponent=tampa-bay-rays', () => results({ locationType: 'a', opponent: 'tampa-bay-rays' }), false],
    ['/mlb/results/boston-red-sox.json?event_status=completed', () => results({ eventStatus: 'completed' }), false],
    ['/mlb/results/boston-red-sox.json?since=20190601&until=20190701', () => results({ since: '20190601', until: '20190701' }), false],
    ['/mlb/results/boston-red-sox.json?last=5', () => results({ last: 5 }), false],
    ['/mlb/results/boston-red-sox.json?last=10&order=asc', () => results({ last: 10, order: 'asc' }), false],
    ['/mlb/results/boston-red-sox.json?order=desc&since=20190901', () => results({ order: 'desc', since: '20190901' }), false],
    ['/mlb/results/boston-red-sox.json?next=3&season=2019&unknown_param=x', () => results({ next: 3, season: 2019 }), false],
    ['/events.json?date=20190704&sport=mlb', () => formatEvents(getEvents(state, { date: '20190704', sport: 'mlb', now: NOW })), false],
    ['/me.json', () => formatMe(getMe(state, { token: VALID_TOKEN, now: NOW })!), false],
  ];

  it.each(cases)('%s', async (path, library, isPublic) => {
    const expected = library();
    expect(expected.length).toBeGreaterThan(2);
    const r = await get(path, AUTH);
    expect(r.status).toBe(200);
    expect(r.body).toBe(expected);
    const viaRouter = respond(state, { method: 'GET', url: path, headers: { authorization: `Bearer ${VALID_TOKEN}` }, receivedAt: WALL }, SERVER_DEFAULTS);
    expect(viaRouter.status).toBe(200);
    expect(viaRouter.body).toBe(expected);
    expect(routerHeaders(r)).toEqual(lowerKeys(viaRouter.headers));
    expect(r.headers['content-type']).toBe(path.includes('.xml') ? 'application/xml' : 'application/json');
    expect(r.headers['etag']).toBe(viaRouter.headers['ETag']);
    expect(r.headers['etag']).toMatch(/^"[0-9a-f]{16}"$/);
    expect(Number(r.headers['content-length'])).toBe(Buffer.byteLength(expected, 'utf8'));
    expect(r.bytes).toBe(Buffer.byteLength(expected, 'utf8'));
    if (isPublic) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toBe(expected);
    }
  });

  it('the results filters really filter (the parameters reach the engine)', async () => {
    const all = JSON.parse((await get('/mlb/results/boston-red-sox.json', AUTH)).body) as { event_id: string; team_event_location_type: string }[];
    const home = JSON.parse((await get('/mlb/results/boston-red-sox.json?location_type=h', AUTH)).body) as { team_event_location_type: string }[];
    const last5 = JSON.parse((await get('/mlb/results/boston-red-sox.json?last=5', AUTH)).body) as unknown[];
    const june = JSON.parse((await get('/mlb/results/boston-red-sox.json?since=20190601&until=20190701', AUTH)).body) as { event_id: string }[];
    expect(all.length).toBe(162);
    expect(home.length).toBe(81);
    expect(home.every((row) => row.team_event_location_type === 'h')).toBe(true);
    expect(last5.length).toBe(5);
    expect(june.length).toBeGreaterThan(20);
    expect(june.every((row) => row.event_id >= '20190601' && row.event_id < '20190701')).toBe(true);
  });
});

describe('headers, conditional requests and HEAD', () => {
  const paths = ['/mlb/standings.json', '/mlb/teams.json', '/mlb/wildcard/20190929.xml', '/me.json'];

  it.each(paths)('%s: If-None-Match with the ETag gives 304 and no body', async (path) => {
    const first = await get(path, AUTH);
    const etag = first.headers['etag']!;
    expect(first.status).toBe(200);
    for (const inm of [etag, `W/${etag}`, `"0000000000000000", ${etag}`, '*']) {
      const again = await get(path, { ...AUTH, 'if-none-match': inm });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.bytes).toBe(0);
      expect(again.headers['etag']).toBe(etag);
    }
    const other = await get(path, { ...AUTH, 'if-none-match': '"0000000000000000"' });
    expect(other.status).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it.each(paths)('%s: HEAD has the GET headers (Content-Length of the GET body) and no body', async (path) => {
    const getR = await get(path, AUTH);
    const head = await rawRequest(srv.port, path, { method: 'HEAD', headers: AUTH });
    expect(head.status).toBe(200);
    expect(head.bytes).toBe(0);
    expect(routerHeaders(head)).toEqual(routerHeaders(getR));
    expect(Number(head.headers['content-length'])).toBe(getR.bytes);
  });

  it('HEAD of an error has the error headers and no body', async () => {
    const getR = await get('/nhl/teams.json');
    const head = await rawRequest(srv.port, '/nhl/teams.json', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.bytes).toBe(0);
    expect(routerHeaders(head)).toEqual(routerHeaders(getR));
  });

  it('Content-Type never carries a charset, on successes and errors alike', async () => {
    for (const [path, type] of [
      ['/mlb/teams.json', 'application/json'],
      ['/mlb/wildcard.xml', 'application/xml'],
      ['/nhl/teams.json', 'application/json'],
      ['/mlb/wildcard/20130231.xml', 'application/xml'],
    ] as const) {
      expect((await get(path, AUTH)).headers['content-type']).toBe(type);
    }
  });

  it('standings and teams are public (CORS headers); the others are not', async () => {
    const standings = await get('/mlb/standings.json');
    expect(standings.headers['access-control-allow-origin']).toBe('*');
    expect(standings.headers['xmlstats-api-method']).toBe('standings');
    const results = await get('/mlb/results/boston-red-sox.json', AUTH);
    expect(results.headers['access-control-allow-origin']).toBeUndefined();
    expect(results.headers['xmlstats-api-method']).toBe('results');
  });
});

describe('bearer tokens', () => {
  const PROTECTED = [
    '/mlb/wildcard.json',
    '/mlb/wildcard/20190929.json',
    '/mlb/wildcard/20190929.xml',
    '/mlb/results/boston-red-sox.json',
    '/events.json',
    '/events.json?date=20190704&sport=mlb',
    '/me.json',
    '/mlb/boxscore/20190704-boston-red-sox-at-toronto-blue-jays.json',
    '/mlb/roster/boston-red-sox.json',
    '/nba/leaders/points_per_game.json',
    '/nba/team-stats.json',
    '/nba/daily-leaders.json',
    '/nba/draft.json',
    '/mlb/tournament.json',
  ];
  const ATTEMPTS: [string, Record<string, string>, RegExp, RegExp][] = [
    ['no token', {}, /^Bearer realm="xmlstats"$/, /Authorization required/],
    ['an unknown token', bearer(UNKNOWN_TOKEN), /^Bearer .*error="invalid_token"/, /not valid/],
    ['an expired token', bearer(EXPIRED_TOKEN), /^Bearer .*error="invalid_token"/, /expired/],
  ];

  it.each(PROTECTED)('%s is 401 without a valid token', async (path) => {
    for (const [, headers, challenge, description] of ATTEMPTS) {
      const r = await get(path, headers);
      expect(r.status).toBe(401);
      expect(r.headers['www-authenticate']).toMatch(challenge);
      const error = path.endsWith('.xml') ? xmlErrorOf(r.body) : errorOf(r.body);
      expect(error.code).toBe('401');
      expect(error.description).toMatch(description);
    }
  });

  it.each(['/mlb/standings.json', '/mlb/standings/20190502.json', '/mlb/teams.json'])('%s answers without a token, and with any token', async (path) => {
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['www-authenticate']).toBeUndefined();
    for (const token of [VALID_TOKEN, UNKNOWN_TOKEN, EXPIRED_TOKEN]) expect((await get(path, bearer(token))).body).toBe(plain.body);
  });

  it('/me.json reports the remaining validity of the token at the clock', async () => {
    const r = await get('/me.json', AUTH);
    expect(r.status).toBe(200);
    const me = JSON.parse(r.body) as Record<string, unknown>;
    const seconds = (Date.parse(VALID_EXPIRY) - Date.parse(NOW)) / 1000;
    expect(seconds).toBe(617_696);
    expect(me).toEqual({
      first_name: 'Pat',
      last_name: 'Fan',
      email_address: 'fan@example.com',
      created_on: '2019-01-15',
      token_expiration_seconds: seconds,
      token_expiration_date: VALID_EXPIRY,
      token_time_remaining: '7 days, 3 hours, 34 minutes',
    });
  });

  it('/me.json with the expired token is 401', async () => {
    const r = await get('/me.json', bearer(EXPIRED_TOKEN));
    expect(r.status).toBe(401);
    expect(errorOf(r.body)).toEqual({ code: '401', description: 'The token has expired' });
  });

  it('accepts the scheme in any case; refuses another scheme', async () => {
    expect((await get('/me.json', { authorization: `bearer ${VALID_TOKEN}` })).status).toBe(200);
    expect((await get('/me.json', { authorization: `Basic ${VALID_TOKEN}` })).status).toBe(401);
  });
});

function xmlErrorOf(body: string): { code: string; description: string } {
  const m = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<error>\s*<code>(\d+)<\/code>\s*<description>([^<]*)<\/description>\s*<\/error>\s*$/.exec(body);
  if (!m) throw new Error(`not an XML error: ${body}`);
  return { code: m[1]!, description: m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') };
}

describe('bad requests get an error object naming the problem, and the server stays healthy', () => {
  const BAD: [string, number, RegExp, { method?: string }?][] = [
    ['/nhl/teams.json', 404, /nhl/],
    ['/mlb/results/springfield-isotopes.json', 404, /springfield-isotopes/],
    ['/mlb/results/boston-red-sox.json?opponent=shelbyville-shelbyvillians', 404, /shelbyville-shelbyvillians/],
    ['/mlb/boxscore/20190704-x-at-y.json', 404, /20190704-x-at-y/],
    ['/mlb/teams.bad', 404, /"bad"/],
    ['/mlb/standings.bad', 404, /"bad"/],
    ['/mlb/standings/20130231.json', 400, /date "20130231"/],
    ['/mlb/standings/2013-09-31.json', 400, /date "2013-09-31"/],
    ['/mlb/standings/2013-0901.json', 400, /date "2013-0901"/],
    ['/mlb/standings/20080101.json', 400, /date "20080101".*20080325/],
    ['/nba/leaders/points_per_game.json?limit=0', 400, /limit "0"/],
    ['/nba/leaders/no_such_category.json', 404, /no_such_category/],
    ['/mlb/results/boston-red-sox.json?last=-1', 400, /last "-1"/],
    ['/mlb/results/boston-red-sox.json?next=0', 400, /next "0"/],
    ['/mlb/results/boston-red-sox.json?order=sideways', 400, /order "sideways"/],
    ['/mlb/results/boston-red-sox.json?location_type=x', 400, /location_type "x"/],
    ['/mlb/results/boston-red-sox.json?since=20190231', 400, /since "20190231"/],
    ['/mlb/results/boston-red-sox.json?season=19', 400, /season "19"/],
    ['/events.json?sport=nhl', 400, /sport "nhl"/],
    [`/mlb/teams.json?q=${'x'.repeat(10_000)}`, 414, /10018 characters.*2048/],
    ['/mlb/../mlb/teams.json', 404, /\/mlb\/\.\.\/mlb\/teams\.json/],
    ['/mlb%2Fteams.json', 404, /\/mlb%2Fteams\.json/],
    ['/mlb/results/boston-red-sox%2F..json', 404, /boston-red-sox%2F\.\.json/],
    ['/mlb/teams.json', 405, /POST/, { method: 'POST' }],
    ['/mlb/teams.json', 405, /DELETE/, { method: 'DELETE' }],
    ['/nba/draft.json', 404, /No NBA draft is known/],
    ['/nba/leaders/field_goal_pct.json?season_type=pre', 400, /season_type "pre"/],
  ];

  const send = (path: string, init?: { method?: string }) => rawRequest(srv.port, path, { headers: AUTH, ...(init?.method ? { method: init.method } : {}) });
  const shortTitle = (path: string) => (path.length > 80 ? `${path.slice(0, 20)}... (${path.length} characters)` : path);
  const titled = BAD.map(([path, status, description, options]) => [`${shortTitle(path)} -> ${status}`, path, status, description, options] as const);

  it.each(titled)('%s', async (_title, path, status, description, options) => {
    const r = await send(path, options);
    expect(r.status).toBe(status);
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['etag']).toBeUndefined();
    const error = errorOf(r.body);
    expect(error.code).toBe(String(status));
    expect(error.description).toMatch(description);
    expect(error.description).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
    if (status === 405) expect(r.headers['allow']).toBe('GET, HEAD');
  });

  it('a POST with a body is 405 as well, and the state is unchanged', async () => {
    const before = await get('/mlb/standings.json');
    const r = await rawRequest(srv.port, '/mlb/standings.json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"games":[]}' });
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe('GET, HEAD');
    expect(errorOf(r.body).code).toBe('405');
    expect((await get('/mlb/standings.json')).body).toBe(before.body);
  });

  it('errors of .xml requests come as XML', async () => {
    for (const [path, status, description] of [
      ['/mlb/wildcard/20130231.xml', 400, /date "20130231"/],
      ['/mlb/wildcard/20080101.xml', 400, /earliest date is 20080325/],
      ['/nhl/wildcard.xml', 404, /nhl/],
    ] as const) {
      const r = await get(path, AUTH);
      expect(r.status).toBe(status);
      expect(r.headers['content-type']).toBe('application/xml');
      expect(r.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const error = xmlErrorOf(r.body);
      expect(error.code).toBe(String(status));
      expect(error.description).toMatch(description);
    }
  });

  it('a URL beyond Node\'s header limit (16 KiB) is 431 with the error object, and the server stays healthy', async () => {
    const r = await get(`/mlb/teams.json?q=${'x'.repeat(20_000)}`);
    expect(r.status).toBe(431);
    expect(errorOf(r.body)).toEqual({ code: '431', description: 'The request line and headers are too large' });
    expect((await get('/mlb/teams.json')).status).toBe(200);
  });

  it('still answers a good request after all of them', async () => {
    const statuses = await Promise.all(BAD.map(([path, , , options]) => send(path, options).then((r) => r.status)));
    expect(statuses).toEqual(BAD.map(([, status]) => status));
    const r = await get('/mlb/standings.json');
    expect(r.status).toBe(200);
    expect(r.body).toBe(formatStandings(getStandings(state, { sport: 'mlb', now: NOW })));
  });
});

describe('a clock the router cannot use', () => {
  const INTERNAL = formatError(500, 'The request could not be answered', 'json');

  it('a clock function that returns an invalid value after the server was built gives the 500 error object (no stack trace), and the server keeps answering', async () => {
    let calls = 0;
    // Valid when createNodeServer checks it (D87), unusable for every request after.
    const broken = await startServer(state, { now: () => (++calls === 1 ? NOW : 'not a clock') });
    try {
      for (const path of ['/mlb/standings.json', '/mlb/wildcard.xml', '/me.json']) {
        const r = await rawRequest(broken.port, path, { headers: AUTH });
        expect(r.status).toBe(500);
        expect(r.headers['content-type']).toBe('application/json');
        expect(r.body).toBe(INTERNAL);
      }
    } finally {
      await broken.close();
    }
  });

  // A clock function that throws must not escape the request listener: that is an uncaught
  // exception that ends the whole process. The listener is called directly so that a failure
  // cannot crash the run. The clock works once, when createNodeServer checks it (D87).
  it('a clock function that throws gives the 500 error object instead of crashing the process', () => {
    let calls = 0;
    const server = createNodeServer(createStateHolder(state), {
      now: () => {
        if (++calls === 1) return NOW;
        throw new Error('clock unavailable');
      },
    });
    const listener = server.listeners('request')[0] as (req: IncomingMessage, res: ServerResponse) => void;
    const written: { status?: number; headers?: unknown; body?: unknown } = {};
    const res = {
      writeHead(status: number, headers: unknown) {
        written.status = status;
        written.headers = headers;
        return res;
      },
      end(body?: unknown) {
        written.body = body;
        return res;
      },
    };
    const req = { method: 'GET', url: '/mlb/standings.json', headers: {} };
    expect(() => listener(req as unknown as IncomingMessage, res as unknown as ServerResponse)).not.toThrow();
    expect(written.status).toBe(500);
    expect(written.body).toBe(INTERNAL);
  });
});
