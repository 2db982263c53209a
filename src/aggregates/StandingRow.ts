import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/**
 * One row of a standings or wild card table: the team, its record, its rank in the group and
 * its games back in half games. `playoffSeed` is set for NBA tables only.
 */
export interface StandingRow {
  readonly team: Team;
  readonly record: TeamRecord;
  readonly rank: number;
  readonly gamesBackHalves: number;
  readonly playoffSeed?: number;
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
