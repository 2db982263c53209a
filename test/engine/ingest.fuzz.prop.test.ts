/**
 * Bounded fuzz of ingest (issue 11): batches that are mostly well formed, with hostile values,
 * keys and ids mixed in (numbers beyond 32 bits, NaN, control characters, `__proto__`,
 * misspelled keys, arbitrary JSON in any field). Whatever comes in: ingest does not throw, a
 * refused batch gets at most 101 well-formed issues, the earlier state is unchanged and frozen,
 * an accepted batch gives a state frozen all the way down that every endpoint answers without
 * a 5xx. A second property fuzzes the clock: any epoch value is either answered without a 5xx or
 * refused with a RangeError naming `respond`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { respond } from '../../src/engine/router/respond.js';
import type { IssueCode } from '../../src/ids/Issue.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';
import { failures, firstUnfrozen, fullBatch, statuses, TOKEN } from './hostileFixtures.js';
import { applyEdits, editsOf } from './recordEdits.js';

const CODES: readonly IssueCode[] = [
  'invalid_input', 'invalid_date', 'invalid_event_id', 'invalid_team_id', 'unknown_team', 'unknown_site', 'unknown_event', 'unknown_account',
  'same_team', 'invalid_score', 'conflict', 'invalid_transition', 'malformed_line', 'truncated_file', 'unknown_key', 'too_many_issues',
];
const MLB = getTeamsOfSeason('mlb', 2018).map((t) => t.teamId as string);
const NBA = getTeamsOfSeason('nba', 2018).map((t) => t.teamId as string);

// ------------------------------------------------------------------ hostile pieces
const hostileString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'a\u0000b', 'tab\t', '\ud800', '\uffff', 'x'.repeat(1001), '9999-12-31T23:00:00-05:00', '20181301'),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 130 }),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, 999, 1000, 120, 121, 1001, 1e300, -0, 0.5, Number.POSITIVE_INFINITY, Number.NaN, 253_402_300_800_000),
  fc.double(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, undefined) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3 }) },
);
const hostileKey = fc.oneof(hostileString, fc.constantFrom('gmes', 'attendence', 'pionts', 'hitz', 'heigth_in', 'away_stat', 'teams', 'games'));

/** Mostly the valid value, now and then a hostile one. */
const mostly = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown> = hostileValue): fc.Arbitrary<T | unknown> =>
  fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: hostile });

/** Up to three edits of a record: a field set to a hostile value, a key added, a key removed. */
const edits = editsOf(hostileKey, hostileValue, 3);
const edited = <T>(arb: fc.Arbitrary<T>) =>
  fc.tuple(arb, fc.oneof({ weight: 12, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: edits })).map(([r, ops]) => applyEdits(r, ops));

// ------------------------------------------------------------------ mostly valid records
const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));
const mlbGame = fc.record({ d: day, away: fc.nat(29), off: fc.integer({ min: 1, max: 29 }), a: mostly(fc.nat(15), hostileNumber), h: fc.nat(15), done: fc.boolean(), site: fc.option(mostly(fc.constantFrom('__proto__', 'constructor', 'fuzz-park'), hostileString), { nil: undefined }) })
  .map(({ d, away, off, a, h, done, site }) => ({
    sport: 'mlb', date: `2018-06-${d}`, status: done ? 'completed' : 'scheduled', away_team_id: MLB[away]!, home_team_id: MLB[(away + off) % 30]!,
    ...(done ? { away_points_scored: a, home_points_scored: h } : {}), ...(site === undefined ? {} : { site: { site_id: site, name: 'Fuzz Park', city: 'C', state: 'S' } }),
  }));
const nbaLine = fc.record({ name: fc.constantFrom('Al Horford', 'Kyrie Irving', 'Jaylen Brown', '__proto__ x', 'constructor y'), twos: fc.nat(15), ftm: fc.nat(10), min: mostly(fc.nat(48), hostileNumber) })
  .map(({ name, twos, ftm, min }) => {
    const [first_name, last_name] = name.split(' ') as [string, string];
    return {
      first_name, last_name, minutes: min, points: 2 * twos + ftm, assists: 1, turnovers: 0, steals: 0, blocks: 0, field_goals_made: twos, field_goals_attempted: twos + 2,
      three_point_field_goals_made: 0, three_point_field_goals_attempted: 0, free_throws_made: ftm, free_throws_attempted: ftm, offensive_rebounds: 1, defensive_rebounds: 2, personal_fouls: 1,
    };
  });
const nbaGame = fc.record({ d: day, away: fc.nat(29), off: fc.integer({ min: 1, max: 29 }), awayLine: edited(nbaLine), homeLine: edited(nbaLine) })
  .map(({ d, away, off, awayLine, homeLine }) => ({
    sport: 'nba', date: `2018-01-${d}`, status: 'completed', away_team_id: NBA[away]!, home_team_id: NBA[(away + off) % 30]!,
    away_points_scored: (awayLine as { points?: unknown }).points, home_points_scored: (homeLine as { points?: unknown }).points, away_stats: [awayLine], home_stats: [homeLine],
  }));
const bio = fc.record({
  first_name: fc.constantFrom('Ann', 'Bo'), last_name: mostly(fc.constantFrom('Lee', '__proto__', 'constructor'), hostileString), birthdate: mostly(fc.constantFrom('1990-05-08', '0001-01-01', '9999-12-31'), hostileString),
  birthplace: fc.constant('Here'), height_in: mostly(fc.integer({ min: 1, max: 120 }), hostileNumber), weight_lb: mostly(fc.integer({ min: 1, max: 1000 }), hostileNumber), position: fc.constant('C'),
});
const roster = fc.record({ team: fc.nat(29), players: fc.uniqueArray(edited(fc.tuple(bio, mostly(fc.integer({ min: -1, max: 99 }), hostileNumber)).map(([b, n]) => ({ ...b, uniform_number: n }))), { maxLength: 3, selector: (p) => JSON.stringify(p) }) })
  .map(({ team, players }) => ({ sport: 'nba', season: 2018, team_id: NBA[team]!, players }));
const draftPick = fc.record({ pick: fc.integer({ min: 1, max: 60 }), team: fc.nat(29), player: edited(bio), points: mostly(fc.nat(40_000), hostileNumber) })
  .map(({ pick, team, player, points }) => ({ sport: 'nba', season: 2017, round: pick > 30 ? 2 : 1, pick: ((pick - 1) % 30) + 1, overall_pick: pick, team_id: NBA[team]!, player, points }));
const access = fc.record({
  email: mostly(fc.constantFrom('__proto__', 'constructor', 'toString', 'fuzz@example.com'), hostileString),
  token: mostly(fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'fuzz-token-1'), hostileString),
  expires: mostly(fc.constantFrom('2030-01-01T00:00:00Z', '9999-12-30T23:59:59Z', '0001-01-02T00:00:00Z'), fc.constantFrom('9999-12-31T23:59:59-12:00', '0001-01-01T00:00:00+05:00', 'soon')),
})
  .map(({ email, token, expires }) => ({ accounts: [{ email_address: email, first_name: 'F', last_name: 'Z', created_on: '2014-01-07' }], tokens: [{ token, email_address: email, expires_at: expires }] }));
const tournament = fc.record({ seed: mostly(fc.integer({ min: 1, max: 16 }), hostileNumber), team: fc.nat(29), start: mostly(fc.constantFrom('2018-04-14', '0001-01-01', '9999-12-31'), hostileString) })
  .map(({ seed, team, start }) => ({ sport: 'nba', season: 2018, start_date: start, groups: [{ name: 'East', competitors: [{ seed, team_id: NBA[team]! }] }] }));

const batchArb = fc
  .record(
    {
      games: fc.array(edited(fc.oneof(mlbGame, nbaGame)), { maxLength: 3 }),
      rosters: fc.array(edited(roster), { maxLength: 1 }),
      draft_picks: fc.array(edited(draftPick), { maxLength: 1 }),
      tournaments: fc.array(edited(tournament), { maxLength: 1 }),
      access: edited(access),
      at: mostly(fc.constantFrom('2018-06-11T00:00:00Z', '9999-12-30T00:00:00Z'), fc.constantFrom('9999-12-31T23:00:00-05:00', '0001-01-01T00:00:00+01:00')),
      extra: fc.option(fc.tuple(hostileKey, hostileValue), { nil: undefined, freq: 8 }),
    },
    { requiredKeys: [] },
  )
  .map(({ access: a, extra, ...rest }) => {
    const batch: Record<string, unknown> = { ...rest, ...(a === undefined ? {} : (a as object)) };
    if (extra !== undefined) Object.defineProperty(batch, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
    return batch;
  });

// ------------------------------------------------------------------ the properties
function baseState(): LeagueState {
  const r = ingest(createLeagueState(), fullBatch());
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

describe('ingest of hostile batches (fuzz)', () => {
  const base = baseState();
  const snapshot = JSON.stringify(base);

  it('never throws; refusals are small and well formed; the earlier state is unchanged and frozen; an accepted state is frozen and answered without a 5xx', () => {
    let accepted = 0;
    fc.assert(
      fc.property(batchArb, (batch) => {
        const r = ingest(base, batch);
        expect(JSON.stringify(base)).toBe(snapshot);
        expect(firstUnfrozen(base)).toBeUndefined();
        if (!r.ok) {
          expect(r.issues.length).toBeGreaterThan(0);
          expect(r.issues.length).toBeLessThanOrEqual(101);
          for (const i of r.issues) {
            expect(CODES).toContain(i.code);
            expect(i.path.every((p) => typeof p === 'string' || typeof p === 'number')).toBe(true);
            expect(typeof i.message).toBe('string');
          }
          expect(JSON.stringify(r.issues).length).toBeLessThan(200_000);
          return;
        }
        accepted++;
        expect(firstUnfrozen(r.state)).toBeUndefined();
        expect(failures(statuses(r.state, '2018-06-11T12:00:00-04:00'))).toEqual({});
      }),
      { numRuns: 150 },
    );
    // The generator is meant to reach the accepting path too, not only refusals.
    expect(accepted).toBeGreaterThan(0);
  });

  it('any clock is answered without a 5xx or refused with a RangeError naming respond', () => {
    const request = { method: 'GET', url: '/events.json', headers: { authorization: `Bearer ${TOKEN}` } };
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e16, max: 1e16, noNaN: true }), fc.integer({ min: -62_135_596_800_000 - 2 * 86_400_000, max: -62_135_596_800_000 + 2 * 86_400_000 }), fc.integer({ min: 253_402_128_000_000, max: 253_402_387_200_000 })),
        fc.constantFrom(undefined, 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', '+23:59'),
        (now, timeZone) => {
          let status: number;
          try {
            status = respond(base, request, { now, cache: false, ...(timeZone === undefined ? {} : { timeZone }) }).status;
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            expect((error as Error).message).toMatch(/^respond: now /);
            return;
          }
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
