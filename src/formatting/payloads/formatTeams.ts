import type { Team } from '../../aggregates/Team.js';
import { keptWholeText } from '../keptWholeText.js';
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

/** The text of each frozen list of frozen teams (a season's, D183), per style. */
const LISTS = new WeakMap<readonly Team[], Map<string, string>>();

/**
 * {@link formatTeams} in parts: joined, exactly its text. A frozen list of frozen teams (a
 * season's, as the engine gives it) is one part, its text kept by the list, so the router sends
 * it as one copy of its kept bytes (D183); any other list is a part per team, separator and
 * bracket (see `writeJsonItems`).
 */
export function formatTeamsParts(teams: readonly Team[], options: FormatOptions = {}): string[] {
  const style = options.style ?? 'pretty';
  const whole = keptWholeText(LISTS, teams, style, () => writeJson(teams.map(teamToJson), style));
  return whole !== undefined ? [whole] : writeJsonItems(teams.map(teamToJson), style);
}
