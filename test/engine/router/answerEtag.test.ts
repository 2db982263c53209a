/**
 * D146: the ETag of a successful answer comes from the answering state's fingerprint and the
 * answer's key, not from its bytes. What must hold: one tag never names two bodies; the same
 * request to the same state (or to states read from one snapshot) gets the same tag, memoized or
 * not; a state whose answer changed gets another tag.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TOKEN, withLocalAccess } from '../../../src/cli/localAccess.js';
import { findGame } from '../../../src/engine/findGame.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { respond, type RespondOptions } from '../../../src/engine/router/respond.js';
import { readSnapshot, writeSnapshot } from '../../../src/engine/snapshot.js';
import { loadBundledSeason } from '../../../src/importers/loadBundledSeason.js';

const NOW = '2019-09-30T12:00:00-04:00';
const AUTH = { authorization: `Bearer ${LOCAL_TOKEN}` };
const URLS = [
  '/mlb/standings/20190502.json',
  '/mlb/standings/20190929.json',
  '/mlb/wildcard/20190929.json',
  '/mlb/wildcard/20190929.xml',
  '/mlb/results/boston-red-sox.json?season=2019',
  '/mlb/results/baltimore-orioles.json?season=2019',
  '/events.json?sport=mlb&date=20190929',
  '/mlb/teams.json',
  '/me.json',
];

let base: LeagueState;
/** The same season with one score reversed (Retrosheet has BAL 4, BOS 5 on 2019-09-29). */
let corrected: LeagueState;
let readA: LeagueState;
let readB: LeagueState;

beforeAll(async () => {
  const r = await loadBundledSeason();
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  base = withLocalAccess(r.value, Date.parse(NOW));
  const game = findGame(base, 'mlb', '20190929-baltimore-orioles-at-boston-red-sox')!;
  const c = ingest(base, {
    corrections: [{ sport: 'mlb', event_id: game.eventId, status: 'completed', start_date_time: null, away_team_id: game.awayTeamId, home_team_id: game.homeTeamId, away_points_scored: 5, home_points_scored: 4, site_id: game.siteId }],
  });
  if (!c.ok) throw new Error(JSON.stringify(c.issues));
  corrected = c.state;
  const bytes = writeSnapshot(base);
  const a = readSnapshot(bytes);
  const b = readSnapshot(bytes.slice());
  if (!a.ok || !b.ok) throw new Error('snapshot');
  [readA, readB] = [a.value, b.value];
});

const answer = (state: LeagueState, url: string, options: Partial<RespondOptions> = {}, headers: Record<string, string> = AUTH) => {
  const r = respond(state, { method: 'GET', url, headers }, { now: NOW, ...options });
  expect([url, r.status]).toEqual([url, 200]);
  return { body: r.body, tag: r.headers['ETag']! };
};

describe('answer ETags (D146)', () => {
  it('one tag never names two bodies, across states, requests, styles, zones and the memo', () => {
    const states = () => [base, corrected, readA, readB];
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(3), fc.nat(URLS.length - 1), fc.constantFrom<'pretty' | 'compact'>('pretty', 'compact'), fc.constantFrom(undefined, 'America/Los_Angeles'), fc.boolean()),
        fc.tuple(fc.nat(3), fc.nat(URLS.length - 1), fc.constantFrom<'pretty' | 'compact'>('pretty', 'compact'), fc.constantFrom(undefined, 'America/Los_Angeles'), fc.boolean()),
        ([s1, u1, style1, zone1, cache1], [s2, u2, style2, zone2, cache2]) => {
          const x = answer(states()[s1]!, URLS[u1]!, { style: style1, cache: cache1, ...(zone1 ? { timeZone: zone1 } : {}) });
          const y = answer(states()[s2]!, URLS[u2]!, { style: style2, cache: cache2, ...(zone2 ? { timeZone: zone2 } : {}) });
          expect(x.tag).toMatch(/^"[0-9a-f]{16}"$/);
          if (x.tag === y.tag) expect(x.body).toBe(y.body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the same request to the same state gets the same tag, memoized or not, and 304 with it', () => {
    for (const url of URLS) {
      const first = answer(base, url);
      expect(answer(base, url, { cache: false }).tag).toBe(first.tag);
      expect(answer(base, url).tag).toBe(first.tag);
      const again = respond(base, { method: 'GET', url, headers: { ...AUTH, 'if-none-match': first.tag } }, { now: NOW });
      expect([url, again.status]).toEqual([url, 304]);
    }
  });

  it('states read from one snapshot tag alike (replicas behind a load balancer); a changed answer is tagged anew', () => {
    for (const url of URLS) {
      expect(answer(readA, url).tag).toBe(answer(readB, url).tag);
      // The state the snapshot was written from (in beforeAll) tags as the states read back.
      expect(answer(base, url).tag).toBe(answer(readA, url).tag);
    }
    const standings = '/mlb/standings/20190929.json';
    expect(answer(corrected, standings).body).not.toBe(answer(base, standings).body);
    expect(answer(corrected, standings).tag).not.toBe(answer(base, standings).tag);
    expect(answer(base, standings, { style: 'compact' }).tag).not.toBe(answer(base, standings).tag);
  });

  it('me: the tag follows who asks as well as when', () => {
    const second = ingest(base, { tokens: [{ token: 'second-token', email_address: base.tokens.byId[LOCAL_TOKEN]!.emailAddress, expires_at: '2030-01-01T00:00:00-05:00' }] });
    if (!second.ok) throw new Error(JSON.stringify(second.issues));
    const one = answer(second.state, '/me.json');
    const two = answer(second.state, '/me.json', {}, { authorization: 'Bearer second-token' });
    expect(two.tag).not.toBe(one.tag);
    expect(answer(second.state, '/me.json', { now: '2019-09-30T12:00:01-04:00' }).tag).not.toBe(one.tag);
  });

  it('me: instants asked in turn each get their own tag, and the same instant its same tag (the last instant\'s key text is kept, D189)', () => {
    const t0 = Date.parse(NOW);
    const instants = [t0, t0 + 1, t0, t0 + 60_000, t0 + 1];
    const tags = instants.map((now) => answer(base, '/me.json', { now, cache: false }).tag);
    expect(tags[2]).toBe(tags[0]);
    expect(tags[4]).toBe(tags[1]);
    expect(new Set(tags).size).toBe(3);
    // The text of the clock names the same instant as its epoch milliseconds.
    expect(answer(base, '/me.json', { now: NOW, cache: false }).tag).toBe(tags[0]);
  });
});
