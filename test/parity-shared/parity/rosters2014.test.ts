/**
 * Rosters against real responses: the 30 expanded MLB rosters of 2014
 * (`shared/data/mlb/xmlstats_2014/roster/*.json`, `GET /mlb/roster/{team_id}.json?status=expanded`).
 * Only facts are ingested; age, height_cm, height_m, height_formatted and weight_kg are computed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getRoster } from '../../../src/engine/getRoster.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { formatRoster } from '../../../src/formatting/payloads/formatRoster.js';
import { parseXmlstatsRoster } from '../../../src/importers/xmlstats/parseXmlstatsRoster.js';
import { DATA } from '../../sharedData.js';

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
