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
  const years = Number(on.slice(0, 4)) - Number(birthdate.slice(0, 4));
  // Month and day compare as the text `MM-dd`.
  return on.slice(5) < birthdate.slice(5) ? years - 1 : years;
}
