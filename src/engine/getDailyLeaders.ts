import { computeDailyLeaders, type DailyLeaderRow } from '../aggregates/computeDailyLeaders.js';
import type { Team } from '../aggregates/Team.js';
import { seasonOfDate, type LeagueDate } from '../ids/index.js';
import { dateParam, today, type Clock } from './internal/clock.js';
import { derivedPerArg, getSeasonIndex, type SeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';

/**
 * Parameters of {@link getDailyLeaders} (the daily leaders endpoint's).
 *
 * @example
 * const query: DailyLeadersQuery = { date: '20180105', now: '2018-01-06T12:00:00-05:00' };
 */
export interface DailyLeadersQuery {
  /** The league day (`yyyyMMdd` or `yyyy-MM-dd`); absent: the clock's league day. */
  readonly date?: string;
  readonly now: Clock;
}

/**
 * The daily leaders of a date, ready to format.
 *
 * @example
 * const payload: DailyLeadersPayload = getDailyLeaders(state, { date: '20180105', now });
 * payload.rows[0]?.line.displayName; // 'Bradley Beal'
 */
export interface DailyLeadersPayload {
  /** The league day; `daily_leaders_date` prints its midnight in the display zone. */
  readonly date: LeagueDate;
  /** The three best performances, best first, each with the team he played for. */
  readonly rows: readonly (DailyLeaderRow & { readonly team: Team })[];
  /**
   * Lines of the date's games without makes and attempts (basic lines), which Game Score cannot
   * score. When it is not 0 the ranking is unknown and `rows` is empty.
   */
  readonly basicLines: number;
  /** Completed games of the date without player lines (no box score): when not 0, `rows` is empty too. */
  readonly gamesWithoutLines: number;
}

/**
 * The NBA daily leaders: the three best performances of a
 * league day (US Eastern) by Game Score, over the completed regular-season and postseason games
 * that count on that day; ties by points, then display name. Game Score needs complete lines of
 * every game: when any line of the day is basic, or a completed game has no lines, nothing is
 * ranked and `basicLines` or `gamesWithoutLines` says how many. The payload depends on the
 * season's games alone: it is built once per season index and date, frozen, and returned again.
 *
 * @example
 * getDailyLeaders(state, { date: '20180105', now }).rows.map((r) => r.line.displayName); // the three best of January 5, 2018
 */
export function getDailyLeaders(state: LeagueState, query: DailyLeadersQuery): DailyLeadersPayload {
  const date = query.date === undefined ? today('getDailyLeaders', query.now) : dateParam('getDailyLeaders', 'date', query.date);
  const index = getSeasonIndex(state, 'nba', seasonOfDate('nba', date));
  return derivedPerArg(index, 'daily-leaders', date, () => dailyLeaders(index, date));
}

/** The payload of a date from the season's index (memoized per index and date by the caller). */
function dailyLeaders(index: SeasonIndex, date: LeagueDate): DailyLeadersPayload {
  const found = computeDailyLeaders(index.gamesCountedOn(date), date);
  const { basicLines, gamesWithoutLines } = found;
  if (basicLines > 0 || gamesWithoutLines > 0) return { date, rows: [], basicLines, gamesWithoutLines };
  const rows = found.rows.map((row) => {
    const team = index.teamOf(row.teamId);
    if (!team) throw new RangeError(`getDailyLeaders: team "${row.teamId}" of a player line is not a team of NBA ${index.season}`);
    return { ...row, team };
  });
  return { date, rows, basicLines: 0, gamesWithoutLines: 0 };
}
