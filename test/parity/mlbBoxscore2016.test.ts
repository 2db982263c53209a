/**
 * The MLB box score of BOS at KC, 2016-05-18 (game 1), as the live service sent it in its 2016
 * form (`shared/reference/xmlstats-samples/boxscore-mlb-20160518-1-bos-at-kc-reserialized-2016.json`,
 * INDEX.md "Recordings of 2016-2021"; DECISIONS 11). The file passed through JavaScript: key order,
 * values and row order are the service's, whitespace and number spelling (`8` for `8.0`) are not.
 *
 * Every derived field is stripped from it (batter rates, strings, singles, total bases, extra-base
 * hits, sacrifices, batting highlights, pitcher ERA and WHIP, both batter totals); the rest, the
 * facts, goes through the xmlstats importer and ingest; the box score the engine then prints must
 * hold every value of the recording (numbers as values: `8` equals `8.0`) and the key order of
 * every object.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getMlbBoxscore, type MlbBoxscorePayload } from '../../src/engine/getMlbBoxscore.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatMlbBoxscore } from '../../src/formatting/payloads/formatMlbBoxscore.js';
import { parseXmlstatsBoxscore } from '../../src/importers/xmlstats/parseXmlstatsBoxscore.js';
import { SAMPLES } from '../repoData.js';

const FILE = 'boxscore-mlb-20160518-1-bos-at-kc-reserialized-2016.json';
const TEXT = readFileSync(path.join(SAMPLES, FILE), 'utf8');
const EVENT_ID = '20160518-boston-red-sox-at-kansas-city-royals';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** The fields of a batter (and of the batter totals) that are computed from its counting stats (D20). */
const DERIVED_BATTER = [
  'singles', 'total_bases', 'extra_base_hits', 'sacrifices', 'avg', 'obp', 'slg', 'ops', 'avg_string', 'obp_string', 'slg_string', 'ops_string',
  'at_bats_per_home_run', 'at_bats_per_rbi', 'plate_appearances_per_rbi', 'plate_appearances_per_home_run', 'walk_rate', 'strikeout_rate',
  'stolen_base_average', 'batting_highlights',
];
const DERIVED_PITCHER = ['era', 'whip'];

const RECORDED = JSON.parse(TEXT) as Obj;

/** The recording without a derived field: what the importer and ingest get to see. */
function factsOnly(json: Obj, drop: readonly string[] = []): Obj {
  const strip = (o: Json, keys: readonly string[]): Obj => Object.fromEntries(Object.entries(o as Obj).filter(([k]) => !keys.includes(k)));
  const out: Obj = Object.fromEntries(Object.entries(json).filter(([k]) => !drop.includes(k)));
  for (const side of ['away', 'home']) {
    out[`${side}_batters`] = (json[`${side}_batters`] as Json[]).map((b) => strip(b, DERIVED_BATTER));
    out[`${side}_pitchers`] = (json[`${side}_pitchers`] as Json[]).map((p) => strip(p, DERIVED_PITCHER));
    delete out[`${side}_batter_totals`];
  }
  return out;
}

function load(json: Obj): LeagueState {
  const parsed = parseXmlstatsBoxscore(json, { eventId: EVENT_ID, name: FILE });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues.slice(0, 3)));
  const r = ingest(createLeagueState(), parsed.value);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

function payloadOf(state: LeagueState): MlbBoxscorePayload {
  const r = getMlbBoxscore(state, { eventId: EVENT_ID });
  if (!r?.ok) throw new Error(`no box score: ${r ? r.reason : 'unknown event'}`);
  return r.payload;
}

/** Every place where two parsed JSON values differ in a value, a key set, a key order or a length. */
function differences(actual: Json, expected: Json, at = '$'): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${at}: not an array`];
    if (actual.length !== expected.length) return [`${at}: ${actual.length} items, expected ${expected.length}`];
    return expected.flatMap((e, i) => differences(actual[i]!, e, `${at}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [`${at}: not an object`];
    const keys = Object.keys(expected);
    const actualKeys = Object.keys(actual);
    if (actualKeys.join() !== keys.join()) return [`${at}: keys ${actualKeys.join(', ')}; expected ${keys.join(', ')}`];
    return keys.flatMap((k) => differences(actual[k]!, expected[k]!, `${at}.${k}`));
  }
  // Numbers as values: the recording spells 8.0 as 8 (JavaScript), the engine as 8.0 (Java).
  return actual === expected ? [] : [`${at}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];
}

let state: LeagueState;
let printed: Obj;
beforeAll(() => {
  state = load(factsOnly(RECORDED));
  printed = JSON.parse(formatMlbBoxscore(payloadOf(state))) as Obj;
});

describe('MLB box score, BOS at KC 2016-05-18, the 2016 form (DECISIONS 11)', () => {
  it('the facts given to ingest hold no derived field', () => {
    const facts = JSON.stringify(factsOnly(RECORDED));
    for (const key of [...DERIVED_BATTER, ...DERIVED_PITCHER, 'away_batter_totals', 'home_batter_totals']) expect(facts).not.toContain(`"${key}"`);
  });

  it('prints every value, key order and row order of the recording', () => {
    expect(differences(printed, RECORDED)).toEqual([]);
    // The comparison sees a key order, a value and a row order that differ.
    expect(differences({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual(['$: keys a, b; expected b, a']);
    expect(differences({ a: [1, 2] }, { a: [2, 1] })).toHaveLength(2);
    expect(differences({ a: 8 }, { a: 8.0 })).toEqual([]);
  });

  it('is the recording itself once passed through JavaScript as the recording was', () => {
    // JSON.stringify(JSON.parse(x)) is what the client that kept the file did to the service's body.
    expect(JSON.stringify(JSON.parse(formatMlbBoxscore(payloadOf(state), { style: 'compact' })))).toBe(TEXT.trimEnd());
  });

  it('has the recorded top-level, batter, batter totals, pitcher, fielding and event information key orders', () => {
    expect(Object.keys(printed)).toEqual([
      'away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_errors', 'home_errors', 'away_batters', 'home_batters',
      'away_pitchers', 'home_pitchers', 'away_fielding', 'home_fielding', 'officials', 'event_information', 'away_batter_totals',
      'home_batter_totals',
    ]);
    const first = (key: string) => Object.keys((printed[key] as Obj[])[0]!);
    expect(first('away_batters')).toEqual(Object.keys((RECORDED['away_batters'] as Obj[])[0]!));
    expect(first('away_batters').slice(24, 34)).toEqual([
      'left_on_base', 'hit_by_pitch', 'team_abbreviation', 'at_bats_per_home_run', 'at_bats_per_rbi', 'walk_rate', 'plate_appearances_per_rbi',
      'plate_appearances_per_home_run', 'extra_base_hits', 'avg',
    ]);
    expect(Object.keys(printed['home_batter_totals'] as Obj)).toEqual(Object.keys(RECORDED['home_batter_totals'] as Obj));
    expect(first('home_pitchers')).toEqual(Object.keys((RECORDED['home_pitchers'] as Obj[])[0]!));
    expect(first('home_pitchers')).not.toContain('errors');
    expect(first('home_pitchers').slice(-2)).toEqual(['team_abbreviation', 'throwing_hand']);
    expect(first('home_fielding')).toEqual(['last_name', 'first_name', 'display_name', 'errors', 'team_abbreviation']);
    expect(Object.keys(printed['event_information'] as Obj)).toEqual([
      'start_date_time', 'event_status', 'season_type', 'temperature', 'site', 'attendance', 'duration',
    ]);
    // The site's order comes from the site object (capacity, surface, name, city, state), as recorded.
    expect(Object.keys((printed['event_information'] as Obj)['site'] as Obj)).toEqual(['capacity', 'surface', 'name', 'city', 'state']);
  });

  it('keeps the throwing hands, the fielding lines in the order sent and the game\'s status as facts', () => {
    const { baseball, game } = payloadOf(state);
    expect(baseball.homePitchers.map((p) => [p.lastName, p.throwingHand])).toEqual([
      ['Kennedy', 'RHP'], ['Flynn', 'LHP'], ['Hochevar', 'RHP'], ['Herrera', 'RHP'], ['Davis', 'RHP'],
    ]);
    expect(baseball.awayFielding?.map((f) => f.displayName).slice(0, 3)).toEqual(['Xander Bogaerts', 'Jackie Bradley Jr.', 'Steven Wright']);
    expect(baseball.homeFielding).toHaveLength(14);
    expect([baseball.awayErrors, baseball.homeErrors]).toEqual([0, 0]);
    expect(game.status).toBe('completed');
  });

  it('prints the same errors when only the fielding lines are given (a side\'s errors are their sum)', () => {
    const withoutErrors = load(factsOnly(RECORDED, ['away_errors', 'home_errors']));
    expect(payloadOf(withoutErrors).baseball.awayErrors).toBeNull();
    expect(formatMlbBoxscore(payloadOf(withoutErrors))).toBe(formatMlbBoxscore(payloadOf(state)));
  });

  it('values keep the 2014 formulas: ERA and WHIP for the game, innings in thirds (Kennedy 5.2 innings, 2 ER: 3.18, 1.24)', () => {
    const kennedy = (printed['home_pitchers'] as Obj[])[0]!;
    expect([kennedy['innings_pitched'], kennedy['era'], kennedy['whip']]).toEqual([5.2, 3.18, 1.24]);
    expect(formatMlbBoxscore(payloadOf(state))).toContain('"innings_pitched" : 8.0,');
  });
});
