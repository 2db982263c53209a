import { isSport, type Season, type Sport } from '../../ids/index.js';
import { describeValue } from './describeValue.js';

/**
 * The sport of a query, checked: `mlb` or `nba`, or a RangeError naming the caller and the value
 * (a JavaScript caller can pass anything; an unknown sport is never read as an empty league, D162).
 *
 * @example
 * sportParam('getStandings', 'mlb'); // 'mlb'
 * // sportParam('getStandings', 'nhl') throws RangeError: getStandings: sport must be 'mlb' or 'nba', got "nhl"
 */
export function sportParam(caller: string, value: unknown): Sport {
  if (!isSport(value)) throw new RangeError(`${caller}: sport must be 'mlb' or 'nba', got ${describeValue(value)}`);
  return value;
}

/**
 * The season of a query, checked: a number that is a whole year, or a TypeError (not a number) or
 * RangeError (NaN, a fraction, beyond safe integers) naming the caller (D162). A year with no data
 * is not an error: the query answers as for any season it does not hold.
 *
 * @example
 * seasonParam('getTeams', 2019); // 2019
 */
export function seasonParam(caller: string, value: unknown): Season {
  if (typeof value !== 'number') throw new TypeError(`${caller}: season must be a number (a year), got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${caller}: season must be an integer year, got ${value}`);
  return value;
}
