import { computeLeaders, type LeaderRow } from '../aggregates/computeLeaders.js';
import { lastIndexThrough } from '../aggregates/gamesByTeam.js';
import { playerTotalsThrough, type PlayerTimeline } from '../aggregates/computePlayerTimelines.js';
import { recordThrough, type TeamTimeline } from '../aggregates/computeTeamTimelines.js';
import { DETAIL_CATEGORIES, isLeaderCategory, type LeaderCategory } from '../aggregates/LeaderCategory.js';
import type { PlayerTotals } from '../aggregates/PlayerTotals.js';
import type { Team } from '../aggregates/Team.js';
import { gamesPlayedOf } from '../aggregates/TeamRecord.js';
import { seasonOfDate, type LeagueDate, type Season } from '../ids/index.js';
import { today, type Clock } from './internal/clock.js';
import { getSeasonIndex, type SeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';

/**
 * Parameters of {@link getLeaders} (the leaders endpoint's).
 *
 * @example
 * const query: LeadersQuery = { category: 'assists_per_game', limit: 5, qualified: false, seasonType: 'post', now: '2018-06-09T12:00:00-04:00' };
 */
export interface LeadersQuery {
  readonly category: LeaderCategory;
  /** Keep ranks 1..limit (a positive integer); default 15, and above 15 means 15, as the service documented. */
  readonly limit?: number;
  /** Apply the NBA's minimums; default true; no effect outside the regular season. */
  readonly qualified?: boolean;
  readonly seasonType?: 'regular' | 'post';
  readonly now: Clock;
}

/**
 * A leaders list, ready to format.
 *
 * @example
 * const payload: LeadersPayload = getLeaders(state, { category: 'points_per_game', now });
 * payload.rows[0]?.team.abbreviation; // 'HOU'
 */
export interface LeadersPayload {
  readonly category: LeaderCategory;
  readonly season: Season;
  readonly seasonType: 'regular' | 'post';
  /** The totals are through this league day, inclusive. */
  readonly date: LeagueDate;
  readonly rows: readonly (LeaderRow & { readonly team: Team })[];
  /**
   * Basic player lines (without makes, attempts, the rebound split) among those the category
   * needs. When it is not 0 the category cannot be computed from the data and `rows` is empty.
   */
  readonly basicLines: number;
  /**
   * Completed games of the season type through the day without player lines (no box score): their
   * players' totals are unknown, so when it is not 0 no category is computed and `rows` is empty.
   */
  readonly gamesWithoutLines: number;
}

/** The most ranks a list holds, as the service documented (ties at the last rank may add rows). */
const MAX_LIMIT = 15;

/**
 * The NBA leaders of a category in the current or most recent
 * season of the type (regular by default) as of the clock: the season of the clock's league day
 * once a game of the type counts in it, otherwise the previous season; totals through the
 * clock's league day. Values, ranks, ties and minimums are {@link computeLeaders}'s; the
 * minimums apply with `qualified` (default true) in the regular season only, prorated to the
 * games the player's team (the team of his latest game) has played, and the NBA's end-of-season
 * exception applies once no regular-season game is left and the day is past the last one.
 *
 * A category of makes, attempts or the rebound split (field_goal_pct, off_rebounds_per_game...)
 * is computed only when every line of the season type through the day is complete; otherwise
 * `rows` is empty and `basicLines` says how many lines lack the counts (the NBA.com game logs
 * have basic lines only). Likewise no category is computed while a completed game of the season
 * type through the day has no player lines (`gamesWithoutLines`): every total would be short.
 * Throws a RangeError for an unknown category or a limit that is not a positive integer.
 *
 * @example
 * getLeaders(state, { category: 'points_per_game', now: '2018-04-12T12:00:00-04:00' }).rows[0]?.player.displayName; // 'James Harden'
 */
export function getLeaders(state: LeagueState, query: LeadersQuery): LeadersPayload {
  if (!isLeaderCategory(query.category)) throw new RangeError(`getLeaders: unknown category ${JSON.stringify(query.category)}`);
  const limit = query.limit ?? MAX_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`getLeaders: limit must be a positive integer, got ${String(limit)}`);
  const seasonType = query.seasonType ?? 'regular';
  const day = today('getLeaders', query.now);
  const index = leadersSeason(state, day, seasonType);
  const span = index.countedSpan(seasonType);
  const date = span && span[1] < day ? span[1] : day;

  const read = readThrough(index.playerTimelines(seasonType), date);
  const players = read.players;
  const basicLines = DETAIL_CATEGORIES.has(query.category) ? read.basicLines : 0;
  const gamesWithoutLines = lastIndexThrough(index.daysWithoutLines(seasonType), date) + 1;
  // Written out, not spread from a common part: V8 (Node 20) adds a property to a spread copy
  // through its slow path, about 0.6 µs a property (D177).
  if (basicLines > 0 || gamesWithoutLines > 0) return { category: query.category, season: index.season, seasonType, date, rows: [], basicLines, gamesWithoutLines };

  const ranks = Math.min(limit, MAX_LIMIT);
  const qualified = seasonType === 'regular' && (query.qualified ?? true);
  // A list depends on the read (its date and timelines), the category, the limit and the minimums
  // alone: kept by category, then by a number of the limit and the minimums (no key text made and
  // hashed per request, D188).
  const listKey = ranks * 2 + (qualified ? 1 : 0);
  const byCategory = (read.ranked ??= new Map());
  let ranked = byCategory.get(query.category);
  if (ranked === undefined) byCategory.set(query.category, (ranked = new Map()));
  let rows = ranked.get(listKey);
  if (rows === undefined) {
    const teamGames = teamGamesOfPlayers(read, index.timelines(seasonType));
    const teamGamesOf = (_: string, at: number): number => teamGames[at]!;
    const seasonOver = seasonType === 'regular' && span !== undefined && date >= span[1] && index.nothingLeft('regular');
    rows = Object.freeze(
      computeLeaders(players, query.category, { limit: ranks, qualified, teamGamesOf, seasonOver }).map((row) => Object.freeze({ player: row.player, rank: row.rank, value: Object.freeze(row.value), team: teamOf(index, row.player.teamId) })),
    );
    ranked.set(listKey, rows);
  }
  return { category: query.category, season: index.season, seasonType, date, rows, basicLines: 0, gamesWithoutLines: 0 };
}

/** What the categories of one date share: every player's totals, the basic lines among them, and each player's team games once asked. */
interface DateRead {
  readonly date: LeagueDate;
  readonly players: readonly PlayerTotals[];
  readonly basicLines: number;
  /** The games played through the date by each player's team, by the player's place in `players`. */
  teamGames?: Int32Array;
  /**
   * The lists ranked from this read, by category, limit and whether the minimums apply (D177):
   * kept with the read, so they live while its date is the last one read, as the totals do.
   */
  ranked?: Map<string, Map<number, LeadersPayload['rows']>>;
}

/** Each player's team games through the read's date, worked out once per read (each team's once). */
function teamGamesOfPlayers(read: DateRead, timelines: ReadonlyMap<string, TeamTimeline>): Int32Array {
  if (read.teamGames !== undefined) return read.teamGames;
  const byTeam = new Map<string, number>();
  const out = new Int32Array(read.players.length);
  read.players.forEach((p, i) => {
    let n = byTeam.get(p.teamId);
    if (n === undefined) byTeam.set(p.teamId, (n = gamesPlayedOf(recordThrough(timelines.get(p.teamId), read.date))));
    out[i] = n;
  });
  return (read.teamGames = out);
}

const LAST_READ = new WeakMap<ReadonlyMap<string, PlayerTimeline>, DateRead>();

/**
 * Every player's totals through a date, from the memoized timelines of a season type. The last
 * date read is kept per timelines map, so the 19 categories of one date read the totals once,
 * and a list ranked from them is ranked once while that date is the last read (D177).
 */
function readThrough(timelines: ReadonlyMap<string, PlayerTimeline>, date: LeagueDate): DateRead {
  const last = LAST_READ.get(timelines);
  if (last?.date === date) return last;
  const players: PlayerTotals[] = [];
  let basicLines = 0;
  for (const timeline of timelines.values()) {
    const totals = playerTotalsThrough(timeline, date);
    if (!totals) continue;
    players.push(totals);
    basicLines += totals.gamesPlayed - totals.completeGames;
  }
  const read: DateRead = { date, players, basicLines };
  LAST_READ.set(timelines, read);
  return read;
}

/** The season of the clock's day once a game of the type counts in it, else the previous one when it has such games. */
function leadersSeason(state: LeagueState, day: LeagueDate, seasonType: 'regular' | 'post'): SeasonIndex {
  const own = getSeasonIndex(state, 'nba', seasonOfDate('nba', day));
  const span = own.countedSpan(seasonType);
  if (span && span[0] <= day) return own;
  const previous = getSeasonIndex(state, 'nba', own.season - 1);
  return previous.countedSpan(seasonType) ? previous : own;
}

function teamOf(index: SeasonIndex, teamId: string): Team {
  const team = index.teamOf(teamId);
  if (!team) throw new RangeError(`getLeaders: team "${teamId}" of a player line is not a team of NBA ${index.season}`);
  return team;
}
