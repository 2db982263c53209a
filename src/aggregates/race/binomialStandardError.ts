/**
 * The standard error of a proportion estimated from `n` independent trials: `sqrt(p (1 - p) / n)`
 * (0 when `p` is 0 or 1: a goal met in every simulation, or in none, carries no sampling error
 * of this estimate, though the true probability may still differ from 0 or 1 by about `1 / n`).
 *
 * @example
 * binomialStandardError(0.5, 10_000); // 0.005
 */
export function binomialStandardError(p: number, n: number): number {
  if (!(n > 0)) throw new RangeError(`binomialStandardError: n must be positive (got ${n})`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`binomialStandardError: p must be in [0, 1] (got ${p})`);
  return Math.sqrt((p * (1 - p)) / n);
}
