/**
 * A player's NBA career totals as the draft endpoint prints them: regular
 * season counts, integers.
 *
 * @example
 * const kemba: CareerTotals = { gamesPlayed: 148, points: 2250, assists: 765, defensiveRebounds: 434, offensiveRebounds: 89,
 *   steals: 219, blocks: 60 };
 */
export interface CareerTotals {
  readonly gamesPlayed: number;
  readonly points: number;
  readonly assists: number;
  readonly defensiveRebounds: number;
  readonly offensiveRebounds: number;
  readonly steals: number;
  readonly blocks: number;
}
