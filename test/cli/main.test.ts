/**
 * The `sports-stats` CLI (src/cli/main.ts) run as a child process, `query` and `serve`.
 *
 * How it runs: no TypeScript runner is installed and none is added. `beforeAll` bundles the CLI
 * entry once with tsup's programmatic `build` (a devDependency already; about 0.5 s, no type
 * declarations) into a fresh temporary folder, dependencies included, and links `package.json`
 * and `data/` beside it, as in an installed package: the CLI finds its package folder from its
 * own file (`<tmp>/dist/cli.js` -> `<tmp>/package.json`), and there the version and the bundled
 * season (`data/retrosheet/GL2019.TXT`). Nothing is written into the checkout, `dist/` is left
 * alone, and the folder is removed in `afterAll`. The child is `node <tmp>/dist/cli.js ...`;
 * stderr is a pipe, so progress is one summary line unless a preload (`TTY_PRELOAD`) says stderr
 * is a terminal. In-process tests of the command line are in runCli.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TOKEN } from '../../src/cli/localAccess.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getEvents } from '../../src/engine/getEvents.js';
import { getResults } from '../../src/engine/getResults.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import { formatError } from '../../src/formatting/payloads/formatError.js';
import { formatEvents } from '../../src/formatting/payloads/formatEvents.js';
import { formatResults } from '../../src/formatting/payloads/formatResults.js';
import { formatStandings } from '../../src/formatting/payloads/formatStandings.js';
import { readXmlstatsFolder } from '../../src/importers/xmlstats/readXmlstatsFolder.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { SAMPLES } from '../repoData.js';
import { eventually, openRaw, parseResponses, requestBytes, startReading, within, type RawConnection } from '../http/rawConnection.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The CLI's default clock for the bundled 2019 season: noon Eastern the day after the last completed game (2019-09-29). */
const DEFAULT_NOW = '2019-09-30T12:00:00-04:00';

let outDir: string;
let cli: string;
/** A preload that makes the CLI see stderr as a terminal (the child's stderr is a pipe). */
let ttyPreload: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'sports-stats-cli-'));
  await build({
    config: false,
    entry: { cli: path.join(ROOT, 'src', 'cli', 'main.ts') },
    outDir: path.join(outDir, 'dist'),
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    noExternal: [/.*/],
    silent: true,
  });
  symlinkSync(path.join(ROOT, 'data'), path.join(outDir, 'data'), 'dir');
  symlinkSync(path.join(ROOT, 'package.json'), path.join(outDir, 'package.json'));
  cli = path.join(outDir, 'dist', 'cli.js');
  ttyPreload = path.join(outDir, 'stderr-is-a-terminal.cjs');
  writeFileSync(ttyPreload, "Object.defineProperty(process.stderr, 'isTTY', { value: true });\n");
}, 60_000);

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(args: readonly string[], nodeArgs: readonly string[] = []): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const standings2019 = (now = DEFAULT_NOW, style: 'pretty' | 'compact' = 'pretty') => formatStandings(getStandings(loadRetrosheetSeason(2019), { sport: 'mlb', now }), { style });

/** Starts `serve --port 0 ...args`; resolves once it prints where it serves. `stop` sends SIGTERM and waits for the exit. */
async function startServe(args: readonly string[]): Promise<{ port: number; stderr: () => string; stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }> }> {
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let stderr = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      const m = /^serving on http:\/\/127\.0\.0\.1:(\d+)\b/m.exec(stderr);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', () => reject(new Error(`exited before serving: ${stderr}`)));
  });
  return { port, stderr: () => stderr, stop: () => (child.kill('SIGTERM'), exited) };
}

describe('sports-stats query', () => {
  it('prints the library bytes of /mlb/standings.json for the bundled 2019 season and exits 0', async () => {
    const r = await run(['query', '/mlb/standings.json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${standings2019()}\n`);
    expect(r.stderr).toMatch(/^loaded 2,429 games from 1 file in \d+\.\d\d s\n$/);
  });

  it('progress: one summary line when stderr is not a terminal; a line per file when it is', async () => {
    const piped = await run(['query', '/mlb/teams.json']);
    expect(piped.stderr.split('\n')).toEqual([expect.stringMatching(/^loaded 2,429 games from 1 file in \d+\.\d\d s$/), '']);
    const terminal = await run(['query', '/mlb/teams.json'], ['--require', ttyPreload]);
    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toBe(piped.stdout);
    expect(terminal.stderr.split('\n')).toEqual([
      `loading ${path.join(outDir, 'data', 'retrosheet', 'mlb-2019.snapshot')}`,
      expect.stringMatching(/^ {2}mlb-2019\.snapshot: 2,429 games \(1 file, 2,429 games, \d+\.\d\d s\)$/),
      expect.stringMatching(/^loaded 2,429 games from 1 file in \d+\.\d\d s$/),
      '',
    ]);
  });

  it('--version prints the version of the package the CLI is in, from its package.json', async () => {
    const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    for (const flag of ['--version', '-v']) expect(await run([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('--help prints the help on stdout and exits 0', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('/mlb/wildcard[/DATE].{json|xml}');
  });

  it('exits 1 on a 404 and still prints the error body', async () => {
    const r = await run(['query', '/nhl/teams.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`${formatError(404, 'Unknown sport "nhl": expected mlb or nba', 'json')}\n`);
    const e = (JSON.parse(r.stdout) as { error: { code: string; description: string } }).error;
    expect(e.code).toBe('404');
  });

  it('exits 1 on a 400 and prints the XML error of an .xml request', async () => {
    const r = await run(['query', '/mlb/wildcard/20130231.xml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`${formatError(400, 'Invalid date "20130231": expected a date as yyyyMMdd or yyyy-MM-dd', 'xml')}\n`);
  });

  it('--compact prints compact JSON', async () => {
    const r = await run(['query', '/mlb/standings.json', '--compact']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${standings2019(DEFAULT_NOW, 'compact')}\n`);
    expect(r.stdout.trimEnd()).not.toContain('\n');
  });

  it('--now sets the clock', async () => {
    const now = '2019-05-03T00:00:00-04:00';
    const r = await run(['query', '/mlb/standings.json', '--now', now]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${standings2019(now)}\n`);
    expect(r.stdout).not.toBe(`${standings2019()}\n`);
  });

  it('--tz prints date-times in another zone (the built-in token opens /events.json)', async () => {
    const url = '/events.json?date=20190704&sport=mlb';
    const r = await run(['query', url, '--tz', 'America/Los_Angeles']);
    expect(r.code).toBe(0);
    const events = getEvents(loadRetrosheetSeason(2019), { date: '20190704', sport: 'mlb', now: DEFAULT_NOW });
    expect(r.stdout).toBe(`${formatEvents(events, { timeZone: 'America/Los_Angeles' })}\n`);
    expect(r.stdout).toContain('-07:00"');
    expect(r.stdout).not.toContain('-04:00"');
    const eastern = await run(['query', url]);
    expect(eastern.stdout).toBe(`${formatEvents(events)}\n`);
  });

  it('--token sends another token: an unknown one is 401 and exit 1', async () => {
    const r = await run(['query', '/me.json', '--token', 'unknown-token-0009']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ error: { code: '401', description: 'The token is not valid' } });
    const publicPath = await run(['query', '/mlb/standings.json', '--token', 'unknown-token-0009']);
    expect(publicPath.code).toBe(0);
    const local = await run(['query', '/me.json', '--token', LOCAL_TOKEN]);
    expect(local.code).toBe(0);
    expect((JSON.parse(local.stdout) as { email_address: string }).email_address).toBe('local@localhost');
  });

  it('--data reads a folder of recorded xmlstats results and answers results as the library does', async () => {
    // A folder holding one recorded response: results/boston-red-sox.json of 2014-07-25 (a copy of
    // shared/data/mlb/xmlstats_2014/results/boston-red-sox.json). Boston's own games give its records.
    const folder = path.join(outDir, 'xmlstats-2014');
    mkdirSync(path.join(folder, 'results'), { recursive: true });
    const recordedText = readFileSync(path.join(SAMPLES, 'results-mlb-boston-red-sox-season2014-asof20140725-reserialized.json'), 'utf8');
    writeFileSync(path.join(folder, 'results', 'boston-red-sox.json'), recordedText);
    const now = '2014-07-25T12:00:00-04:00';
    const r = await run(['query', '/mlb/results/boston-red-sox.json?season=2014', '--data', folder, '--now', now]);
    expect(r.code).toBe(0);
    const batch = await readXmlstatsFolder(folder);
    if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 3)));
    const state = ingest(createLeagueState(), batch.value);
    if (!state.ok) throw new Error(JSON.stringify(state.issues.slice(0, 3)));
    const expected = formatResults(getResults(state.state, { sport: 'mlb', teamId: 'boston-red-sox', season: 2014, now })!);
    expect(r.stdout).toBe(`${expected}\n`);
    // Against the recorded response of that day: the same games, statuses, scores and running records.
    const recorded = JSON.parse(recordedText) as Record<string, unknown>[];
    const FIELDS = ['event_id', 'event_status', 'team_event_result', 'team_points_scored', 'opponent_points_scored', 'team_events_won', 'team_events_lost'];
    const project = (rows: Record<string, unknown>[]) => rows.map((row) => FIELDS.map((f) => row[f]));
    expect(project(JSON.parse(r.stdout) as Record<string, unknown>[])).toEqual(project(recorded));
    expect(recorded.length).toBe(164);
    expect(recorded.filter((row) => row['event_status'] === 'completed').length).toBe(102);
    expect(r.stderr).toMatch(/^loaded 164 games from 1 folder in \d+\.\d\d s$/m);
  });

  it('refuses bad usage with exit 2, naming what is wrong, and the usage text', async () => {
    for (const [args, why] of [
      [['query'], 'query needs a PATH'],
      [['query', '/mlb/standings.json', '--bogus'], 'unknown option "--bogus" for query'],
      [['serve', '--port', '70000'], '--port must be 0-65535'],
      [['frobnicate'], 'unknown command "frobnicate"'],
      [['query', '/mlb/standings.json', '--now'], '--now needs a value'],
    ] as const) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(why);
      expect(r.stderr).toContain('usage:');
    }
  });

  it('exits 1 with the issue on stderr for a --data path that does not exist', async () => {
    const r = await run(['query', '/mlb/standings.json', '--data', path.join(outDir, 'missing.txt')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/invalid_input .*missing\.txt does not exist/);
  });
});

// KNOWN BUG (fails until src/cli/main.ts validates --now and --tz in parseArgs): an unusable
// clock or zone is accepted; `serve` then starts and answers every request 500 (bad --now) or
// 400 with an internal message blaming the request (bad --tz), and `query --tz` prints that 400.
describe('option validation', () => {
  /** Runs until exit, or until it starts serving (then it is stopped and reported as serving). */
  function runUntilServing(args: readonly string[]): Promise<Run & { served: boolean }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let stdout = '';
      let stderr = '';
      let served = false;
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
        if (!served && /^serving on /m.test(stderr)) {
          served = true;
          child.kill('SIGTERM');
        }
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr, served }));
    });
  }

  it.each([
    [['serve', '--port', '0', '--now', 'garbage'], /--now/],
    [['serve', '--port', '0', '--now', '2019-09-30'], /--now/],
    [['serve', '--port', '0', '--tz', 'Mars/Olympus'], /--tz/],
    [['query', '/mlb/standings.json', '--tz', 'Mars/Olympus'], /--tz/],
    [['query', '/mlb/standings.json', '--now', 'garbage'], /--now/],
  ])('%j is a usage error (exit 2), not a running server or an API error', async (args, option) => {
    const r = await runUntilServing(args);
    expect(r.served).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(option);
    expect(r.stderr).toContain('usage:');
  });

  it('accepts the zones and clocks the library accepts', async () => {
    const state = loadRetrosheetSeason(2019);
    for (const [args, now, timeZone] of [
      [['--tz', '+05:30'], DEFAULT_NOW, '+05:30'],
      [['--tz', 'UTC'], DEFAULT_NOW, 'UTC'],
      [['--now', '2019-05-03T04:00:00Z'], '2019-05-03T04:00:00Z', undefined],
    ] as const) {
      const r = await run(['query', '/mlb/standings.json', ...args]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`${formatStandings(getStandings(state, { sport: 'mlb', now }), timeZone ? { timeZone } : {})}\n`);
    }
  });
});

describe('sports-stats serve', () => {
  it('--port 0 prints where it serves on stderr, answers requests, and exits 0 on SIGTERM', async () => {
    const served = await startServe([]);
    const { port } = served;
    const stderr = served.stderr();
    expect(port).toBeGreaterThan(0);
    expect(stderr).toContain(`(clock ${DEFAULT_NOW}; rate limit 600 per 60 s)`);

    const get = (p: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string; type: string | undefined }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: p, headers, agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (d: string) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
        });
        req.on('error', reject);
        req.end();
      });
    const standings = await get('/mlb/standings.json');
    expect(standings.status).toBe(200);
    expect(standings.type).toBe('application/json');
    expect(standings.body).toBe(standings2019());
    expect((await get('/mlb/results/boston-red-sox.json?last=5')).status).toBe(401);
    const results = await get('/mlb/results/boston-red-sox.json?last=5', { authorization: `Bearer ${LOCAL_TOKEN}` });
    expect(results.status).toBe(200);
    expect(results.body).toBe(formatResults(getResults(loadRetrosheetSeason(2019), { sport: 'mlb', teamId: 'boston-red-sox', last: 5, now: DEFAULT_NOW })!));
    expect((await get('/nhl/teams.json')).status).toBe(404);

    expect(await served.stop()).toEqual({ code: 0, signal: null });
  });
});

/** The requests the banner suggests: `curl [-H "Authorization: Bearer T"] URL`, as [url, headers]. */
function suggested(banner: string): [string, Record<string, string>][] {
  return [...banner.matchAll(/^ {2}curl (?:-H "Authorization: Bearer (\S+)" )?"?(http:\/\/[^"\s]+)"?$/gm)].map((m) => [m[2]!, m[1] ? { authorization: `Bearer ${m[1]}` } : {}]);
}

function fetchStatus(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Issue 12: the banner suggested MLB URLs (and a 2019 date) whatever data was loaded.
describe('serve: the banner suggests requests of the data loaded', () => {
  it('the bundled 2019 season: MLB requests on its last day, each answering 200', async () => {
    const s = await startServe([]);
    try {
      const urls = suggested(s.stderr());
      expect(urls.map(([u]) => u.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''))).toEqual([
        '/mlb/standings/20190929.json',
        '/mlb/teams.json',
        expect.stringMatching(/^\/mlb\/results\/[a-z-]+\.json\?season=2019&last=5$/),
        '/events.json?date=20190929&sport=mlb',
        '/mlb/wildcard/20190929.xml',
      ]);
      for (const [url, headers] of urls) expect([url, (await fetchStatus(url, headers)).status]).toEqual([url, 200]);
    } finally {
      await s.stop();
    }
  });

  it('NBA data: NBA requests with a date and a team of the data, never MLB ones, each answering 200', async () => {
    const file = path.join(outDir, 'nba-batch.json');
    const game = (date: string, away: string, home: string, awayScore: number, homeScore: number) => ({
      sport: 'nba', event_id: `${date.replaceAll('-', '')}-${away}-at-${home}`, status: 'completed', start_date_time: `${date}T19:30:00-05:00`,
      away_team_id: away, home_team_id: home, away_points_scored: awayScore, home_points_scored: homeScore,
    });
    writeFileSync(file, JSON.stringify({ games: [game('2018-01-30', 'brooklyn-nets', 'new-york-knicks', 104, 111), game('2018-01-29', 'boston-celtics', 'miami-heat', 90, 85)] }));
    const s = await startServe(['--data', file]);
    try {
      expect(s.stderr()).toContain('(clock 2018-01-31T12:00:00-04:00;');
      const urls = suggested(s.stderr());
      expect(urls.map(([u]) => u.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''))).toEqual([
        '/nba/standings/20180130.json',
        '/nba/teams.json',
        '/nba/results/new-york-knicks.json?season=2018&last=5',
        '/events.json?date=20180130&sport=nba',
      ]);
      expect(s.stderr()).not.toContain('/mlb/');
      for (const [url, headers] of urls) {
        const r = await fetchStatus(url, headers);
        expect([url, r.status]).toEqual([url, 200]);
      }
      const results = JSON.parse((await fetchStatus(urls[2]![0], urls[2]![1])).body) as { event_id: string }[];
      expect(results.map((r) => r.event_id)).toEqual(['20180130-brooklyn-nets-at-new-york-knicks']);
    } finally {
      await s.stop();
    }
  });
});

describe('serve: rate limit on the wall clock, and the local token', () => {
  const get = (port: number, p: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: p, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });

  it('limits by default (600 per minute), with a real future -Reset although --now is fixed in 2014', async () => {
    const s = await startServe(['--now', '2014-07-28T12:00:00-04:00']);
    try {
      expect(s.stderr()).toContain('rate limit 600 per 60 s');
      const before = Date.now() / 1000;
      const r = await get(s.port, '/mlb/teams.json');
      const after = Date.now() / 1000;
      expect(r.status).toBe(200);
      expect([r.headers['xmlstats-api-limit'], r.headers['xmlstats-api-remaining']]).toEqual(['600', '599']);
      const reset = Number(r.headers['xmlstats-api-reset']);
      expect(Number.isInteger(reset)).toBe(true);
      expect(reset % 60).toBe(0);
      expect(reset).toBeGreaterThan(before);
      expect(reset).toBeLessThanOrEqual(Math.floor(after / 60) * 60 + 60);
      // The local token is valid for a year from the data clock: a 32-bit count of seconds.
      const me = await get(s.port, '/me.json', { authorization: `Bearer ${LOCAL_TOKEN}` });
      expect(me.status).toBe(200);
      const body = JSON.parse(me.body) as { token_expiration_seconds: number; token_expiration_date: string; created_on: string };
      expect(body.token_expiration_seconds).toBe(31_536_000);
      expect(body.token_expiration_date).toBe('2015-07-28T12:00:00-04:00');
      expect(body.created_on).toBe('2014-07-28');
      expect((await get(s.port, '/me.json', { authorization: `Bearer ${LOCAL_TOKEN}` })).headers['xmlstats-api-remaining']).toBe('598'); // the token counts apart from the address
    } finally {
      await s.stop();
    }
  });

  it('--rate-limit N/SECONDS refuses the request after N with 429 and Retry-After; "off" still sends the headers', async () => {
    const limited = await startServe(['--rate-limit', '2/3600']);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await get(limited.port, '/mlb/standings.json'));
      expect(statuses.map((r) => [r.status, r.headers['xmlstats-api-limit'], r.headers['xmlstats-api-remaining']])).toEqual([[200, '2', '1'], [200, '2', '0'], [429, '2', '0']]);
      const retry = Number(statuses[2]!.headers['retry-after']);
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(3600);
      expect(Number(statuses[2]!.headers['xmlstats-api-reset']) % 3600).toBe(0);
    } finally {
      await limited.stop();
    }
    const open = await startServe(['--rate-limit', 'off']);
    try {
      expect(open.stderr()).toContain('rate limit off');
      for (let i = 0; i < 3; i++) {
        const r = await get(open.port, '/nhl/teams.json');
        expect([r.status, r.headers['xmlstats-api-limit'], r.headers['xmlstats-api-remaining']]).toEqual([404, '2147483647', '2147483647']);
      }
    } finally {
      await open.stop();
    }
  });

  it.each([['0/60'], ['6'], ['6/0'], ['six/60'], ['6/86401'], ['2147483648/60'], ['-1/60']])('--rate-limit %s is a usage error', async (value) => {
    const r = await run(['serve', '--port', '0', '--rate-limit', value]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--rate-limit must be N/SECONDS');
    expect(r.stderr).toContain('usage:');
  });
});

// Issue 11: a server that can face the internet. Handlers installed before anything is printed;
// on SIGTERM/SIGINT it stops accepting, closes idle connections, lets answers being written
// finish within --grace, cuts the rest, and exits 0; a second signal cuts at once.
describe('serve: SIGTERM and SIGINT', () => {
  type Exit = { code: number | null; signal: NodeJS.Signals | null };
  const BIG = '/mlb/results/boston-red-sox.json?season=2019'; // 217 kB
  const AUTH = { authorization: `Bearer ${LOCAL_TOKEN}` };
  const open: RawConnection[] = [];
  afterAll(() => {
    for (const c of open) c.socket.destroy();
  });

  /** `serve --port 0 ...args` with Node options; the port once it is ready (undefined if it exits first). */
  async function spawnServe(args: readonly string[], nodeArgs: readonly string[] = [], env: Record<string, string> = {}) {
    const child = spawn(process.execPath, [...nodeArgs, cli, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    children.push(child);
    const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    let stderr = '';
    const port = await new Promise<number | undefined>((resolve) => {
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
        const m = /^serving on http:\/\/127\.0\.0\.1:(\d+)\b/m.exec(stderr);
        if (m) resolve(Number(m[1]));
      });
      void exited.then(() => resolve(undefined));
    });
    const running = () => child.exitCode === null && child.signalCode === null;
    return { child, port, exited, running, stderr: () => stderr };
  }

  const raw = async (port: number, bytes: string, options: { read?: boolean; halfOpen?: boolean } = {}) => {
    const c = await openRaw(port, bytes, options);
    open.push(c);
    return c;
  };

  /** A preload that signals its own process the moment stderr receives `marker`: a supervisor that signals on the line at once. */
  function signalOn(marker: string): string {
    const file = path.join(outDir, `signal-on-${marker.replace(/\W/g, '')}.cjs`);
    writeFileSync(file, [
      'const write = process.stderr.write.bind(process.stderr);',
      'process.stderr.write = (chunk, ...rest) => {',
      '  const r = write(chunk, ...rest);',
      `  if (String(chunk).includes(${JSON.stringify(marker)})) process.kill(process.pid, process.env.TEST_SIGNAL);`,
      '  return r;',
      '};',
    ].join('\n'));
    return file;
  }

  it.each(['SIGTERM', 'SIGINT'])('a %s sent the moment the ready line is printed exits 0: the handlers are installed before it', async (signal) => {
    const s = await spawnServe([], ['--require', signalOn('serving on ')], { TEST_SIGNAL: signal });
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(s.stderr()).toContain('serving on ');
  });

  it('a SIGTERM while the data is loading exits 0', async () => {
    // stderr seen as a terminal, so that "loading PATH" is printed as the loading starts.
    const s = await spawnServe([], ['--require', ttyPreload, '--require', signalOn('loading ')], { TEST_SIGNAL: 'SIGTERM' });
    expect(s.port).toBeUndefined();
    expect(await s.exited).toEqual({ code: 0, signal: null });
  });

  it('answers being written when SIGTERM arrives are finished, whole, before the connection closes', async () => {
    const s = await spawnServe(['--grace', '5']);
    // 100 answers of 217 kB asked for and not read yet: most of them are still to be written.
    const reader = await raw(s.port!, requestBytes(BIG, AUTH).repeat(100), { read: false });
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const chunks: Buffer[] = [];
    startReading(reader, chunks);
    await eventually(() => reader.isClosed(), 5_000, 'the connection closes after the answers');
    const { responses, rest } = parseResponses(Buffer.concat(chunks));
    expect(rest).toBe(0); // nothing cut in the middle
    expect(responses.length).toBeGreaterThan(10);
    expect(responses.every((r) => r.status === 200 && r.body.length === Number(r.headers['content-length']))).toBe(true);
    expect(await s.exited).toEqual({ code: 0, signal: null });
  });

  it('idle, slow, silent and half-open connections do not hold the exit', async () => {
    const s = await spawnServe(['--grace', '30']);
    const port = s.port!;
    const keepAlive = await raw(port, requestBytes('/mlb/teams.json'));
    const halfOpen = await raw(port, 'GARBAGE\r\n\r\n', { halfOpen: true });
    await eventually(() => parseResponses(keepAlive.received()).responses.length === 1 && parseResponses(halfOpen.received()).responses.length === 1, 3_000, 'answers');
    await raw(port, 'GET /mlb/teams.json HTTP/1.1\r\nHost: x\r\nX-Slow: 1'); // a request still arriving
    await raw(port, ''); // a connection that sends nothing
    await new Promise((r) => setTimeout(r, 200));
    s.child.kill('SIGTERM');
    expect(await within(s.exited, 8_000)).toBe(true); // far less than --grace 30
    expect(await s.exited).toEqual({ code: 0, signal: null });
  });

  it('a client that never reads is cut when --grace ends, then it exits 0', async () => {
    const s = await spawnServe(['--grace', '1.5']);
    await raw(s.port!, requestBytes(BIG, AUTH).repeat(100), { read: false });
    await new Promise((r) => setTimeout(r, 300));
    const at = Date.now();
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 700));
    expect(s.running()).toBe(true); // the answers being written get the grace period
    expect(await within(s.exited, 6_000)).toBe(true);
    expect(Date.now() - at).toBeGreaterThanOrEqual(1_400);
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(s.stderr()).toContain('SIGTERM: stopping');
  });

  it('a second signal cuts at once, and it exits 0', async () => {
    const s = await spawnServe(['--grace', '60']);
    await raw(s.port!, requestBytes(BIG, AUTH).repeat(100), { read: false });
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(s.running()).toBe(true);
    s.child.kill('SIGINT');
    expect(await within(s.exited, 5_000)).toBe(true); // far less than --grace 60
    expect(await s.exited).toEqual({ code: 0, signal: null });
  });

  it.each([['-1'], ['abc'], ['3601'], ['1e3'], ['']])('--grace %j is a usage error', async (value) => {
    const r = await run(['serve', '--port', '0', '--grace', value]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--grace must be a number of seconds from 0 to 3600');
  });
});
