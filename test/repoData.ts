/**
 * The data every test may read: what the repository holds, so that `npm test` passes from a
 * clean clone alone. Redistributable real data lives in `test/fixtures/` (see its README.md for
 * sources and licences: Retrosheet game logs under Retrosheet's notice, Lahman tables under CC
 * BY-SA 3.0, a few recorded responses of the service), compressed where large; the 2019 game
 * log is the package's bundled `data/retrosheet/GL2019.TXT`. Data that may not be redistributed
 * is read only by the parity suites of `npm run test:parity` (`test/sharedData.ts`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `test/fixtures/`. */
export const FIXTURES = path.join(ROOT, 'test', 'fixtures');
/** Recorded responses of the service (a copy of those of `shared/reference/xmlstats-samples` the tests read). */
export const SAMPLES = path.join(FIXTURES, 'xmlstats-samples');
/** Retrosheet files: game logs (`GLyyyy.TXT.gz`), `CurrentNames.csv`, `TEAMABR.TXT`. */
export const RETROSHEET = path.join(FIXTURES, 'retrosheet');
/** Lahman tables: `Teams.csv.gz`, `Parks.csv`, `TeamsFranchises.csv`. */
export const LAHMAN = path.join(FIXTURES, 'lahman');
/** Standings tables transcribed from published pages (`al_standings_snapshots_2015_2019.csv`). */
export const TRUTH = path.join(FIXTURES, 'truth');
/** The seasons whose Retrosheet game logs the repository holds. */
export const GAME_LOG_SEASONS = [2013, 2015, 2016, 2018, 2019, 2021, 2023] as const;

/** A text file of the repository, gunzipped when its name ends in `.gz`. */
export function readRepoText(file: string, encoding: BufferEncoding = 'utf8'): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString(encoding);
}

/** The text of the Retrosheet game log of a season (`GLyyyy.TXT`), as Retrosheet writes it (Latin-1). */
export function gameLogText(year: number): string {
  if (year === 2019) return readRepoText(path.join(ROOT, 'data', 'retrosheet', 'GL2019.TXT'), 'latin1');
  if (!(GAME_LOG_SEASONS as readonly number[]).includes(year)) throw new RangeError(`gameLogText: no game log of ${year} in the repository (${GAME_LOG_SEASONS.join(', ')})`);
  return readRepoText(path.join(RETROSHEET, `GL${year}.TXT.gz`), 'latin1');
}

/** Lahman's `Teams.csv`. */
export function lahmanTeamsText(): string {
  return readRepoText(path.join(LAHMAN, 'Teams.csv.gz'));
}

/** The package's bundled game log of 2019 (`data/retrosheet/GL2019.TXT`), the CLI's default data. */
export const BUNDLED_2019 = path.join(ROOT, 'data', 'retrosheet', 'GL2019.TXT');
