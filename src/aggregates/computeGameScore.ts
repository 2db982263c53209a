import type { PlayerLine } from './PlayerLine.js';

/**
 * John Hollinger's Game Score of a complete line, times ten so that it is an exact integer:
 * `10 PTS + 4 FGM - 7 FGA - 4 (FTA - FTM) + 7 ORB + 3 DRB + 10 STL + 7 AST + 7 BLK
 * - 4 PF - 10 TOV`. Null for a basic line, which lacks makes, attempts, the rebound split and
 * fouls and so cannot be scored.
 *
 * @example
 * // 32 points on 13-24 FG, 3-3 FT, 2 ORB, 9 DRB, 3 AST, 2 STL, 1 BLK, 5 PF, 7 TOV: 20.3
 * computeGameScore(durant); // 203
 */
export function computeGameScore(line: PlayerLine): number | null {
  const d = line.detail;
  if (d === null) return null;
  return 10 * line.points + 4 * d.fieldGoalsMade - 7 * d.fieldGoalsAttempted - 4 * (d.freeThrowsAttempted - d.freeThrowsMade) +
    7 * d.offensiveRebounds + 3 * d.defensiveRebounds + 10 * line.steals + 7 * line.assists + 7 * line.blocks - 4 * d.personalFouls -
    10 * line.turnovers;
}
