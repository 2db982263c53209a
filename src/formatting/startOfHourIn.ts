import { easternOffsetMinutes } from '../ids/easternTime.js';
import { timeZoneOffsetMs } from '../ids/timeZoneOffset.js';
import { EASTERN_TIME_ZONE } from './formatDateTime.js';

const HOUR = 3_600_000;
/** 1987-01-01T00:00Z: from here on Eastern offsets come from the US rules, as in formatDateTime. */
const EASTERN_RULES_FROM = Date.UTC(1987, 0, 1);

/** The offset formatDateTime prints at an instant (the same two sources, the same choice). */
function offsetAt(instant: number, timeZone: string): number {
  if (timeZone === EASTERN_TIME_ZONE && instant >= EASTERN_RULES_FROM) return easternOffsetMinutes(instant) * 60_000;
  try {
    return timeZoneOffsetMs(instant, timeZone);
  } catch (error) {
    throw new RangeError(`startOfHourIn: ${error instanceof Error ? error.message.replace('timeZoneOffsetMs: ', '') : String(error)}`);
  }
}

/** The start of the hour of a wall-clock time (ms as if UTC). */
function hourOf(wall: number): number {
  return wall - (((wall % HOUR) + HOUR) % HOUR);
}

/**
 * The instant at which the current hour began on a display zone's wall clock: what an events
 * table asked for without a date prints as `events_date` (the MLB events recorded
 * at 23:00 Eastern on 2017-06-10 show `2017-06-10T23:00:00-04:00`). Print it with `formatDateTime(start, timeZone)`.
 *
 * - The hour is the zone's, not UTC's: in Asia/Kolkata (+05:30) hours begin at :30 UTC.
 * - The wall-clock time is cut to the hour and read with the offset in force now, as java.time's
 *   `ZonedDateTime.truncatedTo(HOURS)` does: in the hour a fall-back repeats, 01:30 EDT gives
 *   01:00 EDT and 01:30 EST gives 01:00 EST.
 * - When the offset changed within the hour, the hour began where the wall clock entered it:
 *   before the change when the clock read the same hour just before it (Lord Howe's 01:45+10:30
 *   gives 01:00+11:00), otherwise at the change (after Lord Howe's 02:00 to 02:30 jump, 02:45
 *   gives 02:30+11:00; after Goose Bay's 00:01 to 01:01 jump of 2010, 01:30 gives 01:01-03:00).
 * - So the result is never after the instant, and the wall clock reads the same
 *   `yyyy-MM-ddTHH` at every instant from the result to the instant.
 * - Milliseconds are floored first; never reads the host's time zone.
 *
 * Throws a RangeError for a non-finite instant or an unknown time zone.
 *
 * @example
 * startOfHourIn(Date.parse('2017-06-11T03:19:00Z')); // Date.parse('2017-06-10T23:00:00-04:00')
 * startOfHourIn(Date.parse('2017-06-11T03:19:00Z'), 'Asia/Kolkata'); // Date.parse('2017-06-11T08:00:00+05:30')
 */
export function startOfHourIn(epochMs: number, timeZone: string = EASTERN_TIME_ZONE): number {
  if (!Number.isFinite(epochMs)) throw new RangeError(`startOfHourIn: not a finite instant: ${String(epochMs)}`);
  const now = Math.floor(epochMs);
  const offset = offsetAt(now, timeZone);
  const wallHour = hourOf(now + offset);
  const sameOffset = wallHour - offset;
  if (offsetAt(sameOffset, timeZone) === offset) return sameOffset;
  // The offset changed within the hour: find the change, the first instant of the offset now
  // in force (offsets change at most every few weeks, so once between the two).
  let before = sameOffset;
  let change = now;
  while (change - before > 1) {
    const mid = before + Math.floor((change - before) / 2);
    if (offsetAt(mid, timeZone) === offset) change = mid;
    else before = mid;
  }
  const offsetBefore = offsetAt(before, timeZone);
  if (hourOf(before + offsetBefore) === wallHour) {
    const earlier = wallHour - offsetBefore;
    if (offsetAt(earlier, timeZone) === offsetBefore) return earlier;
  }
  return change;
}
