/**
 * `loadData` (sports-stats-engine/node), the loader of the CLI's `--data`: real data as users
 * have it (issue 11) and, issue 12, a folder of data folders (the package's data/), a progress
 * callback with files, games and elapsed time per file, warnings in the result, game logs of
 * seasons outside the registry skipped with one warning, and `loadBundledSeason`. Inputs are
 * built here or are the bundled data/retrosheet folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/aggregates/Game.js';
import { writeSnapshot } from '../../src/engine/snapshot.js';
import { loadBundledSeason } from '../../src/importers/loadBundledSeason.js';
import { DATA_KINDS, loadData, type LoadProgress } from '../../src/importers/loadData.js';
import * as node from '../../src/node.js';
import { BUNDLED_2019, LAHMAN } from '../repoData.js';
import { gameLogText, SEOUL_AND_RICKWOOD_2024 } from './retrosheet/gameLogLines.js';
import { boxscore } from './xmlstats/xmlstatsResponses.js';

const BUNDLED_FOLDER = fileURLToPath(new URL('../../data/retrosheet', import.meta.url));
const PACKAGE_DATA = fileURLToPath(new URL('../../data', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'load-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Loaded = Awaited<ReturnType<typeof loadData>>;

/** Loads with a clock that advances 10 ms per reading, recording every progress event. */
async function load(paths: readonly string[]): Promise<{ events: LoadProgress[]; r: Loaded }> {
  const events: LoadProgress[] = [];
  let t = 1000;
  const r = await loadData(paths, { onProgress: (e) => events.push(e), clock: () => (t += 10) });
  return { events, r };
}
const gamesOn = (r: Loaded, season: number, month: string, day: string): Game[] =>
  r.ok ? Object.values(r.value.seasons[`mlb:${season}`]?.months[month]?.[day] ?? {}) : [];
const gameCount = (r: Loaded): number =>
  r.ok ? Object.values(r.value.seasons).reduce((n, s) => n + Object.values(s.months).reduce((m, days) => m + Object.values(days).reduce((k, d) => k + Object.keys(d).length, 0), 0), 0) : -1;

/** A folder holding the given files (name -> latin1 text). */
function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const [f, text] of Object.entries(files)) writeFileSync(path.join(dir, f), text, 'latin1');
  return dir;
}
const OUTSIDE_REGISTRY = gameLogText([{ date: '18710504', visitor: 'CL1', home: 'FW1', visitorRuns: 0, homeRuns: 2, park: 'FOR01' }]);
const LOG_2024 = gameLogText(SEOUL_AND_RICKWOOD_2024.slice(1, 2)); // one game at a known park, no warning

describe('loadData: real data as users have it', () => {
  it('a folder of game logs (the bundled data/retrosheet)', async () => {
    const { r } = await load([BUNDLED_FOLDER]);
    expect(r.ok ? [] : r.issues.slice(0, 3)).toEqual([]);
    expect(gameCount(r)).toBe(2429);
    expect(gamesOn(r, 2019, '2019-06', '2019-06-29').find((g) => g.siteId === 'london-stadium')?.neutralSite).toBe(true);
  });

  it('a game log with a park the registry does not know: loaded, the warning reported and returned', async () => {
    const file = path.join(scratch, 'GL2024.TXT');
    writeFileSync(file, gameLogText([{ ...SEOUL_AND_RICKWOOD_2024[0]!, park: 'XYZ01' }, SEOUL_AND_RICKWOOD_2024[2]!]), 'latin1');
    const { events, r } = await load([file]);
    expect(r.ok).toBe(true);
    expect(gamesOn(r, 2024, '2024-03', '2024-03-20').map((g) => [g.siteId, g.neutralSite])).toEqual([['xyz01', true]]);
    const warning = {
      code: 'unknown_site',
      path: [file, 'GL2024.TXT', 'line 1', 'field 17'],
      message: 'GL2024.TXT line 1 field 17: unknown park id "XYZ01" in 2024; the game is kept at a site named "XYZ01", its capacity and place unknown',
    };
    expect(events.filter((e) => e.type === 'warning')).toEqual([{ type: 'warning', source: file, warning }]);
    expect(r.ok && r.warnings).toEqual([warning]);
  });

  it('a folder holding only box scores (no results/)', async () => {
    const dir = path.join(scratch, 'boxscores-only');
    mkdirSync(path.join(dir, 'boxscore'), { recursive: true });
    writeFileSync(path.join(dir, 'boxscore', '20140330-los-angeles-dodgers-at-san-diego-padres.json'), JSON.stringify(boxscore()));
    const { events, r } = await load([dir]);
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(gamesOn(r, 2014, '2014-03', '2014-03-30').map((g) => [g.awayScore, g.homeScore])).toEqual([[1, 3]]);
    expect(events.at(-1)).toEqual({ type: 'done', totals: { files: 0, folders: 1, games: 1, elapsedMs: 20 } });
  });

  it('a game log and a batch JSON that start with a UTF-8 byte order mark', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const log = path.join(scratch, 'bom-GL2024.TXT');
    writeFileSync(log, Buffer.concat([bom, Buffer.from(gameLogText(SEOUL_AND_RICKWOOD_2024), 'latin1')]));
    expect((await load([log])).r.ok).toBe(true);
    const json = path.join(scratch, 'batch.json');
    const batch = { games: [{ sport: 'mlb', event_id: '20190328-pittsburgh-pirates-at-cincinnati-reds', status: 'completed', away_team_id: 'pittsburgh-pirates', home_team_id: 'cincinnati-reds', away_points_scored: 3, home_points_scored: 5 }] };
    writeFileSync(json, Buffer.concat([bom, Buffer.from(JSON.stringify(batch), 'utf8')]));
    const { r } = await load([json]);
    expect(r.ok ? [] : r.issues).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')('a named pipe is refused at once, saying what it is', async () => {
    const fifo = path.join(scratch, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const { r } = await load([fifo]);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path, i.message])).toEqual([
      ['invalid_input', fifo, `pipe: ${fifo} is a named pipe (FIFO), not a file; it is not read (reading a pipe waits until another program writes to it)`],
    ]);
  }, 5000);

  it('refuses a folder of no known kind, naming it and the kinds it reads', async () => {
    const { r } = await load([LAHMAN]);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([['invalid_input', [LAHMAN]]]);
    const message = r.ok ? '' : r.issues[0]!.message;
    expect(message).toContain(`${LAHMAN} is a folder of no known kind`);
    for (const kind of DATA_KINDS) expect(message).toContain(kind);
  });
});

describe('loadData: issue 12', () => {
  // Fails before issue 12: "data is a folder of no known kind".
  it("a folder of data folders, as the package's data/ (holding retrosheet/GL2019.TXT)", async () => {
    const { events, r } = await load([PACKAGE_DATA]);
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(gameCount(r)).toBe(2429);
    expect(events.filter((e) => e.type === 'read').map((e) => e.type === 'read' && [e.name, e.kind, e.games])).toEqual([[path.join('retrosheet', 'GL2019.TXT'), 'file', 2429]]);
  });

  it('reports each game log of a folder as it is loaded, with files, games and elapsed time', async () => {
    const dir = folder('two-logs', { 'GL2019.TXT': '', 'GL2024.TXT': LOG_2024, 'notes.txt': 'not a game log' });
    rmSync(path.join(dir, 'GL2019.TXT'));
    symlinkSync(BUNDLED_2019, path.join(dir, 'GL2019.TXT'));
    const { events, r } = await load([dir]);
    expect(r.ok).toBe(true);
    // The clock advances 10 ms per reading: the start, then each file's totals, then the end.
    expect(events).toEqual([
      { type: 'source', source: dir },
      { type: 'read', source: dir, name: 'GL2019.TXT', kind: 'file', games: 2429, totals: { files: 1, folders: 0, games: 2429, elapsedMs: 10 } },
      { type: 'read', source: dir, name: 'GL2024.TXT', kind: 'file', games: 1, totals: { files: 2, folders: 0, games: 2430, elapsedMs: 20 } },
      { type: 'done', totals: { files: 2, folders: 0, games: 2430, elapsedMs: 30 } },
    ]);
  });

  it('counts games, not rows: a game read twice counts once', async () => {
    const { events } = await load([BUNDLED_2019, BUNDLED_2019]);
    expect(events.filter((e) => e.type === 'read').map((e) => e.type === 'read' && [e.games, e.totals.files, e.totals.games])).toEqual([[2429, 1, 2429], [0, 2, 2429]]);
  });

  it('skips the game logs of seasons outside the registry with one warning; refuses a folder of nothing else', async () => {
    const dir = folder('with-1871', { 'GL1871.TXT': OUTSIDE_REGISTRY, 'GL1872.TXT': OUTSIDE_REGISTRY, 'GL2024.TXT': LOG_2024 });
    const { events, r } = await load([dir]);
    expect(r.ok).toBe(true);
    expect(events.filter((e) => e.type === 'read').map((e) => e.type === 'read' && e.name)).toEqual(['GL2024.TXT']);
    const warnings = events.flatMap((e) => (e.type === 'warning' ? [e.warning] : []));
    expect(warnings.map((w) => [w.code, w.path, w.message])).toEqual([
      ['unknown_team', [dir], `${dir}: 2 game logs skipped, no game of them has teams the registry knows (seasons outside it): GL1871.TXT, GL1872.TXT`],
    ]);
    const only = folder('only-1871', { 'GL1871.TXT': OUTSIDE_REGISTRY });
    const refused = await load([only]);
    expect(refused.r.ok ? [] : refused.r.issues.map((i) => i.message)).toEqual([`${only}: 1 game log skipped, no game of it has teams the registry knows (seasons outside it): GL1871.TXT`]);
  });

  it("names the file of a folder in the issues of a game log it cannot ingest", async () => {
    const same = gameLogText([{ date: '20240401', visitor: 'BOS', home: 'BOS', visitorRuns: 1, homeRuns: 2, park: 'BOS07' }]);
    const dir = folder('bad-log', { 'GL2024.TXT': same });
    const { r } = await load([dir]);
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.issues[0]!.path.slice(0, 2)).toEqual([dir, 'GL2024.TXT']);
  });

  it("loadBundledSeason loads the package's 2019 season from its snapshot, found from the package folder (an absolute path, not one under the working directory)", async () => {
    const events: LoadProgress[] = [];
    const r = await loadBundledSeason({ onProgress: (e) => events.push(e) });
    expect(gameCount(r)).toBe(2429);
    expect(events[0]).toEqual({ type: 'source', source: path.join(path.dirname(BUNDLED_2019), 'mlb-2019.snapshot') });
    expect(events.map((e) => e.type)).toEqual(['source', 'read', 'done']);
  });

  it('the bundled snapshot is the state loadData makes of the bundled game log, byte for byte (it cannot go stale: `sports-stats snapshot -o data/retrosheet/mlb-2019.snapshot` writes it again)', async () => {
    const fromLog = await loadData([BUNDLED_2019]);
    if (!fromLog.ok) throw new Error(JSON.stringify(fromLog.issues.slice(0, 3)));
    expect(Buffer.from(writeSnapshot(fromLog.value)).equals(readFileSync(path.join(path.dirname(BUNDLED_2019), 'mlb-2019.snapshot')))).toBe(true);
    const bundled = await loadBundledSeason();
    expect(bundled.ok && bundled.value).toStrictEqual(fromLog.value);
  });

  it('both are exported from sports-stats-engine/node', () => {
    expect(node.loadData).toBe(loadData);
    expect(node.loadBundledSeason).toBe(loadBundledSeason);
  });
});
