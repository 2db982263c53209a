import { z } from 'zod';

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

