/**
 * Calls `visit` with every vector `k` of `0 <= k[d] <= upper[d]` (the last component fastest),
 * until `visit` returns true. The vector passed is reused: copy it to keep it.
 *
 * @returns true when some call of `visit` returned true.
 *
 * @example
 * let count = 0;
 * forEachCountVector([1, 2], () => { count++; return false; });
 * count; // 6
 */
export function forEachCountVector(upper: readonly number[], visit: (k: readonly number[]) => boolean): boolean {
  const k = new Array<number>(upper.length).fill(0);
  const walk = (d: number): boolean => {
    if (d === upper.length) return visit(k);
    for (let v = 0; v <= upper[d]!; v++) {
      k[d] = v;
      if (walk(d + 1)) return true;
    }
    k[d] = 0;
    return false;
  };
  return walk(0);
}
