import { isSport, type Sport } from '../../ids/index.js';
import { describeValue } from './boundedArray.js';

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
