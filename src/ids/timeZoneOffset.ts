/**
 * What a display time zone is resolved to: the Intl formatter of an IANA zone, or the offset in
 * milliseconds of a fixed-offset zone (`Z`, `+05:30`, `-0700`, `-07`).
 */
type ResolvedZone = Intl.DateTimeFormat | number;

const MAX_CACHED_ZONES = 64;
const zones = new Map<string, ResolvedZone>();

const FIELDS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** Resolves a zone once; undefined when it is neither an IANA zone nor a fixed offset. */
function resolveZone(timeZone: string): ResolvedZone | undefined {
  const cached = zones.get(timeZone);
  if (cached !== undefined) return cached;
  let resolved: ResolvedZone;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { ...FIELDS, timeZone });
  } catch {
    // Intl (Node 20) rejects fixed offsets; they are read here, and for such a string the
    // result does not depend on the instant. Anything else is unknown.
    const fixed = fixedOffsetMs(timeZone);
    if (fixed === undefined) return undefined;
    resolved = fixed;
  }
  if (zones.size >= MAX_CACHED_ZONES) zones.clear();
  zones.set(timeZone, resolved);
  return resolved;
}

/** `Z`, `±hh`, `±hh:mm` and `±hhmm` (hours to 23, minutes to 59). */
const FIXED_OFFSET = /^(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;

/**
 * The offset in milliseconds of a fixed-offset zone, as date-fns-tz's `getTimezoneOffset` read
 * it before (D140, amending D71: its module built an Intl time zone formatter on import, the most expensive
 * step of a query's cold start): `Z`, `±hh`, `±hh:mm` or `±hhmm`, hours up to 23 and minutes up
 * to 59; `-00` and `Z` are 0, never -0. Undefined for anything else. A property test holds it
 * equal to date-fns-tz's reading of every string Intl rejects.
 */
function fixedOffsetMs(timeZone: string): number | undefined {
  const m = FIXED_OFFSET.exec(timeZone);
  if (m === null) return undefined;
  if (m[1] === undefined) return 0;
  const hours = Number(m[2]);
  const minutes = m[3] === undefined ? 0 : Number(m[3]);
  if (hours > 23 || minutes > 59) return undefined;
  const ms = hours * 3_600_000 + minutes * 60_000;
  return m[1] === '-' && ms !== 0 ? -ms : ms;
}

/**
 * Wall-clock fields [year, month, day, hour, minute, second] of an instant, with the year
 * astronomical (1 BC is 0). `format` is read when it has the expected en-US shape
 * (`9/1/2013 AD, 10:05:00`; it is about 3 times faster than `formatToParts`), which is checked
 * once against a known instant; otherwise `formatToParts` is used.
 */
function wallClock(zone: Intl.DateTimeFormat, instant: Date): number[] {
  if (fastFormat === undefined) {
    const probe = digitRuns(new Intl.DateTimeFormat('en-US', { ...FIELDS, timeZone: 'UTC' }).format(Date.UTC(2001, 1, 3, 4, 5, 6)));
    fastFormat = probe !== undefined && probe.join() === '2,3,2001,4,5,6';
  }
  if (fastFormat) {
    const text = zone.format(instant);
    const runs = digitRuns(text);
    if (runs !== undefined) {
      const [month, day, year, hour, minute, second] = runs as [number, number, number, number, number, number];
      return [text.includes('BC') ? 1 - year : year, month, day, hour % 24, minute, second];
    }
  }
  const fields = [0, 0, 0, 0, 0, 0];
  let bc = false;
  for (const part of zone.formatToParts(instant)) {
    const at = PART_INDEX[part.type];
    if (at !== undefined) fields[at] = Number(part.value);
    else if (part.type === 'era') bc = part.value === 'BC' || part.value === 'B';
  }
  fields[3] = (fields[3] as number) % 24;
  if (bc) fields[0] = 1 - (fields[0] as number);
  return fields;
}

let fastFormat: boolean | undefined;
const PART_INDEX: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = { year: 0, month: 1, day: 2, hour: 3, minute: 4, second: 5 };

/** The six runs of ASCII digits in a formatted date, or undefined when there are not six. */
function digitRuns(text: string): number[] | undefined {
  const runs: number[] = [];
  let value = 0;
  let inRun = false;
  for (let i = 0; i < text.length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d >= 0 && d <= 9) {
      value = value * 10 + d;
      inRun = true;
    } else if (inRun) {
      runs.push(value);
      value = 0;
      inRun = false;
    }
  }
  if (inRun) runs.push(value);
  return runs.length === 6 ? runs : undefined;
}

/**
 * The UTC offset, in milliseconds, in force in a time zone at an instant (positive east of
 * Greenwich): an IANA zone name (`America/Los_Angeles`, `UTC`) or a fixed offset (`-07:00`).
 *
 * Computed from the zone's wall-clock time at that instant (Intl, to the second), so it is
 * right on both sides of every transition and does not depend on the host's time zone. It
 * deliberately avoids date-fns-tz's `getTimezoneOffset(zone, date)`: that function reads the
 * date as a local wall time and is off by an hour around transitions (for example
 * `getTimezoneOffset('America/Los_Angeles', Date.parse('2013-03-10T02:00:00Z'))` is -7 h where
 * the instant is still at -8 h; a test of the repository pins it), and the wall
 * clock of `formatInTimeZone` is wrong when it falls into the host's own DST gap (with
 * `TZ=Pacific/Auckland`, 2013-09-28T16:00Z in Australia/Sydney prints `03:00:00+10:00` instead of
 * `02:00:00+10:00`), which would make output depend on the host.
 *
 * Throws a RangeError for an unknown zone or an instant outside the years 1..9999 (UTC) of an
 * IANA zone. Fractions of a millisecond are floored.
 *
 * @example
 * timeZoneOffsetMs(Date.parse('2013-03-10T09:59:59Z'), 'America/Los_Angeles'); // -28_800_000
 * timeZoneOffsetMs(Date.parse('2013-03-10T10:00:00Z'), 'America/Los_Angeles'); // -25_200_000
 * timeZoneOffsetMs(0, '+05:30'); // 19_800_000
 */
export function timeZoneOffsetMs(epochMs: number, timeZone: string): number {
  const zone = resolveZone(timeZone);
  if (zone === undefined) throw new RangeError(`timeZoneOffsetMs: unknown time zone "${timeZone}"`);
  if (typeof zone === 'number') return zone;
  const ms = Math.floor(epochMs);
  const instant = new Date(ms);
  const utcYear = instant.getUTCFullYear();
  if (!(utcYear >= 1 && utcYear <= 9999)) throw new RangeError(`timeZoneOffsetMs: instant ${String(epochMs)} is outside the years 1..9999`);
  const [year, month, day, hour, minute, second] = wallClock(zone, instant) as [number, number, number, number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0..99 as 1900..1999.
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  const offset = wall.getTime() - (ms - (((ms % 1000) + 1000) % 1000));
  if (!Number.isFinite(offset)) throw new RangeError(`timeZoneOffsetMs: cannot read the time in "${timeZone}" at ${String(epochMs)}`);
  return offset;
}
