/**
 * Every parameter of the results endpoint, on the recorded 2014 facts (Boston Red Sox,
 * `shared/data/mlb/xmlstats_2014/results/`), clock 2014-07-25 12:00 Eastern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getResults, type ResultsQuery } from '../../../src/engine/getResults.js';
import { ingest } from '../../../src/engine/ingest.js';
import { parseXmlstatsResults } from '../../../src/importers/xmlstats/parseXmlstatsResults.js';
import { DATA } from '../../sharedData.js';

const DIR = path.join(DATA, 'mlb', 'xmlstats_2014', 'results');
const batch = parseXmlstatsResults(readdirSync(DIR).sort().map((name) => ({ name, json: JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as unknown })));
if (!batch.ok) throw new Error('2014 results do not parse');
const loaded = ingest(createLeagueState(), batch.value);
if (!loaded.ok) throw new Error('2014 results do not ingest');
const state = loaded.state;
const NOW = '2014-07-25T12:00:00-04:00';
const base = { sport: 'mlb', teamId: 'boston-red-sox', now: NOW } as const;
const ids = (q: Partial<ResultsQuery>) => getResults(state, { ...base, ...q })!.map((r) => r.game.eventId as string);

describe('results parameters', () => {
  it('defaults to the season of the clock, newest first', () => {
    const all = getResults(state, base)!;
    expect(all).toHaveLength(164);
    expect(all[0]!.game.eventId).toBe('20140928-new-york-yankees-at-boston-red-sox');
    expect(ids({ season: 2014 })).toEqual(all.map((r) => r.game.eventId));
    expect(getResults(state, { ...base, season: 2013 })).toEqual([]);
  });

  it('order=asc reverses', () => {
    expect(ids({ order: 'asc' })).toEqual([...ids({})].reverse());
  });

  it('filters by opponent, location type and status', () => {
    const yankees = getResults(state, { ...base, opponent: 'new-york-yankees' })!;
    expect(yankees.length).toBe(19);
    expect(yankees.every((r) => r.opponent.teamId === 'new-york-yankees')).toBe(true);
    const home = getResults(state, { ...base, locationType: 'h' })!;
    expect(home.every((r) => r.locationType === 'h' && r.game.homeTeamId === 'boston-red-sox')).toBe(true);
    expect(home.length + getResults(state, { ...base, locationType: 'a' })!.length).toBe(164);
    expect(getResults(state, { ...base, eventStatus: 'postponed' })!.map((r) => r.game.eventId)).toEqual([
      '20140704-baltimore-orioles-at-boston-red-sox',
      '20140430-tampa-bay-rays-at-boston-red-sox',
    ]);
  });

  it('since is inclusive and until exclusive', () => {
    expect(ids({ since: '20140725', until: '20140728', order: 'asc' })).toEqual([
      '20140725-boston-red-sox-at-tampa-bay-rays',
      '20140726-boston-red-sox-at-tampa-bay-rays',
      '20140727-boston-red-sox-at-tampa-bay-rays',
    ]);
  });

  it('last and next are relative to the clock', () => {
    expect(ids({ last: 2 })).toEqual(['20140724-boston-red-sox-at-toronto-blue-jays', '20140723-boston-red-sox-at-toronto-blue-jays']);
    expect(ids({ next: 2, order: 'asc' })).toEqual(['20140725-boston-red-sox-at-tampa-bay-rays', '20140726-boston-red-sox-at-tampa-bay-rays']);
    // applied in the specification's order: opponent first, then last
    expect(ids({ opponent: 'tampa-bay-rays', last: 1 })).toEqual(['20140601-tampa-bay-rays-at-boston-red-sox']);
  });

  it('answers undefined for an unknown team and throws a RangeError for a malformed parameter', () => {
    expect(getResults(state, { ...base, teamId: 'springfield-isotopes' })).toBeUndefined();
    expect(() => getResults(state, { ...base, last: 0 })).toThrow(/^getResults: last/);
    expect(() => getResults(state, { ...base, since: '20140231' })).toThrow(/^getResults: since/);
    expect(() => getResults(state, { ...base, now: '2014-07-25 12:00' })).toThrow(/^getResults: now/);
  });
});
