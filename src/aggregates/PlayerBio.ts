import type { LeagueDate } from '../ids/index.js';

/**
 * A player's biographical facts as a roster or a draft pick holds them: integers (inches,
 * pounds) and the ISO birth date. Age, metric height and weight and `height_formatted` are
 * computed when read.
 *
 * @example
 * const kemba: PlayerBio = { playerId: 'kemba-walker', lastName: 'Walker', firstName: 'Kemba', displayName: 'Kemba Walker',
 *   birthdate: '1990-05-08' as LeagueDate, birthplace: 'Bronx, New York, USA', heightIn: 73, weightLb: 172, position: 'PG' };
 */
export interface PlayerBio {
  /** The player's key across rosters, drafts and box score lines (by default the slug of the display name). */
  readonly playerId: string;
  readonly lastName: string;
  readonly firstName: string;
  readonly displayName: string;
  readonly birthdate: LeagueDate;
  readonly birthplace: string;
  /** Height in whole inches. */
  readonly heightIn: number;
  /** Weight in whole pounds. */
  readonly weightLb: number;
  readonly position: string;
}
