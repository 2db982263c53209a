/**
 * A team's counting stats in one basketball game (the box score's totals, the integer
 * fields of the service's team stats object); rebounds are offensive plus defensive.
 *
 * @example
 * const t: TeamBoxTotals = { points: 108, assists: 22, turnovers: 13, steals: 8, blocks: 5, fieldGoalsAttempted: 85,
 *   fieldGoalsMade: 40, threePointFieldGoalsAttempted: 30, threePointFieldGoalsMade: 11, freeThrowsAttempted: 20,
 *   freeThrowsMade: 17, offensiveRebounds: 9, defensiveRebounds: 33, personalFouls: 19 };
 */
export interface TeamBoxTotals {
  readonly points: number;
  readonly assists: number;
  readonly turnovers: number;
  readonly steals: number;
  readonly blocks: number;
  readonly fieldGoalsAttempted: number;
  readonly fieldGoalsMade: number;
  readonly threePointFieldGoalsAttempted: number;
  readonly threePointFieldGoalsMade: number;
  readonly freeThrowsAttempted: number;
  readonly freeThrowsMade: number;
  readonly offensiveRebounds: number;
  readonly defensiveRebounds: number;
  readonly personalFouls: number;
}

/**
 * The fields of {@link TeamBoxTotals}.
 *
 * @example
 * TEAM_BOX_FIELDS.length; // 14
 */
export const TEAM_BOX_FIELDS: readonly (keyof TeamBoxTotals)[] = [
  'points', 'assists', 'turnovers', 'steals', 'blocks', 'fieldGoalsAttempted', 'fieldGoalsMade', 'threePointFieldGoalsAttempted',
  'threePointFieldGoalsMade', 'freeThrowsAttempted', 'freeThrowsMade', 'defensiveRebounds', 'offensiveRebounds', 'personalFouls',
];
