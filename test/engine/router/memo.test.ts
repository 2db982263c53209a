import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { respond } from '../../../src/engine/router/respond.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

let state: LeagueState;
let corrected: LeagueState;
const auth = { authorization: 'Bearer memo-token-0001' };

beforeAll(() => {
  const r = ingest(loadRetrosheetSeason(2019), {
    accounts: [{ email_address: 'm@example.com', first_name: 'M', last_name: 'E', created_on: '2019-01-01' }],
    tokens: [{ token: 'memo-token-0001', email_address: 'm@example.com', expires_at: '2030-01-01T00:00:00Z' }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = r.state;
  const c = ingest(state, { corrections: [{ sport: 'mlb', event_id: '20190704-philadelphia-phillies-at-atlanta-braves', status: 'completed', away_team_id: 'philadelphia-phillies', home_team_id: 'atlanta-braves', away_points_scored: 20, home_points_scored: 0 }] });
  if (!c.ok) throw new Error(JSON.stringify(c.issues));
  corrected = c.state;
});

const PATHS = [
  '/mlb/standings.json', '/mlb/standings/20190704.json', '/mlb/wildcard.xml', '/mlb/wildcard/20190705.json', '/mlb/teams.json',
  '/events.json', '/events.json?date=20190704', '/mlb/results/atlanta-braves.json', '/mlb/results/atlanta-braves.json?last=3',
  '/mlb/results/atlanta-braves.json?next=2&order=asc', '/me.json', '/mlb/standings/20130231.json',
];
const CLOCKS = ['2019-07-04T12:00:00-04:00', '2019-07-04T23:59:00-04:00', '2019-07-05T00:01:00-04:00', '2019-07-04T19:30:00-04:00'];

describe('memoized answers', () => {
  it('are exactly the answers computed afresh, whatever the clock, state, style and request order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ path: fc.constantFrom(...PATHS), now: fc.constantFrom(...CLOCKS), swap: fc.boolean(), compact: fc.boolean(), head: fc.boolean() }), { minLength: 1, maxLength: 40 }),
        (requests) => {
          for (const q of requests) {
            const s = q.swap ? corrected : state;
            const request = { method: q.head ? 'HEAD' : 'GET', url: q.path, headers: auth };
            const options = { now: q.now, style: q.compact ? ('compact' as const) : ('pretty' as const) };
            const memoized = respond(s, request, options);
            const fresh = respond(s, request, { ...options, cache: false });
            expect(memoized.status).toBe(fresh.status);
            expect(memoized.headers).toEqual(fresh.headers);
            expect(memoized.body).toBe(fresh.body);
            expect(Buffer.from(memoized.bytes).toString('utf8')).toBe(memoized.body);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('follow the league day of the clock for current tables, and the instant for last/next', () => {
    const at = (now: string, url: string) => respond(state, { method: 'GET', url, headers: auth }, { now }).body;
    expect(at('2019-07-04T12:00:00-04:00', '/mlb/standings.json')).not.toBe(at('2019-07-06T12:00:00-04:00', '/mlb/standings.json'));
    // Events without a date are dated at the current hour (DECISIONS 7): the same within an hour, not across hours.
    expect(at('2019-07-04T12:05:00-04:00', '/events.json')).toBe(at('2019-07-04T12:55:00-04:00', '/events.json'));
    expect(at('2019-07-04T12:00:00-04:00', '/events.json')).not.toBe(at('2019-07-04T18:00:00-04:00', '/events.json'));
    // An hour of Asia/Kolkata (+05:30) begins at :30 UTC: 10:20Z and 10:40Z are different hours there.
    const kolkata = (now: string) => respond(state, { method: 'GET', url: '/events.json?sport=mlb', headers: auth }, { now, timeZone: 'Asia/Kolkata' }).body;
    const early = kolkata('2019-07-04T10:20:00Z');
    expect(early).not.toBe(kolkata('2019-07-04T10:40:00Z'));
    expect(early).toBe(respond(state, { method: 'GET', url: '/events.json?sport=mlb', headers: auth }, { now: '2019-07-04T10:20:00Z', timeZone: 'Asia/Kolkata', cache: false }).body);
    // A fixed offset of +05:17 begins its hours at :43 UTC: 02:40Z and 02:44Z are different hours.
    const odd = (now: string) => respond(state, { method: 'GET', url: '/events.json?sport=mlb', headers: auth }, { now, timeZone: '+05:17' }).body;
    expect(odd('2019-07-04T02:40:00Z')).not.toBe(odd('2019-07-04T02:44:00Z'));
    expect(odd('2019-07-04T02:44:00Z')).toBe(odd('2019-07-04T03:40:00Z'));
    // Same league day, two instants: the July 4 game (start unknown, 03:45:56) is not yet "last" at 02:00.
    const before = JSON.parse(at('2019-07-04T02:00:00-04:00', '/mlb/results/atlanta-braves.json?last=1')) as { event_id: string }[];
    const after = JSON.parse(at('2019-07-04T12:00:00-04:00', '/mlb/results/atlanta-braves.json?last=1')) as { event_id: string }[];
    expect(after[0]?.event_id).toBe('20190704-philadelphia-phillies-at-atlanta-braves');
    expect(before[0]?.event_id).not.toBe(after[0]?.event_id);
  });

  it('stay bounded: many distinct requests are still answered correctly', () => {
    for (let i = 0; i < 700; i++) {
      const url = `/mlb/standings/20190704.json?n=${i}`;
      const r = respond(state, { method: 'GET', url, headers: {} }, { now: CLOCKS[0]! });
      expect(r.body).toBe(respond(state, { method: 'GET', url, headers: {} }, { now: CLOCKS[0]!, cache: false }).body);
    }
  });
});
