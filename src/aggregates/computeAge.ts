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
  const years = digits(on, 0, 4) - digits(birthdate, 0, 4);
  // Month and day compare as the number MMdd.
  return 100 * digits(on, 5, 2) + digits(on, 8, 2) < 100 * digits(birthdate, 5, 2) + digits(birthdate, 8, 2) ? years - 1 : years;
}

/** The number written by `count` decimal digits of `text` from `start`. */
function digits(text: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i++) n = 10 * n + text.charCodeAt(i) - 48;
  return n;
}
