import type { PlayerLineInput } from '../BatchInput.js';
import { LIMITS } from './limits.js';
import { isPrintable } from './textProblem.js';

/**
 * The quick test of one side's basketball player lines: the list itself when every line is clean,
 * else undefined (and `playerLinesInputSchema`'s loop checks the list, with its issues). Clean:
 * an array of plain objects (prototype Object's or null) whose own keys are fields of a line,
 * the required ones all present, each value of its field's type and bounds (counts 0 to 999,
 * minutes 0 to 120, printable strings of at most 1,000 characters, ids and display names not
 * empty, `is_starter` a boolean). The fields are read by name, which V8 compiles to one load
 * each for lines of one shape, where the generic loop looks every key up in a map: ~0.1 µs a
 * line against ~0.4 µs, on a season's ~32,000 lines. It must accept only what the schema
 * accepts (the engine's tests check that the two agree).
 *
 * @example
 * quickPlayerLines([{ first_name: 'Kevin', last_name: 'Durant', minutes: 43, points: 32, rebounds: 11, assists: 3, turnovers: 7, steals: 2, blocks: 1 }]); // the list
 * quickPlayerLines([{ first_name: 'Kevin', last_name: 'Durant', minutes: 43, pionts: 32 }]); // undefined
 */
export function quickPlayerLines(list: unknown): PlayerLineInput[] | undefined {
  if (!Array.isArray(list)) return undefined;
  for (let i = 0; i < list.length; i++) if (!isCleanLine(list[i])) return undefined;
  return list as PlayerLineInput[];
}

/** The fields every line has (names, minutes and six counts). */
const REQUIRED = 8;

function isCleanLine(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  const line = value as Readonly<Record<keyof PlayerLineInput, unknown>>;
  if (!(isText(line.last_name) && isText(line.first_name) && isCount(line.minutes, LIMITS.minutes) && isCount(line.points, LIMITS.count)
    && isCount(line.assists, LIMITS.count) && isCount(line.turnovers, LIMITS.count) && isCount(line.steals, LIMITS.count) && isCount(line.blocks, LIMITS.count))) return false;
  let fields = REQUIRED;
  let v: unknown;
  if ((v = line.player_id) !== undefined) { if (!isId(v)) return false; fields++; }
  if ((v = line.display_name) !== undefined) { if (!isId(v)) return false; fields++; }
  if ((v = line.position) !== undefined) { if (!isText(v)) return false; fields++; }
  if ((v = line.is_starter) !== undefined) { if (typeof v !== 'boolean') return false; fields++; }
  if ((v = line.rebounds) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.field_goals_attempted) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.field_goals_made) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.three_point_field_goals_attempted) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.three_point_field_goals_made) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.free_throws_attempted) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.free_throws_made) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.defensive_rebounds) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.offensive_rebounds) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  if ((v = line.personal_fouls) !== undefined) { if (!isCount(v, LIMITS.count)) return false; fields++; }
  // No other key: as many enumerable keys as fields read (an own key holding undefined, or any
  // other key, makes more).
  let keys = 0;
  for (const _ in line) keys++;
  return keys === fields;
}

/** An integer from 0 to `max` (a count of a line). */
export function isCount(v: unknown, max: number): boolean {
  return typeof v === 'number' && v >= 0 && v <= max && Number.isInteger(v);
}

/** A string of a line: at most the text limit, empty or printable. */
export function isText(v: unknown): boolean {
  return typeof v === 'string' && v.length <= LIMITS.textLength && (v === '' || isPrintable(v));
}

/** An id or name of a line: not empty, at most the text limit, printable. */
export function isId(v: unknown): boolean {
  return typeof v === 'string' && v !== '' && v.length <= LIMITS.textLength && isPrintable(v);
}
