import type { RaceRemainingGame, RaceSeason } from './RaceSeason.js';

/**
 * Whether a scheduled game is among the games left (one not `owed`): while none is, the season is
 * over and what is owed is cancelled (D166).
 *
 * @example
 * scheduledGameLeft(race.remaining.filter((g) => g.owed === true)); // false
 */
export function scheduledGameLeft(remaining: readonly RaceRemainingGame[]): boolean {
  return remaining.some((g) => g.owed !== true);
}

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
  if (owed === undefined || !scheduledGameLeft(race.remaining)) return null;
  return owed.some((k) => k > 0) ? owed : null;
}
