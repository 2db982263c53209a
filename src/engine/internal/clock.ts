import { isSupportedInstant, leagueDate, leagueDayOf, parseDateTime, type LeagueDate } from '../../ids/index.js';

/** A clock value as the public API takes it: an ISO date-time with offset, or epoch ms. */
export type Clock = string | number;

/** The last clock text read and its instant: a server passes the same text with every request. */
let lastText: string | undefined;
let lastMs = 0;

/**
 * Epoch ms of a clock value; a RangeError naming the caller when it is not a valid instant or
 * not a supported one (`isSupportedInstant`: 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z,
 * so that the clock's date is in the years 1 to 9999 in every time zone a query may print it in).
 */
export function clockMs(caller: string, now: Clock): number {
  if (typeof now === 'number') {
    if (!Number.isFinite(now)) throw new RangeError(`${caller}: now must be a finite epoch millisecond value`);
    if (!isSupportedInstant(now)) throw new RangeError(`${caller}: now ${now} is outside the supported instants, 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z (epoch ms -62135510400000 to 253402214399999)`);
    return now;
  }
  if (typeof now !== 'string') throw new TypeError(`${caller}: now must be an ISO date-time with offset or epoch milliseconds, got ${now === null ? 'null' : typeof now}`);
  if (now === lastText) return lastMs;
  const r = parseDateTime(now);
  if (!r.ok) throw new RangeError(`${caller}: now ${r.issues[0]?.message ?? 'is invalid'}`);
  lastText = now;
  lastMs = r.value;
  return r.value;
}

/** A date parameter (`yyyyMMdd` or `yyyy-MM-dd`), or a RangeError naming the caller. */
export function dateParam(caller: string, name: string, value: string): LeagueDate {
  try {
    return leagueDate(value);
  } catch {
    throw new RangeError(`${caller}: ${name} "${value}" is not a valid date (yyyyMMdd)`);
  }
}

/** The league day of the clock. */
export function today(caller: string, now: Clock): LeagueDate {
  return leagueDayOf(clockMs(caller, now));
}
