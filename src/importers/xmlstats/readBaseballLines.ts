import { THROWING_HANDS } from '../../aggregates/BaseballBox.js';
import type { BatterInput, FielderInput, PitcherInput } from '../../engine/BatchInput.js';
import type { JsonPath, JsonReader } from './createJsonReader.js';
import { readCount } from './readCount.js';

/** The batter fields that are facts; everything else of a recorded batter is derived (D20). */
const BATTER_COUNTS = [
  'bat_order', 'sub_bat_order', 'at_bats', 'plate_appearances', 'runs', 'hits', 'doubles', 'triples', 'home_runs', 'rbi', 'rbi_with_two_outs',
  'walks', 'strike_outs', 'hit_by_pitch', 'sac_flies', 'sac_hits', 'stolen_bases', 'caught_stealing', 'left_on_base',
] as const;
/** The pitcher's counts; `innings_pitched` is read apart (a double in thirds notation). */
const PITCHER_COUNTS = [
  'pitch_order', 'hits_allowed', 'runs_allowed', 'earned_runs', 'walks', 'intentional_walks', 'strike_outs', 'home_runs_allowed',
  'pitch_count', 'pitches_strikes', 'wild_pitches', 'hit_by_pitch',
] as const;
const DECISIONS = ['win', 'loss', 'save', 'hold'] as const;

type Kind = 'batters' | 'pitchers' | 'fielding';

/**
 * The batters, pitchers or fielding lines of one side of a recorded MLB box score, as ingest
 * input: names, the batting slot or pitching order, the counting stats and decisions, never a
 * derived field (averages, rates, strings, singles, total bases, ERA, WHIP). Both recorded forms
 * are read: a 2014 pitcher has `errors`, a 2016 one `throwing_hand` (`RHP`/`LHP`) instead; a
 * fielding line (2016) is names and `errors`. A line of another team (`team_abbreviation`) is a
 * `conflict`; a wrong type is an issue naming the field. Returns undefined when any line is
 * wrong (the issues are on the reader).
 *
 * @example
 * readBaseballLines(read, root['away_batters'], ['boxscore/x.json', 'away_batters'], 'LAD', 'batters');
 * // [{ last_name: 'Crawford', first_name: 'Carl', display_name: 'Carl Crawford', position: 'LF', bat_order: 1, at_bats: 4, ... }, ...]
 */
export function readBaseballLines(read: JsonReader, value: unknown, path: JsonPath, abbreviation: string | undefined, kind: 'batters'): BatterInput[] | undefined;
export function readBaseballLines(read: JsonReader, value: unknown, path: JsonPath, abbreviation: string | undefined, kind: 'pitchers'): PitcherInput[] | undefined;
export function readBaseballLines(read: JsonReader, value: unknown, path: JsonPath, abbreviation: string | undefined, kind: 'fielding'): FielderInput[] | undefined;
export function readBaseballLines(
  read: JsonReader,
  value: unknown,
  path: JsonPath,
  abbreviation: string | undefined,
  kind: Kind,
): (BatterInput | PitcherInput | FielderInput)[] | undefined {
  const list = read.array(value, path);
  if (list === undefined) return undefined;
  const before = read.issues.length;
  const out: (BatterInput | PitcherInput | FielderInput)[] = [];
  list.forEach((item, i) => {
    const at = [...path, i];
    const obj = read.object(item, at);
    if (obj === undefined) return;
    // Each line is an object literal with its keys written out, read in the order of the lists
    // above: a line built by stores of computed keys (`line[key] = ...`) falls into V8's
    // dictionary mode after a dozen properties, and one built by a spread got a map of its own:
    // either made each of the ~49,000 lines of a season slow to check and to read at ingest.
    const lastName = read.string(obj, 'last_name', at, true);
    const firstName = read.string(obj, 'first_name', at, true);
    const displayName = read.string(obj, 'display_name', at);
    const count = (key: (typeof BATTER_COUNTS)[number] | (typeof PITCHER_COUNTS)[number] | 'errors') => readCount(read, obj, key, at);
    let line: Record<string, unknown>;
    if (kind === 'batters') {
      line = {
        last_name: lastName, first_name: firstName, display_name: displayName, position: read.string(obj, 'position', at, true),
        bat_order: count('bat_order'), sub_bat_order: count('sub_bat_order'), at_bats: count('at_bats'), plate_appearances: count('plate_appearances'),
        runs: count('runs'), hits: count('hits'), doubles: count('doubles'), triples: count('triples'), home_runs: count('home_runs'), rbi: count('rbi'),
        rbi_with_two_outs: count('rbi_with_two_outs'), walks: count('walks'), strike_outs: count('strike_outs'), hit_by_pitch: count('hit_by_pitch'),
        sac_flies: count('sac_flies'), sac_hits: count('sac_hits'), stolen_bases: count('stolen_bases'), caught_stealing: count('caught_stealing'),
        left_on_base: count('left_on_base'),
      } satisfies Record<(typeof BATTER_COUNTS)[number], unknown> & Record<string, unknown>;
    } else if (kind === 'pitchers') {
      const pitcher = {
        last_name: lastName, first_name: firstName, display_name: displayName,
        pitch_order: count('pitch_order'), hits_allowed: count('hits_allowed'), runs_allowed: count('runs_allowed'), earned_runs: count('earned_runs'),
        walks: count('walks'), intentional_walks: count('intentional_walks'), strike_outs: count('strike_outs'), home_runs_allowed: count('home_runs_allowed'),
        pitch_count: count('pitch_count'), pitches_strikes: count('pitches_strikes'), wild_pitches: count('wild_pitches'), hit_by_pitch: count('hit_by_pitch'),
        win: read.boolean(obj, 'win', at), loss: read.boolean(obj, 'loss', at), save: read.boolean(obj, 'save', at), hold: read.boolean(obj, 'hold', at),
      } satisfies Record<(typeof PITCHER_COUNTS)[number] | (typeof DECISIONS)[number], unknown> & Record<string, unknown>;
      line = pitcher as Record<string, unknown> & { innings_pitched?: number; errors?: number; throwing_hand?: unknown };
      const innings = Object.hasOwn(obj, 'innings_pitched') ? obj['innings_pitched'] : undefined;
      if (typeof innings !== 'number' || !(innings >= 0)) read.fail('invalid_input', [...at, 'innings_pitched'], 'expected a non-negative number of innings');
      else line.innings_pitched = innings;
      // The 2014 form prints the pitcher's errors, the 2016 form his throwing hand: each when present.
      if (Object.hasOwn(obj, 'errors')) line.errors = count('errors');
      if (Object.hasOwn(obj, 'throwing_hand')) line.throwing_hand = read.oneOf(obj, 'throwing_hand', at, THROWING_HANDS);
    } else {
      line = { last_name: lastName, first_name: firstName, display_name: displayName, errors: count('errors') };
    }
    const team = read.string(obj, 'team_abbreviation', at);
    if (team !== undefined && abbreviation !== undefined && team !== abbreviation) {
      read.fail('conflict', [...at, 'team_abbreviation'], `"${team}" is not this side's team (${abbreviation})`);
    }
    out.push(line as unknown as BatterInput | PitcherInput | FielderInput);
  });
  return read.issues.length > before ? undefined : out;
}
