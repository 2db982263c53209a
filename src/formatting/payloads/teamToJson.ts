import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import type { JsonValue } from '../writeJson.js';

/**
 * The team object (specification 2.1) in the service's key order: `team_id, abbreviation,
 * active, first_name, last_name, conference, division, site_name, city, state, full_name`.
 *
 * @example
 * teamToJson(redSox).team_id; // 'boston-red-sox'
 */
export function teamToJson(team: Team): { readonly [key: string]: JsonValue } {
  return {
    team_id: team.teamId,
    abbreviation: team.abbreviation,
    active: team.active,
    first_name: team.firstName,
    last_name: team.lastName,
    conference: team.conference,
    division: team.division,
    site_name: team.siteName,
    city: team.city,
    state: team.state,
    full_name: team.fullName,
  };
}

/**
 * The site object (specification 2.2) in the documented order `capacity, surface, name, state,
 * city` (DECISIONS section 2); unknown capacity or surface is null.
 *
 * @example
 * siteToJson(fenway); // { capacity: 33871, surface: 'Grass', name: 'Fenway Park', state: 'Massachusetts', city: 'Boston' }
 */
export function siteToJson(site: Site): { readonly [key: string]: JsonValue } {
  return { capacity: site.capacity, surface: site.surface, name: site.name, state: site.state, city: site.city };
}
