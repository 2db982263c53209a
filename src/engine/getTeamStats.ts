import type { TeamStatsLine } from '../aggregates/computeTeamStats.js';
import { teamStatsThrough } from '../aggregates/computeTeamStatsTimelines.js';
import type { Team } from '../aggregates/Team.js';
import type { LeagueDate, SeasonType } from '../ids/index.js';
import { dateParam, today, type Clock } from './internal/clock.js';
import type { LeagueState } from './LeagueState.js';
import { seasonOnDate } from './getStandings.js';

/** Parameters of {@link getTeamStats} (the team stats endpoint's). */
export interface TeamStatsQuery {
  /** Through this date, inclusive (`yyyyMMdd`); absent: the latest date with a completed game. */
  readonly date?: string;
  readonly teamId?: string;
  readonly seasonType?: SeasonType;
  readonly now: Clock;
}

/** The team stats of a date, ready to format. */
export interface TeamStatsPayload {
  /** `team_stats_date`. */
  readonly date: LeagueDate;
  readonly rows: readonly (TeamStatsLine & { readonly team: Team })[];
}

/**
 * NBA team statistics through a date: each team's box score totals and its
 * opponents', summed over the completed games of the season type (regular by default), teams
 * in id order; without a date, through the latest date with a completed game of that type.
 *
 * @example
 * getTeamStats(state, { date: '20180411', now }).rows.find((r) => r.team.teamId === 'golden-state-warriors')?.won; // 58
 */
export function getTeamStats(state: LeagueState, query: TeamStatsQuery): TeamStatsPayload {
  const type = query.seasonType ?? 'regular';
  const asked = query.date === undefined ? today('getTeamStats', query.now) : dateParam('getTeamStats', 'date', query.date);
  const index = seasonOnDate(state, 'nba', asked);
  const span = index.countedSpan(type);
  const date = query.date !== undefined ? asked : span && span[1] < asked ? span[1] : asked;
  const timelines = index.teamStatsTimelines(type);
  const teams = index.teams.filter((t) => query.teamId === undefined || t.teamId === query.teamId);
  return { date, rows: teams.map((team) => rowOf(teamStatsThrough(timelines.get(team.teamId), team.teamId, date), team)) };
}

/** The row made of each frozen line (D172). */
const ROWS = new WeakMap<TeamStatsLine, TeamStatsPayload['rows'][number]>();

/**
 * A team's row: its line after a game with the team object, frozen, and the same row for every
 * date that shows that line (while the team object is the same), so that a formatter keeps its
 * text as it keeps the line's stats (D152, D172). A line that is not kept (a team without a game
 * yet) gives a new row.
 */
function rowOf(line: TeamStatsLine, team: Team): TeamStatsPayload['rows'][number] {
  const kept = ROWS.get(line);
  if (kept !== undefined && kept.team === team) return kept;
  const row = Object.freeze({ ...line, team });
  ROWS.set(line, row);
  return row;
}
