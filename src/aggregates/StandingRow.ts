import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/**
 * What a standings or wild card row is made of, and all the formatters read: the team, its
 * record, its rank in the group and its games back in half games. `playoffSeed` is set for NBA
 * tables only.
 */
export interface StandingFacts {
  readonly team: Team;
  readonly record: TeamRecord;
  readonly rank: number;
  /** Games back in half games, an integer (exact); see {@link StandingRow.gamesBack}. */
  readonly gamesBackHalves: number;
  readonly playoffSeed?: number;
}

/**
 * One row of a standings or wild card table ({@link StandingFacts}) with the two numbers a
 * notebook sorts and plots by (D81). The payload's strings are untouched: its `games_back`
 * prints `gamesBack` (`3.5`), its `win_percentage` is `winPercentage` rounded half-up to three
 * decimals (`".617"`).
 *
 * @example
 * const row = getStandings(state, { sport: 'mlb', date: '20190929', now }).rows[0]!;
 * row.gamesBack; // 0 (the leader of the AL Central)
 * row.winPercentage; // 0.6234567901234568 (101-61)
 */
export interface StandingRow extends StandingFacts {
  /**
   * Games back as a number, `gamesBackHalves / 2`: 0 for the group's leader, a multiple of 0.5.
   * In a wild card table it is measured from the team in the last wild card place (0), so the
   * teams ahead of it carry negative values.
   */
  readonly gamesBack: number;
  /**
   * Wins over decided games, `won / (won + lost)` unrounded (ties do not count), 0 before the
   * first decided game.
   */
  readonly winPercentage: number;
}

/**
 * Best winning percentage first, read from the rows' own `winPercentage` (D189): the sign of
 * {@link byWinPercentage} of their records, since a quotient of whole numbers is rounded once, so
 * equal fractions give one number and fractions of season-sized records (terms under 2^26) are
 * never rounded onto each other. The standings' sorts use it so as not to go back to the records.
 *
 * @example
 * byOwnWinPercentage({ winPercentage: 0.75 }, { winPercentage: 0.5 }); // -1
 */
export function byOwnWinPercentage(a: Pick<StandingRow, 'winPercentage'>, b: Pick<StandingRow, 'winPercentage'>): number {
  return a.winPercentage === b.winPercentage ? 0 : a.winPercentage > b.winPercentage ? -1 : 1;
}

/**
 * Compares winning percentages exactly (W / (W + L), 0 without a decided game), best first.
 *
 * @example
 * byWinPercentage({ won: 3, lost: 1 }, { won: 2, lost: 2 }); // < 0
 */
export function byWinPercentage(a: Pick<TeamRecord, 'won' | 'lost'>, b: Pick<TeamRecord, 'won' | 'lost'>): number {
  const da = a.won + a.lost;
  const db = b.won + b.lost;
  // a.won/da vs b.won/db, with 0/0 read as 0.
  const left = da === 0 ? 0 : a.won * (db === 0 ? 1 : db);
  const right = db === 0 ? 0 : b.won * (da === 0 ? 1 : da);
  return right - left;
}
