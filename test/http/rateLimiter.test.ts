/**
 * The optional per-token rate limiter on the real server: `Xmlstats-Api-Limit`, `-Remaining`,
 * `-Reset` (the epoch second of the next window) and 429 once a token has used its requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../../src/engine/ingest.js';
import { createRateLimiter } from '../../src/engine/router/createRateLimiter.js';
import { ACCOUNT, bearer, errorOf, loadServedState, NOW, rawRequest, startServer, UNKNOWN_TOKEN, VALID_TOKEN, type RunningServer } from './serverFixtures.js';

const OTHER_TOKEN = 'valid-token-0004';
/** 17 seconds into a minute, so that the window's end is not the clock itself. */
let clock = Date.parse(NOW) + 17_000;
let srv: RunningServer;

beforeAll(async () => {
  const r = ingest(loadServedState(), { tokens: [{ token: OTHER_TOKEN, email_address: ACCOUNT.email_address, expires_at: '2019-12-31T00:00:00-05:00' }] });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  srv = await startServer(r.state, { now: () => clock, rateLimiter: createRateLimiter({ limit: 3, windowSeconds: 60 }) });
});
afterAll(() => srv.close());

const limits = (h: Record<string, string | string[] | undefined>) => [h['xmlstats-api-limit'], h['xmlstats-api-remaining'], h['xmlstats-api-reset']];

describe('rate limiter', () => {
  it('counts down per token, then answers 429 until the next window', async () => {
    const reset = String(Math.floor(clock / 60_000) * 60 + 60);
    expect(reset).toBe('1569859260'); // 2019-09-30T16:01:00Z
    const seen = [];
    for (let i = 0; i < 5; i++) {
      const r = await rawRequest(srv.port, '/mlb/results/boston-red-sox.json?last=1', { headers: bearer(VALID_TOKEN) });
      seen.push([r.status, ...limits(r.headers)]);
      if (r.status === 429) {
        const e = errorOf(r.body);
        expect(e.code).toBe('429');
        expect(e.description).toMatch(/limit of 3/);
        expect(e.description).toContain(reset);
      }
    }
    expect(seen).toEqual([
      [200, '3', '2', reset],
      [200, '3', '1', reset],
      [200, '3', '0', reset],
      [429, '3', '0', reset],
      [429, '3', '0', reset],
    ]);

    // Another token has its own count.
    const other = await rawRequest(srv.port, '/me.json', { headers: bearer(OTHER_TOKEN) });
    expect([other.status, ...limits(other.headers)]).toEqual([200, '3', '2', reset]);

    // Public endpoints count against the token sent with them too.
    const standings = await rawRequest(srv.port, '/mlb/standings.json', { headers: bearer(VALID_TOKEN) });
    expect([standings.status, ...limits(standings.headers)]).toEqual([429, '3', '0', reset]);

    // The next window starts afresh.
    clock += 60_000;
    const later = await rawRequest(srv.port, '/mlb/results/boston-red-sox.json?last=1', { headers: bearer(VALID_TOKEN) });
    expect([later.status, ...limits(later.headers)]).toEqual([200, '3', '2', String(Number(reset) + 60)]);
  });

  it('sends no limit headers and never limits a request without a token (public endpoints)', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await rawRequest(srv.port, '/mlb/teams.json');
      expect(r.status).toBe(200);
      expect(limits(r.headers)).toEqual([undefined, undefined, undefined]);
    }
  });

  it('does not count a request refused for its token (401 comes first)', async () => {
    clock += 60_000;
    for (let i = 0; i < 5; i++) {
      const r = await rawRequest(srv.port, '/me.json', { headers: bearer(UNKNOWN_TOKEN) });
      expect(r.status).toBe(401);
      expect(r.headers['xmlstats-api-remaining']).toBeUndefined();
    }
  });
});
