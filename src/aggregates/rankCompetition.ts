/**
 * Standard competition ranks ("1224") of values already in order: equal neighbours share a
 * rank and the next distinct value takes its position number.
 *
 * @example
 * rankCompetition([0, 1, 1, 4], (a, b) => a === b); // [1, 2, 2, 4]
 */
export function rankCompetition<T>(ordered: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = new Array<number>(ordered.length);
  for (let i = 0; i < ordered.length; i++) {
    ranks[i] = i > 0 && same(ordered[i - 1]!, ordered[i]!) ? ranks[i - 1]! : i + 1;
  }
  return ranks;
}
