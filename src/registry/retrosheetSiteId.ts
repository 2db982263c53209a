import type { Season } from '../ids/index.js';
import { RETROSHEET_PARKS } from './retrosheetParks.js';

let byParkId: Map<string, readonly { readonly from: number; readonly siteId: string }[]> | undefined;

function index(): Map<string, readonly { readonly from: number; readonly siteId: string }[]> {
  if (byParkId) return byParkId;
  const map = new Map<string, { from: number; siteId: string }[]>();
  for (const row of RETROSHEET_PARKS) {
    const rows = map.get(row.parkId) ?? [];
    rows.push({ from: row.from ?? Number.NEGATIVE_INFINITY, siteId: row.siteId });
    map.set(row.parkId, rows);
  }
  for (const rows of map.values()) rows.sort((a, b) => a.from - b.from);
  byParkId = map;
  return map;
}

/**
 * The site id of a Retrosheet park id (game-log field 17) in a season. The season matters
 * because one Retrosheet park keeps its id through renamings that the service shows as new
 * sites (SEA03 is Safeco Field through 2018, T-Mobile Park from 2019). Seasons before a
 * park's first row get its first name. Undefined for an unknown park id.
 *
 * @example
 * retrosheetSiteId('BOS07', 2013); // 'fenway-park'
 * retrosheetSiteId('TOK01', 2019); // 'tokyo-dome'
 * retrosheetSiteId('ARL02', 2013); // 'rangers-ballpark-in-arlington'
 * retrosheetSiteId('ARL02', 2015); // 'globe-life-park-in-arlington'
 */
export function retrosheetSiteId(parkId: string, season: Season): string | undefined {
  const rows = index().get(parkId);
  if (!rows) return undefined;
  let found = rows[0];
  for (const row of rows) if (row.from <= season) found = row;
  return found?.siteId;
}
