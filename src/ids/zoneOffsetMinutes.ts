import { formatInTimeZone } from 'date-fns-tz';

/**
 * The UTC offset of an IANA time zone (or a fixed `±hh:mm` offset) at an instant, in minutes,
 * read through date-fns-tz's `formatInTimeZone`. (date-fns-tz's `getTimezoneOffset` is not
 * used: it reports the new offset during the hour before a daylight-saving change.) Throws a
 * RangeError naming the zone when it is unknown.
 *
 * @example
 * zoneOffsetMinutes('America/Los_Angeles', Date.parse('2014-11-02T08:30:00Z')); // -420 (01:30 PDT)
 */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  let text: string;
  try {
    text = formatInTimeZone(epochMs, timeZone, 'xxx');
  } catch {
    throw new RangeError(`zoneOffsetMinutes: unknown time zone "${timeZone}"`);
  }
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(text);
  if (!m) throw new RangeError(`zoneOffsetMinutes: unknown time zone "${timeZone}"`);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}
