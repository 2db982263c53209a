import { describeValue } from './describeValue.js';
import type { Season } from './Season.js';
import { isSport, type Sport } from './Sport.js';

/**
 * The sport of a query, checked: `mlb` or `nba`, or a RangeError naming the caller, the parameter
 * (`name`, default `sport`) and the value (a JavaScript caller can pass anything; an unknown sport
 * is never read as an empty league, D162). The queries, `raceGoals` and the race season check
 * (D163) share it.
 *
 * @example
 * sportParam('getStandings', 'mlb'); // 'mlb'
 * // sportParam('getStandings', 'nhl') throws RangeError: getStandings: sport must be 'mlb' or 'nba', got "nhl"
 */
export function sportParam(caller: string, value: unknown, name = 'sport'): Sport {
  if (!isSport(value)) throw new RangeError(`${caller}: ${name} must be 'mlb' or 'nba', got ${describeValue(value)}`);
  return value;
}

/**
 * The season of a query, checked: a number that is a whole year, or a TypeError (not a number) or
 * RangeError (NaN, a fraction, beyond safe integers) naming the caller and the parameter (`name`,
 * default `season`), D162. A year with no data
 * is not an error: the query answers as for any season it does not hold.
 *
 * @example
 * seasonParam('getTeams', 2019); // 2019
 */
export function seasonParam(caller: string, value: unknown, name = 'season'): Season {
  if (typeof value !== 'number') throw new TypeError(`${caller}: ${name} must be a number (a year), got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${caller}: ${name} must be an integer year, got ${value}`);
  return value;
}
