import { digitsAt } from './digitsAt.js';
import type { LeagueDate } from './LeagueDate.js';
import type { Sport } from './Sport.js';

/**
 * A season, named as the service names it: MLB seasons are calendar years, NBA seasons are
 * named by the year in which they end (2017-18 is 2018).
 *
 * @example
 * seasonOfDate('nba', '2017-11-01' as LeagueDate); // 2018
 */
export type Season = number;

/**
 * The season a league date belongs to. NBA dates from August on belong to the next year's season.
 *
 * @example
 * seasonOfDate('mlb', leagueDate('2014-03-22')); // 2014
 * seasonOfDate('nba', leagueDate('2017-10-17')); // 2018
 */
export function seasonOfDate(sport: Sport, date: LeagueDate): Season {
  // Read digit by digit: two slices and two numbers cost about 70 ns a call, and the queries
  // ask on every request (D188). A date is `yyyy-MM-dd`; any other text is read as before.
  const year = digitsAt(date, 0, 4);
  const month = digitsAt(date, 5, 2);
  if (year < 0 || month < 0) return seasonOfText(sport, date);
  if (sport === 'mlb') return year;
  return month >= 8 ? year + 1 : year;
}

/** {@link seasonOfDate} of a text that is not `yyyy-MM-dd`, by slices and numbers. */
function seasonOfText(sport: Sport, date: string): Season {
  const year = Number(date.slice(0, 4));
  if (sport === 'mlb') return year;
  return Number(date.slice(5, 7)) >= 8 ? year + 1 : year;
}

/**
 * Earliest season the results endpoint serves, as the service documented.
 *
 * @example
 * EARLIEST_SEASON.mlb; // 2008
 */
export const EARLIEST_SEASON: Readonly<Record<Sport, Season>> = { mlb: 2008, nba: 2012 };

/** Event season types. */
export type SeasonType = 'pre' | 'regular' | 'post';

/**
 * Type guard for {@link SeasonType}.
 *
 * @example
 * isSeasonType('post'); // true
 */
export function isSeasonType(value: unknown): value is SeasonType {
  return value === 'pre' || value === 'regular' || value === 'post';
}
