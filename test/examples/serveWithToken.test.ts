/**
 * `examples/serve-with-token.ts` runs as a user runs it (D89): bundled with esbuild (already in
 * node_modules, as tsup's), `sports-stats-engine` resolved to this repository's source, started
 * with `node` on port 0. It serves the bundled 2019 season under `/api` with the data clock of
 * that season: the public standings to anyone, a token endpoint with the token (200) and not
 * without it (401). `tsc --noEmit` type-checks the example itself (tsconfig includes
 * `examples/`, with `paths` mapping the package's names to `src/`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the repository, so that the example finds the package's data the way an installed package does.
const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'sports-stats-engine-examples', String(process.pid));
const TOKEN = 'example-token-4f9c';

let child: ChildProcess | undefined;
let base = '';
const stderr: string[] = [];

beforeAll(async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = path.join(OUT_DIR, 'serve-with-token.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'examples', 'serve-with-token.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [{
      name: 'this-package',
      setup(b) {
        b.onResolve({ filter: /^sports-stats-engine(\/node)?$/ }, (args) => ({ path: path.join(ROOT, 'src', args.path.endsWith('/node') ? 'node.ts' : 'index.ts') }));
      },
    }],
  });
  child = spawn(process.execPath, [outfile], {
    env: { ...process.env, API_TOKEN: TOKEN, PORT: '0', HOST: '127.0.0.1', BASE_PATH: '/api' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /serving on (http:\/\/127\.0\.0\.1:\d+\/api) \(data clock 2019-09-30T12:00:00-04:00\)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child!.once('exit', (code) => reject(new Error(`the example exited with ${code} before serving: ${stderr.join('')}`)));
  });
}, 60_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(OUT_DIR, { recursive: true, force: true });
});

describe('examples/serve-with-token.ts', () => {
  it('serves the season\'s final standings to anyone: the data clock is the season\'s, not today\'s', async () => {
    const r = await fetch(`${base}/mlb/standings.json`);
    expect(r.status).toBe(200);
    const body = (await r.json()) as { standings_date: string; standing: { team_id: string; won: number; lost: number }[] };
    expect(body.standings_date.startsWith('2019-09-30')).toBe(true);
    // The Yankees' 2019 final record, 103-59 (Retrosheet GL2019), not an empty table of the current year.
    expect(body.standing.find((s) => s.team_id === 'new-york-yankees')).toMatchObject({ won: 103, lost: 59 });
  });

  it('answers the token endpoints with the token (200) and refuses them without it (401)', async () => {
    const target = `${base}/mlb/results/boston-red-sox.json?last=5`;
    const withToken = await fetch(target, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as unknown[]).length).toBe(5);
    const without = await fetch(target);
    expect([without.status, without.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="xmlstats"']);
    const wrong = await fetch(target, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    const me = await fetch(`${base}/me.json`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(((await me.json()) as { email_address: string }).email_address).toBe('ops@example.com');
  });

  it('answers only below its base path, and stops with exit code 0 on SIGTERM', async () => {
    const outside = await fetch(base.replace(/\/api$/, '/mlb/standings.json'));
    expect(outside.status).toBe(404);
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr.join('')).toBe('');
  });
});
