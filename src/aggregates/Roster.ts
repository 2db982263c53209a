import type { Season, Sport, TeamId } from '../ids/index.js';
import type { PlayerBio } from './PlayerBio.js';

/** A batting or throwing hand: right, left, or switch (both). */
export type Hand = 'R' | 'L' | 'S';

/**
 * `active`: on the active (25-man) roster; `expanded`: on the 40-man roster only (MLB).
 */
export type RosterStatus = 'active' | 'expanded';

/**
 * One player of a team's roster (the service's roster player object): facts only.
 *
 * - `uniformNumber` is as the service printed it: `0` or `-1` when unknown (2014 MLB rosters).
 * - `bats`/`throws` are null when unknown, and always null in the NBA.
 *
 * @example
 * const ortiz: RosterPlayer = { playerId: 'david-ortiz', lastName: 'Ortiz', firstName: 'David', displayName: 'David Ortiz',
 *   birthdate: '1975-11-18' as LeagueDate, birthplace: 'Santo Domingo, Dominican Republic', heightIn: 75, weightLb: 230,
 *   position: 'DH', uniformNumber: 34, bats: 'L', throws: 'L', rosterStatus: 'active' };
 */
export interface RosterPlayer extends PlayerBio {
  readonly uniformNumber: number;
  readonly bats: Hand | null;
  readonly throws: Hand | null;
  readonly rosterStatus: RosterStatus;
}

/**
 * A team's roster in a season, its players in the service's order ({@link byRosterOrder}).
 *
 * @example
 * const roster: Roster = { sport: 'mlb', season: 2014, teamId: 'boston-red-sox' as TeamId, players: [ortiz] };
 */
export interface Roster {
  readonly sport: Sport;
  readonly season: Season;
  readonly teamId: TeamId;
  readonly players: readonly RosterPlayer[];
}
