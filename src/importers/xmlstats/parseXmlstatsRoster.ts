import type { BatchInput, RosterPlayerInput } from '../../engine/BatchInput.js';
import type { Result } from '../../ids/Issue.js';
import type { Season } from '../../ids/Season.js';
import type { Sport } from '../../ids/Sport.js';
import { createJsonReader, type JsonPath, type JsonReader } from './createJsonReader.js';

/** Options of {@link parseXmlstatsRoster}: what the response does not say about itself. */
export interface XmlstatsRosterOptions {
  readonly sport: Sport;
  readonly season: Season;
  /** The team of the response (its file name in a recorded folder); the response's own `team.team_id` must agree. */
  readonly teamId: string;
  /** First element of issue paths; default `roster`. */
  readonly name?: string;
}

const HANDS = ['R', 'L', 'S'] as const;

/**
 * Turns a recorded roster response (`/{sport}/roster/{team_id}.json`:
 * `{ team, players }`) into a batch with one roster. Only facts are kept: names, birth date and
 * place, `height_in`, `weight_lb`, position, uniform number, `bats`/`throws` when present and
 * `roster_status` (`active` when absent, as in the 2013 NBA doc sample); `age`, `height_cm`,
 * `height_m`, `height_formatted` and `weight_kg` are left out, the engine computes them when
 * read. Shapes are checked by hand (path `[name, 'players', i, field]`); a `team.team_id` other
 * than `teamId` is an `invalid_team_id` issue. Any issue: not ok.
 *
 * @example
 * const r = parseXmlstatsRoster(json, { sport: 'mlb', season: 2014, teamId: 'boston-red-sox', name: 'roster/boston-red-sox.json' });
 * // r.ok && r.value.rosters[0].players.length === 40
 */
export function parseXmlstatsRoster(json: unknown, options: XmlstatsRosterOptions): Result<BatchInput> {
  const name = options.name ?? 'roster';
  const read = createJsonReader();
  const root = read.object(json, [name]);
  const players: RosterPlayerInput[] = [];
  if (root) {
    if (Object.hasOwn(root, 'team')) {
      const team = read.object(root['team'], [name, 'team']);
      const teamId = team && read.string(team, 'team_id', [name, 'team']);
      if (teamId !== undefined && teamId !== options.teamId) {
        read.fail('invalid_team_id', [name, 'team', 'team_id'], `the response is the roster of "${teamId}", expected "${options.teamId}"`);
      }
    }
    read.array(root['players'], [name, 'players'])?.forEach((value, i) => {
      const player = readPlayer(read, value, [name, 'players', i]);
      if (player) players.push(player);
    });
  }
  if (read.issues.length > 0) return { ok: false, issues: read.issues };
  return { ok: true, value: { rosters: [{ sport: options.sport, season: options.season, team_id: options.teamId, players }] } };
}

function readPlayer(read: JsonReader, value: unknown, path: JsonPath): RosterPlayerInput | undefined {
  const p = read.object(value, path);
  if (!p) return undefined;
  const before = read.issues.length;
  const lastName = read.string(p, 'last_name', path, true);
  const firstName = read.string(p, 'first_name', path, true);
  const displayName = read.string(p, 'display_name', path);
  const birthdate = read.string(p, 'birthdate', path);
  const birthplace = read.string(p, 'birthplace', path, true);
  const heightIn = read.integer(p, 'height_in', path);
  const weightLb = read.integer(p, 'weight_lb', path);
  const position = read.string(p, 'position', path);
  const uniformNumber = read.integer(p, 'uniform_number', path);
  const bats = Object.hasOwn(p, 'bats') ? read.oneOf(p, 'bats', path, HANDS) : undefined;
  const throws = Object.hasOwn(p, 'throws') ? read.oneOf(p, 'throws', path, HANDS) : undefined;
  const rosterStatus = Object.hasOwn(p, 'roster_status') ? read.oneOf(p, 'roster_status', path, ['active', 'expanded'] as const) : 'active';
  if (read.issues.length > before) return undefined;
  return {
    last_name: lastName!, first_name: firstName!, display_name: displayName!, birthdate: birthdate!, birthplace: birthplace!,
    height_in: heightIn!, weight_lb: weightLb!, position: position!, uniform_number: uniformNumber!,
    ...(bats !== undefined ? { bats } : {}), ...(throws !== undefined ? { throws } : {}), roster_status: rosterStatus!,
  };
}
