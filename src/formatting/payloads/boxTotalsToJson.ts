import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import { roundRatio } from '../Decimal.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';

/** The totals object's key order (the service documentation's box score). */
const TOTALS_SHAPE = new JsonShape([
  'minutes', 'points', 'assists', 'turnovers', 'steals', 'blocks', 'field_goals_attempted', 'field_goals_made',
  'three_point_field_goals_attempted', 'three_point_field_goals_made', 'free_throws_attempted', 'free_throws_made',
  'defensive_rebounds', 'offensive_rebounds', 'personal_fouls', 'field_goal_percentage', 'three_point_percentage', 'free_throw_percentage',
]);

/**
 * A basketball box score's `away_totals`/`home_totals` object: `minutes,
 * points, assists, turnovers, steals, blocks, field_goals_attempted, field_goals_made,
 * three_point_field_goals_attempted, three_point_field_goals_made, free_throws_attempted,
 * free_throws_made, defensive_rebounds, offensive_rebounds, personal_fouls,
 * field_goal_percentage, three_point_percentage, free_throw_percentage`. `minutes` is the sum of
 * the players' whole minutes, so it can exceed 240 (the recorded Finals game has 241 on both
 * sides); the percentages are fractions of the summed makes and attempts, rounded half-up to 3
 * decimals, `0.0` without attempts.
 *
 * @example
 * writeJson(boxTotalsToJson(okcTotals, 241), 'compact');
 * // '{"minutes":241,"points":106,...,"field_goal_percentage":0.414,"three_point_percentage":0.393,"free_throw_percentage":0.885}'
 */
export function boxTotalsToJson(totals: TeamBoxTotals, minutes: number): JsonRecord {
  const t = totals;
  return TOTALS_SHAPE.record([
    minutes, t.points, t.assists, t.turnovers, t.steals, t.blocks, t.fieldGoalsAttempted, t.fieldGoalsMade, t.threePointFieldGoalsAttempted,
    t.threePointFieldGoalsMade, t.freeThrowsAttempted, t.freeThrowsMade, t.defensiveRebounds, t.offensiveRebounds, t.personalFouls,
    roundRatio(t.fieldGoalsMade, t.fieldGoalsAttempted, 3),
    roundRatio(t.threePointFieldGoalsMade, t.threePointFieldGoalsAttempted, 3),
    roundRatio(t.freeThrowsMade, t.freeThrowsAttempted, 3),
  ]);
}
