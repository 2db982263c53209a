/**
 * One basketball player's season totals of a season type through a date: what the leaders
 * endpoint ranks. Integers only; averages and percentages are computed when read.
 *
 * - Names are those of his latest line through the date; `teamId` is the team of his latest game
 *   (a traded player counts for his new team).
 * - `gamesPlayed` counts every game he has a line in, and the counts every line has (minutes,
 *   points, rebounds, assists, steals, blocks, turnovers, double- and triple-doubles) are summed
 *   over all of them.
 * - `completeGames` counts the games whose line is complete; makes, attempts, the rebound split
 *   and fouls are summed over those games only, so they are season totals only when
 *   `completeGames === gamesPlayed`.
 *
 * @example
 * const t: PlayerTotals = { playerId: 'james-harden', firstName: 'James', lastName: 'Harden', displayName: 'James Harden',
 *   teamId: 'houston-rockets', gamesPlayed: 72, minutes: 2551, points: 2191, rebounds: 389, assists: 630, steals: 126,
 *   blocks: 50, turnovers: 315, doubleDoubles: 32, tripleDoubles: 4, completeGames: 72, fieldGoalsMade: 651,
 *   fieldGoalsAttempted: 1449, threePointFieldGoalsMade: 265, threePointFieldGoalsAttempted: 722, freeThrowsMade: 624,
 *   freeThrowsAttempted: 727, offensiveRebounds: 41, defensiveRebounds: 348, personalFouls: 169 };
 */
export interface PlayerTotals {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string;
  readonly teamId: string;
  readonly gamesPlayed: number;
  readonly minutes: number;
  readonly points: number;
  readonly rebounds: number;
  readonly assists: number;
  readonly steals: number;
  readonly blocks: number;
  readonly turnovers: number;
  /** Games with 10 or more in at least two of points, rebounds, assists, steals, blocks. */
  readonly doubleDoubles: number;
  /** Games with 10 or more in at least three of them (each is also a double-double). */
  readonly tripleDoubles: number;
  /** Games whose line is complete (makes, attempts, rebound split, fouls). */
  readonly completeGames: number;
  readonly fieldGoalsMade: number;
  readonly fieldGoalsAttempted: number;
  readonly threePointFieldGoalsMade: number;
  readonly threePointFieldGoalsAttempted: number;
  readonly freeThrowsMade: number;
  readonly freeThrowsAttempted: number;
  readonly offensiveRebounds: number;
  readonly defensiveRebounds: number;
  readonly personalFouls: number;
}
