import type { Team } from '../aggregates/Team.js';
import type { Season, Sport } from '../ids/index.js';
import { indexOfSeason } from './indexOfSeason.js';

/**
 * The club with this team id in a sport-season, or undefined (unknown id, or a name the club
 * did not carry that season: `cleveland-indians` exists through 2021, `cleveland-guardians`
 * from 2022).
 *
 * @example
 * findTeam('mlb', 2012, 'houston-astros')?.conference; // 'National'
 * findTeam('mlb', 2013, 'houston-astros')?.conference; // 'American'
 * findTeam('mlb', 2025, 'athletics')?.city; // 'West Sacramento'
 */
export function findTeam(sport: Sport, season: Season, teamId: string): Team | undefined {
  return indexOfSeason(sport, season).byTeamId.get(teamId)?.team;
}
