import type { Season, Sport, TeamId } from '../ids/index.js';

/**
 * A club as it stood in one season: the service's team object plus the
 * sport and season it belongs to. Conference and division are spelled out as in the teams
 * endpoint (`American`/`National`, `East`/`Central`/`West`; NBA `East`/`West`, `Atlantic`...).
 *
 * @example
 * const redSox: Team = { sport: 'mlb', season: 2014, teamId: 'boston-red-sox' as TeamId, abbreviation: 'BOS',
 *   active: true, firstName: 'Boston', lastName: 'Red Sox', fullName: 'Boston Red Sox', conference: 'American',
 *   division: 'East', siteName: 'Fenway Park', city: 'Boston', state: 'Massachusetts' };
 */
export interface Team {
  readonly sport: Sport;
  readonly season: Season;
  readonly teamId: TeamId;
  readonly abbreviation: string;
  readonly active: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly conference: string;
  readonly division: string;
  readonly siteName: string;
  readonly city: string;
  readonly state: string;
}
