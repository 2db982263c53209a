/** What an extension path names, before any data is looked at. */
export interface ExtensionPath {
  readonly sport: string;
  readonly method: string;
  /** The segments after the method, joined by `/` (`20190901`, `2019/al-east`), if any. */
  readonly arg: string | undefined;
  /** How many segments the argument spans (0 without one). */
  readonly argSegments: number;
  readonly format: string;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** The prefix of every extension path: nothing of the xmlstats API lives below it. */
export const EXTENSION_PREFIX = '/ext/';

/**
 * Splits an extension path, `/ext/{sport}/{method}[/{arg}...].{format}` (at most two argument
 * segments), into sport, method, argument and format, by the rules of `parseApiPath`: repeated
 * slashes read as one; `..`, percent-encoded characters and characters outside letters, digits,
 * `-` and `_` refused. Returns undefined for a path outside `/ext/` or of any other shape.
 *
 * @example
 * parseExtensionPath('/ext/mlb/race-chart/2019/al-east.svg'); // { sport: 'mlb', method: 'race-chart', arg: '2019/al-east', argSegments: 2, format: 'svg' }
 * parseExtensionPath('/mlb/standings.json'); // undefined
 */
export function parseExtensionPath(path: string): ExtensionPath | undefined {
  if (!path.startsWith(EXTENSION_PREFIX) || path.includes('%') || path.includes('..')) return undefined;
  const dot = path.lastIndexOf('.');
  if (dot < 0) return undefined;
  const format = path.slice(dot + 1);
  const parts = path.slice(EXTENSION_PREFIX.length, dot).split('/').filter((p) => p !== '');
  if (!SEGMENT.test(format) || parts.length < 2 || parts.length > 4 || !parts.every((p) => SEGMENT.test(p))) return undefined;
  const args = parts.slice(2);
  return { sport: parts[0]!, method: parts[1]!, arg: args.length === 0 ? undefined : args.join('/'), argSegments: args.length, format };
}
