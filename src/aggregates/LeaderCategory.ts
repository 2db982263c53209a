/**
 * The leader categories of the service's leaders endpoint, in its documented order.
 *
 * @example
 * LEADER_CATEGORIES.length; // 19
 */
export const LEADER_CATEGORIES = [
  'points_per_game', 'assists_per_game', 'rebounds_per_game', 'off_rebounds_per_game', 'def_rebounds_per_game', 'field_goal_pct',
  'free_throw_pct', 'three_point_pct', 'field_goals_made', 'three_point_field_goals_made', 'free_throws_made', 'blocks_per_game',
  'steals_per_game', 'assists_to_turnovers_per_game', 'steals_to_turnovers_per_game', 'minutes_per_game', 'games_played',
  'double_doubles', 'triple_doubles',
] as const;

/** A leader category id of the leaders endpoint. */
export type LeaderCategory = (typeof LEADER_CATEGORIES)[number];

/**
 * Type guard for {@link LeaderCategory}.
 *
 * @example
 * isLeaderCategory('points_per_game'); // true
 * isLeaderCategory('points'); // false
 */
export function isLeaderCategory(value: unknown): value is LeaderCategory {
  return typeof value === 'string' && (LEADER_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The categories that need complete player lines (makes, attempts, the rebound split): they
 * cannot be computed from basic lines such as the NBA.com game logs'.
 *
 * @example
 * DETAIL_CATEGORIES.has('field_goal_pct'); // true
 * DETAIL_CATEGORIES.has('points_per_game'); // false
 */
export const DETAIL_CATEGORIES: ReadonlySet<LeaderCategory> = new Set<LeaderCategory>([
  'off_rebounds_per_game', 'def_rebounds_per_game', 'field_goal_pct', 'free_throw_pct', 'three_point_pct', 'field_goals_made',
  'three_point_field_goals_made', 'free_throws_made',
]);
