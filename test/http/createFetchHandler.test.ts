/**
 * The Fetch handler answers as the Node server does: same status, headers and body for the same
 * request, called directly with `new Request(...)`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { createFetchHandler } from '../../src/http/createFetchHandler.js';
import { createNodeCompression } from '../../src/http/createNodeCompression.js';
import { createStateHolder } from '../../src/http/createStateHolder.js';
import { createRateLimiter } from '../../src/engine/router/createRateLimiter.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { AUTH, bearer, EXPIRED_TOKEN, loadServedState, NOW, rawRequest, startServer, VALID_EXPIRY, WALL, type RunningServer } from './serverFixtures.js';

let state: LeagueState;
let srv: RunningServer;
let handler: (request: Request) => Promise<Response>;
beforeAll(async () => {
  state = loadServedState();
  srv = await startServer(state);
  // The server's defaults: no limit with honest headers, Node's compression, the same wall clock.
  handler = createFetchHandler(createStateHolder(state), { now: NOW, wallClock: () => WALL, compression: createNodeCompression() });
});
afterAll(() => srv.close());

const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function both(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const node = await rawRequest(srv.port, path, init);
  const res = await handler(new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers: init.headers ?? {} }));
  const fetchHeaders: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    fetchHeaders[name] = value;
  });
  const nodeHeaders = Object.fromEntries(Object.entries(node.headers).filter(([k]) => !TRANSPORT.has(k)));
  return { node, nodeHeaders, fetch: { status: res.status, headers: fetchHeaders, body: await res.text() } };
}

describe('createFetchHandler matches the Node server', () => {
  const CASES: [string, { method?: string; headers?: Record<string, string> }, number][] = [
    ['/mlb/standings.json', {}, 200],
    ['/mlb/teams.json', {}, 200],
    ['/mlb/standings/20190502.json', {}, 200],
    ['/mlb/wildcard/20190929.xml', { headers: AUTH }, 200],
    ['/mlb/results/boston-red-sox.json?last=5&order=asc', { headers: AUTH }, 200],
    ['/events.json?date=20190704&sport=mlb', { headers: AUTH }, 200],
    ['/me.json', { headers: AUTH }, 200],
    ['/me.json', { headers: bearer(EXPIRED_TOKEN) }, 401],
    ['/mlb/results/boston-red-sox.json', {}, 401],
    ['/nhl/teams.json', {}, 404],
    ['/mlb%2Fteams.json', {}, 404],
    ['/mlb/standings/20130231.json', {}, 400],
    ['/mlb/wildcard/20130231.xml', { headers: AUTH }, 400],
    ['/nba/draft.json', { headers: AUTH }, 404],
    ['/mlb/standings.json', { method: 'POST' }, 405],
    ['/mlb/standings.json', { method: 'HEAD' }, 200],
    ['/mlb/wildcard.xml', { method: 'HEAD', headers: AUTH }, 200],
  ];

  it.each(CASES)('%s %j -> %i', async (path, init, status) => {
    const { node, nodeHeaders, fetch } = await both(path, init);
    expect(node.status).toBe(status);
    expect(fetch.status).toBe(status);
    expect(fetch.headers).toEqual(nodeHeaders);
    expect(fetch.body).toBe(node.body);
    if (init.method === 'HEAD') expect(fetch.body).toBe('');
    else expect(fetch.body.length).toBeGreaterThan(0);
  });

  it('answers 304 for a matching If-None-Match with no body, like the server', async () => {
    const first = await handler(new Request('http://localhost/mlb/standings.json'));
    const etag = first.headers.get('etag')!;
    const { node, nodeHeaders, fetch } = await both('/mlb/standings.json', { headers: { 'if-none-match': etag } });
    expect(node.status).toBe(304);
    expect(fetch.status).toBe(304);
    expect(fetch.body).toBe('');
    expect(fetch.headers).toEqual(nodeHeaders);
    expect(fetch.headers['etag']).toBe(etag);
  });

  it('reads a clock function once per request', async () => {
    let clock = Date.parse(NOW);
    let calls = 0;
    const ticking = createFetchHandler(createStateHolder(state), {
      now: () => {
        calls++;
        return clock;
      },
    });
    expect(calls).toBe(1); // once when the handler is built, to check the clock (D87)
    calls = 0;
    const seconds = async () => {
      const r = await ticking(new Request('http://localhost/me.json', { headers: AUTH }));
      return (JSON.parse(await r.text()) as { token_expiration_seconds: number }).token_expiration_seconds;
    };
    const first = await seconds();
    clock += 90_000;
    expect(await seconds()).toBe(first - 90);
    expect(first).toBe((Date.parse(VALID_EXPIRY) - Date.parse(NOW)) / 1000);
    expect(calls).toBe(2);
    clock = Date.parse(VALID_EXPIRY);
    expect((await ticking(new Request('http://localhost/me.json', { headers: AUTH }))).status).toBe(401);
  });

  it('sees the holder swap on the next request', async () => {
    const holder = createStateHolder(state);
    const swapping = createFetchHandler(holder, { now: NOW });
    expect((await swapping(new Request('http://localhost/me.json', { headers: AUTH }))).status).toBe(200);
    holder.set(loadRetrosheetSeason(2019)); // the same season without the account and its tokens
    expect((await swapping(new Request('http://localhost/me.json', { headers: AUTH }))).status).toBe(401);
  });

  it('differs from the server on `..`: the Fetch API normalizes it away before the handler runs', async () => {
    // `new Request` resolves dot segments (WHATWG URL), so the handler cannot see them and serves
    // the normalized path; the Node server sees the raw target and refuses it (404).
    expect(new Request('http://localhost/mlb/../mlb/teams.json').url).toBe('http://localhost/mlb/teams.json');
    const { node, fetch } = await both('/mlb/../mlb/teams.json');
    expect(node.status).toBe(404);
    expect(fetch.status).toBe(200);
    expect(fetch.body).toBe((await rawRequest(srv.port, '/mlb/teams.json')).body);
  });

  // The Node server turns a clock function that goes bad after the handler was built (checked
  // then, D87) into its 500 error object; the Fetch handler answers the same instead of rejecting
  // its promise (which would leave the answer, and whether a stack trace is shown, to the runtime).
  it('answers the Node server\'s 500 error object when the clock becomes unusable', async () => {
    const goesBad = (bad: () => string) => {
      let calls = 0;
      return () => (++calls === 1 ? NOW : bad());
    };
    const broken = await startServer(state, { now: goesBad(() => 'not a clock') });
    try {
      const node = await rawRequest(broken.port, '/mlb/standings.json');
      expect(node.status).toBe(500);
      const clocks: (() => string)[] = [
        goesBad(() => 'not a clock'),
        goesBad(() => {
          throw new Error('clock unavailable');
        }),
      ];
      for (const now of clocks) {
        const h = createFetchHandler(createStateHolder(state), { now });
        const res = await h(new Request('http://localhost/mlb/standings.json')).catch((e: unknown) => e);
        expect(res).toBeInstanceOf(Response);
        const r = res as Response;
        expect(r.status).toBe(500);
        expect(r.headers.get('content-type')).toBe('application/json');
        expect(await r.text()).toBe(node.body);
      }
    } finally {
      await broken.close();
    }
  });

  it('sends the rate-limit headers on every answer; with a limiter, 429 and Retry-After on its wall clock', async () => {
    const open = createFetchHandler(createStateHolder(state), { now: NOW, wallClock: () => WALL });
    for (const path of ['/mlb/teams.json', '/nhl/teams.json', '/mlb/results/boston-red-sox.json']) {
      const r = await open(new Request(`http://localhost${path}`));
      expect([path, r.headers.get('xmlstats-api-limit'), r.headers.get('xmlstats-api-remaining'), r.headers.get('xmlstats-api-reset')]).toEqual([
        path, '2147483647', '2147483647', String(Math.floor(WALL / 60_000 + 1) * 60),
      ]);
    }
    let wall = WALL;
    const limited = createFetchHandler(createStateHolder(state), {
      now: NOW, wallClock: () => wall, rateLimiter: createRateLimiter({ limit: 1 }), clientOf: (req) => req.headers.get('x-client') ?? undefined,
    });
    const ask = (client: string) => limited(new Request('http://localhost/mlb/teams.json', { headers: { 'x-client': client } }));
    expect((await ask('a')).status).toBe(200);
    const refused = await ask('a');
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '43']);
    expect((await ask('b')).status).toBe(200); // another client has its own count
    wall += 43_000;
    expect((await ask('a')).status).toBe(200); // the next minute of the wall clock
  });

  it('answers an absolute-form URL like its path, and yyyy-MM-dd like yyyyMMdd', async () => {
    const a = await handler(new Request('http://localhost/events.json?sport=mlb&date=2019-07-04', { headers: AUTH }));
    const b = await handler(new Request('http://localhost/events.json?sport=mlb&date=20190704', { headers: AUTH }));
    expect(a.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
  });
});
