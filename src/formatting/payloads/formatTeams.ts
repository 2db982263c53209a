import type { Team } from '../../aggregates/Team.js';
import { writeJson, writeJsonItems } from '../writeJson.js';
import type { FormatOptions } from './FormatOptions.js';
import { teamToJson } from './teamToJson.js';

/**
 * The teams payload: a bare array of team objects.
 *
 * @example
 * formatTeams(getTeams(state, { sport: 'mlb', season: 2013, now }), { style: 'pretty' }); // '[ {\n  "team_id" : ...'
 */
export function formatTeams(teams: readonly Team[], options: FormatOptions = {}): string {
  return writeJson(teams.map(teamToJson), options.style ?? 'pretty');
}

/**
 * {@link formatTeams} in parts, a team, a separator or a bracket each (see `writeJsonItems`):
 * joined, exactly its text. The router sends each team's kept text as its kept bytes.
 */
export function formatTeamsParts(teams: readonly Team[], options: FormatOptions = {}): string[] {
  return writeJsonItems(teams.map(teamToJson), options.style ?? 'pretty');
}
