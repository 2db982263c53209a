import type { RaceSeason } from './RaceSeason.js';

/**
 * The games each team of a race still owes against no known opponent (D166), by index of
 * `race.teams`; null when none is owed, or when no scheduled game is left (the season is over:
 * what was owed is cancelled).
 *
 * @example
 * owedOf({ ...race, owed: race.teams.map(() => 0) }); // null
 */
export function owedOf(race: RaceSeason): readonly number[] | null {
  const owed = race.owed;
  if (owed === undefined || !race.remaining.some((g) => g.owed !== true)) return null;
  return owed.some((k) => k > 0) ? owed : null;
}
