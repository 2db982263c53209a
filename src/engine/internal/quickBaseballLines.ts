import type { BatterInput, PitcherInput } from '../BatchInput.js';
import { LIMITS } from './limits.js';
import { isCount, isId, isText } from './quickPlayerLines.js';

/**
 * The quick test of one side's baseball batters or pitchers, as `quickPlayerLines` is for
 * basketball lines (D101): the list itself when every line is clean, else undefined (and
 * `battersInputSchema`'s or `pitchersInputSchema`'s loop checks the list, with its issues).
 * Clean: an array of plain objects (prototype Object's or null) whose own enumerable keys are
 * fields of the line, the required ones all present, each value of its field's type and bounds
 * (counts 0 to 999, `bat_order` 1 to 9, `pitch_order` 1 to 999, `innings_pitched` a number from
 * 0 to 333, printable strings of at most 1,000 characters, ids and display names not empty,
 * decisions booleans). The fields are read by name, one load each on lines of one shape, where
 * the schema's loop looks each key up by position or in a map (D93): the 48,995 batters and
 * pitchers of the 1,522 recorded 2014 box scores. It must accept only what the schema accepts
 * (the engine's tests check that the two agree).
 *
 * @example
 * quickBaseballLines('batter', [{ last_name: 'Crawford', first_name: 'Carl', bat_order: 1, at_bats: 4, hits: 1 }]); // the list
 * quickBaseballLines('pitcher', [{ last_name: 'Ryu', first_name: 'Hyun-Jin', pitch_order: 1, innings_pitched: 7, wins: 1 }]); // undefined
 */
export function quickBaseballLines(kind: 'batter', list: unknown): BatterInput[] | undefined;
export function quickBaseballLines(kind: 'pitcher', list: unknown): PitcherInput[] | undefined;
export function quickBaseballLines(kind: 'batter' | 'pitcher', list: unknown): BatterInput[] | PitcherInput[] | undefined {
  if (!Array.isArray(list)) return undefined;
  if (kind === 'batter') {
    for (let i = 0; i < list.length; i++) if (!isCleanBatter(list[i])) return undefined;
    return list as BatterInput[];
  }
  for (let i = 0; i < list.length; i++) if (!isCleanPitcher(list[i])) return undefined;
  return list as PitcherInput[];
}

/** A plain object: prototype Object's or null, so that `for...in` sees its own keys only. */
function isPlain(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The number of enumerable keys of a plain object (an own key holding undefined counts). */
function keyCount(value: object): number {
  let keys = 0;
  for (const _ in value) keys++;
  return keys;
}

/** The names every line has, and the optional id, display name (and a batter's position): the fields counted. */
function namesFields(line: Readonly<Record<'player_id' | 'last_name' | 'first_name' | 'display_name', unknown>>): number {
  if (!isText(line.last_name) || !isText(line.first_name)) return -1;
  let fields = 2;
  let v: unknown;
  if ((v = line.player_id) !== undefined) { if (!isId(v)) return -1; fields++; }
  if ((v = line.display_name) !== undefined) { if (!isId(v)) return -1; fields++; }
  return fields;
}

function isCleanBatter(value: unknown): boolean {
  if (!isPlain(value)) return false;
  const line = value as Readonly<Record<keyof BatterInput, unknown>>;
  let fields = namesFields(line);
  if (fields < 0 || !isCount(line.at_bats, LIMITS.count)) return false;
  const order = line.bat_order;
  if (!(typeof order === 'number' && order >= 1 && order <= 9 && Number.isInteger(order))) return false;
  fields += 2;
  let v: unknown;
  if ((v = line.position) !== undefined) { if (!isText(v)) return false; fields++; }
  // The optional counts, each absent or a count.
  const counts = count(line.sub_bat_order) + count(line.plate_appearances) + count(line.runs) + count(line.hits) + count(line.doubles)
    + count(line.triples) + count(line.home_runs) + count(line.rbi) + count(line.rbi_with_two_outs) + count(line.walks) + count(line.strike_outs)
    + count(line.hit_by_pitch) + count(line.sac_flies) + count(line.sac_hits) + count(line.stolen_bases) + count(line.caught_stealing)
    + count(line.left_on_base);
  // A wrong count makes the sum at least BAD.
  if (counts > OPTIONAL_BATTER_COUNTS) return false;
  return keyCount(line) === fields + counts;
}

function isCleanPitcher(value: unknown): boolean {
  if (!isPlain(value)) return false;
  const line = value as Readonly<Record<keyof PitcherInput, unknown>>;
  let fields = namesFields(line);
  if (fields < 0) return false;
  const order = line.pitch_order;
  if (!(typeof order === 'number' && order >= 1 && order <= LIMITS.count && Number.isInteger(order))) return false;
  fields++;
  let v: unknown;
  if ((v = line.innings_pitched) !== undefined) { if (!(typeof v === 'number' && v >= 0 && v <= LIMITS.count / 3)) return false; fields++; }
  if ((v = line.throwing_hand) !== undefined) { if (!isText(v)) return false; fields++; }
  if ((v = line.win) !== undefined) { if (typeof v !== 'boolean') return false; fields++; }
  if ((v = line.loss) !== undefined) { if (typeof v !== 'boolean') return false; fields++; }
  if ((v = line.save) !== undefined) { if (typeof v !== 'boolean') return false; fields++; }
  if ((v = line.hold) !== undefined) { if (typeof v !== 'boolean') return false; fields++; }
  const counts = count(line.outs) + count(line.hits_allowed) + count(line.runs_allowed) + count(line.earned_runs) + count(line.walks)
    + count(line.intentional_walks) + count(line.strike_outs) + count(line.home_runs_allowed) + count(line.pitch_count) + count(line.pitches_strikes)
    + count(line.wild_pitches) + count(line.hit_by_pitch) + count(line.errors);
  if (counts > OPTIONAL_PITCHER_COUNTS) return false;
  return keyCount(line) === fields + counts;
}

const OPTIONAL_BATTER_COUNTS = 17;
const OPTIONAL_PITCHER_COUNTS = 13;
/** What {@link count} gives a value that is neither absent nor a count: more than any sum of present fields. */
const BAD = 1000;

/** 0 for an absent optional count, 1 for a count (an integer from 0 to 999), {@link BAD} for anything else. */
function count(v: unknown): number {
  if (v === undefined) return 0;
  return typeof v === 'number' && v >= 0 && v <= LIMITS.count && Number.isInteger(v) ? 1 : BAD;
}

