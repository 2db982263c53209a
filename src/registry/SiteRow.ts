import type { Site } from '../aggregates/Site.js';
import type { Season } from '../ids/index.js';

/**
 * One row of a venue table: the venue as the service would print it from season `from` on
 * (until a later row of the same `siteId` takes over). Most venues have one row with no
 * `from`; a venue whose capacity or surface changed under the same name gets a second row
 * (Chase Field turned to artificial turf in 2019). A new name is a new `siteId`, not a row.
 *
 * @example
 * const row: SiteRow = { siteId: 'chase-field', from: 2019, name: 'Chase Field', capacity: 49033,
 *   surface: 'Field Turf', city: 'Phoenix', state: 'Arizona' };
 */
export interface SiteRow extends Site {
  readonly from?: Season;
}
