/**
 * The importer reads the 2016 form of the MLB box score (DECISIONS 11,
 * `shared/reference/xmlstats-samples/boxscore-mlb-20160518-1-bos-at-kc-reserialized-2016.json`)
 * beside the 2014 one: pitchers with `throwing_hand` and no `errors`, fielding lines of names and
 * errors, `event_information.event_status`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlstatsBoxscore } from '../../../src/importers/xmlstats/parseXmlstatsBoxscore.js';
import { SAMPLES } from '../../repoData.js';

type Obj = Record<string, unknown>;
const FILE = 'boxscore-mlb-20160518-1-bos-at-kc-reserialized-2016.json';
const RECORDED = JSON.parse(readFileSync(path.join(SAMPLES, FILE), 'utf8')) as Obj;
const EVENT_ID = '20160518-boston-red-sox-at-kansas-city-royals';
const NAME = `boxscore/${EVENT_ID}.json`;

/** The recording with one line of one list changed. */
function withLine(list: string, index: number, change: Obj): Obj {
  const lines = (RECORDED[list] as Obj[]).map((l, i) => (i === index ? { ...l, ...change } : l));
  return { ...RECORDED, [list]: lines };
}

describe('xmlstats MLB box score, the 2016 form', () => {
  it('reads throwing hands, fielding lines, errors and the status; no derived field reaches the batch', () => {
    const r = parseXmlstatsBoxscore(RECORDED, { eventId: EVENT_ID });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const game = r.value.games![0]!;
    expect(game).toMatchObject({ status: 'completed', away_points_scored: 2, home_points_scored: 3, away_errors: 0, home_errors: 0, attendance: 33613, duration: '2:23', temperature: 65 });
    expect(game.home_pitchers!.map((p) => [p.last_name, p.throwing_hand, p.errors])).toEqual([
      ['Kennedy', 'RHP', undefined], ['Flynn', 'LHP', undefined], ['Hochevar', 'RHP', undefined], ['Herrera', 'RHP', undefined], ['Davis', 'RHP', undefined],
    ]);
    expect(game.away_fielding).toHaveLength(13);
    expect(game.away_fielding![1]).toEqual({ last_name: 'Bradley', first_name: 'Jackie', display_name: 'Jackie Bradley Jr.', errors: 0 });
    expect(game.home_fielding!.map((f) => f.last_name).slice(0, 3)).toEqual(['Herrera', 'Davis', 'Escobar']);
    const text = JSON.stringify(r.value);
    for (const key of ['era', 'whip', 'avg', 'ops_string', 'batting_highlights', 'away_batter_totals', 'team_abbreviation']) expect(text).not.toContain(`"${key}"`);
  });

  it('still reads the 2014 form: pitchers with errors and no throwing hand, no fielding', () => {
    const id = '20140331-boston-red-sox-at-baltimore-orioles';
    // The recorded 2014 response (a byte-identical copy of shared/data/mlb/xmlstats_2014/boxscore/<id>.json).
    const r = parseXmlstatsBoxscore(JSON.parse(readFileSync(path.join(SAMPLES, 'boxscore-mlb-20140331-bos-at-bal-reserialized.json'), 'utf8')), { eventId: id });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const game = r.value.games![0]!;
    expect(game.away_pitchers!.every((p) => typeof p.errors === 'number' && p.throwing_hand === undefined)).toBe(true);
    expect(game.away_fielding).toBeUndefined();
    expect(game.status).toBe('completed');
  });

  it.each([
    ['a throwing hand the service never printed', withLine('home_pitchers', 1, { throwing_hand: 'SHP' }), 'invalid_input', [NAME, 'home_pitchers', 1, 'throwing_hand']],
    ['a fielding line of the other team', withLine('away_fielding', 2, { team_abbreviation: 'KC' }), 'conflict', [NAME, 'away_fielding', 2, 'team_abbreviation']],
    ['a fielding line without errors', withLine('home_fielding', 0, { errors: null }), 'invalid_input', [NAME, 'home_fielding', 0, 'errors']],
    ['an unknown event status', { ...RECORDED, event_information: { ...(RECORDED['event_information'] as Obj), event_status: 'final' } }, 'invalid_input', [NAME, 'event_information', 'event_status']],
  ] as const)('names %s', (_, json, code, where) => {
    const r = parseXmlstatsBoxscore(json, { eventId: EVENT_ID });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([[code, where]]);
  });

  it('takes the game\'s status from event_status', () => {
    const r = parseXmlstatsBoxscore({ ...RECORDED, event_information: { ...(RECORDED['event_information'] as Obj), event_status: 'suspended' } }, { eventId: EVENT_ID });
    expect(r.ok && r.value.games![0]!.status).toBe('suspended');
  });
});
