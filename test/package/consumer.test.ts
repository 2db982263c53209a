/**
 * The package as a user gets it (issue 12; D70-D74): `scripts/check-package.mjs` builds it with
 * tsup into a temporary folder and packs it with `npm pack`, then checks the tarball
 * (are-the-types-wrong, publint, what it ships, its metadata). The tarball is then installed
 * without network into a temporary project the way npm lays it out (unpacked into
 * `node_modules/sports-stats-engine`, its runtime dependencies and `@types/node` linked from this
 * checkout's `node_modules`, its bin linked into `node_modules/.bin`), and four consumers
 * import both entries with the repository's TypeScript:
 *
 * - ESM: `"type": "module"`, `module: node16` (compiled and run);
 * - CommonJS: `"type": "commonjs"`, `module: node16` (compiled and run);
 * - bundler: `moduleResolution: bundler`;
 * - node10: `moduleResolution: node10` (TypeScript's resolution before `exports`).
 *
 * Last, the installed `sports-stats` command answers a query over the bundled 2019 season.
 * Nothing is written into the checkout; the folder is removed in `afterAll`. The build's type
 * declarations make this the slowest file of the suite (about a minute on two idle cores).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const NAME = 'sports-stats-engine';

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What `scripts/check-package.mjs --json` prints. */
interface PackageReport {
  readonly tarball: string;
  readonly packedSize: number;
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
  readonly problems: readonly string[];
}

/**
 * The ESM and CommonJS consumers also check every declaration file they load (`skipLibCheck:
 * false`), which covers both of the package's sets (`.d.ts` and `.d.cts`); the other two, which
 * resolve to the same files, check only their own code, which keeps this file's time down.
 */
const CONSUMERS = {
  esm: { type: 'module', compilerOptions: { module: 'node16', moduleResolution: 'node16', outDir: 'out', skipLibCheck: false } },
  cjs: { type: 'commonjs', compilerOptions: { module: 'node16', moduleResolution: 'node16', outDir: 'out', skipLibCheck: false } },
  bundler: { type: 'module', compilerOptions: { module: 'esnext', moduleResolution: 'bundler', noEmit: true, skipLibCheck: true } },
  node10: { type: 'commonjs', compilerOptions: { module: 'commonjs', moduleResolution: 'node10', noEmit: true, skipLibCheck: true } },
} as const;
type ConsumerKind = keyof typeof CONSUMERS;

/** The consumers' program: both entries, a few named exports and their types, one game ingested and its standings read back. */
const PROGRAM = `import { createLeagueState, formatStandings, getStandings, ingest, parseLeagueDate, type BatchInput, type LeagueState, type Sport } from '${NAME}';
import { createNodeServer, readGameLogFile, type NodeServerOptions } from '${NAME}/node';

const sport: Sport = 'mlb';
const batch: BatchInput = {
  games: [
    {
      sport,
      event_id: '20190328-pittsburgh-pirates-at-cincinnati-reds',
      status: 'completed',
      start_date_time: '2019-03-28T16:10:00-04:00',
      away_team_id: 'pittsburgh-pirates',
      home_team_id: 'cincinnati-reds',
      away_points_scored: 3,
      home_points_scored: 5,
    },
  ],
};
const result = ingest(createLeagueState(), batch);
if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
const state: LeagueState = result.state;
const date = parseLeagueDate('2019-03-28');
if (!date.ok) throw new Error('parseLeagueDate refused 2019-03-28');
const text: string = formatStandings(getStandings(state, { sport, date: '20190328', now: '2019-03-29T12:00:00-04:00' }));
const standings = JSON.parse(text) as { standing: { team_id: string; won: number; lost: number }[] };
const reds = standings.standing.find((row) => row.team_id === 'cincinnati-reds');
const options: NodeServerOptions = { now: '2019-03-29T12:00:00-04:00' };
const read: (file: string) => Promise<unknown> = readGameLogFile;
console.log(JSON.stringify({ reds: reds && [reds.won, reds.lost], server: typeof createNodeServer, read: typeof read, now: options.now }));
`;
const EXPECTED_OUTPUT = { reds: [1, 0], server: 'function', read: 'function', now: '2019-03-29T12:00:00-04:00' };

let work: string;
let consumer: string;
let report: PackageReport;
let installError: string | undefined;
let typeChecks: Record<ConsumerKind, Run>;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'sports-stats-package-'));
  const check = await run(process.execPath, [path.join(ROOT, 'scripts', 'check-package.mjs'), '--json', '--pack-destination', path.join(work, 'pack')], ROOT);
  const json = check.stdout.trim().split('\n').pop() ?? '';
  if (!json.startsWith('{')) throw new Error(`scripts/check-package.mjs did not report (exit ${String(check.code)}):\n${check.stdout}\n${check.stderr}`);
  report = JSON.parse(json) as PackageReport;

  consumer = path.join(work, 'consumer');
  const modules = path.join(consumer, 'node_modules');
  const installed = path.join(modules, NAME);
  mkdirSync(installed, { recursive: true });
  const untar = await run('tar', ['-xzf', report.tarball, '-C', installed, '--strip-components=1'], work);
  if (untar.code !== 0) throw new Error(`tar could not unpack ${report.tarball}: ${untar.stderr}`);
  const pkg = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; bin?: Record<string, string> };
  const missing: string[] = [];
  for (const dependency of [...Object.keys(pkg.dependencies ?? {}), '@types/node']) {
    const from = path.join(ROOT, 'node_modules', dependency);
    if (!existsSync(from)) {
      missing.push(dependency);
      continue;
    }
    mkdirSync(path.dirname(path.join(modules, dependency)), { recursive: true });
    symlinkSync(from, path.join(modules, dependency), 'dir');
  }
  if (missing.length > 0) installError = `dependencies not installed in this checkout: ${missing.join(', ')} (run npm ci)`;
  mkdirSync(path.join(modules, '.bin'));
  for (const [name, target] of Object.entries(pkg.bin ?? {})) symlinkSync(path.join('..', NAME, target), path.join(modules, '.bin', name));

  for (const [kind, setup] of Object.entries(CONSUMERS)) {
    const dir = path.join(consumer, kind);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: `consumer-${kind}`, private: true, type: setup.type })}\n`);
    const compilerOptions = { target: 'es2022', lib: ['es2023'], strict: true, esModuleInterop: true, types: ['node'], ...setup.compilerOptions };
    writeFileSync(path.join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions, files: ['index.ts'] }, null, 2)}\n`);
    writeFileSync(path.join(dir, 'index.ts'), PROGRAM);
  }
  const kinds = Object.keys(CONSUMERS) as ConsumerKind[];
  const runs = await Promise.all(kinds.map((kind) => run(process.execPath, [TSC, '-p', path.join(consumer, kind), '--pretty', 'false'], consumer)));
  typeChecks = Object.fromEntries(kinds.map((kind, i) => [kind, runs[i]!])) as Record<ConsumerKind, Run>;
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const problemsOf = (prefix: string) => report.problems.filter((p) => p.startsWith(prefix));

describe('the packed package', () => {
  it('has types that every resolution finds, of the right module kind (are-the-types-wrong: no "Masquerading as ESM", no node10 "Resolution failed" for ./node)', () => {
    expect(problemsOf('are-the-types-wrong')).toEqual([]);
  });

  it('passes publint with no message, suggestions included (types for require are .d.cts)', () => {
    expect(problemsOf('publint')).toEqual([]);
  });

  it('ships no source maps, imports date-fns-tz by subpath, and holds one copy of the engine per format (the CLI imports the shared chunks)', () => {
    expect(problemsOf('contents')).toEqual([]);
    expect(report.files.filter((f) => f.path.endsWith('.map'))).toEqual([]);
    expect(report.files.map((f) => f.path)).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'dist/node.js', 'dist/node.cjs', 'dist/node.d.ts', 'dist/node.d.cts', 'dist/cli.js', 'data/retrosheet/GL2019.TXT', 'NOTICE', 'README.md', 'package.json']));
  });

  it('tells npm where it comes from (repository, homepage, bugs, keywords, author, license, engines)', () => {
    expect(problemsOf('metadata')).toEqual([]);
    expect(report.problems).toEqual([]);
  });
});

describe('consumers of the installed tarball', () => {
  it('installs', () => {
    expect(installError).toBeUndefined();
  });

  it.each(Object.keys(CONSUMERS) as ConsumerKind[])('the %s consumer type-checks both entries', (kind) => {
    const r = typeChecks[kind];
    expect(`${r.stdout}${r.stderr}`.trim()).toBe('');
    expect(r.code).toBe(0);
  });

  it.each(['esm', 'cjs'] as const)('the %s consumer runs with the named exports of both entries', async (kind) => {
    expect(typeChecks[kind].code).toBe(0);
    const r = await run(process.execPath, [path.join(consumer, kind, 'out', 'index.js')], path.join(consumer, kind));
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(EXPECTED_OUTPUT);
  });

  it('requires the main entry without loading date-fns (date-fns-tz is imported by subpath)', async () => {
    const probe = `require('${NAME}'); require('${NAME}/node'); console.log(JSON.stringify(Object.keys(require.cache).filter((f) => /[\\\\/]date-fns[\\\\/]/.test(f)).length))`;
    const r = await run(process.execPath, ['-e', probe], path.join(consumer, 'cjs'));
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toBe(0);
  });
});

describe('the installed sports-stats command', () => {
  it('answers a query over the bundled 2019 season', async () => {
    const bin = path.join(consumer, 'node_modules', '.bin', 'sports-stats');
    const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env['PATH'] ?? ''}` };
    const r = await run(bin, ['query', '/mlb/standings.json'], consumer, env);
    expect(r.code, r.stderr).toBe(0);
    const payload = JSON.parse(r.stdout) as { standing: { team_id: string; won: number; lost: number }[] };
    expect(payload.standing).toHaveLength(30);
    expect(payload.standing.find((row) => row.team_id === 'houston-astros')).toMatchObject({ won: 107, lost: 55 });
  }, 60_000);
});
