import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** `../shared` beside the checkout, where the real data lives (CI has it there too). */
export const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');
if (!existsSync(SHARED)) throw new Error(`The real data is expected at ${SHARED} (../shared beside the checkout)`);

export const DATA = path.join(SHARED, 'data');
export const SAMPLES = path.join(SHARED, 'reference', 'xmlstats-samples');
