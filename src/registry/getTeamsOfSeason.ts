import type { Team } from '../aggregates/Team.js';
import type { Season, Sport } from '../ids/index.js';
import { indexOfSeason } from './indexOfSeason.js';

/**
 * Every club of a sport-season as the teams endpoint lists them: alphabetical by team id, all
 * `active`. Empty for a season the registry does not cover (MLB 2008-2026; NBA 2012-2026).
 * The array and its teams are frozen and shared between calls.
 *
 * @example
 * getTeamsOfSeason('mlb', 2013)[0]?.teamId; // 'arizona-diamondbacks'
 * getTeamsOfSeason('mlb', 2011).find((t) => t.abbreviation === 'FLA')?.siteName; // 'Sun Life Stadium'
 * getTeamsOfSeason('mlb', 1999); // []
 */
export function getTeamsOfSeason(sport: Sport, season: Season): readonly Team[] {
  return indexOfSeason(sport, season).teams;
}
