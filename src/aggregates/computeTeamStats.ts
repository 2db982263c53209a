import type { LeagueDate, SeasonType } from '../ids/index.js';
import type { Game } from './Game.js';
import { TEAM_BOX_FIELDS, type TeamBoxTotals } from './TeamBoxTotals.js';

/** A team's season statistics through a date: its totals and its opponents'. */
export interface TeamStatsLine {
  readonly teamId: string;
  readonly gamesPlayed: number;
  readonly won: number;
  readonly lost: number;
  /** Games whose box score totals are known (the totals sum these). */
  readonly gamesWithTotals: number;
  readonly totals: TeamBoxTotals;
  readonly opponentTotals: TeamBoxTotals;
}

const ZERO: TeamBoxTotals = Object.freeze(Object.fromEntries(TEAM_BOX_FIELDS.map((k) => [k, 0])) as unknown as TeamBoxTotals);

/**
 * Sums each team's box score totals, and its opponents', over the completed games of a season
 * type counted on or before a date (through the date, inclusive).
 * `gamesPlayed`, `won` and `lost` count every completed game; the totals sum the games whose
 * totals are known.
 *
 * @example
 * computeTeamStats(seasonGames, '2018-04-11' as LeagueDate, 'regular').get('golden-state-warriors')?.totals.points; // 9304
 */
export function computeTeamStats(games: readonly Game[], through: LeagueDate, seasonType: SeasonType): Map<string, TeamStatsLine> {
  const lines = new Map<string, { gamesPlayed: number; won: number; lost: number; gamesWithTotals: number; totals: Record<string, number>; opponentTotals: Record<string, number> }>();
  const lineOf = (id: string) => {
    let line = lines.get(id);
    if (!line) lines.set(id, (line = { gamesPlayed: 0, won: 0, lost: 0, gamesWithTotals: 0, totals: { ...ZERO }, opponentTotals: { ...ZERO } }));
    return line;
  };
  for (const g of games) {
    if (g.status !== 'completed' || g.seasonType !== seasonType || g.countsOn > through || g.awayScore === null || g.homeScore === null) continue;
    for (const [id, us, them, mine, theirs] of [
      [g.awayTeamId, g.awayScore, g.homeScore, g.awayTotals, g.homeTotals],
      [g.homeTeamId, g.homeScore, g.awayScore, g.homeTotals, g.awayTotals],
    ] as const) {
      const line = lineOf(id);
      line.gamesPlayed++;
      if (us > them) line.won++;
      else if (us < them) line.lost++;
      if (mine && theirs) {
        line.gamesWithTotals++;
        for (const k of TEAM_BOX_FIELDS) {
          line.totals[k] = line.totals[k]! + mine[k];
          line.opponentTotals[k] = line.opponentTotals[k]! + theirs[k];
        }
      }
    }
  }
  const out = new Map<string, TeamStatsLine>();
  for (const [teamId, l] of lines) {
    out.set(teamId, { teamId, gamesPlayed: l.gamesPlayed, won: l.won, lost: l.lost, gamesWithTotals: l.gamesWithTotals, totals: l.totals as unknown as TeamBoxTotals, opponentTotals: l.opponentTotals as unknown as TeamBoxTotals });
  }
  return out;
}
