import type { SiteInput } from '../../engine/BatchInput.js';
import type { JsonPath, JsonReader } from './createJsonReader.js';
import { siteIdOfName } from './siteIdOfName.js';

/**
 * Reads an xmlstats site object (`capacity, surface, name, city, state`;
 * capacity and surface may be null, as for the Sydney Cricket Ground in 2014) into a batch site
 * whose `site_id` is the slug of its name, or records issues on `read` and returns undefined.
 *
 * @example
 * import { createJsonReader } from './createJsonReader.js';
 * const read = createJsonReader();
 * readSiteObject(read, { capacity: 33871, surface: 'Grass', name: 'Fenway Park', city: 'Boston', state: 'Massachusetts' }, ['site']);
 * // { site_id: 'fenway-park', name: 'Fenway Park', capacity: 33871, surface: 'Grass', city: 'Boston', state: 'Massachusetts' }
 */
export function readSiteObject(read: JsonReader, value: unknown, path: JsonPath): SiteInput | undefined {
  const obj = read.object(value, path);
  if (obj === undefined) return undefined;
  const before = read.issues.length;
  const name = read.string(obj, 'name', path);
  const capacity = read.nullableCount(obj, 'capacity', path);
  const surface = read.nullableString(obj, 'surface', path);
  const city = read.string(obj, 'city', path, true);
  const state = read.string(obj, 'state', path, true);
  const siteId = name === undefined ? undefined : siteIdOfName(name);
  if (siteId === '') read.fail('invalid_input', [...path, 'name'], `site name "${name ?? ''}" has no letters or digits to make a site id of`);
  if (read.issues.length > before || name === undefined || siteId === undefined || capacity === undefined || surface === undefined || city === undefined || state === undefined) {
    return undefined;
  }
  return { site_id: siteId, name, capacity, surface, city, state };
}
