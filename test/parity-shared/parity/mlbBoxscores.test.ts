/**
 * All 1,522 recorded MLB box scores of 2014 (`shared/data/mlb/xmlstats_2014/boxscore/`, the
 * service's responses of 2014-03-22..2014-07-25, reserialized): only their counting stats and
 * facts are ingested, and the engine's payload equals each file value for value, a double as a
 * double (`0.0`, `29.0`) and an integer as an integer, for every batter, pitcher, batter total, official and
 * event information field (DECISIONS 8, D20). Key order is not compared: the files lost it (the
 * 2016 recording holds it, test/parity/mlbBoxscore2016.test.ts).
 *
 * The engine prints the 2016 form (DECISIONS 11), which differs from these 2014 responses in
 * exactly two ways for the same facts, and the comparison applies exactly those two to each file
 * (`in2016Form`) and nothing else:
 * - a pitcher no longer carries `errors` (the 2016 form counts errors in the fielding lines): the
 *   key is removed from the expected pitchers, and a separate test shows that the ingested facts
 *   still hold every pitcher's errors (115 pitcher lines have some), so nothing is lost;
 * - `event_information` gains `event_status`, the game's status: `completed` is added.
 * The 2016 keys these files have no facts for (`away_errors`, `home_errors`, `away_fielding`,
 * `home_fielding`, a pitcher's `throwing_hand`) are omitted (D20), so they are not added; the
 * key-set comparison fails if the engine prints any of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getMlbBoxscore } from '../../../src/engine/getMlbBoxscore.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import type { BatchInput } from '../../../src/engine/BatchInput.js';
import { formatMlbBoxscore } from '../../../src/formatting/payloads/formatMlbBoxscore.js';
import { parseXmlstatsBoxscore } from '../../../src/importers/xmlstats/parseXmlstatsBoxscore.js';
import { Decimal, decimalToNumber, type JsonValue } from '../../../src/formatting/index.js';
import { readJsonSource } from '../../formatting/readJsonSource.js';
import { DATA } from '../../sharedData.js';

const DIR = path.join(DATA, 'mlb', 'xmlstats_2014', 'boxscore');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const DERIVED_BATTER = [
  'singles', 'total_bases', 'extra_base_hits', 'sacrifices', 'avg', 'obp', 'slg', 'ops', 'avg_string', 'obp_string', 'slg_string', 'ops_string',
  'at_bats_per_home_run', 'at_bats_per_rbi', 'plate_appearances_per_rbi', 'plate_appearances_per_home_run', 'walk_rate', 'strikeout_rate',
  'stolen_base_average', 'batting_highlights',
];

type Obj = { [key: string]: JsonValue };
const texts = new Map<string, string>();
let state: LeagueState;

/** The file with every derived field removed: what the test lets ingest see. */
function factsOnly(json: Obj): Obj {
  const strip = (o: JsonValue, keys: readonly string[]) => Object.fromEntries(Object.entries(o as Obj).filter(([k]) => !keys.includes(k)));
  const out: Obj = { ...json };
  for (const side of ['away', 'home']) {
    out[`${side}_batters`] = (json[`${side}_batters`] as JsonValue[]).map((b) => strip(b, DERIVED_BATTER));
    out[`${side}_pitchers`] = (json[`${side}_pitchers`] as JsonValue[]).map((p) => strip(p, ['era', 'whip']));
    delete out[`${side}_batter_totals`];
  }
  return out;
}

/** Decimals back to plain JSON numbers, for the importer. */
function plain(value: JsonValue): unknown {
  if (value instanceof Decimal) return decimalToNumber(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

beforeAll(() => {
  const teams: NonNullable<BatchInput['teams']> = [];
  const games: NonNullable<BatchInput['games']> = [];
  for (const file of FILES) {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    texts.set(file, text);
    const eventId = file.replace(/\.json$/, '');
    const parsed = parseXmlstatsBoxscore(plain(factsOnly(readJsonSource(text) as Obj)), { eventId, name: file });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues.slice(0, 3)));
    teams.push(...(parsed.value.teams ?? []));
    games.push(...(parsed.value.games ?? []));
  }
  const r = ingest(createLeagueState(), { teams, games });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 5)));
  state = r.state;
}, 120_000);

/**
 * What the 2016 form prints for the facts of a 2014 file: its pitchers without `errors`, its
 * event information with `event_status` (every recorded box score is of a completed game).
 */
function in2016Form(json: Obj): Obj {
  const out: Obj = { ...json };
  for (const side of ['away', 'home']) {
    out[`${side}_pitchers`] = (json[`${side}_pitchers`] as Obj[]).map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'errors')));
  }
  out['event_information'] = { ...(json['event_information'] as Obj), event_status: 'completed' };
  return out;
}

const printed = new Map<string, Obj>();
const recorded = new Map<string, Obj>();

/** The engine's payload of a file's game, read back (memoized: two tests walk all 1,522). */
function payloadOf(file: string): Obj {
  let json = printed.get(file);
  if (json === undefined) {
    const r = getMlbBoxscore(state, { eventId: file.replace(/\.json$/, '') });
    if (!r?.ok) throw new Error(`${file}: ${r ? r.reason : 'unknown event'}`);
    json = readJsonSource(formatMlbBoxscore(r.payload)) as Obj;
    printed.set(file, json);
  }
  return json;
}

/** The recorded file, read (memoized). */
function recordedOf(file: string): Obj {
  let json = recorded.get(file);
  if (json === undefined) {
    json = readJsonSource(texts.get(file)!) as Obj;
    recorded.set(file, json);
  }
  return json;
}

describe('MLB box scores of 2014, from counting stats only', () => {
  it('ingests 1,522 games', () => {
    expect(FILES).toHaveLength(1522);
    let games = 0;
    for (const file of FILES) if (getMlbBoxscore(state, { eventId: file.replace(/\.json$/, '') })?.ok) games++;
    expect(games).toBe(1522);
  });

  it('every payload equals its file in the 2016 form, value for value, doubles as doubles and integers as integers', () => {
    const differing: string[] = [];
    for (const file of FILES) {
      const expected = in2016Form(recordedOf(file));
      const actual = payloadOf(file);
      if (!isDeepStrictEqual(actual, expected)) differing.push(file);
    }
    expect(differing.slice(0, 5)).toEqual([]);
    // One full comparison with vitest's diff, so that a failure shows the field.
    const sample = '20140330-los-angeles-dodgers-at-san-diego-padres.json';
    expect(payloadOf(sample)).toEqual(in2016Form(recordedOf(sample)));
  });

  it('prints no 2016 key it has no facts for, and keeps every pitcher\'s ingested errors although the 2016 form does not print them', () => {
    let pitchers = 0;
    let withErrors = 0;
    for (const file of FILES) {
      const actual = payloadOf(file);
      expect(Object.keys(actual).filter((k) => /_(errors|fielding)$/.test(k))).toEqual([]);
      expect((actual['event_information'] as Obj)['event_status']).toBe('completed');
      const file2014 = recordedOf(file);
      const r = getMlbBoxscore(state, { eventId: file.replace(/\.json$/, '') });
      if (!r?.ok) throw new Error(file);
      for (const side of ['away', 'home'] as const) {
        const pitchersPrinted = actual[`${side}_pitchers`] as Obj[];
        const held = side === 'away' ? r.payload.baseball.awayPitchers : r.payload.baseball.homePitchers;
        const expected = (file2014[`${side}_pitchers`] as Obj[]).map((p) => [p['display_name'], p['errors']]);
        expect(held.map((p) => [p.displayName, p.errors])).toEqual(expected);
        expect(held.every((p) => p.throwingHand === null)).toBe(true);
        expect(pitchersPrinted.every((p) => !Object.hasOwn(p, 'errors') && !Object.hasOwn(p, 'throwing_hand'))).toBe(true);
        pitchers += held.length;
        withErrors += held.filter((p) => p.errors > 0).length;
      }
    }
    expect(pitchers).toBe(11928);
    expect(withErrors).toBe(115);
  });

  it('decides OBP, OPS, ERA and WHIP on cases where the obvious formula is wrong (D20)', () => {
    let obpOverPa = 0;
    let opsOfRounded = 0;
    const halves = { down: 0, up: 0 };
    for (const file of FILES) {
      const json = recordedOf(file);
      const n = (o: Obj, k: string) => { const v = o[k]; return v instanceof Decimal ? decimalToNumber(v) : (v as number); };
      for (const side of ['away', 'home']) {
        for (const b of [...(json[`${side}_batters`] as Obj[]), json[`${side}_batter_totals`] as Obj]) {
          // MLB's OBP leaves sacrifice hits out of the denominator; the service's does not.
          const mlb = n(b, 'at_bats') + n(b, 'walks') + n(b, 'hit_by_pitch') + n(b, 'sac_flies');
          const on = n(b, 'hits') + n(b, 'walks') + n(b, 'hit_by_pitch');
          const halfUp = mlb === 0 ? 0 : Math.floor((2000 * on + mlb) / (2 * mlb));
          if (halfUp !== Math.round(n(b, 'obp') * 1000)) obpOverPa++;
          const exact = on / n(b, 'plate_appearances') + n(b, 'total_bases') / n(b, 'at_bats');
          if (n(b, 'at_bats') > 0 && Math.round(exact * 1000) !== Math.round(n(b, 'ops') * 1000)) opsOfRounded++;
        }
        for (const p of json[`${side}_pitchers`] as Obj[]) {
          const tenths = Math.round(n(p, 'innings_pitched') * 10);
          const outs = Math.floor(tenths / 10) * 3 + (tenths % 10);
          for (const [key, numerator] of [['era', 27 * n(p, 'earned_runs')], ['whip', 3 * (n(p, 'walks') + n(p, 'hits_allowed'))]] as const) {
            if (outs === 0 || (200 * numerator) % (2 * outs) !== outs) continue;
            const printed = Math.round(n(p, key) * 100);
            const lower = Math.floor((100 * numerator) / outs);
            if (printed === lower) halves.down++;
            else halves.up++;
            expect(printed === lower, `${file} ${String(p['display_name'])} ${key}`).toBe(outs % 3 === 2);
          }
        }
      }
    }
    expect(obpOverPa).toBe(1065);
    expect(opsOfRounded).toBeGreaterThan(1000);
    expect(halves.down).toBe(64);
    expect(halves.up).toBeGreaterThan(0);
  });
});

function isDeepStrictEqual(a: JsonValue, b: JsonValue): boolean {
  if (a instanceof Decimal || b instanceof Decimal) return a instanceof Decimal && b instanceof Decimal && a.scaled === b.scaled && a.scale === b.scale;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => isDeepStrictEqual(v, b[i]!));
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const x = a as Obj;
    const y = b as Obj;
    const ka = Object.keys(x);
    return ka.length === Object.keys(y).length && ka.every((k) => Object.hasOwn(y, k) && isDeepStrictEqual(x[k]!, y[k]!));
  }
  return a === b;
}
