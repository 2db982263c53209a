/**
 * A sport served by the engine, as it appears in request paths (`mlb`, `nba`).
 *
 * @example
 * isSport('mlb'); // true
 * isSport('nhl'); // false
 */
export type Sport = 'mlb' | 'nba';

/**
 * Every sport, in the order the events endpoint lists them when no sport is asked for.
 *
 * @example
 * SPORTS; // ['mlb', 'nba']
 */
export const SPORTS: readonly Sport[] = ['mlb', 'nba'];

/**
 * Type guard for {@link Sport}.
 *
 * @example
 * isSport('nba'); // true
 */
export function isSport(value: unknown): value is Sport {
  return value === 'mlb' || value === 'nba';
}
