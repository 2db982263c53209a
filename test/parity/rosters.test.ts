/**
 * Rosters against real responses: the 30 expanded MLB rosters of 2014
 * (`shared/data/mlb/xmlstats_2014/roster/*.json`, `GET /mlb/roster/{team_id}.json?status=expanded`)
 * and the NBA documentation sample `roster-nba-detroit-pistons-docsample-page-PARTIAL.json`. Only
 * facts are ingested; age, height_cm, height_m, height_formatted and weight_kg are computed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getRoster } from '../../src/engine/getRoster.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatRoster } from '../../src/formatting/payloads/formatRoster.js';
import { parseXmlstatsRoster } from '../../src/importers/xmlstats/parseXmlstatsRoster.js';
import { DATA, SAMPLES } from '../sharedData.js';

const ROSTER_DIR = path.join(DATA, 'mlb', 'xmlstats_2014', 'roster');
const FILES = readdirSync(ROSTER_DIR).filter((n) => n.endsWith('.json')).sort();
const DERIVED = ['age', 'height_cm', 'height_m', 'height_formatted', 'weight_kg'];

interface FilePlayer { readonly display_name: string; readonly roster_status: string; readonly age: number; readonly [key: string]: unknown }
interface FileRoster { readonly team: Record<string, unknown>; readonly players: readonly FilePlayer[] }

const files = new Map<string, FileRoster>(FILES.map((n) => [n.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(ROSTER_DIR, n), 'utf8')) as FileRoster]));

/**
 * The clock: the files were fetched on 2014-07-28 or 2014-07-29 (Eastern). The ages bound it:
 * Darin Ruf (born 1986-07-28) is 28, so the date is on or after 2014-07-28; Jesse Hahn (born
 * 1989-07-30) is 24, so it is before 2014-07-30. That agrees with the results files beside them,
 * whose last completed games are of 2014-07-24 (fetched ~2014-07-25 by the same crawler a few
 * days earlier). Noon Eastern of the first possible day.
 */
const FETCHED = '2014-07-28T12:00:00-04:00';

function ingestAll(): LeagueState {
  const rosters = [...files].flatMap(([teamId, json]) => {
    const r = parseXmlstatsRoster(json, { sport: 'mlb', season: 2014, teamId, name: `roster/${teamId}.json` });
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    return r.value.rosters ?? [];
  });
  const r = ingest(createLeagueState(), { rosters });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}
const state = ingestAll();
const served = (teamId: string, now: string, status?: string) =>
  JSON.parse(formatRoster(getRoster(state, { sport: 'mlb', teamId, now, ...(status !== undefined ? { status } : {}) })!)) as FileRoster;

describe('the 30 expanded MLB rosters of 2014 (shared/data/mlb/xmlstats_2014/roster)', () => {
  it('are 30 files, 1,186 players, 750 active', () => {
    expect(files.size).toBe(30);
    const players = [...files.values()].flatMap((f) => f.players);
    expect(players).toHaveLength(1186);
    expect(players.filter((p) => p.roster_status === 'active')).toHaveLength(750);
  });

  it('the importer keeps facts only, never a derived field', () => {
    for (const roster of state.rosters.ids.map((k) => state.rosters.byId[k]!)) {
      for (const p of roster.players) for (const k of ['age', 'heightCm', 'heightM', 'heightFormatted', 'weightKg']) expect(Object.hasOwn(p, k)).toBe(false);
    }
    const r = parseXmlstatsRoster(files.get('boston-red-sox'), { sport: 'mlb', season: 2014, teamId: 'boston-red-sox' });
    const sent = r.ok ? r.value.rosters![0]!.players : [];
    expect(sent).toHaveLength(40);
    for (const p of sent) for (const k of DERIVED) expect(Object.hasOwn(p, k)).toBe(false);
  });

  it.each(FILES.map((n) => n.replace(/\.json$/, '')))('%s?status=expanded equals the file value for value, in its order', (teamId) => {
    const file = files.get(teamId)!;
    const ours = served(teamId, FETCHED, 'expanded');
    // The team object is the club's of 2014. The Rangers' file embeds an older copy, like their
    // results rows (readXmlstatsFolder): teams.json and every site object say Globe Life Park.
    const stale = teamId === 'texas-rangers' ? { site_name: 'Globe Life Park in Arlington' } : {};
    if (teamId === 'texas-rangers') expect(file.team['site_name']).toBe('Rangers Ballpark in Arlington');
    expect(ours.team).toEqual({ ...file.team, ...stale });
    expect(ours.players.map((p) => p.display_name)).toEqual(file.players.map((p) => p.display_name));
    // Every field, the computed ones included; bats and throws absent where the file has none.
    ours.players.forEach((p, i) => expect(p).toEqual(file.players[i]));
  });

  it.each(FILES.map((n) => n.replace(/\.json$/, '')))('%s without status (or any other value) lists exactly the active players', (teamId) => {
    const active = files.get(teamId)!.players.filter((p) => p.roster_status === 'active');
    expect(served(teamId, FETCHED).players).toEqual(active);
    expect(served(teamId, FETCHED, 'active').players).toEqual(active);
    expect(served(teamId, FETCHED, 'EXPANDED').players).toEqual(active);
  });

  it('the ages pin the clock to 2014-07-28 or 2014-07-29', () => {
    const agesOn = (now: string) => [...files.keys()].flatMap((t) => served(t, now, 'expanded').players.map((p) => p.age));
    const fileAges = [...files.values()].flatMap((f) => f.players.map((p) => p.age));
    expect(agesOn('2014-07-28T00:00:00-04:00')).toEqual(fileAges);
    expect(agesOn('2014-07-29T23:59:59-04:00')).toEqual(fileAges);
    expect(agesOn('2014-07-27T23:59:59-04:00')).not.toEqual(fileAges);
    expect(agesOn('2014-07-30T00:00:00-04:00')).not.toEqual(fileAges);
    // The Eastern calendar decides: 03:59 UTC on the 28th is still the 27th in New York.
    expect(agesOn('2014-07-28T03:59:00Z')).not.toEqual(fileAges);
  });
});

describe('the NBA documentation sample (roster-nba-detroit-pistons-docsample-page-PARTIAL.json)', () => {
  const sample = readFileSync(path.join(SAMPLES, 'roster-nba-detroit-pistons-docsample-page-PARTIAL.json'), 'utf8');
  // The two complete players of the page; the third (Caldwell-Pope) is cut inside his birthdate.
  const facts = [
    { last_name: 'Billups', first_name: 'Chauncey', display_name: 'Chauncey Billups', birthdate: '1976-09-25', birthplace: 'Denver, Colorado, USA', height_in: 75, weight_lb: 202, position: 'PG', uniform_number: 1 },
    { last_name: 'Bynum', first_name: 'William', display_name: 'Will Bynum', birthdate: '1983-01-04', birthplace: 'Chicago, Illinois, USA', height_in: 72, weight_lb: 185, position: 'PG', uniform_number: 12 },
  ];
  const r = ingest(createLeagueState(), { rosters: [{ sport: 'nba', season: 2014, team_id: 'detroit-pistons', players: [...facts].reverse() }] });
  const nbaState = r.ok ? r.state : createLeagueState();
  /**
   * Any clock from 2013-09-25 (Billups turns 37) to 2014-01-03 (Bynum still 30) gives the
   * sample's ages; the page shows Caldwell-Pope, a rookie of 2013-14, so season 2014. We use
   * 2013-11-01, early in that season.
   */
  const NOW = '2013-11-01T12:00:00-04:00';
  const text = (now: string) => formatRoster(getRoster(nbaState, { sport: 'nba', teamId: 'detroit-pistons', now })!, { heightMDecimals: 1 });

  it('reproduces the bytes of the page up to the cut, with the 1-decimal height_m of 2013 (roster_status aside)', () => {
    expect(r.ok).toBe(true);
    // Our players also carry roster_status (DECISIONS 8), after uniform_number; the 2013 page predates it.
    const withoutStatus = text(NOW).replace(/,\n {4}"roster_status" : "active"/g, '');
    const cut = sample.indexOf(',\n    "birthdate" : "1993-02-');
    const complete = sample.slice(0, sample.lastIndexOf('}, {', cut));
    expect(complete).toContain('"last_name" : "Bynum"');
    expect(withoutStatus.startsWith(complete)).toBe(true);
  });

  it('gives those ages only between 2013-09-25 and 2014-01-03', () => {
    const ages = (now: string) => (JSON.parse(text(now)) as FileRoster).players.map((p) => p.age);
    expect(ages('2013-09-25T00:00:00-04:00')).toEqual([37, 30]);
    expect(ages('2014-01-03T23:59:00-05:00')).toEqual([37, 30]);
    expect(ages('2013-09-24T23:59:00-04:00')).toEqual([36, 30]);
    expect(ages('2014-01-04T00:00:00-05:00')).toEqual([37, 31]);
  });

  it('prints height_m with 2 decimals by default (1.91 and 1.83, the 2014 form)', () => {
    const players = (JSON.parse(formatRoster(getRoster(nbaState, { sport: 'nba', teamId: 'detroit-pistons', now: NOW })!)) as FileRoster).players;
    expect(players.map((p) => p['height_m'])).toEqual([1.91, 1.83]);
  });
});
