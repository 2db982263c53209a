/** 400 Gregorian years are exactly 146,097 days: the calendar repeats after them. */
const FOUR_CENTURIES_MS = 146_097 * 86_400_000;

/**
 * Epoch milliseconds of a UTC wall-clock time, like `Date.UTC` but with the month from 1 and
 * the year taken as written: `Date.UTC` reads the years 0 to 99 as 1900 to 1999, so those are
 * computed 400 years later (the Gregorian calendar repeats every 400 years) and moved back.
 * Fields out of their range carry over as in `Date.UTC` (month 13 is January of the next year).
 *
 * @example
 * utcEpochMs(2013, 9, 1, 17, 5, 0); // Date.parse('2013-09-01T17:05:00Z')
 * new Date(utcEpochMs(1, 1, 1)).toISOString(); // '0001-01-01T00:00:00.000Z' (Date.UTC gives 1901)
 */
export function utcEpochMs(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): number {
  if (year >= 0 && year < 100) return Date.UTC(year + 400, month - 1, day, hours, minutes, seconds) - FOUR_CENTURIES_MS;
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}
