import type { TeamInput } from '../../engine/BatchInput.js';
import type { Season } from '../../ids/Season.js';
import type { Sport } from '../../ids/Sport.js';
import { isTeamId } from '../../ids/TeamId.js';
import type { JsonPath, JsonReader } from './createJsonReader.js';

/**
 * Reads an xmlstats team object (`team_id, abbreviation, active, first_name,
 * last_name, conference, division, site_name, city, state, full_name`) into a batch team of the
 * given sport and season, or records issues on `read` and returns undefined.
 *
 * @example
 * import { createJsonReader } from './createJsonReader.js';
 * const read = createJsonReader();
 * readTeamObject(read, resultRow.team, ['results/boston-red-sox.json', 0, 'team'], 'mlb', 2014);
 * // { sport: 'mlb', season: 2014, team_id: 'boston-red-sox', abbreviation: 'BOS', active: true, ... }
 */
export function readTeamObject(read: JsonReader, value: unknown, path: JsonPath, sport: Sport, season: Season): TeamInput | undefined {
  const obj = read.object(value, path);
  if (obj === undefined) return undefined;
  const before = read.issues.length;
  const teamId = read.string(obj, 'team_id', path);
  if (teamId !== undefined && !isTeamId(teamId)) {
    read.fail('invalid_team_id', [...path, 'team_id'], `"${teamId}" is not a team id (lower case words joined by dashes)`);
  }
  const abbreviation = read.string(obj, 'abbreviation', path);
  const active = read.boolean(obj, 'active', path);
  const firstName = read.string(obj, 'first_name', path);
  const lastName = read.string(obj, 'last_name', path);
  const fullName = read.string(obj, 'full_name', path);
  const conference = read.string(obj, 'conference', path);
  const division = read.string(obj, 'division', path);
  const siteName = read.string(obj, 'site_name', path, true);
  const city = read.string(obj, 'city', path, true);
  const state = read.string(obj, 'state', path, true);
  if (
    read.issues.length > before ||
    teamId === undefined || abbreviation === undefined || active === undefined || firstName === undefined ||
    lastName === undefined || fullName === undefined || conference === undefined || division === undefined ||
    siteName === undefined || city === undefined || state === undefined
  ) {
    return undefined;
  }
  return {
    sport,
    season,
    team_id: teamId,
    abbreviation,
    active,
    first_name: firstName,
    last_name: lastName,
    full_name: fullName,
    conference,
    division,
    site_name: siteName,
    city,
    state,
  };
}
