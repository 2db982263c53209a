import { parseLeagueDate, type LeagueDate } from '../../ids/LeagueDate.js';

/**
 * The league date an event id starts with (`yyyyMMdd-`), or undefined when it does not start
 * with a real date. Only the date is read; the teams are the engine's business.
 *
 * @example
 * leagueDateOfEventId('20140322-2-los-angeles-dodgers-at-arizona-diamondbacks'); // '2014-03-22'
 * leagueDateOfEventId('20130231-a-at-b'); // undefined
 */
export function leagueDateOfEventId(eventId: string): LeagueDate | undefined {
  if (eventId.length < 10 || eventId[8] !== '-') return undefined;
  const date = parseLeagueDate(eventId.slice(0, 8));
  return date.ok ? date.value : undefined;
}
