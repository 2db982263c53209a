import { Decimal, roundRatio } from './Decimal.js';

/**
 * A per-inning rate of a pitcher (`numerator / outs`, ERA with 27 · ER, WHIP with 3 · (BB + H))
 * rounded to `scale` decimals as the service rounded it: half-up, except that an exact half
 * rounds down when the outs leave two thirds of an inning.
 *
 * The service divided by innings held as a rounded decimal (8 outs: 2.66667, a little over 8/3;
 * 16 outs: 5.33333, a little under), so a rate that is exactly halfway came out a hair below
 * the half with two thirds and a hair above it with one third or none. Every ERA and WHIP of the
 * 1,522 recorded 2014 box scores agrees (D20); the cases that decide it are the 64 halves, e.g.
 * Josh Stinson, 20140404 BAL at DET, 1 ER in 2.2 innings: 3.375 printed 3.37; Felix Doubront,
 * 20140408 TEX at BOS, 5 ER in 2.2: 16.87.
 * Plain half-up misses those 64; half-down misses 233 others (6 walks and hits in 5.1 innings
 * print 1.13).
 *
 * @example
 * roundPerInnings(27, 8, 2).scaled; // 337 (3.375 with two thirds: down)
 * roundPerInnings(18, 16, 2).scaled; // 113 (1.125 with one third: up)
 */
export function roundPerInnings(numerator: number, outs: number, scale: number): Decimal {
  const rounded = roundRatio(numerator, outs, scale);
  if (outs % 3 !== 2 || numerator === 0) return rounded;
  // An exact half: 10^scale · numerator / outs = k + 1/2, i.e. 2 · 10^scale · numerator ≡ outs (mod 2 · outs).
  const p = 10 ** scale;
  const isHalf = (2 * p * numerator) % (2 * outs) === outs;
  return isHalf ? new Decimal(rounded.scaled - 1, scale) : rounded;
}
