/** Lists up to this long are sorted by insertion. */
export const SHORT_SORT = 32;

/**
 * Sorts `list` in place by `compare` and returns it: the order `Array.prototype.sort` gives (both
 * are stable: items that compare equal keep their order). A short list (a division, a conference,
 * a league's wild card teams) is sorted by insertion in JavaScript: V8's built-in sort calls the
 * comparator from its own code, about 0.75 µs for 15 items against 0.28 µs here (D180). A longer
 * one goes to the built-in sort.
 *
 * @example
 * sortStable([3, 1, 2], (a, b) => a - b); // [1, 2, 3]
 */
export function sortStable<T>(list: T[], compare: (a: T, b: T) => number): T[] {
  if (list.length > SHORT_SORT) return list.sort(compare);
  for (let i = 1; i < list.length; i++) {
    const item = list[i]!;
    let j = i - 1;
    // Only a strictly greater item moves past it: equal items keep their order.
    while (j >= 0 && compare(list[j]!, item) > 0) {
      list[j + 1] = list[j]!;
      j--;
    }
    list[j + 1] = item;
  }
  return list;
}

/**
 * The `k`-th largest of `values` (1: the largest), or undefined when there are fewer than `k`:
 * what `[...values].sort((a, b) => b - a)[k - 1]` gives, without sorting them all (the NBA's
 * cut for the top `k` percentages, D180). NaN is not a value this takes.
 *
 * @example
 * kthLargest([0.5, 0.75, 0.25], 2); // 0.5
 */
export function kthLargest(values: readonly number[], k: number): number | undefined {
  if (k < 1 || values.length < k) return undefined;
  // The k largest so far, largest first.
  const top: number[] = [];
  for (const v of values) {
    if (top.length === k) {
      if (v <= top[k - 1]!) continue;
      top.pop();
    }
    let j = top.length;
    top.push(v);
    while (j > 0 && top[j - 1]! < v) {
      top[j] = top[j - 1]!;
      j--;
    }
    top[j] = v;
  }
  return top[k - 1];
}
