/**
 * Issue 11, item 2: a folder of recorded xmlstats responses loads whatever part of the recorded
 * layout it holds (results, box scores, rosters, teams), the season of teams and rosters told
 * from the event ids or the folder's name; a byte order mark is fine; a pipe gets a clear error.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import { readXmlstatsFolder } from '../../../src/importers/xmlstats/readXmlstatsFolder.js';
import { boxscore, roster, teamObject } from './xmlstatsResponses.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'xmlstats-subsets-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const EVENT = '20140330-los-angeles-dodgers-at-san-diego-padres';
/** Writes files (path under the folder -> JSON value, or raw bytes) into a new folder. */
function folder(name: string, files: Readonly<Record<string, unknown>>): string {
  const dir = path.join(scratch, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), Buffer.isBuffer(content) ? content : JSON.stringify(content));
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}
const issuesOf = (r: Awaited<ReturnType<typeof readXmlstatsFolder>>): string[] => (r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join('/')}: ${i.message}`));

describe('readXmlstatsFolder: any subset of the recorded layout', () => {
  it('box scores only (boxscore/): their games and teams, which ingest', async () => {
    const r = await readXmlstatsFolder(folder('only-boxscores', { [`boxscore/${EVENT}.json`]: boxscore() }));
    expect(issuesOf(r)).toEqual([]);
    if (!r.ok) return;
    expect(r.value.games?.map((g) => [g.event_id, g.status, g.away_points_scored, g.home_points_scored])).toEqual([[EVENT, 'completed', 1, 3]]);
    expect(r.value.teams?.map((t) => `${t.team_id} ${t.season}`)).toEqual(['los-angeles-dodgers 2014', 'san-diego-padres 2014']);
    expect(ingest(createLeagueState(), r.value).ok).toBe(true);
  });

  it('rosters only (roster/), the season from the folder\'s name', async () => {
    const r = await readXmlstatsFolder(folder('xmlstats_2014', { 'roster/boston-red-sox.json': roster() }));
    expect(issuesOf(r)).toEqual([]);
    expect(r.ok && r.value.rosters?.map((x) => [x.team_id, x.season, x.players.length])).toEqual([['boston-red-sox', 2014, 1]]);
  });

  it('the roster folder itself, the season from its parent\'s name (xmlstats_2014/roster)', async () => {
    const r = await readXmlstatsFolder(folder('parent_2014/roster', { 'boston-red-sox.json': roster() }));
    expect(issuesOf(r)).toEqual([]);
    expect(r.ok && r.value.rosters?.map((x) => [x.team_id, x.season])).toEqual([['boston-red-sox', 2014]]);
  });

  it('rosters beside box scores take the season of the box scores\' event ids', async () => {
    const r = await readXmlstatsFolder(folder('mixed', { [`boxscore/${EVENT}.json`]: boxscore(), 'roster/boston-red-sox.json': roster() }));
    expect(r.ok && r.value.rosters?.[0]?.season).toBe(2014);
  });

  it('rosters with no season anywhere: an issue asking for options.season, which then reads them', async () => {
    const dir = folder('rosters-undated', { 'roster/boston-red-sox.json': roster() });
    expect(issuesOf(await readXmlstatsFolder(dir))).toEqual([
      'invalid_input roster/boston-red-sox.json: roster/boston-red-sox.json: its season cannot be told (no dated file, no year in the folder name); pass options.season',
    ]);
    const r = await readXmlstatsFolder(dir, { season: 2014 });
    expect(r.ok && r.value.rosters?.length).toBe(1);
  });

  it('teams.json alone, its season given', async () => {
    const r = await readXmlstatsFolder(folder('teams-only', { 'teams.json': [teamObject(2014, 'boston-red-sox')] }), { season: 2014 });
    expect(r.ok && r.value.teams?.map((t) => t.team_id)).toEqual(['boston-red-sox']);
  });

  it('the box score folder itself (responses loose in the folder, told apart by content)', async () => {
    const r = await readXmlstatsFolder(folder('loose/boxscore', { [`${EVENT}.json`]: boxscore(), 'notes.json': { hello: 'world' } }));
    expect(r.ok && r.value.games?.map((g) => g.event_id)).toEqual([EVENT]);
    expect(r.ok && r.warnings?.map((w) => w.message)).toEqual(['notes.json: not a results, box score, roster or teams response; not read']);
  });

  it('a folder with no response at all: an issue naming it', async () => {
    expect(issuesOf(await readXmlstatsFolder(folder('empty', {})))).toEqual([
      `invalid_input empty: empty: ${path.join(scratch, 'empty')} holds no xmlstats response (results/, boxscore/, roster/, teams.json, or such JSON files)`,
    ]);
  });
});

describe('readXmlstatsFolder: encodings and special files', () => {
  it('reads a JSON file that starts with a UTF-8 byte order mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(boxscore()), 'utf8')]);
    const r = await readXmlstatsFolder(folder('bom', { [`boxscore/${EVENT}.json`]: bytes }));
    expect(issuesOf(r)).toEqual([]);
    expect(r.ok && r.value.games?.length).toBe(1);
  });

  it.skipIf(process.platform === 'win32')('refuses a named pipe among the box scores at once, naming it, and reads nothing', async () => {
    const dir = folder('with-pipe', { [`boxscore/${EVENT}.json`]: boxscore() });
    const fifo = path.join(dir, 'boxscore', '20140331-boston-red-sox-at-baltimore-orioles.json');
    execFileSync('mkfifo', [fifo]);
    expect(issuesOf(await readXmlstatsFolder(dir))).toEqual([
      `invalid_input boxscore/20140331-boston-red-sox-at-baltimore-orioles.json: boxscore/20140331-boston-red-sox-at-baltimore-orioles.json: ${fifo} is a named pipe (FIFO), not a file; it is not read (reading a pipe waits until another program writes to it)`,
    ]);
  }, 5000);
});
