import { issue, type Result } from './Issue.js';
import { digitsAt } from './digitsAt.js';
import { utcEpochMs } from './utcEpochMs.js';

declare const leagueDateBrand: unique symbol;

/**
 * A calendar date of the league (the US Eastern day), written `yyyy-MM-dd`. Strings of this
 * form sort chronologically.
 *
 * @example
 * const d = parseLeagueDate('20130901'); // { ok: true, value: '2013-09-01' }
 */
export type LeagueDate = string & { readonly [leagueDateBrand]: true };

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether integers name a day of the calendar in the years 1 to 9999. */
function dateExists(year: number, month: number, day: number): boolean {
  return year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month - 1]!;
}

/**
 * Builds a date from numbers, or undefined when it does not exist (2013-02-31).
 *
 * @example
 * leagueDateFromParts(2012, 2, 29); // '2012-02-29'
 * leagueDateFromParts(2013, 2, 29); // undefined
 */
export function leagueDateFromParts(year: number, month: number, day: number): LeagueDate | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || !dateExists(year, month, day)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as LeagueDate;
}

/**
 * Parses `yyyyMMdd` or `yyyy-MM-dd`, rejecting impossible dates such as `20130231`.
 *
 * @example
 * parseLeagueDate('2013-02-31').ok; // false
 */
export function parseLeagueDate(text: string): Result<LeagueDate> {
  const date = text.length === 8 ? fromDigits(text, false) : text.length === 10 && text.charCodeAt(4) === DASH && text.charCodeAt(7) === DASH ? fromDigits(text, true) : undefined;
  return date
    ? { ok: true, value: date }
    : { ok: false, issues: [issue('invalid_date', [], `"${text}" is not a valid date (yyyyMMdd or yyyy-MM-dd)`)] };
}

const DASH = 0x2d;

/**
 * The date written in `text` as `yyyyMMdd`, or as `yyyy-MM-dd` when `iso` (its dashes already
 * checked), or undefined when a digit is not an ASCII digit or the date does not exist. Read digit
 * by digit, not by a pattern and `Number`: a date parameter is read on every request (D176).
 */
function fromDigits(text: string, iso: boolean): LeagueDate | undefined {
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, iso ? 5 : 4, 2);
  const day = digitsAt(text, iso ? 8 : 6, 2);
  if (!dateExists(year, month, day)) return undefined;
  return (iso ? text : `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`) as LeagueDate;
}

/**
 * Like {@link parseLeagueDate} for trusted input; throws a RangeError otherwise.
 *
 * @example
 * leagueDate('20140725'); // '2014-07-25'
 */
export function leagueDate(text: string): LeagueDate {
  const r = parseLeagueDate(text);
  if (!r.ok) throw new RangeError(`leagueDate: ${r.issues[0]?.message ?? text}`);
  return r.value;
}

/**
 * `yyyyMMdd`, as used in paths and event ids.
 *
 * @example
 * formatCompactDate(leagueDate('2014-07-25')); // '20140725'
 */
export function formatCompactDate(date: LeagueDate): string {
  return date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10);
}

/**
 * The date `days` days later (or earlier, when negative).
 *
 * @example
 * addDays(leagueDate('2014-03-01'), -1); // '2014-02-28'
 * addDays(leagueDate('0004-03-01'), -1); // '0004-02-29' (the years 0 to 99 as written)
 */
export function addDays(date: LeagueDate, days: number): LeagueDate {
  const year = digitsAt(date, 0, 4);
  const month = digitsAt(date, 5, 2);
  const day = digitsAt(date, 8, 2) + days;
  // Within the month (most calls: the day before or after): no calendar arithmetic at all.
  if (Number.isInteger(days) && day >= 1 && day <= 28) return (date.slice(0, 8) + (day < 10 ? '0' : '') + String(day)) as LeagueDate;
  // Across a month boundary, Date's calendar (utcEpochMs: the years 0 to 99 as written).
  return new Date(utcEpochMs(year, month, 1) + (day - 1) * 86_400_000).toISOString().slice(0, 10) as LeagueDate;
}

/**
 * Year, month (1-12) and day of a date.
 *
 * @example
 * leagueDateParts(leagueDate('2014-07-25')); // { year: 2014, month: 7, day: 25 }
 */
export function leagueDateParts(date: LeagueDate): { readonly year: number; readonly month: number; readonly day: number } {
  return { year: digitsAt(date, 0, 4), month: digitsAt(date, 5, 2), day: digitsAt(date, 8, 2) };
}
