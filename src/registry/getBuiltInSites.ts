import type { Site } from '../aggregates/Site.js';
import { MLB_SITES } from './mlbSites.js';
import { NBA_SITES } from './nbaSites.js';
import { siteFor } from './siteFor.js';

let all: readonly Site[] | undefined;

/**
 * Every venue the registry knows, one `Site` per site id (MLB then NBA, by site id). A venue
 * whose capacity or surface changed under the same name is given as it stood first, i.e. in
 * the service's years (Chase Field on grass); `siteFor(siteId, season)` has the later rows.
 *
 * @example
 * getBuiltInSites().find((s) => s.siteId === 'chase-field')?.surface; // 'Grass'
 */
export function getBuiltInSites(): readonly Site[] {
  if (all) return all;
  const sites: Site[] = [];
  const seen = new Set<string>();
  for (const row of [...MLB_SITES, ...NBA_SITES]) {
    if (seen.has(row.siteId)) continue;
    seen.add(row.siteId);
    const site = siteFor(row.siteId, Number.NEGATIVE_INFINITY);
    if (site) sites.push(site);
  }
  all = Object.freeze(sites);
  return all;
}
