/**
 * One basketball player's line in one game (the service's player line): facts only, integers.
 *
 * A line is either complete (`detail` set: makes and attempts, the rebound split and fouls, as
 * in the service's box scores) or basic (`detail` null: what the NBA.com game logs record, with
 * total rebounds only). Rates are computed when read.
 *
 * @example
 * const line: PlayerLine = { playerId: 'kevin-durant', firstName: 'Kevin', lastName: 'Durant', displayName: 'Kevin Durant',
 *   position: 'SF', isStarter: true, minutes: 43, points: 32, rebounds: 11, assists: 3, turnovers: 7, steals: 2, blocks: 1,
 *   detail: { fieldGoalsAttempted: 24, fieldGoalsMade: 13, threePointFieldGoalsAttempted: 6, threePointFieldGoalsMade: 3,
 *     freeThrowsAttempted: 3, freeThrowsMade: 3, defensiveRebounds: 9, offensiveRebounds: 2, personalFouls: 5 } };
 */
export interface PlayerLine {
  /** The player's key across games (by default the slug of the display name). */
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string;
  /** As printed (`SF`, `PG`, `G-F`), possibly empty. */
  readonly position: string;
  readonly isStarter: boolean;
  /** Whole minutes played. */
  readonly minutes: number;
  readonly points: number;
  /** Offensive plus defensive rebounds. */
  readonly rebounds: number;
  readonly assists: number;
  readonly turnovers: number;
  readonly steals: number;
  readonly blocks: number;
  readonly detail: PlayerLineDetail | null;
}

/** The counts of a complete box score line beyond those every line has. */
export interface PlayerLineDetail {
  readonly fieldGoalsAttempted: number;
  readonly fieldGoalsMade: number;
  readonly threePointFieldGoalsAttempted: number;
  readonly threePointFieldGoalsMade: number;
  readonly freeThrowsAttempted: number;
  readonly freeThrowsMade: number;
  readonly defensiveRebounds: number;
  readonly offensiveRebounds: number;
  readonly personalFouls: number;
}

/**
 * The fields of {@link PlayerLineDetail}, in the service's order.
 *
 * @example
 * PLAYER_DETAIL_FIELDS.length; // 9
 */
export const PLAYER_DETAIL_FIELDS: readonly (keyof PlayerLineDetail)[] = [
  'fieldGoalsAttempted', 'fieldGoalsMade', 'threePointFieldGoalsAttempted', 'threePointFieldGoalsMade', 'freeThrowsAttempted',
  'freeThrowsMade', 'defensiveRebounds', 'offensiveRebounds', 'personalFouls',
];

/**
 * The integer fields every {@link PlayerLine} has.
 *
 * @example
 * PLAYER_BASIC_FIELDS.includes('rebounds'); // true
 */
export const PLAYER_BASIC_FIELDS = ['minutes', 'points', 'rebounds', 'assists', 'turnovers', 'steals', 'blocks'] as const;
