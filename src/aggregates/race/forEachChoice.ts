/**
 * Calls `visit` with every way of choosing `counts[g]` members of each group `groups[g]` (the
 * chosen members of all groups together, in group order), until `visit` returns true.
 *
 * @returns true when some call of `visit` returned true.
 *
 * @example
 * const seen: number[][] = [];
 * forEachChoice([[1, 2, 3], [7]], [2, 1], (c) => { seen.push([...c]); return false; });
 * seen; // [[1, 2, 7], [1, 3, 7], [2, 3, 7]]
 */
export function forEachChoice(groups: readonly (readonly number[])[], counts: readonly number[], visit: (chosen: readonly number[]) => boolean): boolean {
  const chosen: number[] = [];
  const pick = (g: number, from: number, still: number): boolean => {
    if (g === groups.length) return visit(chosen);
    const group = groups[g]!;
    if (still === 0) return pick(g + 1, 0, g + 1 < groups.length ? counts[g + 1]! : 0);
    for (let i = from; i <= group.length - still; i++) {
      chosen.push(group[i]!);
      const done = pick(g, i + 1, still - 1);
      chosen.pop();
      if (done) return true;
    }
    return false;
  };
  return pick(0, 0, groups.length > 0 ? counts[0]! : 0);
}
