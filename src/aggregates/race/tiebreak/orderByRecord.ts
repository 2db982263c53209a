import type { TieStake } from './TieDecision.js';
import { sortStable } from '../../sortStable.js';

/**
 * Teams by record, best first (`compare` < 0 when the first is better, 0 when tied); each group
 * of tied teams handed to `breakTie` with the stake `stakeOf(first, end)` of the positions
 * `first .. end - 1` it spans, and put in the order it returns.
 *
 * @example
 * const wins = [90, 95, 90];
 * orderByRecord([0, 1, 2], (a, b) => wins[b]! - wins[a]!, (i, j) => (i < 2 && j > 2 ? 'place' : 'order'), (tied) => [...tied].reverse()); // [1, 2, 0]
 */
export function orderByRecord(
  teams: readonly number[],
  compare: (a: number, b: number) => number,
  stakeOf: (first: number, end: number) => TieStake,
  breakTie: (tied: readonly number[], stake: TieStake, first: number) => readonly number[],
): number[] {
  const sorted = sortStable(teams.slice(), compare);
  const out: number[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && compare(sorted[i]!, sorted[j]!) === 0) j++;
    if (j - i === 1) out.push(sorted[i]!);
    else for (const t of breakTie(sorted.slice(i, j), stakeOf(i, j), i)) out.push(t);
    i = j;
  }
  return out;
}
