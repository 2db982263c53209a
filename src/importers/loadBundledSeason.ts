import path from 'node:path';
import type { LeagueState } from '../engine/LeagueState.js';
import type { Result } from '../ids/Issue.js';
import { findPackageRoot } from './findPackageRoot.js';
import type { LoadDataOptions } from './loadData.js';
import { readSnapshotFile } from './snapshotFile.js';

/**
 * Node-only: the season the package ships, the 2019 MLB regular season (2,429 games of
 * Retrosheet's game log), read from its snapshot `data/retrosheet/mlb-2019.snapshot` (D107,
 * D108): what the `sports-stats` CLI serves without `--data` or `--snapshot`. The snapshot is
 * the state `loadData` makes of `data/retrosheet/GL2019.TXT` ({@link bundledGameLog}), which the
 * package ships beside it. The files are found from the package's own folder
 * ({@link findPackageRoot}), so it works from an installed package whatever the working
 * directory.
 *
 * @example
 * import { loadBundledSeason } from 'sports-stats-engine/node';
 * import { getStandings, formatStandings } from 'sports-stats-engine';
 * const r = await loadBundledSeason();
 * if (r.ok) console.log(formatStandings(getStandings(r.value, { sport: 'mlb', date: '20190929', now: '2019-09-30T12:00:00-04:00' })));
 */
export function loadBundledSeason(options: LoadDataOptions = {}): Promise<Result<LeagueState>> {
  return readSnapshotFile(bundledSnapshot(), options);
}

/**
 * Node-only: the path of the bundled season's snapshot, `data/retrosheet/mlb-2019.snapshot` in the package.
 *
 * @example
 * bundledSnapshot().endsWith('mlb-2019.snapshot'); // true
 */
export function bundledSnapshot(): string {
  return path.join(findPackageRoot(), 'data', 'retrosheet', 'mlb-2019.snapshot');
}

/**
 * Node-only: the path of the bundled season's game log, `data/retrosheet/GL2019.TXT` in the
 * package: the source of its snapshot (`sports-stats snapshot` without `--data` reads it).
 *
 * @example
 * bundledGameLog().endsWith('GL2019.TXT'); // true
 */
export function bundledGameLog(): string {
  return path.join(findPackageRoot(), 'data', 'retrosheet', 'GL2019.TXT');
}
