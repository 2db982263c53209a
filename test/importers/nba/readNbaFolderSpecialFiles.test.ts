/**
 * Issue 11, item 2: the NBA folder reader defaults to the built-in registry, and data files that
 * are not regular files get a clear error, never a silent skip or a wait.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readNbaFolder } from '../../../src/importers/nba/readNbaFolder.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'nba-special-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.skipIf(process.platform === 'win32')('readNbaFolder: data files that are not regular files', () => {
  it('a named pipe named like a team box score file is refused by name, at once', async () => {
    const dir = path.join(scratch, 'pipe', 'xmlstats_kaggle');
    mkdirSync(dir, { recursive: true });
    const fifo = path.join(dir, '2017-18_teamBoxScore.csv');
    execFileSync('mkfifo', [fifo]);
    const r = await readNbaFolder(path.join(scratch, 'pipe'));
    expect(r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join('/')}: ${i.message}`)).toEqual([
      `invalid_input xmlstats_kaggle/2017-18_teamBoxScore.csv: xmlstats_kaggle/2017-18_teamBoxScore.csv: ${fifo} is a named pipe (FIFO), not a file; it is not read (reading a pipe waits until another program writes to it)`,
    ]);
  }, 5000);

  it('a symbolic link loop named like a season\'s game log is refused by name', async () => {
    const dir = path.join(scratch, 'loop', 'nba_stats', '2018-19');
    mkdirSync(dir, { recursive: true });
    const link = path.join(dir, 'team_game_logs.csv');
    symlinkSync(link, link);
    const r = await readNbaFolder(path.join(scratch, 'loop'));
    expect(r.ok ? [] : r.issues.map((i) => i.message)).toEqual([
      `nba_stats/2018-19/team_game_logs.csv: ${link} is a symbolic link loop (following its links leads back to a link already followed)`,
    ]);
  });
});

describe('readNbaFolder with no options', () => {
  it('reads an NBA.com team game log (with a byte order mark) through the built-in registry', async () => {
    const dir = path.join(scratch, 'defaults', 'nba_stats', '2017-18');
    mkdirSync(dir, { recursive: true });
    // The two rows of the 2017-18 opener as NBA.com's team game logs give them.
    const csv = [
      'TEAM_ID,TEAM_ABBREVIATION,TEAM_NAME,GAME_DATE,MATCHUP,WL,PTS,REB,AST,STL,BLK,TOV,FG_PCT,FG3_PCT,FT_PCT,PLUS_MINUS,SEASON_TYPE',
      '1610612738,BOS,Boston Celtics,2017-10-17,BOS @ CLE,L,99,46,24,11,4,12,0.409,0.25,0.76,-3,Regular Season',
      '1610612739,CLE,Cleveland Cavaliers,2017-10-17,CLE vs. BOS,W,102,50,19,3,4,17,0.447,0.25,0.857,3,Regular Season',
    ].join('\r\n');
    writeFileSync(path.join(dir, 'team_game_logs.csv'), `\ufeff${csv}\r\n`, 'utf8');
    const r = await readNbaFolder(path.join(scratch, 'defaults'));
    expect(r.ok ? r.value.games?.map((g) => [g.event_id, g.away_points_scored, g.home_points_scored]) : r.issues).toEqual([
      ['20171017-boston-celtics-at-cleveland-cavaliers', 99, 102],
    ]);
  });
});
