/**
 * `findPackageRoot` and through it `loadBundledSeason` (issue 12: "a one-call bundled season"):
 * the package folder is found from the module that runs, in the repository (src/importers) and in
 * an installed package's dist/, from the ESM and the CommonJS build alike. The builds are made
 * here with tsup's `build` into a temporary folder laid out as an installed package (package.json,
 * data/ and node_modules/ linked beside dist/), and run by a child `node` whose working directory
 * is elsewhere.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPackageRoot } from '../../src/importers/findPackageRoot.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let installed: string;

beforeAll(async () => {
  installed = mkdtempSync(path.join(tmpdir(), 'installed-package-'));
  await build({ config: false, entry: { node: path.join(ROOT, 'src', 'node.ts') }, outDir: path.join(installed, 'dist'), format: ['esm', 'cjs'], platform: 'node', target: 'node20', silent: true });
  for (const name of ['package.json', 'data', 'node_modules']) symlinkSync(path.join(ROOT, name), path.join(installed, name));
}, 60_000);
afterAll(() => {
  if (installed) rmSync(installed, { recursive: true, force: true });
});

const PROGRAM = (load: string) => `${load}.then(async (m) => {
  let source;
  const r = await m.loadBundledSeason({ onProgress: (e) => { if (e.type === 'done') source = e; else if (e.type === 'source') source = e.source; } });
  process.stdout.write(JSON.stringify({ ok: r.ok, source }));
});`;

describe('findPackageRoot', () => {
  it('in the repository: the checkout', () => {
    expect(findPackageRoot()).toBe(ROOT);
  });

  it.each([
    ['ESM', 'dist/node.js', (file: string) => `import(${JSON.stringify(file)})`],
    ['CommonJS', 'dist/node.cjs', (file: string) => `Promise.resolve(require(${JSON.stringify(file)}))`],
  ])('from the %s build in an installed package, whatever the working directory, loadBundledSeason reads its data/', (_, file, load) => {
    const out = execFileSync(process.execPath, ['-e', PROGRAM(load(path.join(installed, file)))], { cwd: tmpdir(), encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ ok: true, source: { type: 'done', totals: expect.objectContaining({ files: 1, folders: 0, games: 2429 }) } });
  });
});
