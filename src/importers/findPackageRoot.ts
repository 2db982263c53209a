import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's name in its package.json: the folder that holds it is the package root. */
const PACKAGE_NAME = 'sports-stats-engine';

/**
 * Node-only: the folder of this package (where its `package.json` and `data/` are), found by
 * walking up from the module that runs: its source folder in the repository, `dist/` in an
 * installed package (ESM, CommonJS or the `sports-stats` CLI, which may sit in a chunk of
 * `dist/`). The first folder up whose `package.json` is named `sports-stats-engine` wins.
 * Throws an Error naming where it looked when there is none, as when an application bundler
 * has copied the code elsewhere (then pass the data's path to `loadData` instead).
 *
 * @example
 * import path from 'node:path';
 * const gameLog = path.join(findPackageRoot(), 'data', 'retrosheet', 'GL2019.TXT');
 */
export function findPackageRoot(): string {
  const start = path.dirname(moduleFile());
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isThisPackage(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`findPackageRoot: no package.json named ${PACKAGE_NAME} in ${start} or a folder above it (was the package bundled into another file?)`);
}

/**
 * This module's file: `import.meta.url` in ESM; in the CommonJS build, where the bundler leaves
 * `import.meta` empty, the module's own `__filename`. (Never a global `__filename` first: `node -e`
 * and the REPL define one that names no file.)
 */
function moduleFile(): string {
  const url = (import.meta as { url?: string }).url;
  return url ? fileURLToPath(url) : __filename;
}

function isThisPackage(file: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}
