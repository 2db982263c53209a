/**
 * Issue 11, item 2: `--data` loads real data as users have it: a folder of game logs, a game log
 * whose parks the registry does not know (the warnings are printed through the progress
 * callback), a folder holding only box scores, files with a byte order mark; a named pipe is
 * refused at once. Inputs are built here or are the bundled data/retrosheet folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/aggregates/Game.js';
import { loadData } from '../../src/cli/loadData.js';
import { gameLogText, SEOUL_AND_RICKWOOD_2024 } from '../importers/retrosheet/gameLogLines.js';
import { boxscore } from '../importers/xmlstats/xmlstatsResponses.js';

const BUNDLED_FOLDER = fileURLToPath(new URL('../../data/retrosheet', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'load-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function load(p: string): Promise<{ lines: string[]; r: Awaited<ReturnType<typeof loadData>> }> {
  const lines: string[] = [];
  const r = await loadData([p], (line) => lines.push(line));
  return { lines, r };
}
const gamesOn = (r: Awaited<ReturnType<typeof loadData>>, season: number, month: string, day: string): Game[] =>
  r.ok ? Object.values(r.value.seasons[`mlb:${season}`]?.months[month]?.[day] ?? {}) : [];

describe('loadData: real data as users have it', () => {
  it('a folder of game logs (the bundled data/retrosheet)', async () => {
    const { r } = await load(BUNDLED_FOLDER);
    expect(r.ok ? [] : r.issues.slice(0, 3)).toEqual([]);
    expect(gamesOn(r, 2019, '2019-06', '2019-06-29').find((g) => g.siteId === 'london-stadium')?.neutralSite).toBe(true);
  });

  it('a game log with a park the registry does not know: loaded, the warning printed', async () => {
    const file = path.join(scratch, 'GL2024.TXT');
    writeFileSync(file, gameLogText([{ ...SEOUL_AND_RICKWOOD_2024[0]!, park: 'XYZ01' }, SEOUL_AND_RICKWOOD_2024[2]!]), 'latin1');
    const { lines, r } = await load(file);
    expect(r.ok).toBe(true);
    expect(gamesOn(r, 2024, '2024-03', '2024-03-20').map((g) => [g.siteId, g.neutralSite])).toEqual([['xyz01', true]]);
    expect(lines).toEqual([
      `loading ${file}`,
      `warning unknown_site at ${file} > GL2024.TXT > line 1 > field 17: GL2024.TXT line 1 field 17: unknown park id "XYZ01" in 2024; the game is kept at a site named "XYZ01", its capacity and place unknown`,
    ]);
  });

  it('a folder holding only box scores (no results/)', async () => {
    const dir = path.join(scratch, 'boxscores-only');
    mkdirSync(path.join(dir, 'boxscore'), { recursive: true });
    writeFileSync(path.join(dir, 'boxscore', '20140330-los-angeles-dodgers-at-san-diego-padres.json'), JSON.stringify(boxscore()));
    const { r } = await load(dir);
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(gamesOn(r, 2014, '2014-03', '2014-03-30').map((g) => [g.awayScore, g.homeScore])).toEqual([[1, 3]]);
  });

  it('a game log and a batch JSON that start with a UTF-8 byte order mark', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const log = path.join(scratch, 'bom-GL2024.TXT');
    writeFileSync(log, Buffer.concat([bom, Buffer.from(gameLogText(SEOUL_AND_RICKWOOD_2024), 'latin1')]));
    expect((await load(log)).r.ok).toBe(true);
    const json = path.join(scratch, 'batch.json');
    const batch = { games: [{ sport: 'mlb', event_id: '20190328-pittsburgh-pirates-at-cincinnati-reds', status: 'completed', away_team_id: 'pittsburgh-pirates', home_team_id: 'cincinnati-reds', away_points_scored: 3, home_points_scored: 5 }] };
    writeFileSync(json, Buffer.concat([bom, Buffer.from(JSON.stringify(batch), 'utf8')]));
    const { r } = await load(json);
    expect(r.ok ? [] : r.issues).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')('a named pipe is refused at once, saying what it is', async () => {
    const fifo = path.join(scratch, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const { r } = await load(fifo);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path, i.message])).toEqual([
      ['invalid_input', fifo, `pipe: ${fifo} is a named pipe (FIFO), not a file; it is not read (reading a pipe waits until another program writes to it)`],
    ]);
  }, 5000);
});
