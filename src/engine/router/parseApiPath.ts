/** What a request path names, before any data is looked at. */
export interface ApiPath {
  /** `events` and `me` have no sport. */
  readonly sport: string | undefined;
  readonly method: string;
  /** The segment after the method (a date, team id, event id or category), if any. */
  readonly arg: string | undefined;
  readonly format: string;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Splits a request path into sport, method, argument and format:
 * `/events.json`, `/me.json`, `/{sport}/{method}.{format}`, `/{sport}/{method}/{arg}.{format}`.
 * Repeated slashes are read as one (recorded clients sent `/nba/leaders//points.json`).
 * Returns undefined for anything else: other shapes, `..`, percent-encoded characters
 * (an encoded slash never becomes a separator), characters outside letters, digits, `-`, `_`.
 *
 * @example
 * parseApiPath('/mlb/standings/20190502.json'); // { sport: 'mlb', method: 'standings', arg: '20190502', format: 'json' }
 * parseApiPath('/mlb/../etc/passwd.json'); // undefined
 */
export function parseApiPath(path: string): ApiPath | undefined {
  if (!path.startsWith('/') || path.includes('%') || path.includes('..')) return undefined;
  const dot = path.lastIndexOf('.');
  if (dot < 0) return undefined;
  const format = path.slice(dot + 1);
  const parts = path.slice(0, dot).split('/').filter((p) => p !== '');
  if (!SEGMENT.test(format) || parts.length === 0 || parts.length > 3 || !parts.every((p) => SEGMENT.test(p))) return undefined;
  if (parts.length === 1) return { sport: undefined, method: parts[0]!, arg: undefined, format };
  return { sport: parts[0]!, method: parts[1]!, arg: parts[2], format };
}
