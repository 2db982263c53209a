/**
 * The rate limiter on the real server (DECISIONS 11, D39): `Xmlstats-Api-Limit`, `-Remaining`,
 * `-Reset` on every answer, 429 with `Retry-After` once a client has used its window, and the
 * window running on the wall clock while the data clock stands still in 2019.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../../src/engine/ingest.js';
import { createRateLimiter } from '../../src/engine/router/createRateLimiter.js';
import { ACCOUNT, bearer, errorOf, loadServedState, NOW, rawRequest, startServer, UNKNOWN_TOKEN, VALID_TOKEN, type RunningServer } from './serverFixtures.js';

const OTHER_TOKEN = 'valid-token-0004';
/** The wall clock: 17 seconds into a minute of 2026, moved by the tests; the data clock stays at NOW. */
let wall = Date.parse('2026-11-23T13:08:17Z');
let srv: RunningServer;

beforeAll(async () => {
  const r = ingest(loadServedState(), { tokens: [{ token: OTHER_TOKEN, email_address: ACCOUNT.email_address, expires_at: '2019-12-31T00:00:00-05:00' }] });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  srv = await startServer(r.state, { now: NOW, wallClock: () => wall, rateLimiter: createRateLimiter({ limit: 3, windowSeconds: 60 }) });
});
afterAll(() => srv.close());

const limits = (h: Record<string, string | string[] | undefined>) => [h['xmlstats-api-limit'], h['xmlstats-api-remaining'], h['xmlstats-api-reset']];
const resetOf = (ms: number) => String(Math.floor(ms / 60_000) * 60 + 60);

describe('rate limiter', () => {
  it('counts down per token, then answers 429 with Retry-After until the wall clock\'s next window', async () => {
    const reset = resetOf(wall);
    expect(reset).toBe('1795439340'); // 2026-11-23T13:09:00Z: a real future epoch second, though the data clock is 2019
    const seen = [];
    let first = '';
    for (let i = 0; i < 5; i++) {
      const r = await rawRequest(srv.port, '/mlb/results/boston-red-sox.json?last=1', { headers: bearer(VALID_TOKEN) });
      if (i === 0) first = r.body;
      seen.push([r.status, ...limits(r.headers), r.headers['retry-after']]);
      if (r.status === 429) {
        const e = errorOf(r.body);
        expect(e.code).toBe('429');
        expect(e.description).toMatch(/limit of 3/);
        expect(e.description).toContain(reset);
      }
    }
    expect(seen).toEqual([
      [200, '3', '2', reset, undefined],
      [200, '3', '1', reset, undefined],
      [200, '3', '0', reset, undefined],
      [429, '3', '0', reset, '43'],
      [429, '3', '0', reset, '43'],
    ]);

    // Another token has its own count.
    const other = await rawRequest(srv.port, '/me.json', { headers: bearer(OTHER_TOKEN) });
    expect([other.status, ...limits(other.headers)]).toEqual([200, '3', '2', reset]);

    // Public endpoints count against the token sent with them too.
    const standings = await rawRequest(srv.port, '/mlb/standings.json', { headers: bearer(VALID_TOKEN) });
    expect([standings.status, ...limits(standings.headers)]).toEqual([429, '3', '0', reset]);

    // 42 seconds later the window is still the same one.
    wall += 42_000;
    expect((await rawRequest(srv.port, '/me.json', { headers: bearer(VALID_TOKEN) })).headers['retry-after']).toBe('1');

    // The wall clock's next minute starts afresh, the data clock unmoved.
    wall += 1_000;
    const later = await rawRequest(srv.port, '/mlb/results/boston-red-sox.json?last=1', { headers: bearer(VALID_TOKEN) });
    expect([later.status, ...limits(later.headers)]).toEqual([200, '3', '2', String(Number(reset) + 60)]);
    expect(later.body).toBe(first);
  });

  it('counts requests without a valid token against their address, and sends the headers on every answer', async () => {
    wall += 60_000;
    const reset = resetOf(wall);
    const answers = [];
    for (const [path, headers] of [
      ['/mlb/teams.json', {}],
      ['/nhl/teams.json', {}],
      ['/me.json', bearer(UNKNOWN_TOKEN)],
      ['/mlb/standings.json', {}],
    ] as const) {
      const r = await rawRequest(srv.port, path, { headers });
      answers.push([r.status, ...limits(r.headers)]);
    }
    expect(answers).toEqual([
      [200, '3', '2', reset],
      [404, '3', '1', reset],
      [401, '3', '0', reset],
      [429, '3', '0', reset],
    ]);
  });

  it('the window rolls over again and again while the data clock stands still', async () => {
    for (let minute = 0; minute < 3; minute++) {
      wall += 60_000;
      const r = await rawRequest(srv.port, '/me.json', { headers: bearer(OTHER_TOKEN) });
      expect([r.status, ...limits(r.headers)]).toEqual([200, '3', '2', resetOf(wall)]);
      expect(Number(r.headers['xmlstats-api-reset']) * 1000).toBeGreaterThan(wall);
      expect(JSON.parse(r.body).token_expiration_seconds).toBe((Date.parse('2019-12-31T00:00:00-05:00') - Date.parse(NOW)) / 1000);
    }
  });
});

describe('no limit', () => {
  it('still sends honest headers: nothing is refused, the counts are the largest a 32-bit client holds', async () => {
    const open = await startServer(loadServedState(), { wallClock: () => wall });
    try {
      for (let i = 0; i < 10; i++) {
        const r = await rawRequest(open.port, '/mlb/teams.json');
        expect([r.status, ...limits(r.headers)]).toEqual([200, '2147483647', '2147483647', resetOf(wall)]);
      }
    } finally {
      await open.close();
    }
  });
});
