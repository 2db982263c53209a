import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';

/** The team object's key order (every recording). */
export const TEAM_SHAPE = new JsonShape(['team_id', 'abbreviation', 'active', 'first_name', 'last_name', 'conference', 'division', 'site_name', 'city', 'state', 'full_name']);

/**
 * The site object's key order: every wire recording of 2013, 2015,
 * 2016 and 2017 has `capacity, surface, name, city, state` (events, box scores); only the
 * documentation's examples put `state` before `city`.
 */
export const SITE_SHAPE = new JsonShape(['capacity', 'surface', 'name', 'city', 'state']);

const teams = new WeakMap<Team, JsonRecord>();
const sites = new WeakMap<Site, JsonRecord>();

/**
 * The team object in the service's key order: `team_id, abbreviation,
 * active, first_name, last_name, conference, division, site_name, city, state, full_name`.
 * Built once per (immutable) team and reused by every row that prints it.
 *
 * @example
 * writeJson(teamToJson(redSox), 'compact'); // '{"team_id":"boston-red-sox","abbreviation":"BOS",...}'
 */
export function teamToJson(team: Team): JsonRecord {
  let record = teams.get(team);
  if (!record) {
    record = TEAM_SHAPE.sharedRecord([team.teamId, team.abbreviation, team.active, team.firstName, team.lastName, team.conference, team.division, team.siteName, team.city, team.state, team.fullName]);
    teams.set(team, record);
  }
  return record;
}

/**
 * The site object in the recorded order `capacity, surface, name, city, state`, the same in events, results and box scores. An unknown
 * surface is null, as the service printed it (Sydney 2014, SunTrust Park 2017); an unknown
 * capacity is 0, never null: the service always knew one, and clients hold it in an int that
 * null breaks (XMLStats4Net `Site.cs:11`, BetsKiller `Site.cs:13`; D47).
 *
 * @example
 * writeJson(siteToJson(fenway), 'compact'); // '{"capacity":33871,"surface":"Grass","name":"Fenway Park","city":"Boston","state":"Massachusetts"}'
 */
export function siteToJson(site: Site): JsonRecord {
  let record = sites.get(site);
  if (!record) {
    record = SITE_SHAPE.sharedRecord([site.capacity ?? 0, site.surface, site.name, site.city, site.state]);
    sites.set(site, record);
  }
  return record;
}
