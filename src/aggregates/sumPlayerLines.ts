import type { PlayerLine, PlayerLineDetail } from './PlayerLine.js';
import type { TeamBoxTotals } from './TeamBoxTotals.js';

const NO_DETAIL: PlayerLineDetail = {
  fieldGoalsAttempted: 0, fieldGoalsMade: 0, threePointFieldGoalsAttempted: 0, threePointFieldGoalsMade: 0, freeThrowsAttempted: 0,
  freeThrowsMade: 0, defensiveRebounds: 0, offensiveRebounds: 0, personalFouls: 0,
};

/**
 * The totals of complete player lines (a box score's totals are the sums of its lines). A basic line (without `detail`) adds nothing to the counts it lacks.
 *
 * @example
 * sumPlayerLines(box.awayPlayers).points; // 106
 */
export function sumPlayerLines(players: readonly PlayerLine[]): TeamBoxTotals {
  const t = { points: 0, assists: 0, turnovers: 0, steals: 0, blocks: 0, fieldGoalsAttempted: 0, fieldGoalsMade: 0, threePointFieldGoalsAttempted: 0,
    threePointFieldGoalsMade: 0, freeThrowsAttempted: 0, freeThrowsMade: 0, offensiveRebounds: 0, defensiveRebounds: 0, personalFouls: 0 };
  for (const p of players) {
    const d = p.detail ?? NO_DETAIL;
    t.points += p.points;
    t.assists += p.assists;
    t.turnovers += p.turnovers;
    t.steals += p.steals;
    t.blocks += p.blocks;
    t.fieldGoalsAttempted += d.fieldGoalsAttempted;
    t.fieldGoalsMade += d.fieldGoalsMade;
    t.threePointFieldGoalsAttempted += d.threePointFieldGoalsAttempted;
    t.threePointFieldGoalsMade += d.threePointFieldGoalsMade;
    t.freeThrowsAttempted += d.freeThrowsAttempted;
    t.freeThrowsMade += d.freeThrowsMade;
    t.offensiveRebounds += d.offensiveRebounds;
    t.defensiveRebounds += d.defensiveRebounds;
    t.personalFouls += d.personalFouls;
  }
  return t;
}
