import type { Team } from '../aggregates/Team.js';
import { indexOfSeason } from './indexOfSeason.js';

/**
 * The site id of a team's home venue in the team's season, so that a game with no site of its
 * own can default to the home team's park (`siteFor(homeSiteIdOf(team), team.season)` gives
 * the site object, whose name, city and state are the team's `siteName`, `city`, `state`).
 * Undefined for a team the registry does not know.
 *
 * @example
 * homeSiteIdOf(findTeam('mlb', 2008, 'new-york-yankees')!); // 'yankee-stadium-1923'
 * homeSiteIdOf(findTeam('mlb', 2020, 'toronto-blue-jays')!); // 'sahlen-field'
 */
export function homeSiteIdOf(team: Team): string | undefined {
  return indexOfSeason(team.sport, team.season).byTeamId.get(team.teamId)?.homeSiteId;
}
