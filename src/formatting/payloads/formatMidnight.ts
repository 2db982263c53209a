import { easternMidnight, leagueDateParts, timeZoneOffsetMs, type LeagueDate } from '../../ids/index.js';
import { EASTERN_TIME_ZONE, formatDateTime } from '../formatDateTime.js';
import { keptUpTo } from '../keptVariant.js';

/**
 * Midnight at the start of a date in the display zone, as tables for a date print it:
 * `2013-01-31T00:00:00-08:00` for a Pacific rendering of January 31 (the documented events
 * example), `2013-09-01T00:00:00-04:00` in the default Eastern zone. Where a zone skips
 * midnight (a daylight-saving change at 00:00), the first instant of the date is used.
 *
 * @example
 * formatMidnight('2013-01-31' as LeagueDate, 'America/Los_Angeles'); // '2013-01-31T00:00:00-08:00'
 */
export function formatMidnight(date: LeagueDate, timeZone: string): string {
  if (timeZone === EASTERN_TIME_ZONE) {
    // The default zone's midnights are kept by date: a table of a date prints one on every
    // request, and the text is a function of the date (D188). `formatDateTime` keeps its texts by
    // instant already; this spares the date's instant (`easternMidnight`) and that lookup.
    return keptUpTo(easternMidnights, date, MAX_MIDNIGHTS, easternMidnightText);
  }
  const { year, month, day } = leagueDateParts(date);
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - timeZoneOffsetMs(wall, timeZone);
  const second = wall - timeZoneOffsetMs(instant, timeZone);
  if (second !== instant) instant = Math.min(instant, second);
  return formatDateTime(instant, timeZone);
}

function easternMidnightText(date: LeagueDate): string {
  return formatDateTime(easternMidnight(date), EASTERN_TIME_ZONE);
}

/** The Eastern midnights printed, by date; emptied when full (a few seasons of dates many times over). */
const easternMidnights = new Map<LeagueDate, string>();
const MAX_MIDNIGHTS = 4096;
