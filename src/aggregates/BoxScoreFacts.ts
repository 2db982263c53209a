import type { BaseballBox } from './BaseballBox.js';
import type { PlayerLine } from './PlayerLine.js';

/**
 * What a box score adds to a game's result: the player lines of each side (batters and
 * pitchers in baseball), the officials and the event information of the service's
 * box scores. Basketball totals of a side with complete lines are the sums of its lines,
 * held on the game as `awayTotals`/`homeTotals`; baseball totals are summed when read.
 *
 * @example
 * const box: BoxScoreFacts = { awayPlayers: [], homePlayers: [], officials: [{ position: null, firstName: 'Derrick', lastName: 'Stafford' }],
 *   attendance: 20003, durationMinutes: 160, temperature: 0, baseball: null };
 */
export interface BoxScoreFacts {
  /** Basketball player lines (empty in baseball). */
  readonly awayPlayers: readonly PlayerLine[];
  readonly homePlayers: readonly PlayerLine[];
  readonly officials: readonly Official[];
  /** Paid attendance, or null when unknown. */
  readonly attendance: number | null;
  /** Length of the game in minutes (printed `2:40`), or null when unknown. */
  readonly durationMinutes: number | null;
  /** Degrees Fahrenheit (the service prints 0 indoors), or null when unknown. */
  readonly temperature: number | null;
  /** Baseball: batters, pitchers, errors and fielding (null in basketball). */
  readonly baseball: BaseballBox | null;
}

/** A game official (the service's official object). */
export interface Official {
  /** `Home Plate`, `First Base`... in baseball; null in basketball. */
  readonly position: string | null;
  readonly firstName: string;
  readonly lastName: string;
}
