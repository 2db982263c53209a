/**
 * The bounds ingest enforces, so that whatever it accepts can be stored, summed and printed:
 * every value outside them is an issue at ingest, never a wrong or failing answer later.
 *
 * - `issues`: how many issues a refused batch reports. Checking stops soon after (at the next
 *   element of the list being checked), and one last `too_many_issues` issue counts the issues
 *   left out and names what was not checked, so that any input, even 2,000,000 empty games,
 *   gets a small answer quickly.
 * - `int32`: the largest integer of any field (2^31 - 1): tables are `Int32Array`s and every
 *   integer prints as one.
 * - `score`, `count`: a game's score or period score, and each counting stat of a box score line
 *   or total (points, at-bats, pitches, errors...). They are summed over a team's or a player's
 *   season in 32-bit counters; at 999 a sum overflows only after 2,149,000 games of one team in
 *   one season. The highest NBA score is 186; the most runs by one team in an MLB game, 36.
 * - `minutes`: a player's minutes in a game; the longest NBA game (six overtimes) lasted 78.
 * - `heightIn`, `weightLb`: 10 feet and 1,000 pounds, beyond any person recorded.
 * - `uniformNumber`: the numbers worn are 0 to 99 (-1 and 0 printed for unknown).
 * - `textLength`: the longest string (names, ids, places, dates), so that issue messages that
 *   quote a value stay short.
 */
export const LIMITS = {
  issues: 100,
  int32: 2_147_483_647,
  score: 999,
  count: 999,
  minutes: 120,
  heightIn: 120,
  weightLb: 1000,
  uniformNumber: 99,
  textLength: 1000,
} as const;
