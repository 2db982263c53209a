/**
 * Freezes a value and every object and array reachable from it that is not frozen yet (a frozen
 * object is taken as frozen all the way down, as the state's are), and returns it. For the
 * records ingest builds: a team, a roster with its players, a draft pick with its bio, a
 * tournament with its rounds and groups. Games, which are many, are frozen otherwise: their
 * box score lines as they are built (`normalizeBoxScore`, `normalizeBaseballBox`), the rest field
 * by field in `buildSeasonTables`.
 *
 * @example
 * Object.isFrozen(deepFreeze({ players: [{ heightIn: 75 }] }).players[0]); // true
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value) deepFreeze(item);
  } else {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
