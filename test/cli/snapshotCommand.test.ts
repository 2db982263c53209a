/**
 * `sports-stats snapshot` and `--snapshot FILE` (issue 13 item 1, D108): the command writes the
 * state of `--data` (default: the bundled game log) as a snapshot; `serve` and `query` answer
 * from it exactly as from the data; what is wrong is said before anything is loaded.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { gameLogText } from '../repoData.js';

const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: readonly string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stderrIsTerminal: false, clock: () => 0 });
  return { code, stdout, stderr };
}

describe('sports-stats snapshot', () => {
  it('without --data writes the bundled season: the snapshot the package ships, byte for byte', async () => {
    const file = path.join(dir, 'bundled.snapshot');
    const r = await cli(['snapshot', '-o', file]);
    expect(r).toEqual({ code: 0, stdout: '', stderr: `loaded 2,429 games from 1 file in 0.00 s\nwrote ${file}: 2,429 games, ${readFileSync(file).length.toLocaleString('en-US')} bytes\n` });
    expect(readFileSync(file).equals(readFileSync(path.resolve('data', 'retrosheet', 'mlb-2019.snapshot')))).toBe(true);
  });

  it('--data then --snapshot: every answer as from the data itself', async () => {
    const log = path.join(dir, 'GL2016.TXT');
    writeFileSync(log, gameLogText(2016), 'latin1');
    const file = path.join(dir, '2016.snapshot');
    expect((await cli(['snapshot', '--data', log, '--output', file])).code).toBe(0);
    for (const target of ['/mlb/standings/20161002.json', '/mlb/wildcard/20160915.xml', '/mlb/results/chicago-cubs.json?last=3', '/events.json?date=20160516', '/me.json']) {
      const fromData = await cli(['query', target, '--data', log]);
      const fromSnapshot = await cli(['query', target, '--snapshot', file]);
      expect(fromSnapshot.code, target).toBe(0);
      expect(fromSnapshot.stdout, target).toBe(fromData.stdout);
    }
    const csv = await cli(['query', '/mlb/standings/20161002.json', '--snapshot', file, '--format', 'csv']);
    expect(csv.stdout).toBe((await cli(['query', '/mlb/standings/20161002.json', '--data', log, '--format', 'csv'])).stdout);
  });

  it('a file that is not a snapshot: exit 1, the issue on stderr', async () => {
    const bogus = path.join(dir, 'bogus.snapshot');
    writeFileSync(bogus, '{"format":"something else"}\n{}');
    const r = await cli(['query', '/mlb/teams.json', '--snapshot', bogus]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`invalid_snapshot at ${bogus}: bogus.snapshot is not a snapshot of this engine`);
    const missing = await cli(['serve', '--snapshot', path.join(dir, 'missing.snapshot')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');
  });

  it('a data source that cannot be read or a file that cannot be written: exit 1, nothing written', async () => {
    const r = await cli(['snapshot', '--data', path.join(dir, 'nothing-here'), '-o', path.join(dir, 'never.snapshot')]);
    expect(r.code).toBe(1);
    const w = await cli(['snapshot', '-o', path.join(dir, 'no-folder', 'x.snapshot')]);
    expect(w.code).toBe(1);
    expect(w.stderr).toContain('cannot be written: its folder does not exist');
  });

  it.each([
    [['snapshot'], 'snapshot needs the file to write: --output FILE (or -o FILE)', 'snapshot'],
    [['snapshot', 'out.snapshot'], 'unexpected argument "out.snapshot": snapshot takes options only (the file to write is --output FILE)', 'snapshot'],
    [['snapshot', '-o', 'x', '--port', '1'], 'unknown option "--port" for snapshot', 'snapshot'],
    [['query', '/mlb/teams.json', '--snapshot', 'a', '--data', 'b'], '--snapshot and --data cannot be combined: a snapshot is a whole state (write one of all the data with sports-stats snapshot --data PATH... -o FILE)', 'query'],
    [['serve', '--snapshot='], '--snapshot needs a file', 'serve'],
  ])('%j is a usage error (exit 2), before anything is loaded', async (args, message, command) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`sports-stats: ${message}`);
    expect(r.stderr).toContain(`usage: sports-stats ${command} `);
  });

  it('help snapshot says what it writes and how to serve it', async () => {
    const r = await cli(['help', 'snapshot']);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('usage: sports-stats snapshot [--data PATH]... --output FILE\n')).toBe(true);
    expect(r.stdout).toContain('sports-stats serve --snapshot nba.snapshot');
  });
});
