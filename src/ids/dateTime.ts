import { issue, type Result } from './Issue.js';
import { isSupportedInstant } from './isSupportedInstant.js';
import { leagueDateFromParts } from './LeagueDate.js';
import { utcEpochMs } from './utcEpochMs.js';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Parses an ISO 8601 date-time that carries its offset (`2014-07-25T19:10:00-04:00` or `...Z`)
 * into epoch milliseconds. A date-time without an offset is rejected: the library never guesses
 * the host's time zone. So is one whose instant is not {@link isSupportedInstant} (from
 * 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z): `9999-12-31T23:00:00-05:00` is in the year
 * 10000 in UTC and could not be printed in most zones.
 *
 * @example
 * parseDateTime('2013-09-01T13:05:00-04:00'); // { ok: true, value: 1378055100000 }
 * parseDateTime('9999-12-31T23:00:00-05:00').ok; // false
 */
export function parseDateTime(text: string): Result<number> {
  const m = DATE_TIME.exec(text);
  if (!m) return notDateTime(text);
  const [, y, mo, d, h, mi, s, off] = m;
  if (!leagueDateFromParts(Number(y), Number(mo), Number(d))) return notDateTime(text);
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return notDateTime(text);
  let offsetMinutes = 0;
  if (off && off !== 'Z') {
    const sign = off.startsWith('-') ? -1 : 1;
    const digits = off.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  }
  const utc = utcEpochMs(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0)) - offsetMinutes * 60_000;
  if (!isSupportedInstant(utc)) {
    return { ok: false, issues: [issue('invalid_date', [], `"${text}" is outside the supported instants, 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z (dates are read in years 1 to 9999 in every time zone)`)] };
  }
  return { ok: true, value: utc };
}

/** The issue of a text that is not a date-time with an offset (built only when it is not one). */
function notDateTime(text: string): Result<number> {
  return { ok: false, issues: [issue('invalid_date', [], `"${text}" is not a date-time with an offset (yyyy-MM-ddTHH:mm:ss±hh:mm)`)] };
}
