import { leagueDateParts, type LeagueDate } from './LeagueDate.js';
import { timeZoneOffsetMs } from './timeZoneOffset.js';
import { utcEpochMs } from './utcEpochMs.js';

/**
 * US Eastern time (America/New_York), the zone of the league day. The offset is computed from
 * the US daylight-saving rules of 1987-2006 and of 2007 on, without Intl, because ingest asks
 * for it once per game; other years fall back to the time zone database.
 */
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Day of the month of the n-th Sunday (n >= 1) of a month, or the last one when n = -1. */
function nthSunday(year: number, month: number, n: number): number {
  if (n > 0) {
    const firstDow = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((7 - firstDow) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastDow = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - lastDow;
}

const transitions = new Map<number, readonly [number, number]>();

/** [start, end) of daylight time in UTC epoch ms for a year, or undefined outside the rule years. */
function daylightSpan(year: number): readonly [number, number] | undefined {
  const cached = transitions.get(year);
  if (cached) return cached;
  let span: readonly [number, number];
  if (year >= 2007) {
    span = [Date.UTC(year, 2, nthSunday(year, 3, 2)) + 7 * HOUR, Date.UTC(year, 10, nthSunday(year, 11, 1)) + 6 * HOUR];
  } else if (year >= 1987) {
    span = [Date.UTC(year, 3, nthSunday(year, 4, 1)) + 7 * HOUR, Date.UTC(year, 9, nthSunday(year, 10, -1)) + 6 * HOUR];
  } else {
    return undefined;
  }
  transitions.set(year, span);
  return span;
}

/**
 * The UTC offset of US Eastern time at an instant, in minutes (-240 in summer, -300 in winter).
 *
 * @example
 * easternOffsetMinutes(Date.parse('2013-09-01T17:05:00Z')); // -240
 */
export function easternOffsetMinutes(epochMs: number): number {
  const span = epochMs >= yearStart && epochMs < yearEnd ? yearSpan : spanOfYearAt(epochMs);
  if (!span) return Math.trunc(timeZoneOffsetMs(epochMs, 'America/New_York') / 60_000);
  return epochMs >= span[0] && epochMs < span[1] ? -240 : -300;
}

/** The UTC year last asked about: its bounds and daylight span, so that the next instant of it needs no `Date`. */
let yearStart = 0;
let yearEnd = 0;
let yearSpan: readonly [number, number] | undefined;

function spanOfYearAt(epochMs: number): readonly [number, number] | undefined {
  const year = new Date(epochMs).getUTCFullYear();
  const span = daylightSpan(year);
  if (Number.isFinite(year)) {
    yearStart = Date.UTC(year, 0, 1);
    yearEnd = Date.UTC(year + 1, 0, 1);
    yearSpan = span;
  }
  return span;
}

/**
 * The league day (US Eastern calendar date) of an instant. A game starting 22:10 Pacific
 * belongs to the Eastern day on which it started.
 *
 * @example
 * leagueDayOf(Date.parse('2014-07-25T02:10:00Z')); // '2014-07-24'
 */
export function leagueDayOf(epochMs: number): LeagueDate {
  const local = epochMs + easternOffsetMinutes(epochMs) * 60_000;
  const day = Math.floor(local / DAY);
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * DAY).toISOString().slice(0, 10) as LeagueDate;
    if (dayNames.size >= MAX_DAY_NAMES) dayNames.clear();
    dayNames.set(day, name);
  }
  return name;
}

/**
 * The names of the days asked for, by day number since 1970 (the router and the queries ask for
 * a few days many times; a `Date` and its ISO text per ask was a sixth of a small answer's cost).
 * Emptied when full, so it never holds more than a season's worth of days many times over.
 */
const dayNames = new Map<number, LeagueDate>();
const MAX_DAY_NAMES = 4096;

/**
 * The instant of a wall-clock time in US Eastern time on a date (the later instant when the
 * wall time is ambiguous, the shifted one when it does not exist).
 *
 * @example
 * easternWallTime('2013-09-01' as LeagueDate, 0, 0, 0); // Date.parse('2013-09-01T04:00:00Z')
 */
export function easternWallTime(date: LeagueDate, hours: number, minutes: number, seconds: number): number {
  const { year, month, day } = leagueDateParts(date);
  const naive = utcEpochMs(year, month, day, hours, minutes, seconds);
  const guess = naive + 300 * 60_000;
  const offset = easternOffsetMinutes(guess);
  const candidate = naive - offset * 60_000;
  return easternOffsetMinutes(candidate) === offset ? candidate : naive - easternOffsetMinutes(candidate) * 60_000;
}

/**
 * Midnight at the start of a league day, in epoch ms.
 *
 * @example
 * easternMidnight(leagueDate('2013-01-31')); // Date.parse('2013-01-31T00:00:00-05:00')
 */
export function easternMidnight(date: LeagueDate): number {
  return easternWallTime(date, 0, 0, 0);
}

/**
 * The placeholder time of day the service prints for an unknown start time (03:45:56 Eastern).
 *
 * @example
 * UNKNOWN_START_TIME.hours; // 3
 */
export const UNKNOWN_START_TIME = { hours: 3, minutes: 45, seconds: 56 } as const;

/**
 * The instant printed for an event of that date whose start time is unknown.
 *
 * @example
 * unknownStartInstant(leagueDate('2014-09-27')); // Date.parse('2014-09-27T03:45:56-04:00')
 */
export function unknownStartInstant(date: LeagueDate): number {
  return easternWallTime(date, UNKNOWN_START_TIME.hours, UNKNOWN_START_TIME.minutes, UNKNOWN_START_TIME.seconds);
}

export { DAY as MS_PER_DAY };
