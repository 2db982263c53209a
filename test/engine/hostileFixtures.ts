/**
 * Helpers of the hostile-input tests (issue 11): a batch that fills every table of the state
 * (accounts, tokens, teams, sites, NBA and MLB box scores, rosters, a draft pick, a tournament),
 * the same batch with every number at the largest value ingest accepts, a walk that finds an
 * object of the state that is not frozen, and the API's answers to one request of each endpoint.
 * Everything is generated here: nothing is read from outside the repository.
 */
import type { GameInput, PlayerLineInput } from '../../src/engine/BatchInput.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { respond } from '../../src/engine/router/respond.js';

export const TOKEN = 'hostile-token-0001';

/** A complete NBA line of `points` (from free throws and twos), with the given minutes and rebounds. */
function nbaLine(first: string, last: string, points: number, minutes: number, rebounds: number): PlayerLineInput {
  const twos = Math.floor(points / 3);
  const ftm = points - 2 * twos;
  return {
    first_name: first, last_name: last, position: 'C', is_starter: true, minutes, points, assists: 1, turnovers: 1, steals: 1, blocks: 1,
    field_goals_made: twos, field_goals_attempted: twos + 1, three_point_field_goals_made: 0, three_point_field_goals_attempted: 1,
    free_throws_made: ftm, free_throws_attempted: ftm, offensive_rebounds: rebounds, defensive_rebounds: 0, personal_fouls: 2,
  };
}

/**
 * A batch with something in every table. With `max`, every number is the largest ingest
 * accepts (a score and a line's points of 999, 120 minutes, 120 in and 1,000 lb, uniform 99,
 * career totals, attendance and capacity of 2^31 - 1, the latest token expiry), so that the
 * answers built from it show the bounds are ones the engine can print.
 */
export function fullBatch(max = false): Record<string, unknown> {
  const big = max ? 2_147_483_647 : 1000;
  const nba: GameInput = {
    sport: 'nba', event_id: '20180110-boston-celtics-at-cleveland-cavaliers', status: 'completed', start_date_time: '2018-01-10T19:30:00-05:00',
    away_team_id: 'boston-celtics', home_team_id: 'cleveland-cavaliers', away_points_scored: max ? 999 : 30, home_points_scored: max ? 998 : 20,
    away_stats: [nbaLine('Al', 'Horford', max ? 999 : 30, max ? 120 : 40, max ? 999 : 10)],
    home_stats: [nbaLine('Kevin', 'Love', max ? 998 : 20, max ? 120 : 38, max ? 999 : 8)],
    officials: [{ position: null, first_name: 'Ed', last_name: 'Malloy' }],
    attendance: max ? big : 20562, duration: '2:15', temperature: max ? -2_147_483_648 : 0,
  };
  const mlb: GameInput = {
    sport: 'mlb', event_id: '20180610-boston-red-sox-at-chicago-white-sox', status: 'completed', start_date_time: '2018-06-10T14:10:00-04:00',
    away_team_id: 'boston-red-sox', home_team_id: 'chicago-white-sox', away_points_scored: max ? 999 : 3, home_points_scored: 0,
    away_period_scores: max ? [999, 0, 0, 0, 0, 0, 0, 0, 0] : [1, 0, 2, 0, 0, 0, 0, 0, 0], home_period_scores: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    away_batters: [{ first_name: 'Mookie', last_name: 'Betts', position: 'RF', bat_order: 1, at_bats: max ? 999 : 4, hits: max ? 999 : 2, runs: max ? 999 : 1, rbi: 1, home_runs: 1 }],
    home_batters: [{ first_name: 'Jose', last_name: 'Abreu', position: '1B', bat_order: 3, at_bats: 4 }],
    away_pitchers: [{ first_name: 'Chris', last_name: 'Sale', pitch_order: 1, innings_pitched: max ? 333 : 9, strike_outs: max ? 999 : 12, pitch_count: max ? 999 : 110, pitches_strikes: 80, win: true, throwing_hand: 'LHP' }],
    home_pitchers: [{ first_name: 'Lucas', last_name: 'Giolito', pitch_order: 1, outs: max ? 999 : 27, runs_allowed: max ? 999 : 3, earned_runs: max ? 999 : 3, loss: true, throwing_hand: 'RHP' }],
    away_errors: 0, home_errors: max ? 999 : 1,
    away_fielding: [], home_fielding: [{ first_name: 'Tim', last_name: 'Anderson', errors: max ? 999 : 1 }],
    attendance: max ? big : 30000,
  };
  const bio = { birthdate: '1990-05-08', birthplace: 'Bronx, New York, USA', height_in: max ? 120 : 73, weight_lb: max ? 1000 : 172, position: 'PG' };
  return {
    at: max ? '9999-12-30T23:59:59Z' : '2018-06-11T00:00:00Z',
    accounts: [{ email_address: 'fan@example.com', first_name: 'Ann', last_name: 'Fan', created_on: '2014-01-07' }],
    tokens: [{ token: TOKEN, email_address: 'fan@example.com', expires_at: '9999-12-30T23:59:59.999Z' }],
    sites: [{ name: 'Hostile Park', capacity: max ? big : 40000, surface: 'Grass', city: 'Nowhere', state: 'Ohio' }],
    games: [nba, mlb],
    rosters: [
      { sport: 'nba', season: 2018, team_id: 'boston-celtics', players: [{ first_name: 'Kyrie', last_name: 'Irving', ...bio, uniform_number: max ? 99 : 11 }] },
      { sport: 'mlb', season: 2018, team_id: 'boston-red-sox', players: [{ first_name: 'Mookie', last_name: 'Betts', ...bio, position: 'RF', uniform_number: max ? 99 : 50, bats: 'R', throws: 'R' }] },
    ],
    draft_picks: [{
      sport: 'nba', season: 2017, round: 1, pick: 1, overall_pick: 1, team_id: 'philadelphia-76ers', player: { first_name: 'Markelle', last_name: 'Fultz', ...bio },
      games_played: big, points: big, assists: big, defensive_rebounds: big, offensive_rebounds: big, steals: big, blocks: big,
    }],
    tournaments: [{
      sport: 'nba', season: 2018, name: 'NBA Playoffs', start_date: '2018-04-14', finish_date: '2018-06-08',
      rounds: [{ sequence: 1, name: 'First Round', round_format: 'Best of 7', start_date: '2018-04-14', finish_date: '2018-05-01' }],
      groups: [{ name: 'Eastern Conference', competitors: [{ seed: 1, team_id: 'toronto-raptors' }, { seed: 2, team_id: 'boston-celtics' }] }],
    }],
  };
}

/**
 * The path of the first object or array reachable from `value` that is not frozen, or
 * undefined when everything is frozen all the way down.
 *
 * @example
 * firstUnfrozen(state); // undefined
 */
export function firstUnfrozen(value: unknown, path = 'state', seen = new Set<object>()): string | undefined {
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  seen.add(value);
  if (!Object.isFrozen(value)) return path;
  for (const key of Reflect.ownKeys(value)) {
    const found = firstUnfrozen((value as Record<string | symbol, unknown>)[key], `${path}.${String(key)}`, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** One request of each endpoint, over what {@link fullBatch} ingests. */
export const URLS = [
  '/mlb/teams.json', '/nba/standings.json', '/mlb/standings/20180610.json', '/mlb/wildcard.json', '/mlb/wildcard/20180610.xml',
  '/nba/results/boston-celtics.json', '/mlb/results/boston-red-sox.json?season=2018', '/events.json', '/events.json?sport=nba&date=20180110', '/me.json',
  '/nba/boxscore/20180110-boston-celtics-at-cleveland-cavaliers.json', '/mlb/boxscore/20180610-boston-red-sox-at-chicago-white-sox.json',
  '/nba/roster/boston-celtics.json', '/mlb/roster/boston-red-sox.json', '/nba/leaders/points_per_game.json', '/nba/leaders/minutes_per_game.json?qualified=false',
  '/nba/team-stats.json', '/nba/team-stats/20180110.json', '/nba/daily-leaders/20180110.json', '/nba/draft.json', '/nba/draft.json?season=2017',
  '/nba/tournament.json?season=2018', '/mlb/tournament.json?season=2018',
] as const;

/**
 * The status of each of {@link URLS} from `state` at the clock `now` in a display zone, with
 * the token of {@link fullBatch}; a throw is reported as `throws: <message>`.
 *
 * @example
 * statuses(state, '2018-06-11T12:00:00-04:00'); // { '/mlb/teams.json': 200, ... }
 */
export function statuses(state: LeagueState, now: string | number, timeZone?: string): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const url of URLS) {
    try {
      const r = respond(state, { method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } }, { now, cache: false, ...(timeZone === undefined ? {} : { timeZone }) });
      out[url] = r.status;
    } catch (error) {
      out[url] = `throws: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return out;
}

/** The entries of a {@link statuses} result that are a 5xx or a throw. */
export function failures(answers: Record<string, number | string>): Record<string, number | string> {
  return Object.fromEntries(Object.entries(answers).filter(([, s]) => typeof s === 'string' || s >= 500));
}
