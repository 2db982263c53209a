/**
 * Runs `run` once for every path through the choices it makes, until a run returns true. A run
 * asks `choose(arity)` for each choice on its way (an integer from 0 to `arity - 1`) and must be
 * deterministic: the same answers give the same later choices. Paths are tried in order (first
 * all zeros; then the last choice advanced, as an odometer whose wheels are the choices a run
 * made), so every path is run exactly once. Returns true when a run returned true, false when
 * every path was run.
 *
 * @example
 * const seen: string[] = [];
 * forEachChoicePath((choose) => { const a = choose(2); seen.push(a === 0 ? `${a}` : `${a}${choose(3)}`); return false; }); // false
 * seen; // ['0', '10', '11', '12']
 */
export function forEachChoicePath(run: (choose: (arity: number) => number) => boolean): boolean {
  const digits: number[] = [];
  const arities: number[] = [];
  for (;;) {
    let at = 0;
    const choose = (arity: number): number => {
      if (at === digits.length) {
        digits.push(0);
        arities.push(arity);
      }
      return digits[at++]!;
    };
    if (run(choose)) return true;
    // Drop the choices this run did not reach, then advance the last wheel that can turn.
    digits.length = arities.length = at;
    let p = at - 1;
    while (p >= 0 && digits[p]! + 1 >= arities[p]!) p--;
    if (p < 0) return false;
    digits[p]!++;
    digits.length = arities.length = p + 1;
  }
}
