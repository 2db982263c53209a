import { z } from 'zod';
import { recordArraySchema } from './internal/recordArraySchema.js';

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
 * @example
 * const batch: BatchInput = {
 *   games: [{ sport: 'mlb', event_id: '20140331-boston-red-sox-at-baltimore-orioles', status: 'completed',
 *     start_date_time: '2014-03-31T15:05:00-04:00', away_team_id: 'boston-red-sox', home_team_id: 'baltimore-orioles',
 *     away_points_scored: 1, home_points_scored: 2 }],
 * };
 */
export type BatchInput = z.input<typeof batchSchema>;

const sportSchema = z.enum(['mlb', 'nba']);
const nonNegativeInt = z.number().int().nonnegative();

/**
 * The schema of one team of a batch (the teams endpoint's team object plus sport and season).
 *
 * @example
 * teamInputSchema.safeParse({ sport: 'mlb', season: 2014, abbreviation: 'BOS', first_name: 'Boston', last_name: 'Red Sox',
 *   conference: 'American', division: 'East', site_name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' }).success; // true
 */
export const teamInputSchema = z.object({
  sport: sportSchema,
  season: z.number().int().min(1900).max(2100),
  team_id: z.string().optional(),
  abbreviation: z.string().min(1),
  active: z.boolean().default(true),
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  full_name: z.string().min(1).optional(),
  conference: z.string().min(1),
  division: z.string().min(1),
  site_name: z.string(),
  city: z.string(),
  state: z.string(),
});

/**
 * The schema of one site of a batch (the site object; `site_id` defaults to the name's slug).
 *
 * @example
 * siteInputSchema.safeParse({ name: 'Fenway Park', capacity: 33871, surface: 'Grass', city: 'Boston', state: 'Massachusetts' }).success; // true
 */
export const siteInputSchema = z.object({
  site_id: z.string().min(1).optional(),
  name: z.string().min(1),
  capacity: nonNegativeInt.nullable().default(null),
  surface: z.string().nullable().default(null),
  city: z.string(),
  state: z.string(),
});

/**
 * The schema of one game of a batch.
 *
 * @example
 * gameInputSchema.safeParse({ sport: 'mlb', date: '2014-07-25', status: 'scheduled', away_team_id: 'boston-red-sox',
 *   home_team_id: 'tampa-bay-rays' }).success; // true
 */
/**
 * The schema of a basketball team's box score totals (the API's stats field names).
 *
 * @example
 * teamTotalsInputSchema.safeParse({ points: 108, assists: 22, turnovers: 13, steals: 8, blocks: 5, field_goals_attempted: 85,
 *   field_goals_made: 40, three_point_field_goals_attempted: 30, three_point_field_goals_made: 11, free_throws_attempted: 20,
 *   free_throws_made: 17, offensive_rebounds: 9, defensive_rebounds: 33, personal_fouls: 19 }).success; // true
 */
export const teamTotalsInputSchema = z.object({
  points: nonNegativeInt,
  assists: nonNegativeInt,
  turnovers: nonNegativeInt,
  steals: nonNegativeInt,
  blocks: nonNegativeInt,
  field_goals_attempted: nonNegativeInt,
  field_goals_made: nonNegativeInt,
  three_point_field_goals_attempted: nonNegativeInt,
  three_point_field_goals_made: nonNegativeInt,
  free_throws_attempted: nonNegativeInt,
  free_throws_made: nonNegativeInt,
  offensive_rebounds: nonNegativeInt,
  defensive_rebounds: nonNegativeInt,
  personal_fouls: nonNegativeInt,
});

/**
 * The schema of one basketball player line of a box score (the service's `away_stats` item).
 * A complete line has all of the makes, attempts, the rebound split and fouls; a basic line (the
 * NBA.com game logs) has none of them and gives `rebounds` instead. `player_id` defaults to the
 * slug of the display name, and `display_name` to the first and last names.
 *
 * @example
 * playerLineInputSchema.safeParse({ last_name: 'Durant', first_name: 'Kevin', position: 'SF', is_starter: true, minutes: 43,
 *   points: 32, rebounds: 11, assists: 3, turnovers: 7, steals: 2, blocks: 1 }).success; // true
 */
export const playerLineInputSchema = z.object({
  player_id: z.string().min(1).optional(),
  last_name: z.string(),
  first_name: z.string(),
  display_name: z.string().min(1).optional(),
  position: z.string().default(''),
  is_starter: z.boolean().default(false),
  minutes: nonNegativeInt,
  points: nonNegativeInt,
  rebounds: nonNegativeInt.optional(),
  assists: nonNegativeInt,
  turnovers: nonNegativeInt,
  steals: nonNegativeInt,
  blocks: nonNegativeInt,
  field_goals_attempted: nonNegativeInt.optional(),
  field_goals_made: nonNegativeInt.optional(),
  three_point_field_goals_attempted: nonNegativeInt.optional(),
  three_point_field_goals_made: nonNegativeInt.optional(),
  free_throws_attempted: nonNegativeInt.optional(),
  free_throws_made: nonNegativeInt.optional(),
  defensive_rebounds: nonNegativeInt.optional(),
  offensive_rebounds: nonNegativeInt.optional(),
  personal_fouls: nonNegativeInt.optional(),
});

/**
 * The schema of a game official (the service's official object).
 *
 * @example
 * officialInputSchema.safeParse({ position: null, first_name: 'Derrick', last_name: 'Stafford' }).success; // true
 */
export const officialInputSchema = z.object({
  position: z.string().nullable().default(null),
  first_name: z.string(),
  last_name: z.string(),
});

/**
 * One baseball batter of a box score, as sent (the service's `away_batters` item): the counting
 * stats only. Singles, total bases, extra-base hits, sacrifices, every rate and string are
 * computed (D20) and ignored when sent. `plate_appearances` defaults to at-bats + walks + hit by
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
 * One baseball fielding line (specification 4.6 `away_fielding`), as the 2016 service printed it:
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
const count = { kind: 'integer', min: 0 } as const;
const optionalCount = { kind: 'integer', min: 0, optional: true } as const;
const optionalFlag = { kind: 'boolean', optional: true } as const;

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
  player_id: optionalId, last_name: name, first_name: name, display_name: optionalId, pitch_order: { kind: 'integer', min: 1 },
  innings_pitched: { kind: 'number', min: 0, optional: true }, outs: optionalCount, hits_allowed: optionalCount, runs_allowed: optionalCount,
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

export const gameInputSchema = z.object({
  sport: sportSchema,
  /** The event id; when absent it is built from date, sequence and the two teams. */
  event_id: z.string().min(1).optional(),
  /** League date `yyyy-MM-dd` or `yyyyMMdd`; needed when the event id is absent. */
  date: z.string().optional(),
  sequence: z.number().int().positive().optional(),
  season_type: z.enum(['pre', 'regular', 'post']).default('regular'),
  status: z.enum(['scheduled', 'completed', 'postponed', 'suspended', 'cancelled']),
  /** Start with its offset; null or absent means unknown (printed 03:45:56 Eastern). */
  start_date_time: z.string().nullable().optional(),
  away_team_id: z.string().min(1),
  home_team_id: z.string().min(1),
  away_points_scored: z.number().int().nullable().optional(),
  home_points_scored: z.number().int().nullable().optional(),
  away_period_scores: z.array(z.number().int().min(-1)).optional(),
  home_period_scores: z.array(z.number().int().min(-1)).optional(),
  /** A site known to the state, or a site object ingested with the game. */
  site_id: z.string().min(1).nullable().optional(),
  site: siteInputSchema.optional(),
  neutral_site: z.boolean().default(false),
  /** For a suspended game finished on a later day: the league date it was completed. */
  completed_on: z.string().optional(),
  /** Basketball: each side's box score totals of a completed game. */
  away_totals: teamTotalsInputSchema.optional(),
  home_totals: teamTotalsInputSchema.optional(),
  /** Box score: each side's player lines (the service's `away_stats`/`home_stats`). */
  away_stats: z.array(playerLineInputSchema).optional(),
  home_stats: z.array(playerLineInputSchema).optional(),
  officials: z.array(officialInputSchema).optional(),
  attendance: nonNegativeInt.nullable().optional(),
  /** Length of the game, `H:MM` (`2:40`). */
  duration: z.string().nullable().optional(),
  /** Degrees Fahrenheit; the service prints 0 for indoor games. */
  temperature: z.number().int().nullable().optional(),
  /** Baseball box score: batters and pitchers of each side (counting stats only). */
  away_batters: battersInputSchema.optional(),
  home_batters: battersInputSchema.optional(),
  away_pitchers: pitchersInputSchema.optional(),
  home_pitchers: pitchersInputSchema.optional(),
  /**
   * Baseball: errors charged to each side, and fielding lines, when known. A side with fielding
   * lines and no errors prints the lines' sum; a side with neither prints neither key (D20).
   */
  away_errors: nonNegativeInt.nullable().optional(),
  home_errors: nonNegativeInt.nullable().optional(),
  away_fielding: fieldingInputSchema.optional(),
  home_fielding: fieldingInputSchema.optional(),
});

/**
 * The schema of an API account (the `me` endpoint's person).
 *
 * @example
 * accountInputSchema.safeParse({ email_address: 'andrew@example.com', first_name: 'Andrew', last_name: 'Fogarasi', created_on: '2014-01-07' }).success; // true
 */
export const accountInputSchema = z.object({
  email_address: z.string().min(3),
  first_name: z.string(),
  last_name: z.string(),
  /** `yyyy-MM-dd`. */
  created_on: z.string(),
});

/**
 * The schema of a bearer token of an account, valid until `expires_at`.
 *
 * @example
 * tokenInputSchema.safeParse({ token: 'f5a1...', email_address: 'andrew@example.com', expires_at: '2014-02-17T06:12:26-05:00' }).success; // true
 */
export const tokenInputSchema = z.object({
  token: z.string().min(8).max(512).regex(/^[\x21-\x7e]+$/, 'a token is printable ASCII without spaces'),
  email_address: z.string().min(3),
  /** ISO date-time with offset. */
  expires_at: z.string(),
});

const positiveInt = z.number().int().positive();
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
export const playerBioInputSchema = z.object({
  player_id: z.string().min(1).optional(),
  last_name: z.string(),
  first_name: z.string(),
  display_name: z.string().min(1).optional(),
  /** `yyyy-MM-dd` (or `yyyyMMdd`). */
  birthdate: z.string(),
  birthplace: z.string(),
  height_in: positiveInt,
  weight_lb: positiveInt,
  position: z.string().min(1),
});

/**
 * The schema of one roster player (specification 2.12 without its derived fields). The service
 * printed `0` and `-1` for an unknown uniform number; `bats` and `throws` are baseball only and
 * may be absent (three 2014 MLB players have neither); `roster_status` defaults to `active`.
 *
 * @example
 * rosterPlayerInputSchema.safeParse({ last_name: 'Ortiz', first_name: 'David', birthdate: '1975-11-18', birthplace: 'Santo Domingo, Dominican Republic',
 *   height_in: 75, weight_lb: 230, position: 'DH', uniform_number: 34, bats: 'L', throws: 'L', roster_status: 'active' }).success; // true
 */
export const rosterPlayerInputSchema = playerBioInputSchema.extend({
  uniform_number: z.number().int().min(-1),
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
export const rosterInputSchema = z.object({
  sport: sportSchema,
  season: z.number().int().min(1900).max(2100),
  team_id: z.string().min(1),
  players: z.array(rosterPlayerInputSchema),
});

/**
 * The schema of one NBA draft pick (specification 2.13 without its derived fields): `season` is
 * the year of the draft, `team_id` the club that made the pick; the career totals are optional
 * (0 when absent) and give way to the ingested box scores when the engine has the player's lines.
 *
 * @example
 * draftPickInputSchema.safeParse({ sport: 'nba', season: 2011, round: 1, pick: 9, overall_pick: 9, team_id: 'charlotte-bobcats',
 *   player: { last_name: 'Walker', first_name: 'Kemba', birthdate: '1990-05-08', birthplace: 'Bronx, New York, USA',
 *     height_in: 73, weight_lb: 172, position: 'PG' }, games_played: 148, points: 2250 }).success; // true
 */
export const draftPickInputSchema = z.object({
  sport: z.literal('nba'),
  season: z.number().int().min(1947).max(2100),
  round: positiveInt,
  pick: positiveInt,
  overall_pick: positiveInt,
  team_id: z.string().min(1),
  player: playerBioInputSchema,
  games_played: nonNegativeInt.default(0),
  points: nonNegativeInt.default(0),
  assists: nonNegativeInt.default(0),
  defensive_rebounds: nonNegativeInt.default(0),
  offensive_rebounds: nonNegativeInt.default(0),
  steals: nonNegativeInt.default(0),
  blocks: nonNegativeInt.default(0),
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
export const tournamentInputSchema = z.object({
  sport: sportSchema,
  season: z.number().int().min(1900).max(2100),
  name: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  start_date: z.string().optional(),
  finish_date: z.string().optional(),
  rounds: z.array(z.object({
    sequence: z.number().int().positive(),
    name: z.string().min(1),
    round_format: z.string().min(1),
    start_date: z.string().optional(),
    finish_date: z.string().optional(),
  })).optional(),
  groups: z.array(z.object({
    name: z.string().min(1),
    description: z.string().min(1).optional(),
    competitors: z.array(z.object({ seed: z.number().int().positive(), team_id: z.string().min(1) })).min(1),
  })).optional(),
});

/**
 * The schema of a whole batch, the argument of `ingest`.
 *
 * @example
 * batchSchema.safeParse({ games: [] }).success; // true
 */
export const batchSchema = z.object({
  at: z.string().optional(),
  teams: z.array(teamInputSchema).optional(),
  sites: z.array(siteInputSchema).optional(),
  games: z.array(gameInputSchema).optional(),
  corrections: z.array(gameInputSchema).optional(),
  accounts: z.array(accountInputSchema).optional(),
  tokens: z.array(tokenInputSchema).optional(),
  tournaments: z.array(tournamentInputSchema).optional(),
  rosters: z.array(rosterInputSchema).optional(),
  draft_picks: z.array(draftPickInputSchema).optional(),
});

/** One team of a batch, as sent. */
export type TeamInput = z.input<typeof teamInputSchema>;
/** One site of a batch, as sent. */
export type SiteInput = z.input<typeof siteInputSchema>;
/** One game of a batch, as sent. */
export type GameInput = z.input<typeof gameInputSchema>;
/** One account of a batch, as sent. */
export type AccountInput = z.input<typeof accountInputSchema>;
/** One player line of a box score, as sent. */
export type PlayerLineInput = z.input<typeof playerLineInputSchema>;
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
