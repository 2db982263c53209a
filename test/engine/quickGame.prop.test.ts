/**
 * The quick path of a batch's games (`quickGame`, `quickPlayerLines`, `isPrintable`) against the
 * full zod path: for generated games, valid and slightly corrupted (a value out of bounds, of
 * another type, undefined or null; a key added or dropped; a player line broken the same ways;
 * another prototype), a batch gets exactly what the game schema alone gives it (success, output,
 * issues in order), and the normalized game is the same. A game the quick test accepts is one
 * the schema accepts with the same output, key order included; clean games do take the quick path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Team } from '../../src/aggregates/Team.js';
import {
  gameInputSchema, officialInputSchema, playerLinesInputSchema, quickGame, quickOfficial, quickSite, quickTeam, siteInputSchema, teamInputSchema,
} from '../../src/engine/BatchInput.js';
import { boundedArray } from '../../src/engine/internal/boundedArray.js';
import { normalizeGame, type GameContext } from '../../src/engine/internal/normalizeGame.js';
import { quickPlayerLines } from '../../src/engine/internal/quickPlayerLines.js';
import { strictObject } from '../../src/engine/internal/strictObject.js';
import { isPrintable, textProblem } from '../../src/engine/internal/textProblem.js';
import { parseDateTime, parseLeagueDate, unknownStartInstant } from '../../src/ids/index.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';
import { corrupter } from './recordEdits.js';

const plain = strictObject({ games: boundedArray(gameInputSchema).optional() });
const quick = strictObject({ games: boundedArray(gameInputSchema, quickGame).optional() });

const NBA = getTeamsOfSeason('nba', 2018).map((t) => t.teamId as string);
const teamOf = new Map(getTeamsOfSeason('nba', 2018).map((t) => [t.teamId as string, t]));
/** Every id names a team (the registry's 2017-18 clubs where it can), so that games get as far as their box scores. */
const ctx: GameContext = {
  findTeam: (_sport, _season, id) => teamOf.get(id) ?? ({ teamId: id } as unknown as Team),
  isKnownTeamId: () => true,
  hasSite: () => true,
  siteIdOfName: (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  parseDateTime,
  parseLeagueDate,
  unknownStartInstant,
};

// ------------------------------------------------------------------ hostile pieces
const hostile: fc.Arbitrary<unknown> = fc.constantFrom(
  -1, 121, 1000, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1.5, -0, Number.NaN, Infinity, '3', '', 'a\u0000b', 'tab\t', '\ud800', '\uffff', 'x'.repeat(1001),
  null, undefined, true, [], {}, [1], 'nba', 'completed',
);
const hostileKey = fc.constantFrom('pionts', 'gmes', 'attendence', '__proto__', 'constructor', 'toString', 'rebound', 'away_stat');
/** Mostly no edit; now and then one or two; now and then another prototype. */
const corrupt = corrupter(hostileKey, hostile, { plain: 10, edited: 2 });

// ------------------------------------------------------------------ mostly valid games
const name = fc.constantFrom('Al', 'Kyrie', 'Jaylen', 'José', 'D\'Angelo', 'Ünal', '李', 'O Neil', '𝒜da');
const count = fc.nat(40);
const completeLine = fc.record({
  first_name: name, last_name: name, twos: fc.nat(12), threes: fc.nat(5), ftm: fc.nat(8), miss: fc.nat(6), orb: fc.nat(4), drb: fc.nat(9),
  min: fc.nat(48), a: count, to: count, st: count, bl: count, pf: fc.nat(6), starter: fc.option(fc.boolean(), { nil: undefined }),
  id: fc.option(fc.constantFrom('p-1', 'p-2', 'p-3', 'p-4', 'p-5'), { nil: undefined }), display: fc.option(name, { nil: undefined }),
  position: fc.option(fc.constantFrom('', 'G', 'F', 'C', 'PG'), { nil: undefined }), withRebounds: fc.boolean(),
}).map((l) => {
  const fgm = l.twos + l.threes;
  const out: Record<string, unknown> = {
    first_name: l.first_name, last_name: l.last_name, minutes: l.min, points: 2 * l.twos + 3 * l.threes + l.ftm, assists: l.a, turnovers: l.to, steals: l.st, blocks: l.bl,
    field_goals_made: fgm, field_goals_attempted: fgm + l.miss, three_point_field_goals_made: l.threes, three_point_field_goals_attempted: l.threes + (l.miss % 3),
    free_throws_made: l.ftm, free_throws_attempted: l.ftm + 1, offensive_rebounds: l.orb, defensive_rebounds: l.drb, personal_fouls: l.pf,
  };
  if (l.withRebounds) out.rebounds = l.orb + l.drb;
  if (l.starter !== undefined) out.is_starter = l.starter;
  if (l.id !== undefined) out.player_id = l.id;
  if (l.display !== undefined) out.display_name = l.display;
  if (l.position !== undefined) out.position = l.position;
  return out;
});
const basicLine = fc.record({ first_name: name, last_name: name, points: count, rebounds: count, minutes: fc.nat(48), a: count }).map((l) => ({
  first_name: l.first_name, last_name: l.last_name, minutes: l.minutes, points: l.points, rebounds: l.rebounds, assists: l.a, turnovers: 1, steals: 0, blocks: 0,
}));
const lines = fc.oneof(fc.array(corrupt(completeLine), { maxLength: 6 }), fc.array(corrupt(basicLine), { maxLength: 4 }));
const totals = fc.nat(120).map((p) => ({
  points: 2 * Math.floor(p / 2), assists: 20, turnovers: 10, steals: 5, blocks: 4, field_goals_attempted: 90, field_goals_made: Math.floor(p / 2),
  three_point_field_goals_attempted: 20, three_point_field_goals_made: 0, free_throws_attempted: 0, free_throws_made: 0, offensive_rebounds: 9, defensive_rebounds: 30, personal_fouls: 18,
}));
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2018-01-${String(d).padStart(2, '0')}`);
const score = fc.oneof({ weight: 6, arbitrary: fc.nat(140) }, { weight: 1, arbitrary: fc.constantFrom(-1, null) });
const game = fc.record({
  sport: fc.constantFrom('nba', 'nba', 'nba', 'mlb'),
  date: day,
  status: fc.constantFrom('completed', 'completed', 'completed', 'scheduled', 'postponed'),
  away: fc.nat(29),
  off: fc.integer({ min: 1, max: 29 }),
  withEventId: fc.boolean(),
  sequence: fc.integer({ min: 1, max: 2 }),
  season_type: fc.constantFrom('pre', 'regular', 'post'),
  start_date_time: fc.constantFrom('2018-01-02T19:30:00-05:00', null, '2018-01-03T03:30:00Z'),
  away_points_scored: score,
  home_points_scored: score,
  away_period_scores: fc.array(fc.integer({ min: -1, max: 40 }), { maxLength: 4 }),
  home_period_scores: fc.array(fc.integer({ min: -1, max: 40 }), { maxLength: 4 }),
  site_id: fc.constantFrom('td-garden', null),
  site: fc.record({ name: fc.constantFrom('TD Garden', 'Arena'), city: fc.constant('Boston'), state: fc.constant('MA') }, { requiredKeys: ['name', 'city', 'state'] }),
  neutral_site: fc.boolean(),
  completed_on: day,
  away_totals: totals,
  home_totals: totals,
  away_stats: lines,
  home_stats: lines,
  officials: fc.array(fc.record({ first_name: name, last_name: name }), { maxLength: 3 }),
  attendance: fc.oneof(fc.nat(20000), fc.constant(null)),
  duration: fc.constantFrom('2:10', null, '2:75'),
  temperature: fc.oneof(fc.integer({ min: -20, max: 100 }), fc.constant(null)),
  away_errors: fc.oneof(fc.nat(3), fc.constant(null)),
}, { requiredKeys: ['sport', 'date', 'status', 'away', 'off', 'withEventId'] }).map((g) => {
  const { away, off, withEventId, date, ...rest } = g;
  const awayId = NBA[away]!;
  const homeId = NBA[(away + off) % 30]!;
  const out: Record<string, unknown> = { ...rest, away_team_id: awayId, home_team_id: homeId };
  if (withEventId) out.event_id = `${date.replaceAll('-', '')}${g.sequence === 2 ? '-2' : ''}-${awayId}-at-${homeId}`;
  else out.date = date;
  return out;
});

/** The batch's output and issues, comparable: the output games' own keys in order, and their values. */
function outcome(r: z.ZodSafeParseResult<unknown>): unknown {
  if (!r.success) return { issues: r.error.issues };
  const games = (r.data as { games?: Record<string, unknown>[] }).games ?? [];
  return { games: games.map((g) => Object.keys(g)), values: games };
}

describe('quickGame (the quick path of a batch\'s games)', () => {
  it('gives a batch what the game schema alone gives it, and the same normalized games, for valid and corrupted games', () => {
    fc.assert(
      fc.property(fc.array(corrupt(game), { minLength: 1, maxLength: 3 }), (games) => {
        const a = plain.safeParse({ games });
        const b = quick.safeParse({ games });
        expect(outcome(b)).toStrictEqual(outcome(a));
        if (a.success && b.success) {
          (a.data.games ?? []).forEach((g, i) => {
            const x = normalizeGame(g, ['games', i], ctx);
            const y = normalizeGame(b.data.games![i]!, ['games', i], ctx);
            expect(y).toStrictEqual(x);
          });
        }
      }),
      { numRuns: 600 },
    );
  });

  it('accepts only what the schema accepts, with its output, and takes clean games', () => {
    let taken = 0;
    let valid = 0;
    fc.assert(
      fc.property(corrupt(game), (g) => {
        const q = quickGame(g);
        const r = gameInputSchema.safeParse(g);
        if (r.success) valid++;
        if (q !== undefined) {
          taken++;
          expect(r.success).toBe(true);
          expect(Object.keys(q)).toStrictEqual(Object.keys(r.data!));
          expect(q).toStrictEqual(r.data);
        }
      }),
      { numRuns: 600 },
    );
    // The quick path is the usual one for valid games (it leaves out only other prototypes).
    expect(taken).toBeGreaterThan(0.8 * valid);
    const clean = { sport: 'nba', date: '2018-01-02', status: 'completed', away_team_id: NBA[0], home_team_id: NBA[1], away_points_scored: 2, home_points_scored: 0,
      away_stats: [{ first_name: 'A', last_name: 'B', minutes: 1, points: 2, assists: 0, turnovers: 0, steals: 0, blocks: 0, rebounds: 1 }] };
    expect(quickGame(clean)).toStrictEqual(gameInputSchema.parse(clean));
    expect(quickGame({ ...clean, attendence: 5 })).toBeUndefined();
    expect(quickGame({ ...clean, away_points_scored: 1000 })).toBeUndefined();
    expect(quickGame({ ...clean, home_team_id: undefined })).toBeUndefined();
  });

  it('agrees with the schema on every field of a full game and of a line set to each boundary value or dropped', () => {
    const line: Record<string, unknown> = { player_id: 'p-1', last_name: 'B', first_name: 'A', display_name: 'A B', position: 'G', is_starter: true, minutes: 30, points: 7, rebounds: 3,
      assists: 1, turnovers: 0, steals: 0, blocks: 0, field_goals_attempted: 5, field_goals_made: 2, three_point_field_goals_attempted: 2, three_point_field_goals_made: 1,
      free_throws_attempted: 2, free_throws_made: 2, defensive_rebounds: 2, offensive_rebounds: 1, personal_fouls: 2 };
    const full: Record<string, unknown> = {
      sport: 'nba', event_id: `20180102-${NBA[0]}-at-${NBA[1]}`, date: '2018-01-02', sequence: 1, season_type: 'regular', status: 'completed',
      start_date_time: '2018-01-02T19:30:00-05:00', away_team_id: NBA[0], home_team_id: NBA[1], away_points_scored: 7, home_points_scored: 0,
      away_period_scores: [7, 0], home_period_scores: [0, 0], site_id: 'td-garden', site: { name: 'TD Garden', city: 'Boston', state: 'MA' }, neutral_site: false,
      completed_on: '2018-01-02', away_totals: undefined, home_totals: undefined, away_stats: [line], home_stats: [], officials: [{ first_name: 'A', last_name: 'B' }],
      attendance: 18624, duration: '2:10', temperature: 0, away_batters: [], home_batters: [], away_pitchers: [], home_pitchers: [], away_errors: 0, home_errors: null,
      away_fielding: [], home_fielding: [],
    };
    delete full.away_totals;
    delete full.home_totals;
    expect(Object.keys(gameInputSchema.shape).filter((k) => !(k in full))).toStrictEqual(['away_totals', 'home_totals']);
    const values: unknown[] = [
      -(2 ** 31) - 1, -(2 ** 31), -2, -1, -0, 0, 1, 48, 120, 121, 999, 1000, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1.5, Number.NaN, Infinity,
      '', 'x', 'a\u0000b', '\ud800', 'x'.repeat(64), 'x'.repeat(65), 'x'.repeat(1000), 'x'.repeat(1001), 'nba', 'mlb', 'pre', 'completed', 'RHP',
      null, undefined, true, false, [], [1], {}, { ...line }, [line],
    ];
    const agree = (value: unknown) => {
      const q = quickGame(value);
      const r = gameInputSchema.safeParse(value);
      if (q !== undefined) {
        expect(r.success).toBe(true);
        expect(Object.keys(q)).toStrictEqual(Object.keys(r.data!));
        expect(q).toStrictEqual(r.data);
      }
      return q !== undefined;
    };
    expect(agree(full)).toBe(true);
    for (const key of [...Object.keys(gameInputSchema.shape), 'attendence']) {
      const { [key]: _dropped, ...without } = full;
      agree(without);
      for (const v of values) agree({ ...full, [key]: v });
    }
    for (const key of [...Object.keys(line), 'pionts']) {
      const { [key]: _dropped, ...without } = line;
      agree({ ...full, away_stats: [without] });
      for (const v of values) agree({ ...full, away_stats: [line, { ...line, player_id: 'p-2', [key]: v }] });
    }
  });

  it('quickTeam, quickOfficial and quickSite agree with their schemas on every field set to each boundary value or dropped, and take clean records', () => {
    const team: Record<string, unknown> = { sport: 'mlb', season: 2014, team_id: 'boston-red-sox', abbreviation: 'BOS', active: true, first_name: 'Boston', last_name: 'Red Sox',
      full_name: 'Boston Red Sox', conference: 'American', division: 'East', site_name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' };
    const official: Record<string, unknown> = { position: 'Home Plate', first_name: 'Derrick', last_name: 'Stafford' };
    const site: Record<string, unknown> = { site_id: 'sydney-cricket-ground', name: 'Sydney Cricket Ground', capacity: 48000, surface: null, city: 'Sydney', state: 'New South Wales' };
    const values: unknown[] = [-1, 0, 1899, 1900, 2100, 2101, 2 ** 31 - 1, 2 ** 31, 1.5, Number.NaN, '', 'x', 'a\u0000b', '\ud800', 'x'.repeat(1000), 'x'.repeat(1001), 'mlb', 'nba', 'NHL', null, undefined, true, false, [], {}];
    for (const [record, quick, schema] of [[team, quickTeam, teamInputSchema], [official, quickOfficial, officialInputSchema], [site, quickSite, siteInputSchema]] as const) {
      const agree = (value: unknown) => {
        const q = quick(value);
        const r = schema.safeParse(value);
        if (q !== undefined) {
          expect(r.success).toBe(true);
          expect(Object.keys(q)).toStrictEqual(Object.keys(r.data!));
          expect(q).toStrictEqual(r.data);
        }
        return q !== undefined;
      };
      expect(agree(record)).toBe(true);
      expect(agree(Object.assign(Object.create(null) as object, record))).toBe(true);
      expect(agree(Object.assign(new (class Other {})(), record))).toBe(false);
      for (const key of [...Object.keys(schema.shape), 'nickname', '__proto__']) {
        const { [key]: _dropped, ...without } = record;
        agree(without);
        for (const v of values) agree(Object.defineProperty({ ...record }, key, { value: v, enumerable: true, writable: true, configurable: true }));
      }
    }
    expect(quickOfficial({ first_name: 'A', last_name: 'B' })).toStrictEqual({ position: null, first_name: 'A', last_name: 'B' });
    expect(quickTeam({ ...team, active: undefined })).toBeUndefined();
    expect(quickSite({ name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' })).toStrictEqual({ name: 'Fenway Park', capacity: null, surface: null, city: 'Boston', state: 'Massachusetts' });
  });

  it('quickPlayerLines: a list it takes is one the lines schema takes as it is', () => {
    let taken = 0;
    fc.assert(
      fc.property(lines, (list) => {
        const q = quickPlayerLines(list);
        const r = playerLinesInputSchema.safeParse(list);
        if (q !== undefined) {
          taken++;
          expect(q).toBe(list);
          expect(r.success).toBe(true);
          expect(r.data).toBe(list);
        }
      }),
      { numRuns: 1000 },
    );
    expect(taken).toBeGreaterThan(300);
    const ok = { first_name: 'A', last_name: 'B', minutes: 1, points: 2, assists: 0, turnovers: 0, steals: 0, blocks: 0, rebounds: 1 };
    expect(quickPlayerLines([ok])).toBeDefined();
    expect(quickPlayerLines([{ ...ok, rebounds: undefined }])).toBeUndefined();
    expect(quickPlayerLines([{ ...ok, player_id: '' }])).toBeUndefined();
    expect(quickPlayerLines([{ ...ok, minutes: 121 }])).toBeUndefined();
    expect(quickPlayerLines([{ ...ok, last_name: 'B\n' }])).toBeUndefined();
  });

  it('isPrintable is textProblem\'s verdict, asked once or again', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('\ud800', 'a\ud83d\ude00', '\u009f', '\u007e', 'x'.repeat(80))), (s) => {
        expect(isPrintable(s)).toBe(textProblem(s) === undefined);
        expect(isPrintable(s)).toBe(textProblem(s) === undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
