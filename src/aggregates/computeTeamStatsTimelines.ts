import type { LeagueDate, SeasonType } from '../ids/index.js';
import type { TeamStatsLine } from './computeTeamStats.js';
import type { Game } from './Game.js';
import { completedGamesByTeam, dayNumber, lastIndexThrough } from './gamesByTeam.js';
import { TEAM_BOX_FIELDS, type TeamBoxTotals } from './TeamBoxTotals.js';

const N = TEAM_BOX_FIELDS.length;
// Row layout: games played, won, lost, games with totals, then the team's and the opponents' totals.
const GP = 0, WON = 1, LOST = 2, WITH = 3, OWN = 4, OPP = 4 + N, STRIDE = 4 + 2 * N;

/** One team's team-stats counters after each of its games, chronological. */
export interface TeamStatsTimeline {
  readonly teamId: string;
  /** yyyymmdd of the day each game counts on, ascending. */
  readonly days: Int32Array;
  readonly table: Int32Array;
  /**
   * The line after each game, made when first read and then shared, frozen, by every later read
   * (as `TeamTimeline.records`, D150, D152).
   */
  readonly lines: (TeamStatsLine | undefined)[];
}

/**
 * Folds the completed games of a season type into cumulative team-stats rows per team, so that
 * the team stats through any date ({@link teamStatsThrough}) are a binary search instead of a
 * pass over the season. Equals {@link computeTeamStats} on every date (a test holds it).
 *
 * @example
 * const timelines = computeTeamStatsTimelines(seasonGames, 'regular');
 * teamStatsThrough(timelines.get('golden-state-warriors'), 'golden-state-warriors', '2018-04-11' as LeagueDate).won; // 58
 */
export function computeTeamStatsTimelines(games: readonly Game[], seasonType: SeasonType): ReadonlyMap<string, TeamStatsTimeline> {
  const out = new Map<string, TeamStatsTimeline>();
  for (const [teamId, list] of completedGamesByTeam(games, (g) => g.seasonType === seasonType)) {
    const days = new Int32Array(list.length);
    const table = new Int32Array(list.length * STRIDE);
    const acc = new Int32Array(STRIDE);
    list.forEach((g, i) => {
      const home = g.homeTeamId === teamId;
      const us = (home ? g.homeScore : g.awayScore)!;
      const them = (home ? g.awayScore : g.homeScore)!;
      const mine = home ? g.homeTotals : g.awayTotals;
      const theirs = home ? g.awayTotals : g.homeTotals;
      acc[GP]!++;
      if (us > them) acc[WON]!++;
      else if (us < them) acc[LOST]!++;
      if (mine && theirs) {
        acc[WITH]!++;
        for (let k = 0; k < N; k++) {
          acc[OWN + k]! += mine[TEAM_BOX_FIELDS[k]!];
          acc[OPP + k]! += theirs[TEAM_BOX_FIELDS[k]!];
        }
      }
      days[i] = dayNumber(g.countsOn);
      table.set(acc, i * STRIDE);
    });
    out.set(teamId, { teamId, days, table, lines: new Array<TeamStatsLine | undefined>(list.length) });
  }
  return out;
}

/**
 * A team's stats through a day, inclusive, from its timeline (all zero before its first game).
 * The line after a given game is one frozen object, whatever the date asked (as a team's record,
 * D150): every date between two of its games shows the same line, so what is made of it (its
 * payload text, D152) is made once.
 *
 * @example
 * teamStatsThrough(statsTimeline, 'golden-state-warriors', '2017-12-31' as LeagueDate).gamesPlayed; // games through New Year's Eve
 */
export function teamStatsThrough(timeline: TeamStatsTimeline | undefined, teamId: string, date: LeagueDate): TeamStatsLine {
  const index = timeline ? lastIndexThrough(timeline.days, date) : -1;
  if (timeline === undefined || index < 0) return lineAt(undefined, -1, teamId);
  return (timeline.lines[index] ??= lineAt(timeline, index, teamId));
}

/** The frozen line after game `index` (all zero for -1). */
function lineAt(timeline: TeamStatsTimeline | undefined, index: number, teamId: string): TeamStatsLine {
  const row = (offset: number): TeamBoxTotals => {
    const o: Record<string, number> = {};
    for (let k = 0; k < N; k++) o[TEAM_BOX_FIELDS[k]!] = index < 0 ? 0 : timeline!.table[index * STRIDE + offset + k]!;
    return Object.freeze(o) as unknown as TeamBoxTotals;
  };
  const at = (field: number) => (index < 0 ? 0 : timeline!.table[index * STRIDE + field]!);
  return Object.freeze({ teamId, gamesPlayed: at(GP), won: at(WON), lost: at(LOST), gamesWithTotals: at(WITH), totals: row(OWN), opponentTotals: row(OPP) });
}
