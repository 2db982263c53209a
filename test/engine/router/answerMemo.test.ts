/**
 * The router's memo (D13): keyed on what an answer depends on (the parameters the endpoint
 * reads, not the target as spelled), so that unknown parameters cannot push answers out of it,
 * and bounded by bytes (`cacheBytes`, 64 MiB by default across states) instead of a count.
 * Whether an answer came from the memo shows in its bytes: a memoized answer returns the very
 * `Uint8Array` it returned before.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { answerMemoStats } from '../../../src/engine/router/answerMemo.js';
import { respond, type RespondOptions } from '../../../src/engine/router/respond.js';
import { createNodeCompression } from '../../../src/http/createNodeCompression.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

let state: LeagueState;
const auth = { authorization: 'Bearer memo-bytes-token-0001' };
const NOW = '2019-07-04T12:00:00-04:00';

beforeAll(() => {
  const r = ingest(loadRetrosheetSeason(2019), {
    accounts: [{ email_address: 'm@example.com', first_name: 'M', last_name: 'E', created_on: '2019-01-01' }],
    tokens: [{ token: 'memo-bytes-token-0001', email_address: 'm@example.com', expires_at: '2030-01-01T00:00:00Z' }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = r.state;
});

const get = (url: string, options: Partial<RespondOptions> = {}, headers: Record<string, string> = auth) => {
  const r = respond(state, { method: 'GET', url, headers }, { now: NOW, ...options });
  expect([url, r.status]).toEqual([url, 200]);
  return r;
};

/** Distinct answers of about 25 kB each: standings and wild cards by date, in two styles. */
function distinctTargets(n: number): { url: string; style: 'pretty' | 'compact' }[] {
  const out: { url: string; style: 'pretty' | 'compact' }[] = [];
  for (let day = 0; out.length < n; day++) {
    const date = new Date(Date.UTC(2019, 3, 1) + day * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
    for (const url of [`/mlb/standings/${date}.json`, `/mlb/wildcard/${date}.json`, `/mlb/wildcard/${date}.xml`]) {
      for (const style of ['pretty', 'compact'] as const) out.push({ url, style });
    }
  }
  return out.slice(0, n);
}

describe('the memo key is what the answer depends on', () => {
  it('unknown parameters share the entry of the request without them, and cannot flush the memo', () => {
    const first = get('/mlb/standings/20190704.json');
    const results = get('/mlb/results/atlanta-braves.json?season=2019&order=desc');
    for (let i = 0; i < 2_000; i++) {
      // Each is a new target (and a new route), but the same answer: the same bytes.
      expect(get(`/mlb/standings/20190704.json?cachebuster=${i}`).bytes).toBe(first.bytes);
      expect(get(`/mlb/results/atlanta-braves.json?order=desc&_=${i}&season=2019&season=1999`).bytes).toBe(results.bytes);
    }
    expect(get('/mlb/standings/20190704.json').bytes).toBe(first.bytes);
    expect(get('/mlb//standings/20190704.json').bytes).toBe(first.bytes);
    expect(get('https://erikberg.com/mlb/standings/20190704.json?x=1').bytes).toBe(first.bytes);
  });

  it('answers with unknown or repeated parameters are those computed afresh, and those without them', () => {
    const endpoints = [
      '/mlb/standings.json', '/mlb/standings/20190704.json', '/mlb/wildcard/20190705.xml', '/mlb/teams.json', '/events.json',
      '/mlb/results/atlanta-braves.json', '/mlb/results/boston-red-sox.json', '/mlb/tournament.json',
    ];
    const results = ['season', 'opponent', 'location_type', 'event_status', 'since', 'until', 'last', 'next', 'order'];
    const declared: Record<string, readonly string[]> = {
      '/events.json': ['sport', 'date'],
      '/mlb/results/atlanta-braves.json': results,
      '/mlb/results/boston-red-sox.json': results,
      '/mlb/tournament.json': ['season'],
    };
    const values = ['mlb', 'nba', '20190704', '2019-07-04', '2019', '2018', '3', '1', 'asc', 'desc', 'h', 'a', 'completed', 'new-york-mets', '', 'x%26last%3D2', '%E2%9C%93'];
    const param = fc.record({ name: fc.constantFrom('sport', 'date', 'season', 'last', 'next', 'order', 'location_type', 'event_status', 'opponent', 'since', 'junk', 'callback', '_'), value: fc.constantFrom(...values) });
    fc.assert(
      fc.property(fc.constantFrom(...endpoints), fc.array(param, { maxLength: 6 }), fc.boolean(), (path, params, compact) => {
        const url = params.length === 0 ? path : `${path}?${params.map((p) => `${p.name}=${p.value}`).join('&')}`;
        const options = { now: NOW, style: compact ? ('compact' as const) : ('pretty' as const) };
        const request = { method: 'GET', url, headers: auth };
        const memoized = respond(state, request, options);
        const again = respond(state, request, options);
        const fresh = respond(state, request, { ...options, cache: false });
        // Only the first value of each declared parameter counts.
        const names = declared[path] ?? [];
        const seen = new Set<string>();
        const kept = params.filter((p) => names.includes(p.name) && !seen.has(p.name) && seen.add(p.name));
        const plain = respond(state, { ...request, url: kept.length === 0 ? path : `${path}?${kept.map((p) => `${p.name}=${p.value}`).join('&')}` }, { ...options, cache: false });
        for (const r of [again, fresh, plain]) {
          expect([url, r.status]).toEqual([url, memoized.status]);
          expect(r.headers).toEqual(memoized.headers);
          expect(r.body).toBe(memoized.body);
        }
        if (memoized.status === 200) expect(again.bytes).toBe(memoized.bytes);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the memo is bounded by bytes', () => {
  it('keeps more than 512 small answers under the default 64 MiB', () => {
    const targets = distinctTargets(700);
    const first = targets.map((t) => get(t.url, { style: t.style }).bytes);
    const again = targets.map((t) => get(t.url, { style: t.style }).bytes);
    expect(again.filter((b, i) => b !== first[i]).length).toBe(0);
    expect(answerMemoStats().bytes).toBeLessThanOrEqual(64 * 1024 * 1024);
  });

  it('holds at most cacheBytes, dropping the answers asked least recently first', () => {
    const budget = 300_000;
    // Answers not asked for yet: the bound applies as the memo grows. The first brings it down to the budget.
    const [shrink, ...targets] = distinctTargets(800).slice(740);
    get(shrink!.url, { style: shrink!.style, cacheBytes: budget });
    expect(answerMemoStats().bytes).toBeLessThanOrEqual(budget);
    const hot = get('/mlb/standings/20190704.json', { cacheBytes: budget });
    const cold = get('/mlb/standings/20190705.json', { cacheBytes: budget });
    for (const t of targets) {
      get(t.url, { style: t.style, cacheBytes: budget });
      expect(answerMemoStats().bytes).toBeLessThanOrEqual(budget);
      expect(get('/mlb/standings/20190704.json', { cacheBytes: budget }).bytes).toBe(hot.bytes); // asked all along: kept
    }
    expect(get('/mlb/standings/20190705.json', { cacheBytes: budget }).bytes).not.toBe(cold.bytes); // not asked since: dropped
    expect(answerMemoStats().entries).toBeLessThan(30);
  });

  it('counts the compressed forms kept with an answer', () => {
    const compression = createNodeCompression();
    get('/mlb/standings/20190801.json', { compression, cacheBytes: 10_000_000 });
    const before = answerMemoStats().bytes;
    const gz = get('/mlb/standings/20190801.json', { compression, cacheBytes: 10_000_000 }, { 'accept-encoding': 'gzip' });
    expect(gz.headers['Content-Encoding']).toBe('gzip');
    expect(answerMemoStats().bytes).toBeGreaterThanOrEqual(before + gz.bytes.length);
    expect(get('/mlb/standings/20190801.json', { compression, cacheBytes: 10_000_000 }, { 'accept-encoding': 'gzip' }).bytes).toBe(gz.bytes);
  });

  it('keeps nothing with cacheBytes 0, and refuses a negative or non-numeric bound', () => {
    const a = get('/mlb/standings/20190802.json', { cacheBytes: 0 });
    expect(get('/mlb/standings/20190802.json', { cacheBytes: 0 }).bytes).not.toBe(a.bytes);
    expect(get('/mlb/standings/20190802.json', { cacheBytes: 0 }).body).toBe(a.body);
    for (const bad of [-1, Number.NaN, '1' as unknown as number]) {
      expect(() => respond(state, { method: 'GET', url: '/mlb/teams.json', headers: {} }, { now: NOW, cacheBytes: bad })).toThrow(RangeError);
    }
    expect(() => respond(state, { method: 'GET', url: '/mlb/teams.json', headers: {} }, { now: NOW, cacheBytes: -1 })).toThrow(/^respond: cacheBytes/);
  });
});
