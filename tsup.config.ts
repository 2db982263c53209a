import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

/**
 * The package's build (D70-D73), three parts that tsup runs side by side:
 *
 * - ESM: `index`, `node` and the CLI (`cli`) in one esbuild run with code splitting, so what
 *   they share sits once in `chunk-*.js` and `cli.js` holds only the command's own code;
 * - CommonJS: `index` and `node`, also split (`chunk-*.cjs`), so a program that requires both
 *   entries loads one copy of the engine;
 * - declarations: one pass over `index` and `node` that writes `.d.ts` (for `import`) and
 *   `.d.cts` (for `require`);
 *
 * and no source maps: the package ships no `src/` for a map to point to (D72).
 *
 * `clean` is done here, once, before the three start (each part cleaning on its own would race
 * with the others' output).
 */
export default defineConfig((overrides) => {
  const outDir = path.resolve(overrides.outDir ?? 'dist');
  if (path.relative(outDir, process.cwd()).split(path.sep)[0] !== '..') throw new Error(`tsup.config.ts: the output folder ${outDir} holds the project; it would be cleaned`);
  rmSync(outDir, { recursive: true, force: true });
  const library = { index: 'src/index.ts', node: 'src/node.ts' };
  // The release's version, part of a snapshot state's fingerprint and so of its answers' ETags (D146).
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const common: Options = { target: 'node20', sourcemap: false, splitting: true, treeshake: true, define: { __ENGINE_VERSION__: JSON.stringify(version) } };
  return [
    {
      ...common,
      entry: { ...library, cli: 'src/cli/main.ts' },
      format: ['esm'],
      plugins: [cliShebang],
    },
    { ...common, entry: library, format: ['cjs'] },
    { entry: library, format: ['esm', 'cjs'], dts: { only: true } },
  ];
});

/** Starts `cli.js`, the package's bin, with `#!/usr/bin/env node` (tsup then makes it executable). */
const cliShebang: NonNullable<Options['plugins']>[number] = {
  name: 'cli-shebang',
  renderChunk(code, chunk) {
    if (chunk.type !== 'chunk' || !/(^|[/\\])cli\.js$/.test(chunk.path) || code.startsWith('#!')) return undefined;
    chunk.mode = 0o755;
    return { code: `#!/usr/bin/env node\n${code}` };
  },
};
