/**
 * The first instant the library handles: 0001-01-02T00:00:00Z, a day after the start of year 1.
 * Every time zone reads it in year 1: offsets stay within a day (fixed offsets reach ±23:59,
 * the local mean time of Asia/Manila before 1845 was -15:56).
 */
export const MIN_INSTANT_MS = -62_135_510_400_000;

/** The last instant the library handles: 9999-12-30T23:59:59.999Z, read in year 9999 in every zone. */
export const MAX_INSTANT_MS = 253_402_214_399_999;

/**
 * Whether an epoch-millisecond value is an instant the library can hold and print: a finite
 * number from {@link MIN_INSTANT_MS} to {@link MAX_INSTANT_MS}, so that its date in UTC, in US
 * Eastern time (the league day) and in any display zone lies in the years 1 to 9999 that dates
 * are written in (`yyyy-MM-dd`). A clock or a date-time of the data outside it is refused rather
 * than printed wrong or failing later.
 *
 * @example
 * isSupportedInstant(Date.parse('2019-10-01T00:00:00Z')); // true
 * isSupportedInstant(Date.parse('9999-12-31T23:00:00-05:00')); // false: year 10000 in UTC
 */
export function isSupportedInstant(epochMs: number): boolean {
  return epochMs >= MIN_INSTANT_MS && epochMs <= MAX_INSTANT_MS;
}
