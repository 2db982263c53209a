/**
 * Real data that may not be redistributed (recorded xmlstats responses of 2014, the NBA files):
 * it lives in `../shared` beside the checkout, and only the suites of `npm run test:parity`
 * read it. That command checks first that `../shared` is there and fails at once, naming the
 * path, when it is not (test/parityGlobalSetup.ts); `npm test` reads none of it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** `../shared` beside the checkout, where the real data lives (CI has it there too). */
export const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');
/** `../shared/data`. */
export const DATA = path.join(SHARED, 'data');

/** Whether `../shared/data` is beside the checkout. */
export function hasSharedData(): boolean {
  return existsSync(DATA);
}

/** A path under `../shared/data`; throws, naming the path, when `../shared` is missing. */
export function sharedPath(...parts: string[]): string {
  if (!hasSharedData()) throw new Error(`This suite reads ${path.join(DATA, ...parts)}: the real data is expected at ${DATA} (../shared beside the checkout); run it with npm run test:parity`);
  return path.join(DATA, ...parts);
}
