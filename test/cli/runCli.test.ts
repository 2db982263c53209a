/**
 * The command line of `sports-stats`, run in-process through `runCli` with its output captured
 * and the terminal decision and the loader's clock injected (issue 12, "a CLI with manners"):
 * help on stdout for the tool and each command, the endpoints from the router's table, the
 * `--data` kinds, `--version`, `--opt=value`, unknown commands and options named, progress per
 * file on a terminal and one summary line otherwise, `--data` of the package's data folder, and
 * `query --format csv|table`. The child-process tests (serve, signals, the built file) are in
 * main.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointPath } from '../../src/cli/describeEndpoints.js';
import { formatTextTable } from '../../src/cli/formatTextTable.js';
import { runCli } from '../../src/cli/runCli.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { ENDPOINTS } from '../../src/engine/router/endpoints.js';
import { formatStandings } from '../../src/formatting/payloads/formatStandings.js';
import { toCsv } from '../../src/formatting/toCsv.js';
import { toTable } from '../../src/formatting/toTable.js';
import { DATA_KINDS } from '../../src/importers/loadData.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { BUNDLED_2019 } from '../repoData.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const NOW = '2019-09-30T12:00:00-04:00';

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in-process; the loader's clock advances 10 ms per reading. */
async function cli(args: readonly string[], stderrIsTerminal = false): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  let t = 0;
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stderrIsTerminal, clock: () => (t += 10) });
  return { code, stdout, stderr };
}
const standings = (date: string, style: 'pretty' | 'compact' = 'pretty') => formatStandings(getStandings(loadRetrosheetSeason(2019), { sport: 'mlb', date, now: NOW }), { style });

describe('help', () => {
  it.each([[[]], [['--help']], [['-h']], [['help']]])('%j prints the tool help on stdout and exits 0', async (args) => {
    const r = await cli(args);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^sports-stats: /);
    expect(r.stdout).toContain('sports-stats serve [--port N]');
    expect(r.stdout).toContain('sports-stats query PATH');
  });

  it('lists every endpoint of the router table, public and table ones marked, and every --data kind', async () => {
    const r = await cli(['--help']);
    for (const key of Object.keys(ENDPOINTS)) expect(r.stdout).toContain(endpointPath(key));
    expect(r.stdout).toMatch(/^ {2}\/\{mlb\|nba\}\/standings\[\/DATE\]\.json +public {2}csv$/m);
    expect(r.stdout).toMatch(/^ {2}\/mlb\/wildcard\[\/DATE\]\.\{json\|xml\} {10,} {2}csv$/m);
    expect(r.stdout).toMatch(/^ {2}\/\{mlb\|nba\}\/results\/TEAM_ID\.json +csv {2}\?season opponent location_type event_status since until last next order$/m);
    expect(r.stdout).toMatch(/^ {2}\/\{mlb\|nba\}\/boxscore\/EVENT_ID\.json$/m);
    for (const kind of DATA_KINDS) expect(r.stdout).toContain(`  - ${kind}`);
  });

  it.each([
    [['query', '--help'], 'query'],
    [['query', '-h'], 'query'],
    [['query', '/mlb/standings.json', '--help'], 'query'],
    [['help', 'query'], 'query'],
    [['serve', '--help'], 'serve'],
    [['help', 'serve'], 'serve'],
  ])('%j prints the help of %s on stdout and exits 0', async (args, command) => {
    const r = await cli(args);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.startsWith(`usage: sports-stats ${command} `)).toBe(true);
    for (const option of command === 'serve' ? ['--port', '--host', '--rate-limit', '--grace', '--data', '--now', '--tz', '--compact'] : ['--token', '--format', '--columns', '--data', '--now', '--tz', '--compact']) {
      expect(r.stdout).toContain(`  ${option} `);
    }
    expect(r.stdout).toContain(endpointPath('team-stats'));
    expect(r.stdout).toContain(DATA_KINDS[0]);
  });
});

describe('--version', () => {
  it.each([[['--version']], [['-v']], [['query', '--version']], [['serve', '-v']]])('%j prints the package version and exits 0', async (args) => {
    expect(await cli(args)).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });
});

describe('arguments', () => {
  it('--opt=value is read as --opt value', async () => {
    const now = '2019-05-03T00:00:00-04:00';
    const spaced = await cli(['query', '/mlb/standings/20190502.json', '--now', now, '--data', BUNDLED_2019, '--compact']);
    const joined = await cli(['query', '/mlb/standings/20190502.json', `--now=${now}`, `--data=${BUNDLED_2019}`, '--compact']);
    expect(joined).toEqual(spaced);
    expect(joined.code).toBe(0);
    expect(joined.stdout).toBe(`${formatStandings(getStandings(loadRetrosheetSeason(2019), { sport: 'mlb', date: '20190502', now }), { style: 'compact' })}\n`);
  });

  it('a value may start with a dash, spaced or joined', async () => {
    const spaced = await cli(['query', '/events.json?date=20190704&sport=mlb', '--tz', '-07:00']);
    expect(spaced.code).toBe(0);
    expect(spaced.stdout).toContain('"start_date_time" : "2019-07-04T00:45:56-07:00"');
    expect(await cli(['query', '/events.json?date=20190704&sport=mlb', '--tz=-07:00'])).toEqual(spaced);
  });

  it.each([
    [['frobnicate'], 'unknown command "frobnicate" (the commands are serve, query, snapshot, picture, odds, chart and help)', undefined],
    [['help', 'frobnicate'], 'unknown command "frobnicate" (the commands are serve, query, snapshot, picture, odds, chart and help)', undefined],
    [['--bogus'], 'unknown option "--bogus": a command comes first (serve, query, snapshot, picture, odds or chart)', undefined],
    [['query', '/mlb/standings.json', '--bogus'], 'unknown option "--bogus" for query', 'query'],
    [['query', '/mlb/standings.json', '--bogus=1'], 'unknown option "--bogus" for query', 'query'],
    [['query', '/mlb/standings.json', '-x'], 'unknown option "-x" for query', 'query'],
    [['serve', '--token', 'x'], 'unknown option "--token" for serve', 'serve'],
    [['serve', 'extra'], 'unexpected argument "extra": serve takes options only', 'serve'],
    [['query', '/mlb/standings.json', '--now'], '--now needs a value', 'query'],
    [['query', '/mlb/standings.json', '--compact=yes'], '--compact takes no value', 'query'],
    [['query'], 'query needs a PATH (such as /mlb/standings.json)', 'query'],
    [['query', 'mlb/standings.json'], 'query\'s PATH starts with "/" (such as /mlb/standings.json), got "mlb/standings.json"', 'query'],
    [['query', '/a.json', '/b.json'], 'unexpected argument "/b.json": query takes one PATH', 'query'],
    [['query', '/mlb/standings.json', '--format', 'xlsx'], '--format must be one of json, csv, table, got "xlsx"', 'query'],
    [['query', '/mlb/standings.json', '--columns', 'won'], '--columns picks the columns of --format csv or table', 'query'],
    [['serve', '--port', 'http'], '--port must be 0-65535, got "http"', 'serve'],
  ])('%j is a usage error naming it (exit 2, usage on stderr)', async (args, message, command) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const [first, ...rest] = r.stderr.split('\n');
    expect(first).toBe(`sports-stats: ${message}`);
    expect(rest[0]).toMatch(command ? new RegExp(`^usage: sports-stats ${command} `) : /^usage:$/);
    expect(r.stderr).toContain(`Run "sports-stats ${command ? `${command} ` : ''}--help" for more.`);
  });
});

describe('progress on stderr', () => {
  it('not a terminal: one summary line', async () => {
    const r = await cli(['query', '/mlb/teams.json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('loaded 2,429 games from 1 file in 0.02 s\n');
  });

  it('a terminal: the source, a line per file with the files and games so far and the time, then the summary', async () => {
    const folder = path.join(ROOT, 'data', 'retrosheet');
    const r = await cli(['query', '/mlb/teams.json', '--data', folder, '--data', BUNDLED_2019], true);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe([
      `loading ${folder}`,
      '  GL2019.TXT: 2,429 games (1 file, 2,429 games, 0.01 s)',
      `loading ${BUNDLED_2019}`,
      '  GL2019.TXT: 0 games (2 files, 2,429 games, 0.02 s)',
      'loaded 2,429 games from 2 files in 0.03 s',
      '',
    ].join('\n'));
  });

  it("--data of the package's data folder (a folder of data folders) loads the game logs in it", async () => {
    const r = await cli(['query', '/mlb/standings/20190502.json', '--data', path.join(ROOT, 'data'), '--now', NOW]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${standings('20190502')}\n`);
    expect(r.stderr).toBe('loaded 2,429 games from 1 file in 0.02 s\n');
  });
});

describe('query --format csv and table', () => {
  it('csv: the payload as toCsv writes it (RFC 4180, CRLF), nothing after it', async () => {
    const r = await cli(['query', '/mlb/standings/20190502.json', '--format', 'csv']);
    expect([r.code, r.stdout]).toEqual([0, toCsv(standings('20190502'))]);
    expect(r.stdout.split('\r\n')[0]!.startsWith('standings_date,rank,won,lost,')).toBe(true);
  });

  it('table: aligned columns for a terminal; --columns picks and orders them', async () => {
    const r = await cli(['query', '/mlb/standings/20190502.json', '--format=table', '--columns=team_id,won,lost,games_back']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(formatTextTable(toTable(standings('20190502'), { columns: ['team_id', 'won', 'lost', 'games_back'] })));
    expect(r.stdout.split('\n').slice(0, 3)).toEqual(['team_id                won  lost  games_back', '---------------------  ---  ----  ----------', 'minnesota-twins         19    10           0']);
    const csv = await cli(['query', '/mlb/standings/20190502.json', '--format=csv', '--columns', 'won,team_id']);
    expect(csv.stdout.split('\r\n').slice(0, 2)).toEqual(['won,team_id', '19,minnesota-twins']);
  });

  it('nested team objects flattened: results and events', async () => {
    const r = await cli(['query', '/mlb/results/boston-red-sox.json?last=2', '--format', 'csv', '--columns', 'event_id,team.team_id,opponent.abbreviation,site.name']);
    expect(r.stdout).toBe('event_id,team.team_id,opponent.abbreviation,site.name\r\n20190929-baltimore-orioles-at-boston-red-sox,boston-red-sox,BAL,Fenway Park\r\n20190928-baltimore-orioles-at-boston-red-sox,boston-red-sox,BAL,Fenway Park\r\n');
    const events = await cli(['query', '/events.json?date=20190704&sport=mlb', '--format', 'csv', '--columns', 'event_id,away_period_scores']);
    expect(events.stdout.split('\r\n')[1]).toBe('20190704-boston-red-sox-at-toronto-blue-jays,"[1,0,0,0,0,6,0,0,1]"');
  });

  it.each([
    [['query', '/mlb/tournament.json?season=2019', '--format', 'csv'], '/mlb/tournament.json has no csv format: the tournament answer is not one table; its formats are json'],
    [['query', '/mlb/boxscore/20190704-boston-red-sox-at-toronto-blue-jays.json', '--format', 'table'], '/mlb/boxscore/20190704-boston-red-sox-at-toronto-blue-jays.json has no table format: the box score answer is not one table; its formats are json'],
    [['query', '/me.json', '--format', 'csv'], '/me.json has no csv format: the me answer is not one table; its formats are json'],
    [['query', '/mlb/wildcard/20190502.xml', '--format', 'csv'], '--format csv reads the JSON answer: ask for /mlb/wildcard/20190502.json (the formats of /mlb/wildcard/20190502 are json, xml, csv and table)'],
  ])('%j: a usage error naming the path and its formats, before any data is loaded', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe(`sports-stats: ${message}`);
    expect(r.stderr).not.toContain('loaded');
  });

  it('an error answer: its body on stderr, nothing on stdout, exit 1', async () => {
    const r = await cli(['query', '/mlb/standings/20130231.json', '--format', 'csv']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('"description" : "Invalid date \\"20130231\\": expected a date as yyyyMMdd or yyyy-MM-dd"');
  });

  it('a column the table does not have: exit 2, listing the columns it has', async () => {
    const r = await cli(['query', '/mlb/teams.json', '--format', 'csv', '--columns', 'team_id,nickname']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('sports-stats: no column "nickname" in this table; its columns are team_id, abbreviation, active, first_name, last_name, conference, division, site_name, city, state, full_name\n');
  });
});
