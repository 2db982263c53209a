import type { Site } from '../aggregates/Site.js';
import type { Season } from '../ids/index.js';
import { MLB_SITES } from './mlbSites.js';
import { NBA_SITES } from './nbaSites.js';
import type { SiteRow } from './SiteRow.js';

let bySiteId: Map<string, readonly { readonly from: number; readonly site: Site }[]> | undefined;

function index(): Map<string, readonly { readonly from: number; readonly site: Site }[]> {
  if (bySiteId) return bySiteId;
  const map = new Map<string, { from: number; site: Site }[]>();
  for (const row of [...MLB_SITES, ...NBA_SITES] as readonly SiteRow[]) {
    const site: Site = Object.freeze({
      siteId: row.siteId, name: row.name, capacity: row.capacity, surface: row.surface, city: row.city, state: row.state,
    });
    const rows = map.get(row.siteId) ?? [];
    rows.push({ from: row.from ?? Number.NEGATIVE_INFINITY, site });
    map.set(row.siteId, rows);
  }
  for (const rows of map.values()) rows.sort((a, b) => a.from - b.from);
  bySiteId = map;
  return map;
}

/**
 * The venue `siteId` as the service would print it in `season`: the last row of the venue
 * table whose `from` is not after the season (the first row for earlier seasons). Undefined
 * for an unknown site id. Site ids of both sports share one key space.
 *
 * @example
 * siteFor('chase-field', 2014)?.surface; // 'Grass'
 * siteFor('chase-field', 2019)?.surface; // 'Field Turf'
 * siteFor('sydney-cricket-ground', 2014); // { siteId: 'sydney-cricket-ground', name: 'Sydney Cricket Ground', capacity: 48000, surface: null, city: 'Sydney', state: 'New South Wales' }
 */
export function siteFor(siteId: string, season: Season): Site | undefined {
  const rows = index().get(siteId);
  if (!rows) return undefined;
  let found = rows[0];
  for (const row of rows) if (row.from <= season) found = row;
  return found?.site;
}
