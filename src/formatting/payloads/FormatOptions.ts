/**
 * How a payload is written: `pretty` (the recorded default: 2-space indent, `"key" : value`) or
 * `compact` (no whitespace), and the zone date-times are shown in (default US Eastern, the
 * service's own; the documentation examples were rendered in `America/Los_Angeles`).
 *
 * @example
 * const options: FormatOptions = { style: 'compact', timeZone: 'America/Los_Angeles' };
 */
export interface FormatOptions {
  readonly style?: 'pretty' | 'compact';
  readonly timeZone?: string;
}

/** The default zone of every date-time. */
export const EASTERN = 'America/New_York';
