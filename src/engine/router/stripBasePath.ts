/**
 * The origin-form target below a base path (as `checkRespondOptions` returns it: no trailing
 * slash, '' for none), or undefined when the target is not under it. The base matches whole
 * segments, case-sensitively and byte for byte (`/api` covers `/api/events.json` and `/api?x`,
 * not `/apiary/events.json` nor `/API/events.json`); the base itself is the API's root `/`.
 *
 * @example
 * stripBasePath('/api/events.json?date=20190704', '/api'); // '/events.json?date=20190704'
 * stripBasePath('/api', '/api'); // '/'
 * stripBasePath('/events.json', '/api'); // undefined
 */
export function stripBasePath(target: string, basePath: string): string | undefined {
  if (basePath === '') return target;
  if (!target.startsWith(basePath)) return undefined;
  const rest = target.slice(basePath.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?')) return `/${rest}`;
  return undefined;
}
