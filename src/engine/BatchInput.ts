import { z } from 'zod';
import { boundedArray } from './internal/boundedArray.js';
import { countRecord, fastAccept } from './internal/fastAccept.js';
import { integerArraySchema } from './internal/integerArraySchema.js';
import { LIMITS } from './internal/limits.js';
import { recordArraySchema } from './internal/recordArraySchema.js';
import { strictObject } from './internal/strictObject.js';
import { quickObject, type QuickField } from './internal/quickObject.js';
import { quickBaseballLines } from './internal/quickBaseballLines.js';
import { quickIntegerArray } from './internal/quickIntegerArray.js';
import { quickPlayerLines } from './internal/quickPlayerLines.js';
import { PRINTABLE, textProblem } from './internal/textProblem.js';

/**
 * The wire shape of what {@link ingest} accepts: plain JSON, named like the service's own
 * fields so that a recorded response maps onto it directly. Every array is optional.
 *
 * - `teams`: clubs of a season (the teams endpoint's team object plus `sport` and `season`).
 * - `sites`: venues. `site_id` defaults to the name in lower case with dashes.
 * - `games`: new games, or newer facts about a known game that follow the allowed status
 *   transitions (scheduled -> anything; postponed -> scheduled/cancelled; suspended ->
 *   completed/cancelled). Identical facts are a no-op; different facts about a completed game
 *   are a conflict unless sent under `corrections`.
 * - `corrections`: replace the facts of a known game outright (a scoring change, a wrong time).
 * - `accounts`, `tokens`: who may call the API (the HTTP adapter's bearer tokens) and until when.
 * - `rosters`: a team's players in a season (replaces the team's roster of that season);
 *   `draft_picks`: NBA draft picks (a pick replaces the one of the same draft and overall pick).
 * - `tournaments`: a season's postseason structure (rounds, groups, seeds, dates); it replaces
 *   the one of the same sport and season. Without one, the structure is derived from the final
 *   standings.
 * - `at`: when these facts became known; "current" tables print the latest such time.
 *
 * Every object is closed: a key it does not have (`gmes`, `attendence`) is an `unknown_key` issue
 * naming the key. Values must fit what the engine stores and prints (`LIMITS`): integers within
 * 32 bits, box score counts and scores up to 999, minutes up to 120, heights up to 120 in and
 * weights up to 1,000 lb, strings of at most 1,000 characters without control characters,
 * date-times from 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z.
 *
 * @example
 * const batch: BatchInput = {
 *   games: [{ sport: 'mlb', event_id: '20140331-boston-red-sox-at-baltimore-orioles', status: 'completed',
 *     start_date_time: '2014-03-31T15:05:00-04:00', away_team_id: 'boston-red-sox', home_team_id: 'baltimore-orioles',
 *     away_points_scored: 1, home_points_scored: 2 }],
 * };
 */
export type BatchInput = z.input<typeof batchSchema>;

const sportSchema = z.enum(['mlb', 'nba']);
/**
 * A string that can be stored and printed: at most 1,000 characters, none of them a control
 * character, U+FFFE, U+FFFF or a lone surrogate (`textProblem` words the issue).
 */
const text = () => z.string().max(LIMITS.textLength).regex(PRINTABLE, { error: (iss) => textProblem(String(iss.input)) ?? 'not printable text' });
const nonEmptyText = () => text().min(1);
/** A date or date-time as text, read by the engine's own parsers. */
const dateText = () => z.string().max(64);
/** Any other integer: 32 bits. */
const int32 = () => z.int32();
const nonNegativeInt32 = () => z.int32().nonnegative();
const positiveInt32 = () => z.int32().positive();
/** A counting stat of a box score line or of a team's totals. */
const countSchema = () => z.int().min(0).max(LIMITS.count);
const seasonSchema = z.int().min(1900).max(2100);

/**
 * The schema of one team of a batch (the teams endpoint's team object plus sport and season).
 *
 * @example
 * teamInputSchema.safeParse({ sport: 'mlb', season: 2014, abbreviation: 'BOS', first_name: 'Boston', last_name: 'Red Sox',
 *   conference: 'American', division: 'East', site_name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' }).success; // true
 */
export const teamInputSchema = strictObject({
  sport: sportSchema,
  season: seasonSchema,
  team_id: text().optional(),
  abbreviation: nonEmptyText(),
  active: z.boolean().default(true),
  first_name: nonEmptyText(),
  last_name: nonEmptyText(),
  full_name: nonEmptyText().optional(),
  conference: nonEmptyText(),
  division: nonEmptyText(),
  site_name: text(),
  city: text(),
  state: text(),
});

/**
 * The schema of one site of a batch (the site object; `site_id` defaults to the name's slug).
 *
 * @example
 * siteInputSchema.safeParse({ name: 'Fenway Park', capacity: 33871, surface: 'Grass', city: 'Boston', state: 'Massachusetts' }).success; // true
 */
export const siteInputSchema = strictObject({
  site_id: nonEmptyText().optional(),
  name: nonEmptyText(),
  capacity: nonNegativeInt32().nullable().default(null),
  surface: text().nullable().default(null),
  city: text(),
  state: text(),
});

/**
 * The schema of a basketball team's box score totals (the API's stats field names).
 *
 * @example
 * teamTotalsInputSchema.safeParse({ points: 108, assists: 22, turnovers: 13, steals: 8, blocks: 5, field_goals_attempted: 85,
 *   field_goals_made: 40, three_point_field_goals_attempted: 30, three_point_field_goals_made: 11, free_throws_attempted: 20,
 *   free_throws_made: 17, offensive_rebounds: 9, defensive_rebounds: 33, personal_fouls: 19 }).success; // true
 */
export const teamTotalsInputSchema = strictObject({
  points: countSchema(),
  assists: countSchema(),
  turnovers: countSchema(),
  steals: countSchema(),
  blocks: countSchema(),
  field_goals_attempted: countSchema(),
  field_goals_made: countSchema(),
  three_point_field_goals_attempted: countSchema(),
  three_point_field_goals_made: countSchema(),
  free_throws_attempted: countSchema(),
  free_throws_made: countSchema(),
  offensive_rebounds: countSchema(),
  defensive_rebounds: countSchema(),
  personal_fouls: countSchema(),
});

/** Totals as a game holds them: clean ones (14 counts, nothing else) pass without zod's object parse. */
const teamTotalsSchema = fastAccept(teamTotalsInputSchema, countRecord(Object.keys(teamTotalsInputSchema.shape), LIMITS.count));

/**
 * One basketball player line of a box score, as sent (the service's `away_stats` item). A
 * complete line has all of the makes, attempts, the rebound split and fouls; a basic line (the
 * NBA.com game logs) has none of them and gives `rebounds` instead. `player_id` defaults to the
 * slug of the display name, `display_name` to the first and last names, `position` to `''` and
 * `is_starter` to false. Counts are 0 to 999, minutes 0 to 120. Checked by one loop
 * (`recordArraySchema`): a season has ~32,000 lines.
 *
 * @example
 * const line: PlayerLineInput = { last_name: 'Durant', first_name: 'Kevin', position: 'SF', is_starter: true, minutes: 43,
 *   points: 32, rebounds: 11, assists: 3, turnovers: 7, steals: 2, blocks: 1 };
 */
export interface PlayerLineInput {
  player_id?: string | undefined;
  last_name: string;
  first_name: string;
  display_name?: string | undefined;
  position?: string | undefined;
  is_starter?: boolean | undefined;
  minutes: number;
  points: number;
  rebounds?: number | undefined;
  assists: number;
  turnovers: number;
  steals: number;
  blocks: number;
  field_goals_attempted?: number | undefined;
  field_goals_made?: number | undefined;
  three_point_field_goals_attempted?: number | undefined;
  three_point_field_goals_made?: number | undefined;
  free_throws_attempted?: number | undefined;
  free_throws_made?: number | undefined;
  defensive_rebounds?: number | undefined;
  offensive_rebounds?: number | undefined;
  personal_fouls?: number | undefined;
}

/**
 * The schema of a game official (the service's official object).
 *
 * @example
 * officialInputSchema.safeParse({ position: null, first_name: 'Derrick', last_name: 'Stafford' }).success; // true
 */
export const officialInputSchema = strictObject({
  position: text().nullable().default(null),
  first_name: text(),
  last_name: text(),
});

/**
 * One baseball batter of a box score, as sent (the service's `away_batters` item): the counting
 * stats only. Singles, total bases, extra-base hits, sacrifices, every rate and string are
 * computed (D20); sent, they are `unknown_key` issues like any key the line does not have (the
 * importer `parseXmlstatsBoxscore` drops them from a recorded box score). Counts are 0 to 999.
 * `plate_appearances` defaults to at-bats + walks + hit by
 * pitch + sacrifice flies and hits; absent counts are 0; `player_id` defaults to the slug of the
 * display name, `display_name` to the first and last names, `sub_bat_order` to 0.
 *
 * @example
 * const batter: BatterInput = { last_name: 'Crawford', first_name: 'Carl', position: 'LF', bat_order: 1, at_bats: 4, hits: 1,
 *   rbi: 1, rbi_with_two_outs: 1, strike_outs: 3, left_on_base: 1 };
 */
export interface BatterInput {
  player_id?: string | undefined;
  last_name: string;
  first_name: string;
  display_name?: string | undefined;
  position?: string | undefined;
  /** 1 to 9. */
  bat_order: number;
  sub_bat_order?: number | undefined;
  at_bats: number;
  plate_appearances?: number | undefined;
  runs?: number | undefined;
  hits?: number | undefined;
  doubles?: number | undefined;
  triples?: number | undefined;
  home_runs?: number | undefined;
  rbi?: number | undefined;
  rbi_with_two_outs?: number | undefined;
  walks?: number | undefined;
  strike_outs?: number | undefined;
  hit_by_pitch?: number | undefined;
  sac_flies?: number | undefined;
  sac_hits?: number | undefined;
  stolen_bases?: number | undefined;
  caught_stealing?: number | undefined;
  left_on_base?: number | undefined;
}

/**
 * One baseball pitcher of a box score, as sent (the service's `away_pitchers` item): the
 * counting stats and decisions. Innings come as `innings_pitched` in thirds notation (`6.1` is
 * six innings and one out) or as `outs`; ERA and WHIP are computed (D20); absent counts are 0 and
 * absent decisions false. `throwing_hand` is `RHP` or `LHP` (the 2016 form), absent when
 * unknown; `errors` (the 2014 form) is kept but no longer printed on the pitcher.
 *
 * @example
 * const pitcher: PitcherInput = { last_name: 'Ryu', first_name: 'Hyun-Jin', pitch_order: 1, innings_pitched: 7.0, hits_allowed: 3,
 *   walks: 3, strike_outs: 7, pitch_count: 88, pitches_strikes: 54, throwing_hand: 'LHP' };
 */
export interface PitcherInput {
  player_id?: string | undefined;
  last_name: string;
  first_name: string;
  display_name?: string | undefined;
  pitch_order: number;
  innings_pitched?: number | undefined;
  outs?: number | undefined;
  hits_allowed?: number | undefined;
  runs_allowed?: number | undefined;
  earned_runs?: number | undefined;
  walks?: number | undefined;
  intentional_walks?: number | undefined;
  strike_outs?: number | undefined;
  home_runs_allowed?: number | undefined;
  pitch_count?: number | undefined;
  pitches_strikes?: number | undefined;
  wild_pitches?: number | undefined;
  hit_by_pitch?: number | undefined;
  errors?: number | undefined;
  /** `RHP` or `LHP`; any other value is an `invalid_input` issue at this field. */
  throwing_hand?: 'RHP' | 'LHP' | undefined;
  win?: boolean | undefined;
  loss?: boolean | undefined;
  save?: boolean | undefined;
  hold?: boolean | undefined;
}

/**
 * One baseball fielding line (a box score's `away_fielding` item), as the 2016 service printed it:
 * names and errors (absent errors are 0). `position`, `putouts` and `assists`, the project's
 * guess before the recording was found, are still accepted and type-checked but not held: the
 * service's fielding line has no such fields and nothing prints them (D20).
 *
 * @example
 * const fielder: FielderInput = { last_name: 'Pedroia', first_name: 'Dustin', display_name: 'Dustin Pedroia', errors: 1 };
 */
export interface FielderInput {
  player_id?: string | undefined;
  last_name: string;
  first_name: string;
  display_name?: string | undefined;
  errors?: number | undefined;
  /** Accepted for earlier batches; not held. */
  position?: string | undefined;
  /** Accepted for earlier batches; not held. */
  putouts?: number | undefined;
  /** Accepted for earlier batches; not held. */
  assists?: number | undefined;
}

const name = { kind: 'string' } as const;
const optionalId = { kind: 'string', optional: true, nonEmpty: true } as const;
const optionalText = { kind: 'string', optional: true } as const;
const count = { kind: 'integer', min: 0, max: LIMITS.count } as const;
const optionalCount = { kind: 'integer', min: 0, max: LIMITS.count, optional: true } as const;
const optionalFlag = { kind: 'boolean', optional: true } as const;

/** The schema of the player lines of one side of a basketball box score (checked by one loop). */
export const playerLinesInputSchema = recordArraySchema<PlayerLineInput>('player line', {
  player_id: optionalId, last_name: name, first_name: name, display_name: optionalId, position: optionalText, is_starter: optionalFlag,
  minutes: { kind: 'integer', min: 0, max: LIMITS.minutes }, points: count, rebounds: optionalCount, assists: count, turnovers: count,
  steals: count, blocks: count, field_goals_attempted: optionalCount, field_goals_made: optionalCount, three_point_field_goals_attempted: optionalCount,
  three_point_field_goals_made: optionalCount, free_throws_attempted: optionalCount, free_throws_made: optionalCount, defensive_rebounds: optionalCount,
  offensive_rebounds: optionalCount, personal_fouls: optionalCount,
});

/** The schema of the batters of one side (checked by one loop: `recordArraySchema`). */
export const battersInputSchema = recordArraySchema<BatterInput>('batter', {
  player_id: optionalId, last_name: name, first_name: name, display_name: optionalId, position: optionalText,
  bat_order: { kind: 'integer', min: 1, max: 9 }, sub_bat_order: optionalCount, at_bats: count, plate_appearances: optionalCount,
  runs: optionalCount, hits: optionalCount, doubles: optionalCount, triples: optionalCount, home_runs: optionalCount, rbi: optionalCount,
  rbi_with_two_outs: optionalCount, walks: optionalCount, strike_outs: optionalCount, hit_by_pitch: optionalCount, sac_flies: optionalCount,
  sac_hits: optionalCount, stolen_bases: optionalCount, caught_stealing: optionalCount, left_on_base: optionalCount,
});

/** The schema of the pitchers of one side. */
export const pitchersInputSchema = recordArraySchema<PitcherInput>('pitcher', {
  player_id: optionalId, last_name: name, first_name: name, display_name: optionalId, pitch_order: { kind: 'integer', min: 1, max: LIMITS.count },
  innings_pitched: { kind: 'number', min: 0, max: LIMITS.count / 3, optional: true }, outs: optionalCount, hits_allowed: optionalCount, runs_allowed: optionalCount,
  earned_runs: optionalCount, walks: optionalCount, intentional_walks: optionalCount, strike_outs: optionalCount, home_runs_allowed: optionalCount,
  pitch_count: optionalCount, pitches_strikes: optionalCount, wild_pitches: optionalCount, hit_by_pitch: optionalCount, errors: optionalCount,
  // A string here; normalizeBaseballBox admits only RHP and LHP.
  throwing_hand: optionalText, win: optionalFlag, loss: optionalFlag, save: optionalFlag, hold: optionalFlag,
});

/** The schema of the fielding lines of one side. */
export const fieldingInputSchema = recordArraySchema<FielderInput>('fielder', {
  player_id: optionalId, last_name: name, first_name: name, display_name: optionalId, errors: optionalCount, position: optionalText,
  putouts: optionalCount, assists: optionalCount,
});

/**
 * The schema of one game of a batch.
 *
 * @example
 * gameInputSchema.safeParse({ sport: 'mlb', date: '2014-07-25', status: 'scheduled', away_team_id: 'boston-red-sox',
 *   home_team_id: 'tampa-bay-rays' }).success; // true
 */
export const gameInputSchema = strictObject({
  sport: sportSchema,
  /** The event id; when absent it is built from date, sequence and the two teams. */
  event_id: nonEmptyText().optional(),
  /** League date `yyyy-MM-dd` or `yyyyMMdd`; needed when the event id is absent. */
  date: dateText().optional(),
  sequence: positiveInt32().optional(),
  season_type: z.enum(['pre', 'regular', 'post']).default('regular'),
  status: z.enum(['scheduled', 'completed', 'postponed', 'suspended', 'cancelled']),
  /** Start with its offset; null or absent means unknown (printed 03:45:56 Eastern). */
  start_date_time: dateText().nullable().optional(),
  away_team_id: nonEmptyText(),
  home_team_id: nonEmptyText(),
  /** Up to 999; -1 (the service's "no score") only before a game is completed. */
  away_points_scored: z.int().min(-LIMITS.int32 - 1).max(LIMITS.score).nullable().optional(),
  home_points_scored: z.int().min(-LIMITS.int32 - 1).max(LIMITS.score).nullable().optional(),
  /** Runs or points of each period, -1 for one not played (the bottom of the ninth of a home win). */
  away_period_scores: integerArraySchema(-1, LIMITS.score).optional(),
  home_period_scores: integerArraySchema(-1, LIMITS.score).optional(),
  /** A site known to the state, or a site object ingested with the game. */
  site_id: nonEmptyText().nullable().optional(),
  site: siteInputSchema.optional(),
  neutral_site: z.boolean().default(false),
  /** For a suspended game finished on a later day: the league date it was completed. */
  completed_on: dateText().optional(),
  /** Basketball: each side's box score totals of a completed game. */
  away_totals: teamTotalsSchema.optional(),
  home_totals: teamTotalsSchema.optional(),
  /** Box score: each side's player lines (the service's `away_stats`/`home_stats`). */
  away_stats: playerLinesInputSchema.optional(),
  home_stats: playerLinesInputSchema.optional(),
  officials: boundedArray(officialInputSchema, (value) => quickOfficial(value)).optional(),
  attendance: nonNegativeInt32().nullable().optional(),
  /** Length of the game, `H:MM` (`2:40`). */
  duration: dateText().nullable().optional(),
  /** Degrees Fahrenheit; the service prints 0 for indoor games. */
  temperature: int32().nullable().optional(),
  /** Baseball box score: batters and pitchers of each side (counting stats only). */
  away_batters: battersInputSchema.optional(),
  home_batters: battersInputSchema.optional(),
  away_pitchers: pitchersInputSchema.optional(),
  home_pitchers: pitchersInputSchema.optional(),
  /**
   * Baseball: errors charged to each side, and fielding lines, when known. A side with fielding
   * lines and no errors prints the lines' sum; a side with neither prints neither key (D20).
   */
  away_errors: countSchema().nullable().optional(),
  home_errors: countSchema().nullable().optional(),
  away_fielding: fieldingInputSchema.optional(),
  home_fielding: fieldingInputSchema.optional(),
});

/** The rule of each field of {@link gameInputSchema} for its quick test (the same rules; a test checks the two agree). */
const quickText = { kind: 'string', max: LIMITS.textLength, printable: true } as const;
const quickNonEmptyText = { ...quickText, min: 1 } as const;
const quickDate = { kind: 'string', max: 64 } as const;
const quickScore = { kind: 'integer', min: -LIMITS.int32 - 1, max: LIMITS.score, nullable: true, optional: true } as const;
const quickPart = (schema: z.ZodType, quick?: (value: unknown) => unknown): QuickField => ({ kind: 'schema', schema, optional: true, ...(quick ? { quick } : {}) });
const gameShape = gameInputSchema.shape;
const quickPeriodScores = quickIntegerArray(-1, LIMITS.score);
const quickBatters = (value: unknown) => quickBaseballLines('batter', value);
const quickPitchers = (value: unknown) => quickBaseballLines('pitcher', value);
const quickGameFields: Record<keyof typeof gameShape, QuickField> = {
  sport: { kind: 'enum', values: sportSchema.options },
  event_id: { ...quickNonEmptyText, optional: true },
  date: { ...quickDate, optional: true },
  sequence: { kind: 'integer', min: 1, max: LIMITS.int32, optional: true },
  season_type: { kind: 'enum', values: ['pre', 'regular', 'post'], default: 'regular' },
  status: { kind: 'enum', values: ['scheduled', 'completed', 'postponed', 'suspended', 'cancelled'] },
  start_date_time: { ...quickDate, nullable: true, optional: true },
  away_team_id: quickNonEmptyText,
  home_team_id: quickNonEmptyText,
  away_points_scored: quickScore,
  home_points_scored: quickScore,
  away_period_scores: quickPart(gameShape.away_period_scores, quickPeriodScores),
  home_period_scores: quickPart(gameShape.home_period_scores, quickPeriodScores),
  site_id: { ...quickNonEmptyText, nullable: true, optional: true },
  site: quickPart(gameShape.site, (value) => quickSite(value)),
  neutral_site: { kind: 'boolean', default: false },
  completed_on: { ...quickDate, optional: true },
  away_totals: quickPart(gameShape.away_totals),
  home_totals: quickPart(gameShape.home_totals),
  away_stats: quickPart(gameShape.away_stats, quickPlayerLines),
  home_stats: quickPart(gameShape.home_stats, quickPlayerLines),
  officials: quickPart(gameShape.officials),
  attendance: { kind: 'integer', min: 0, max: LIMITS.int32, nullable: true, optional: true },
  duration: { ...quickDate, nullable: true, optional: true },
  temperature: { kind: 'integer', min: -LIMITS.int32 - 1, max: LIMITS.int32, nullable: true, optional: true },
  away_batters: quickPart(gameShape.away_batters, quickBatters),
  home_batters: quickPart(gameShape.home_batters, quickBatters),
  away_pitchers: quickPart(gameShape.away_pitchers, quickPitchers),
  home_pitchers: quickPart(gameShape.home_pitchers, quickPitchers),
  away_errors: { kind: 'integer', min: 0, max: LIMITS.count, nullable: true, optional: true },
  home_errors: { kind: 'integer', min: 0, max: LIMITS.count, nullable: true, optional: true },
  away_fielding: quickPart(gameShape.away_fielding),
  home_fielding: quickPart(gameShape.home_fielding),
};

/**
 * The quick test of a game (`quickObject`): a clean game, the usual one, gets the output of
 * {@link gameInputSchema} without zod's object parse (its lists of lines, totals and site still
 * go through their own schemas); any other game is parsed by the schema, so the issues are zod's.
 *
 * @example
 * quickGame({ sport: 'nba', date: '2018-01-02', status: 'scheduled', away_team_id: 'boston-celtics', home_team_id: 'miami-heat' })?.season_type; // 'regular'
 */
export const quickGame = quickObject(quickGameFields) as (value: unknown) => z.output<typeof gameInputSchema> | undefined;

/**
 * The quick test of a team of a batch (`quickObject`, the rules of {@link teamInputSchema}): a
 * box score batch names each game's two clubs, so the 1,522 recorded 2014 box scores carry 3,044.
 *
 * @example
 * quickTeam({ sport: 'mlb', season: 2014, abbreviation: 'BOS', first_name: 'Boston', last_name: 'Red Sox', conference: 'American',
 *   division: 'East', site_name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' })?.active; // true
 */
export const quickTeam = quickObject({
  sport: { kind: 'enum', values: sportSchema.options },
  season: { kind: 'integer', min: 1900, max: 2100 },
  team_id: { ...quickText, optional: true },
  abbreviation: quickNonEmptyText,
  active: { kind: 'boolean', default: true },
  first_name: quickNonEmptyText,
  last_name: quickNonEmptyText,
  full_name: { ...quickNonEmptyText, optional: true },
  conference: quickNonEmptyText,
  division: quickNonEmptyText,
  site_name: quickText,
  city: quickText,
  state: quickText,
} satisfies Record<keyof typeof teamInputSchema.shape, QuickField>) as (value: unknown) => z.output<typeof teamInputSchema> | undefined;

/**
 * The quick test of a game official (`quickObject`, the rules of {@link officialInputSchema}).
 *
 * @example
 * quickOfficial({ first_name: 'Derrick', last_name: 'Stafford' }); // { position: null, first_name: 'Derrick', last_name: 'Stafford' }
 */
export const quickOfficial = quickObject({
  position: { ...quickText, nullable: true, default: null },
  first_name: quickText,
  last_name: quickText,
} satisfies Record<keyof typeof officialInputSchema.shape, QuickField>) as (value: unknown) => z.output<typeof officialInputSchema> | undefined;

/**
 * The quick test of a game's site object (`quickObject`, the rules of {@link siteInputSchema}):
 * each of the 1,522 recorded 2014 box scores names its park.
 *
 * @example
 * quickSite({ name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' }); // { name: 'Fenway Park', capacity: null, surface: null, city: 'Boston', state: 'Massachusetts' }
 */
export const quickSite = quickObject({
  site_id: { ...quickNonEmptyText, optional: true },
  name: quickNonEmptyText,
  capacity: { kind: 'integer', min: 0, max: LIMITS.int32, nullable: true, default: null },
  surface: { ...quickText, nullable: true, default: null },
  city: quickText,
  state: quickText,
} satisfies Record<keyof typeof siteInputSchema.shape, QuickField>) as (value: unknown) => z.output<typeof siteInputSchema> | undefined;

/**
 * The schema of an API account (the `me` endpoint's person).
 *
 * @example
 * accountInputSchema.safeParse({ email_address: 'andrew@example.com', first_name: 'Andrew', last_name: 'Fogarasi', created_on: '2014-01-07' }).success; // true
 */
export const accountInputSchema = strictObject({
  email_address: text().min(3),
  first_name: text(),
  last_name: text(),
  /** `yyyy-MM-dd`. */
  created_on: dateText(),
});

/**
 * The schema of a bearer token of an account, valid until `expires_at`.
 *
 * @example
 * tokenInputSchema.safeParse({ token: 'f5a1...', email_address: 'andrew@example.com', expires_at: '2014-02-17T06:12:26-05:00' }).success; // true
 */
export const tokenInputSchema = strictObject({
  token: z.string().min(8).max(512).regex(/^[\x21-\x7e]+$/, 'a token is printable ASCII without spaces'),
  email_address: text().min(3),
  /** ISO date-time with offset. */
  expires_at: dateText(),
});

const handSchema = z.enum(['R', 'L', 'S']);

/**
 * The schema of a player's biographical facts, shared by roster players and draft picks: only
 * facts (inches, pounds, the birth date); age, metric heights and weights and `height_formatted`
 * are computed when read. `player_id` defaults to the slug of the display name, `display_name`
 * to the first and last names.
 *
 * @example
 * playerBioInputSchema.safeParse({ last_name: 'Walker', first_name: 'Kemba', birthdate: '1990-05-08',
 *   birthplace: 'Bronx, New York, USA', height_in: 73, weight_lb: 172, position: 'PG' }).success; // true
 */
const playerBioShape = {
  player_id: nonEmptyText().optional(),
  last_name: text(),
  first_name: text(),
  display_name: nonEmptyText().optional(),
  /** `yyyy-MM-dd` (or `yyyyMMdd`). */
  birthdate: dateText(),
  birthplace: text(),
  /** 1 to 120. */
  height_in: z.int().min(1).max(LIMITS.heightIn),
  /** 1 to 1,000. */
  weight_lb: z.int().min(1).max(LIMITS.weightLb),
  position: nonEmptyText(),
};
export const playerBioInputSchema = strictObject(playerBioShape);

/**
 * The schema of one roster player (the service's roster player object without its derived fields). The service
 * printed `0` and `-1` for an unknown uniform number; `bats` and `throws` are baseball only and
 * may be absent (three 2014 MLB players have neither); `roster_status` defaults to `active`.
 *
 * @example
 * rosterPlayerInputSchema.safeParse({ last_name: 'Ortiz', first_name: 'David', birthdate: '1975-11-18', birthplace: 'Santo Domingo, Dominican Republic',
 *   height_in: 75, weight_lb: 230, position: 'DH', uniform_number: 34, bats: 'L', throws: 'L', roster_status: 'active' }).success; // true
 */
export const rosterPlayerInputSchema = strictObject({
  ...playerBioShape,
  /** -1 to 99. */
  uniform_number: z.int().min(-1).max(LIMITS.uniformNumber),
  bats: handSchema.optional(),
  throws: handSchema.optional(),
  roster_status: z.enum(['active', 'expanded']).default('active'),
});

/**
 * The schema of one team's roster in a season: it replaces what the state held for that team
 * and season.
 *
 * @example
 * rosterInputSchema.safeParse({ sport: 'mlb', season: 2014, team_id: 'boston-red-sox', players: [] }).success; // true
 */
export const rosterInputSchema = strictObject({
  sport: sportSchema,
  season: seasonSchema,
  team_id: nonEmptyText(),
  players: boundedArray(rosterPlayerInputSchema),
});

/**
 * The schema of one NBA draft pick (the service's draft object without its derived fields): `season` is
 * the year of the draft, `team_id` the club that made the pick; the career totals are optional
 * (0 when absent) and give way to the ingested box scores when the engine has the player's lines.
 *
 * @example
 * draftPickInputSchema.safeParse({ sport: 'nba', season: 2011, round: 1, pick: 9, overall_pick: 9, team_id: 'charlotte-bobcats',
 *   player: { last_name: 'Walker', first_name: 'Kemba', birthdate: '1990-05-08', birthplace: 'Bronx, New York, USA',
 *     height_in: 73, weight_lb: 172, position: 'PG' }, games_played: 148, points: 2250 }).success; // true
 */
export const draftPickInputSchema = strictObject({
  sport: z.literal('nba'),
  season: z.int().min(1947).max(2100),
  round: positiveInt32(),
  pick: positiveInt32(),
  overall_pick: positiveInt32(),
  team_id: nonEmptyText(),
  player: playerBioInputSchema,
  games_played: nonNegativeInt32().default(0),
  points: nonNegativeInt32().default(0),
  assists: nonNegativeInt32().default(0),
  defensive_rebounds: nonNegativeInt32().default(0),
  offensive_rebounds: nonNegativeInt32().default(0),
  steals: nonNegativeInt32().default(0),
  blocks: nonNegativeInt32().default(0),
});

/**
 * The schema of a postseason structure (the tournament endpoint's facts): rounds with their
 * sequence, name and format, groups (leagues, conferences) with their seeded competitors, names
 * and `yyyy-MM-dd` dates, each optional. What is not given is derived when read (rounds and
 * groups from the season's format and final standings, dates from the postseason games).
 *
 * @example
 * tournamentInputSchema.safeParse({ sport: 'mlb', season: 2015, rounds: [{ sequence: 1, name: 'Wildcard', round_format: 'Single Elimination' }],
 *   groups: [{ name: 'American League', competitors: [{ seed: 1, team_id: 'kansas-city-royals' }] }] }).success; // true
 */
export const tournamentInputSchema = strictObject({
  sport: sportSchema,
  season: seasonSchema,
  name: nonEmptyText().optional(),
  description: nonEmptyText().optional(),
  start_date: dateText().optional(),
  finish_date: dateText().optional(),
  rounds: boundedArray(strictObject({
    sequence: positiveInt32(),
    name: nonEmptyText(),
    round_format: nonEmptyText(),
    start_date: dateText().optional(),
    finish_date: dateText().optional(),
  })).optional(),
  groups: boundedArray(strictObject({
    name: nonEmptyText(),
    description: nonEmptyText().optional(),
    competitors: boundedArray(strictObject({ seed: positiveInt32(), team_id: nonEmptyText() })).refine((list) => list.length > 0, 'a group needs at least one competitor'),
  })).optional(),
});

/**
 * The schema of a whole batch, the argument of `ingest`.
 *
 * @example
 * batchSchema.safeParse({ games: [] }).success; // true
 */
export const batchSchema = strictObject({
  at: dateText().optional(),
  teams: boundedArray(teamInputSchema, quickTeam).optional(),
  sites: boundedArray(siteInputSchema).optional(),
  games: boundedArray(gameInputSchema, quickGame).optional(),
  corrections: boundedArray(gameInputSchema, quickGame).optional(),
  accounts: boundedArray(accountInputSchema).optional(),
  tokens: boundedArray(tokenInputSchema).optional(),
  tournaments: boundedArray(tournamentInputSchema).optional(),
  rosters: boundedArray(rosterInputSchema).optional(),
  draft_picks: boundedArray(draftPickInputSchema).optional(),
});

/** One team of a batch, as sent. */
export type TeamInput = z.input<typeof teamInputSchema>;
/** One site of a batch, as sent. */
export type SiteInput = z.input<typeof siteInputSchema>;
/** One game of a batch, as sent. */
export type GameInput = z.input<typeof gameInputSchema>;
/** One account of a batch, as sent. */
export type AccountInput = z.input<typeof accountInputSchema>;
/** One token of a batch, as sent. */
export type TokenInput = z.input<typeof tokenInputSchema>;
/** One team's roster of a batch, as sent. */
export type RosterInput = z.input<typeof rosterInputSchema>;
/** One roster player of a batch, as sent. */
export type RosterPlayerInput = z.input<typeof rosterPlayerInputSchema>;
/** One NBA draft pick of a batch, as sent. */
export type DraftPickInput = z.input<typeof draftPickInputSchema>;
/** One postseason structure of a batch, as sent. */
export type TournamentInput = z.input<typeof tournamentInputSchema>;
