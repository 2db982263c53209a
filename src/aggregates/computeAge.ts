import { digitsAt } from '../ids/digitsAt.js';
import type { LeagueDate } from '../ids/index.js';

/**
 * Age in completed years on a date (both `yyyy-MM-dd`, the date being the US Eastern calendar
 * day of the clock): the years since the birth date, less one when the birthday has not come yet
 * that year. Someone born on 29 February turns a year older on 1 March in common years.
 * A birth date after the date gives a negative age.
 *
 * @example
 * computeAge('1990-05-08' as LeagueDate, '2013-07-01' as LeagueDate); // 23
 * computeAge('1990-05-08' as LeagueDate, '2013-05-07' as LeagueDate); // 22
 * computeAge('1992-02-29' as LeagueDate, '2013-03-01' as LeagueDate); // 21
 */
export function computeAge(birthdate: LeagueDate, on: LeagueDate): number {
  // Read from the digits where they stand (no slices or numbers parsed: a draft body asks 60 ages).
  const years = digitsAt(on, 0, 4) - digitsAt(birthdate, 0, 4);
  // Month and day compare as the number MMdd.
  return 100 * digitsAt(on, 5, 2) + digitsAt(on, 8, 2) < 100 * digitsAt(birthdate, 5, 2) + digitsAt(birthdate, 8, 2) ? years - 1 : years;
}
