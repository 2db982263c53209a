import type { BatchInput } from '../../engine/BatchInput.js';
import type { Result } from '../../ids/Issue.js';
import type { Season } from '../../ids/Season.js';
import type { Sport } from '../../ids/Sport.js';
import { createBatchCollector } from './createBatchCollector.js';
import { createJsonReader } from './createJsonReader.js';
import { readTeamObject } from './readTeamObject.js';

/** Options of {@link parseXmlstatsTeams}. */
export interface XmlstatsTeamsOptions {
  /** First element of issue paths; default `teams`. */
  readonly name?: string;
}

/**
 * Turns a recorded teams response (`/{sport}/teams.json`: an array of team
 * objects) into a batch of teams of the given sport and season (the response says
 * neither). Shapes are checked by hand (path `[name, i, field]`); a team listed twice with
 * different facts is a `conflict`. Any issue: not ok.
 *
 * @example
 * const r = parseXmlstatsTeams(json, 'mlb', 2014, { name: 'teams.json' });
 * // r.ok && r.value.teams.length === 30
 */
export function parseXmlstatsTeams(json: unknown, sport: Sport, season: Season, options: XmlstatsTeamsOptions = {}): Result<BatchInput> {
  const name = options.name ?? 'teams';
  const read = createJsonReader();
  const collect = createBatchCollector();
  read.array(json, [name])?.forEach((value, index) => {
    const team = readTeamObject(read, value, [name, index], sport, season);
    if (team !== undefined) collect.addTeam(team, [name, index]);
  });
  const issues = [...read.issues, ...collect.issues];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: collect.batch() };
}
