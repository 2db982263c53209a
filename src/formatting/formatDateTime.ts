import { easternOffsetMinutes } from '../ids/easternTime.js';
import { timeZoneOffsetMs } from '../ids/timeZoneOffset.js';

/** The default display zone: US Eastern, the zone of the league day. */
export const EASTERN_TIME_ZONE = 'America/New_York';

const MINUTE = 60_000;
/** 1987-01-01T00:00Z: from here on {@link easternOffsetMinutes} uses the US rules, without Intl. */
const EASTERN_RULES_FROM = Date.UTC(1987, 0, 1);

/** '00'..'99', so that each field is one lookup. */
const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) => (i < 10 ? '0' : '') + String(i));

/**
 * An instant as the service prints date-times, `yyyy-MM-ddTHH:mm:ss±hh:mm`, in a display time
 * zone with the offset in force at that instant (DST-correct), never `Z` (UTC prints `+00:00`);
 * the default zone is US Eastern.
 *
 * - Eastern time since 1987 is computed without Intl by {@link easternOffsetMinutes} (the US
 *   rules); earlier instants, any other IANA zone and fixed offsets (`-07:00`) go through
 *   {@link timeZoneOffsetMs}, which reads the time zone database (and fixed offsets itself).
 * - Milliseconds are dropped (the instant is floored to its second, like Java's
 *   `SimpleDateFormat`).
 * - An offset that is not a whole number of minutes (local mean time before 1883) prints
 *   truncated toward zero, as Java's `XXX` does; the wall-clock time uses the exact offset.
 * - Never reads the host's time zone: only UTC fields of shifted instants are used.
 *
 * Throws a RangeError for a non-finite instant, an unknown time zone, or a local year outside
 * 1..9999.
 *
 * @example
 * formatDateTime(Date.parse('2013-09-01T17:05:00Z')); // '2013-09-01T13:05:00-04:00'
 * formatDateTime(Date.parse('2013-02-01T01:00:00Z'), 'America/Los_Angeles'); // '2013-01-31T17:00:00-08:00'
 * formatDateTime(0, 'UTC'); // '1970-01-01T00:00:00+00:00'
 */
export function formatDateTime(epochMs: number, timeZone: string = EASTERN_TIME_ZONE): string {
  if (!Number.isFinite(epochMs)) throw new RangeError(`formatDateTime: not a finite instant: ${String(epochMs)}`);
  const instant = Math.floor(epochMs);
  let known = TEXTS.get(timeZone);
  let text = known?.get(instant);
  if (text !== undefined) return text;
  text = computeText(instant, timeZone);
  if (known === undefined && TEXTS.size < MAX_ZONES) TEXTS.set(timeZone, (known = new Map()));
  if (known !== undefined) {
    if (known.size >= MAX_TEXTS_PER_ZONE) known.clear();
    known.set(instant, text);
  }
  return text;
}

/**
 * The texts already printed, per display zone and instant (a pure function of both): payloads
 * print the same start times request after request (a season has a few thousand). A zone's map
 * is emptied when it reaches {@link MAX_TEXTS_PER_ZONE}, and at most {@link MAX_ZONES} zones are
 * kept, so that the memory stays bounded whatever the requests. Only valid zones get here.
 */
const TEXTS = new Map<string, Map<number, string>>();
const MAX_TEXTS_PER_ZONE = 8192;
const MAX_ZONES = 16;

function computeText(instant: number, timeZone: string): string {
  let offsetMs: number;
  if (timeZone === EASTERN_TIME_ZONE && instant >= EASTERN_RULES_FROM) {
    offsetMs = easternOffsetMinutes(instant) * MINUTE;
  } else {
    try {
      offsetMs = timeZoneOffsetMs(instant, timeZone);
    } catch (error) {
      throw new RangeError(`formatDateTime: ${error instanceof Error ? error.message.replace('timeZoneOffsetMs: ', '') : String(error)}`);
    }
  }
  const local = new Date(instant + offsetMs);
  const year = local.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) throw new RangeError(`formatDateTime: year ${String(year)} is outside 1..9999`);
  const offsetMinutes = Math.trunc(offsetMs / MINUTE);
  const absOffset = offsetMinutes < 0 ? -offsetMinutes : offsetMinutes;
  return (
    (year >= 1000 ? String(year) : String(year).padStart(4, '0')) +
    '-' +
    (TWO_DIGITS[local.getUTCMonth() + 1] as string) +
    '-' +
    (TWO_DIGITS[local.getUTCDate()] as string) +
    'T' +
    (TWO_DIGITS[local.getUTCHours()] as string) +
    ':' +
    (TWO_DIGITS[local.getUTCMinutes()] as string) +
    ':' +
    (TWO_DIGITS[local.getUTCSeconds()] as string) +
    (offsetMinutes < 0 ? '-' : '+') +
    (TWO_DIGITS[(absOffset - (absOffset % 60)) / 60] as string) +
    ':' +
    (TWO_DIGITS[absOffset % 60] as string)
  );
}
