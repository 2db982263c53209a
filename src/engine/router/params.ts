import { parseLeagueDate, type LeagueDate } from '../../ids/index.js';
import { ApiError } from './ApiError.js';

/**
 * A date from a path or a query parameter, `yyyyMMdd` or `yyyy-MM-dd` (clients send both),
 * not before `earliest`; 400 otherwise, naming the parameter.
 *
 * @example
 * dateParam('date', '20190502', '2008-03-25' as LeagueDate); // '2019-05-02'
 * dateParam('date', '2019-05-02'); // '2019-05-02'
 */
export function dateParam(name: string, value: string, earliest?: LeagueDate): LeagueDate {
  // The last date read, by its text: a route's date (the same text on every request for it) gives
  // the same date string, which the queries then find in their maps without hashing a new one (D188).
  if (value === lastValue && (earliest === undefined || lastDate >= earliest)) return lastDate;
  const parsed = parseLeagueDate(value);
  const date = parsed.ok ? parsed.value : undefined;
  if (!date) throw new ApiError(400, `Invalid ${name} "${value}": expected a date as yyyyMMdd or yyyy-MM-dd`);
  if (earliest !== undefined && date < earliest) throw new ApiError(400, `Invalid ${name} "${value}": the earliest date is ${earliest.replace(/-/g, '')}`);
  lastValue = value;
  lastDate = date;
  return date;
}

let lastValue: string | undefined;
let lastDate = '' as LeagueDate;

/**
 * A positive integer parameter (`limit`, `last`, `next`); 400 otherwise.
 *
 * @example
 * positiveIntParam('last', '5'); // 5
 */
export function positiveIntParam(name: string, value: string): number {
  if (!/^[0-9]{1,9}$/.test(value) || Number(value) < 1) throw new ApiError(400, `Invalid ${name} "${value}": expected a positive integer`);
  return Number(value);
}

/**
 * One of a closed set of values; 400 otherwise, listing them.
 *
 * @example
 * oneOfParam('order', 'asc', ['asc', 'desc']); // 'asc'
 */
export function oneOfParam<T extends string>(name: string, value: string, values: readonly T[]): T {
  if (!(values as readonly string[]).includes(value)) throw new ApiError(400, `Invalid ${name} "${value}": expected one of ${values.join(', ')}`);
  return value as T;
}

/**
 * A season year `yyyy`, not before `earliest`; 400 otherwise.
 *
 * @example
 * seasonParam('2014', 2008); // 2014
 */
export function seasonParam(value: string, earliest: number): number {
  if (!/^\d{4}$/.test(value)) throw new ApiError(400, `Invalid season "${value}": expected a year as yyyy`);
  const season = Number(value);
  if (season < earliest) throw new ApiError(400, `Invalid season "${value}": the earliest season is ${earliest}`);
  return season;
}

/**
 * An integer parameter from `min` to `max`, written as decimal digits only (`1e3`, `-1`, `0x10`
 * and `+5` are refused); 400 otherwise, naming the parameter and its range.
 *
 * @example
 * integerParam('n', '10000', 1, 100000); // 10000
 */
export function integerParam(name: string, value: string, min: number, max: number): number {
  if (!/^[0-9]{1,16}$/.test(value) || Number(value) < min || Number(value) > max) throw new ApiError(400, `Invalid ${name} "${value}": expected an integer from ${min} to ${max}`);
  return Number(value);
}
