import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BatchInput, GameInput } from '../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { respond } from '../../../src/engine/router/respond.js';
import { line, nbaGame } from '../nbaBoxFixtures.js';
import { played, TEAMS } from '../fixtures.js';

// What the queries keep per state (results rows per season index, sites and day; event rows per
// season index and sites; the derived postseason; the daily leaders of a date) must never outlive what it was derived from: after
// any sequence of batches, with the memos warmed by every earlier state and clock, each answer
// equals the one a state built in one go from the same data gives (its memos start cold).

const TOKEN = 'derived-token-0001';
const auth = { authorization: `Bearer ${TOKEN}` };
const MLB = ['alpha-ants', 'beta-bees', 'gamma-goats', 'delta-dogs'];
const NBA = ['boston-celtics', 'cleveland-cavaliers', 'houston-rockets', 'golden-state-warriors'];
/** Two players per NBA team, one of whom plays on a given day. */
const FIRST = ['Ann', 'Bob'];
const LAST = ['Alpha', 'Beta', 'Gamma', 'Delta'];

interface Event {
  readonly batch: number;
  readonly sport: 'mlb' | 'nba';
  readonly day: number;
  readonly away: number;
  readonly home: number;
  readonly scheduled: boolean;
  readonly a: number;
  readonly b: number;
}

const eventArb: fc.Arbitrary<Event> = fc.record({
  batch: fc.integer({ min: 0, max: 2 }),
  sport: fc.constantFrom('mlb' as const, 'nba' as const),
  day: fc.integer({ min: 1, max: 6 }),
  away: fc.integer({ min: 0, max: 3 }),
  home: fc.integer({ min: 0, max: 3 }),
  scheduled: fc.boolean(),
  a: fc.integer({ min: 1, max: 9 }),
  b: fc.integer({ min: 1, max: 9 }),
}).filter((e) => e.away !== e.home && e.a !== e.b);

/** The league day of an event: MLB in late September 2019, NBA in early January 2018. */
function dateOf(e: Pick<Event, 'sport' | 'day'>): string {
  return e.sport === 'mlb' ? `2019-09-${String(22 + e.day)}` : `2018-01-0${String(e.day)}`;
}

function gameOf(e: Event): GameInput {
  const date = dateOf(e);
  if (e.sport === 'mlb') {
    const game = played(date, MLB[e.away]!, MLB[e.home]!, e.a, e.b);
    return e.scheduled ? { sport: 'mlb', date, status: 'scheduled', away_team_id: game.away_team_id, home_team_id: game.home_team_id, start_date_time: game.start_date_time } : game;
  }
  const who = (team: number) => `${FIRST[e.day % 2]!} ${LAST[team]!}`;
  return nbaGame(date, NBA[e.away]!, NBA[e.home]!, [line(who(e.away), { twos: e.a, drb: e.b })], [line(who(e.home), { twos: e.b, threes: 1 })]);
}

const BASE: BatchInput = {
  teams: TEAMS,
  accounts: [{ email_address: 'd@example.com', first_name: 'D', last_name: 'E', created_on: '2017-01-01' }],
  tokens: [{ token: TOKEN, email_address: 'd@example.com', expires_at: '2030-01-01T00:00:00Z' }],
};

function apply(state: LeagueState, batch: BatchInput): LeagueState {
  const r = ingest(state, batch);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

/** The requests whose answers are built from what is kept per state. */
function requests(): string[] {
  const out: string[] = [];
  for (const team of MLB) out.push(`/mlb/results/${team}.json?season=2019`, `/mlb/results/${team}.json?season=2019&last=2&order=asc`, `/mlb/results/${team}.json?season=2019&next=1&order=asc`);
  out.push('/nba/results/boston-celtics.json?season=2018', '/mlb/tournament.json?season=2019', '/nba/tournament.json?season=2018');
  for (let day = 1; day <= 6; day++) out.push(`/nba/daily-leaders/2018010${day}.json`, `/events.json?date=2018010${day}`, `/events.json?sport=mlb&date=201909${String(22 + day)}`);
  return out;
}

const CLOCKS = ['2019-09-25T12:00:00-04:00', '2019-09-28T23:30:00-04:00', '2019-10-02T12:00:00-04:00'];

describe('answers built from what a state keeps', () => {
  it('equal those of a state built in one go from the same data, after any batches, clocks and sites', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(eventArb, { selector: (e) => `${e.sport}|${e.day}|${Math.min(e.away, e.home)}|${Math.max(e.away, e.home)}`, minLength: 1, maxLength: 14 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (events, sitesAt, compact) => {
          const style = compact ? ('compact' as const) : ('pretty' as const);
          // A batch may also register the park of the first team (its rows' site changes from then on).
          const sites = { sites: [{ name: 'Alpha Park', capacity: 1234, surface: 'Grass', city: 'Alpha', state: 'Ohio' }] };
          let warm = apply(createLeagueState(), BASE);
          const all: GameInput[] = [];
          for (let batch = 0; batch <= 3; batch++) {
            const games = events.filter((e) => e.batch === batch).map(gameOf);
            all.push(...games);
            warm = apply(warm, { games, ...(batch === sitesAt ? sites : {}) });
            const cold = apply(createLeagueState(), { ...BASE, games: all, ...(batch >= sitesAt ? sites : {}) });
            // The cold state is asked in the opposite order, so that a memo keyed too coarsely
            // (one answer for several dates or clocks) gives different answers in the two.
            const asked = CLOCKS.flatMap((now) => requests().map((url) => ({ now, url })));
            const answer = (state: LeagueState, q: { now: string; url: string }) => {
              const r = respond(state, { method: 'GET', url: q.url, headers: auth }, { now: q.now, style, cache: false });
              return `${q.url} ${q.now} ${r.status} ${r.body}`;
            };
            const got = asked.map((q) => answer(warm, q));
            const want = asked.slice().reverse().map((q) => answer(cold, q)).reverse();
            expect(got).toEqual(want);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keep the results rows of one state for the next request, and a scheduled event\'s row for one league day', () => {
    const state = apply(createLeagueState(), {
      ...BASE,
      games: [gameOf({ batch: 0, sport: 'mlb', day: 1, away: 0, home: 1, scheduled: false, a: 3, b: 2 }), gameOf({ batch: 0, sport: 'mlb', day: 5, away: 1, home: 0, scheduled: true, a: 1, b: 2 })],
    });
    const url = '/mlb/results/alpha-ants.json?season=2019';
    const at = (now: string) => respond(state, { method: 'GET', url, headers: auth }, { now, cache: false }).body;
    const first = at('2019-09-24T12:00:00-04:00');
    expect(at('2019-09-24T18:00:00-04:00')).toBe(first);
    // Before the completed game's day the scheduled row shows 0-0; after it, 1-0 for Alpha.
    const before = JSON.parse(at('2019-09-22T12:00:00-04:00')) as { team_events_won: number; event_status: string }[];
    const after = JSON.parse(first) as { team_events_won: number; event_status: string }[];
    expect(before.find((r) => r.event_status === 'scheduled')?.team_events_won).toBe(0);
    expect(after.find((r) => r.event_status === 'scheduled')?.team_events_won).toBe(1);
  });
});
