import type { TeamRecord } from '../TeamRecord.js';

/** What the published-style numbers need besides the two records. */
export interface MagicNumberOptions {
  /** Games in the season's schedule (162 in MLB, 82 in the NBA): the rival's, when they differ. */
  readonly scheduledGames: number;
  /** Whether the leader already owns the tiebreaker over the rival (then a tie is enough). Default false. */
  readonly leaderOwnsTiebreak?: boolean;
}

/**
 * The magic number of a leader over one rival, as the standings print it: the leader's wins
 * plus the rival's losses still needed for the rival to be unable to catch it,
 * `G + 1 - leader wins - rival losses`, the `+ 1` dropped when the leader owns the tiebreaker
 * (a tie is then enough), and 0 once reached. The leader's magic number in a division is the
 * largest over its rivals. It ignores who plays whom, and the other teams: `computeGroupRace`
 * is the exact answer, and can say eliminated while this number is still positive.
 *
 * @example
 * computeMagicNumber({ won: 83, lost: 71 }, { won: 80, lost: 79 }, { scheduledGames: 162 }); // 1
 */
export function computeMagicNumber(leader: Pick<TeamRecord, 'won' | 'lost'>, rival: Pick<TeamRecord, 'won' | 'lost'>, options: MagicNumberOptions): number {
  if (typeof options !== 'object' || options === null) throw new TypeError('computeMagicNumber: options must be an object { scheduledGames, leaderOwnsTiebreak? }');
  const { scheduledGames, leaderOwnsTiebreak = false } = options;
  for (const [name, value] of [['leader.won', leader?.won], ['rival.lost', rival?.lost]] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 0) throw new RangeError(`computeMagicNumber: ${name} must be a non-negative integer, got ${String(value)}`);
  }
  if (!Number.isSafeInteger(scheduledGames) || scheduledGames < 0) throw new RangeError(`computeMagicNumber: scheduledGames must be a non-negative integer, got ${String(scheduledGames)}`);
  return Math.max(0, scheduledGames + (leaderOwnsTiebreak ? 0 : 1) - leader.won - rival.lost);
}
