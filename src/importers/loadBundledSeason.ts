import path from 'node:path';
import type { LeagueState } from '../engine/LeagueState.js';
import type { Result } from '../ids/Issue.js';
import { findPackageRoot } from './findPackageRoot.js';
import { loadData, type LoadDataOptions } from './loadData.js';

/**
 * Node-only: the season the package ships, the Retrosheet game log of the 2019 MLB regular
 * season (`data/retrosheet/GL2019.TXT` of the package, 2,429 games), loaded into a new state
 * with {@link loadData}: what the `sports-stats` CLI serves without `--data`. The file is found
 * from the package's own folder ({@link findPackageRoot}), so it works from an installed package
 * whatever the working directory.
 *
 * @example
 * import { loadBundledSeason } from 'sports-stats-engine/node';
 * import { getStandings, formatStandings } from 'sports-stats-engine';
 * const r = await loadBundledSeason();
 * if (r.ok) console.log(formatStandings(getStandings(r.value, { sport: 'mlb', date: '20190929', now: '2019-09-30T12:00:00-04:00' })));
 */
export function loadBundledSeason(options: LoadDataOptions = {}): Promise<Result<LeagueState>> {
  return loadData([path.join(findPackageRoot(), 'data', 'retrosheet', 'GL2019.TXT')], options);
}
