import { ENDPOINT_DOCS, EXTENSION_DOCS } from '../engine/router/endpointReference.js';
import { ENDPOINTS, type Endpoint } from '../engine/router/endpoints.js';
import { EXTENSIONS } from '../engine/router/extensions.js';

/**
 * The endpoints whose answer is one table (`query --format csv` and `table`, and `toCsv`), by
 * their key in the router's table. Every other endpoint answers a document: `me`, box scores,
 * tournaments. A test holds this list to what `toTable` accepts of each endpoint's answer.
 */
export const TABLE_ENDPOINTS: ReadonlySet<string> = new Set(['teams', 'standings', 'wildcard', 'results', 'events', 'roster', 'leaders', 'team-stats', 'daily-leaders', 'draft']);

/**
 * The path of an endpoint as the help writes it: `/{mlb|nba}/standings[/DATE].json`,
 * `/mlb/wildcard[/DATE].{json|xml}`, `/nba/leaders/CATEGORY.json`, `/events.json`. The argument is
 * named as the endpoint reference names it (`ENDPOINT_DOCS`), in capitals.
 *
 * @example
 * endpointPath('wildcard'); // '/mlb/wildcard[/DATE].{json|xml}'
 */
export function endpointPath(key: string): string {
  const e: Endpoint = ENDPOINTS[key]!;
  const sports = e.sports.filter((s) => s !== undefined);
  const sport = sports.length === 0 ? '' : sports.length === 1 ? `/${sports[0]!}` : `/{${sports.join('|')}}`;
  const arg = e.arg === 'date' ? '[/DATE]' : e.arg === 'required' ? `/${ENDPOINT_DOCS[key]?.arg?.name.toUpperCase() ?? 'ID'}` : '';
  const format = e.formats.length === 1 ? e.formats[0]! : `{${e.formats.join('|')}}`;
  return `${sport}/${key}${arg}.${format}`;
}

/**
 * The help's list of endpoints, one line each, from the router's own table (`ENDPOINTS`): the
 * path, `public` where no token is needed, `csv` where `--format csv`/`table` apply, and the
 * query parameters the endpoint reads.
 *
 * @example
 * describeEndpoints()[0]; // '  /{mlb|nba}/teams.json                  public  csv'
 */
export function describeEndpoints(): string[] {
  const keys = Object.keys(ENDPOINTS);
  const paths = keys.map(endpointPath);
  const width = Math.max(...paths.map((p) => p.length));
  return keys.map((key, i) => {
    const e = ENDPOINTS[key]!;
    const params = e.params.length === 0 ? '' : `  ?${e.params.join(' ')}`;
    return `  ${paths[i]!.padEnd(width)}  ${e.isPublic ? 'public' : '      '}  ${TABLE_ENDPOINTS.has(key) ? 'csv' : '   '}${params}`.trimEnd();
  });
}

/**
 * The help's list of the extensions (`/ext/...`, not xmlstats endpoints), one line each, as
 * {@link describeEndpoints} writes the endpoints: the path, `public` where no token is needed,
 * and the query parameters.
 *
 * @example
 * describeExtensions()[0]; // '  /ext/{mlb|nba}/race-chart/SEASON/GROUP.svg  public'
 */
export function describeExtensions(): string[] {
  const keys = Object.keys(EXTENSIONS);
  const paths = keys.map((key) => {
    const e = EXTENSIONS[key]!;
    const names = (EXTENSION_DOCS[key]?.arg?.name ?? 'arg').split('/').map((n) => `/${n.toUpperCase()}`).join('');
    const arg = e.arg === 'date' ? '[/DATE]' : e.arg === 'required' ? names : '';
    return `/ext/{${e.sports.filter((s) => s !== undefined).join('|')}}/${key}${arg}.${e.formats.join('|')}`;
  });
  const width = Math.max(...paths.map((p) => p.length));
  return keys.map((key, i) => {
    const e = EXTENSIONS[key]!;
    const params = e.params.length === 0 ? '' : `  ?${e.params.join(' ')}`;
    return `  ${paths[i]!.padEnd(width)}  ${e.isPublic ? 'public' : '      '}${params}`.trimEnd();
  });
}
