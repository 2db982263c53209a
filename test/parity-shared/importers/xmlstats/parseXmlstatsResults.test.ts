import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatchInput } from '../../../../src/engine/BatchInput.js';
import { batchSchema } from '../../../../src/engine/BatchInput.js';
import type { Issue, Result } from '../../../../src/ids/Issue.js';
import { parseXmlstatsResults, type XmlstatsFile } from '../../../../src/importers/xmlstats/parseXmlstatsResults.js';
import { siteIdOfName } from '../../../../src/importers/xmlstats/siteIdOfName.js';
import { MLB_SITES } from '../../../../src/registry/mlbSites.js';
import { NBA_SITES } from '../../../../src/registry/nbaSites.js';
import { toSiteId } from '../../../../src/ids/toSiteId.js';
import { DATA } from '../../../sharedData.js';

const FOLDER = path.join(DATA, 'mlb', 'xmlstats_2014');
const files: XmlstatsFile[] = readdirSync(path.join(FOLDER, 'results'))
  .filter((n) => n.endsWith('.json'))
  .sort()
  .map((n) => ({ name: `results/${n}`, json: JSON.parse(readFileSync(path.join(FOLDER, 'results', n), 'utf8')) as unknown }));

function value(r: Result<BatchInput>): BatchInput {
  if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
  return r.value;
}
function issuesOf(r: Result<BatchInput>): readonly Issue[] {
  if (r.ok) throw new Error('expected issues, the parse succeeded');
  return r.issues;
}
/** A deep copy of the results files with one row edited. */
function edited(file: string, index: number, edit: (row: Record<string, unknown>) => void): XmlstatsFile[] {
  return files.map((f) => {
    if (f.name !== file) return f;
    const rows = structuredClone(f.json) as Record<string, unknown>[];
    const row = rows[index];
    if (row === undefined) throw new Error(`no row ${index} in ${file}`);
    edit(row);
    return { name: f.name, json: rows };
  });
}
function rowIndex(file: string, eventId: string): number {
  const rows = files.find((f) => f.name === file)?.json as { event_id: string }[];
  return rows.findIndex((r) => r.event_id === eventId);
}

const batch = value(parseXmlstatsResults(files));
const games = batch.games ?? [];
const byId = new Map(games.map((g) => [g.event_id, g]));

describe('parseXmlstatsResults on the 30 recorded 2014 results files', () => {
  it('yields 2,460 unique events: 1,522 completed, 907 scheduled, 29 postponed, 2 suspended', () => {
    expect(files).toHaveLength(30);
    const rows = files.reduce((n, f) => n + (f.json as unknown[]).length, 0);
    expect(rows).toBe(4920); // every event is in both teams' files
    expect(games).toHaveLength(2460);
    expect(byId.size).toBe(2460);
    const count = (s: string): number => games.filter((g) => g.status === s).length;
    expect([count('completed'), count('scheduled'), count('postponed'), count('suspended')]).toEqual([1522, 907, 29, 2]);
  });

  it('yields the 30 teams of season 2014 from the team and opponent objects', () => {
    expect(batch.teams).toHaveLength(30);
    expect(new Set(batch.teams?.map((t) => `${t.sport} ${t.season}`))).toEqual(new Set(['mlb 2014']));
    expect(batch.teams?.find((t) => t.team_id === 'boston-red-sox')).toEqual({
      sport: 'mlb',
      season: 2014,
      team_id: 'boston-red-sox',
      abbreviation: 'BOS',
      active: true,
      first_name: 'Boston',
      last_name: 'Red Sox',
      full_name: 'Boston Red Sox',
      conference: 'American',
      division: 'East',
      site_name: 'Fenway Park',
      city: 'Boston',
      state: 'Massachusetts',
    });
  });

  it('carries only game facts, never records, event numbers or results', () => {
    const allowed = new Set(['sport', 'event_id', 'status', 'start_date_time', 'season_type', 'away_team_id', 'home_team_id', 'away_points_scored', 'home_points_scored', 'site', 'neutral_site']);
    for (const g of games) for (const k of Object.keys(g)) expect(allowed).toContain(k);
    expect(JSON.stringify(games)).not.toMatch(/events_won|events_lost|number_in_season|event_result/);
  });

  it('reads a completed row: home and away from the location type, scores from team and opponent (results/boston-red-sox.json)', () => {
    // Row: Red Sox "a" at Toronto, team_points_scored 0, opponent_points_scored 8, 2014-07-24 12:37.
    expect(byId.get('20140724-boston-red-sox-at-toronto-blue-jays')).toEqual({
      sport: 'mlb',
      event_id: '20140724-boston-red-sox-at-toronto-blue-jays',
      status: 'completed',
      start_date_time: '2014-07-24T12:37:00-04:00',
      season_type: 'regular',
      away_team_id: 'boston-red-sox',
      home_team_id: 'toronto-blue-jays',
      away_points_scored: 0,
      home_points_scored: 8,
      site: { site_id: 'rogers-centre', name: 'Rogers Centre', capacity: 49230, surface: 'Field Turf', city: 'Toronto', state: 'Ontario' },
    });
  });

  it('drops the -1 points of events that are not completed, and reads the 03:45:56 placeholder as an unknown start', () => {
    for (const g of games.filter((x) => x.status !== 'completed')) {
      expect(g.away_points_scored).toBeUndefined();
      expect(g.home_points_scored).toBeUndefined();
    }
    for (const g of games.filter((x) => x.status === 'completed')) {
      expect(g.away_points_scored).toBeGreaterThanOrEqual(0);
      expect(g.home_points_scored).toBeGreaterThanOrEqual(0);
    }
    // results/boston-red-sox.json: "event_start_date_time": "2014-09-27T03:45:56-04:00".
    expect(byId.get('20140927-new-york-yankees-at-boston-red-sox')?.start_date_time).toBeNull();
    const raw = files.flatMap((f) => f.json as { event_id: string; event_start_date_time: string }[]);
    const placeholders = new Set(raw.filter((r) => r.event_start_date_time.includes('T03:45:56')).map((r) => r.event_id));
    expect(games.filter((g) => g.start_date_time === null).map((g) => g.event_id).sort()).toEqual([...placeholders].sort());
  });

  it('keeps both games of a date apart: the Sydney opener 20140322 and 20140322-2 (Sydney Cricket Ground, surface null)', () => {
    const sydney = { site_id: 'sydney-cricket-ground', name: 'Sydney Cricket Ground', capacity: 48000, surface: null, city: 'Sydney', state: 'New South Wales' };
    expect(byId.get('20140322-los-angeles-dodgers-at-arizona-diamondbacks')?.site).toEqual(sydney);
    expect(byId.get('20140322-2-los-angeles-dodgers-at-arizona-diamondbacks')?.site).toEqual(sydney);
  });

  it('agrees with the 1,522 recorded box scores: one per completed event, period scores adding up to the points', () => {
    const completed = games.filter((g) => g.status === 'completed');
    expect(completed).toHaveLength(1522);
    for (const g of completed) {
      const file = path.join(FOLDER, 'boxscore', `${g.event_id}.json`);
      expect(existsSync(file)).toBe(true);
      const box = JSON.parse(readFileSync(file, 'utf8')) as { away_period_scores: number[]; home_period_scores: number[] };
      const sum = (xs: number[]): number => xs.reduce((s, x) => s + (x > 0 ? x : 0), 0);
      expect([sum(box.away_period_scores), sum(box.home_period_scores)]).toEqual([g.away_points_scored, g.home_points_scored]);
    }
  });

  it('passes the engine batch schema', () => {
    expect(batchSchema.safeParse(batch).success).toBe(true);
  });

  it('gives site ids by the registry rule; every 2014 site is a registry site with the same facts', () => {
    for (const s of [...MLB_SITES, ...NBA_SITES]) expect(siteIdOfName(s.name)).toBe(toSiteId(s.name));
    const sites = new Map(games.map((g) => [g.site?.site_id, g.site]));
    expect(sites.size).toBe(31);
    for (const [id, site] of sites) {
      const row = MLB_SITES.find((r) => r.siteId === id);
      expect(row, `registry site ${id}`).toBeDefined();
      expect(site).toEqual({ site_id: row?.siteId, name: row?.name, capacity: row?.capacity, surface: row?.surface, city: row?.city, state: row?.state });
    }
  });

  it('is independent of the order of the files', () => {
    const reversed = value(parseXmlstatsResults([...files].reverse()));
    expect(new Map(reversed.games?.map((g) => [g.event_id, g]))).toEqual(byId);
    expect(new Set(reversed.teams?.map((t) => JSON.stringify(t)))).toEqual(new Set(batch.teams?.map((t) => JSON.stringify(t))));
  });

  it('takes the sport from the options (a results row does not carry it)', () => {
    const nba = value(parseXmlstatsResults(files.slice(0, 1), { sport: 'nba' }));
    expect(new Set(nba.games?.map((g) => g.sport))).toEqual(new Set(['nba']));
    // NBA seasons end in the later year: a July 2014 date is season 2014, an August one 2015.
    expect(new Set(nba.teams?.map((t) => t.season))).toEqual(new Set([2014, 2015]));
  });
});

describe('parseXmlstatsResults on broken input', () => {
  const bos = 'results/boston-red-sox.json';
  const tor = 'results/toronto-blue-jays.json';
  const event = '20140724-boston-red-sox-at-toronto-blue-jays';

  it('two copies of an event that disagree on a fact: conflict naming both places and the field', () => {
    const at = rowIndex(tor, event);
    const issues = issuesOf(parseXmlstatsResults(edited(tor, at, (row) => (row['team_points_scored'] = 9))));
    expect(issues).toEqual([
      {
        code: 'conflict',
        path: [tor, at],
        message: `${tor}[${at}]: event "${event}" disagrees with an earlier copy: home_points_scored 9 here, 8 at ${bos}[${rowIndex(bos, event)}]`,
      },
    ]);
  });

  it('two copies of a team that disagree: conflict', () => {
    const issues = issuesOf(parseXmlstatsResults(edited(tor, 0, (row) => ((row['team'] as Record<string, unknown>)['division'] = 'West'))));
    expect(issues.map((i) => [i.code, ...i.path])).toEqual([['conflict', tor, 0, 'team']]);
    expect(issues[0]?.message).toContain('division "West" here, "East" at');
  });

  it('an event that disagrees on its site: one conflict (the game), not a second one for the site', () => {
    const at = rowIndex(tor, event);
    const issues = issuesOf(parseXmlstatsResults(edited(tor, at, (row) => ((row['site'] as Record<string, unknown>)['capacity'] = 1))));
    expect(issues.map((i) => [i.code, ...i.path])).toEqual([['conflict', tor, at]]);
  });

  it('wrong shapes: invalid_input with the path of the field', () => {
    const issues = issuesOf(
      parseXmlstatsResults([
        { name: 'a.json', json: { not: 'an array' } },
        { name: 'b.json', json: [42] },
        { name: 'c.json', json: [{}] },
      ]),
    );
    expect(issues.slice(0, 3)).toEqual([
      { code: 'invalid_input', path: ['a.json'], message: 'a.json: expected an array, got an object' },
      { code: 'invalid_input', path: ['b.json', 0], message: 'b.json[0]: expected an object, got 42' },
      { code: 'invalid_input', path: ['c.json', 0, 'event_id'], message: 'c.json[0].event_id: expected a non-empty string, got nothing' },
    ]);
  });

  it('bad status, location, date and start: typed issues on the row', () => {
    const issues = issuesOf(
      parseXmlstatsResults(
        edited(bos, 0, (row) => {
          row['event_status'] = 'finished';
          row['team_event_location_type'] = 'x';
          row['event_id'] = '20140231-new-york-yankees-at-boston-red-sox';
          row['event_start_date_time'] = '2014-09-28 13:35';
        }),
      ),
    );
    expect(issues.map((i) => [i.code, i.path.slice(2).join('.')])).toEqual([
      ['invalid_event_id', 'event_id'],
      ['invalid_input', 'event_status'],
      ['invalid_date', 'event_start_date_time'],
      ['invalid_input', 'team_event_location_type'],
    ]);
  });

  it('a score on an event that is not completed: invalid_score', () => {
    const issues = issuesOf(parseXmlstatsResults(edited(bos, 0, (row) => (row['team_points_scored'] = 3))));
    expect(issues).toEqual([
      {
        code: 'invalid_score',
        path: [bos, 0, 'team_points_scored'],
        message: `${bos}[0].team_points_scored: a scheduled event has no score, but team_points_scored is 3 (expected -1)`,
      },
    ]);
  });

  it('a team id that is not a team id: invalid_team_id', () => {
    const issues = issuesOf(parseXmlstatsResults(edited(bos, 0, (row) => ((row['team'] as Record<string, unknown>)['team_id'] = 'Boston Red Sox'))));
    expect(issues[0]).toMatchObject({ code: 'invalid_team_id', path: [bos, 0, 'team', 'team_id'] });
  });

  it('reads event_neutral_site when a row has it', () => {
    const r = value(parseXmlstatsResults([{ name: 'x.json', json: [{ ...(files[0]?.json as Record<string, unknown>[])[0], event_neutral_site: true }] }]));
    expect(r.games?.[0]?.neutral_site).toBe(true);
  });

  it('an empty list of files is an empty batch', () => {
    expect(parseXmlstatsResults([])).toEqual({ ok: true, value: {} });
  });
});
