import { ENDPOINTS } from '../engine/router/endpoints.js';
import { parseApiPath } from '../engine/router/parseApiPath.js';
import { EXTENSION_PREFIX } from '../engine/router/parseExtensionPath.js';
import { TABLE_ENDPOINTS } from './describeEndpoints.js';

/**
 * Why a path has no table, or undefined when it has one (or names no endpoint: the router's 404
 * says so). No extension (`/ext/...`) is a table. Known from the path alone, so it is a usage error before any data is loaded.
 */
export function tableRefusal(target: string, format: string): string | undefined {
  const pathOnly = target.replace(/^https?:\/\/[^/]*/i, '').split('?')[0]!;
  if (pathOnly.startsWith(EXTENSION_PREFIX)) return `${pathOnly} has no ${format} format: an extension answers a document, not one table (sports-stats picture and odds print theirs as tables)`;
  const parsed = parseApiPath(pathOnly);
  if (!parsed || !Object.hasOwn(ENDPOINTS, parsed.method)) return undefined;
  const endpoint = ENDPOINTS[parsed.method]!;
  const formats = endpoint.formats.join(', ');
  if (!TABLE_ENDPOINTS.has(parsed.method)) return `${pathOnly} has no ${format} format: the ${endpoint.name} answer is not one table; its formats are ${formats}`;
  if (parsed.format !== 'json') return `--format ${format} reads the JSON answer: ask for ${pathOnly.replace(/\.[A-Za-z0-9]+$/, '.json')} (the formats of ${pathOnly.replace(/\.[A-Za-z0-9]+$/, '')} are ${formats}, csv and table)`;
  return undefined;
}
