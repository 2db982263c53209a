import type { TeamRecord } from '../TeamRecord.js';
import { computeMagicNumber, type MagicNumberOptions } from './computeMagicNumber.js';

/**
 * A trailing team's elimination ("tragic") number, as the standings print it: its losses plus
 * the leader's wins that end its chances, which is the leader's magic number over it,
 * `G + 1 - leader wins - team losses` (no `+ 1` when the leader owns the tiebreaker), 0 when
 * eliminated in that sense ("E" in MLB's standings). Against the team holding the last wild
 * card place it is the wild card elimination number. Like the magic number it ignores who plays
 * whom: `computeGroupRace` is the exact answer.
 *
 * @example
 * computeEliminationNumber({ won: 77, lost: 82 }, { won: 83, lost: 71 }, { scheduledGames: 162 }); // 0: Montreal is out
 */
export function computeEliminationNumber(team: Pick<TeamRecord, 'won' | 'lost'>, leader: Pick<TeamRecord, 'won' | 'lost'>, options: MagicNumberOptions): number {
  return computeMagicNumber(leader, team, options);
}
