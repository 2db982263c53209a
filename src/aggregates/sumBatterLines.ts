import { BATTER_COUNTS, type BattingCounts, type BatterLine } from './BaseballBox.js';

/**
 * A side's batting totals: the sum of each counting stat over its batters (the box score's
 * `*_batter_totals`; in all 1,522 recorded 2014 box scores every total is exactly that sum).
 * Runs are the batters' runs, which can differ from the line score (3 recorded games, e.g.
 * 20140402 PHI at TEX: 4 in the line, 3 credited to batters).
 *
 * @example
 * sumBatterLines([]).hits; // 0
 */
export function sumBatterLines(batters: readonly BatterLine[]): BattingCounts {
  const sums: Record<(typeof BATTER_COUNTS)[number], number> = {
    atBats: 0, plateAppearances: 0, runs: 0, hits: 0, doubles: 0, triples: 0, homeRuns: 0, rbi: 0, rbiWithTwoOuts: 0, walks: 0,
    strikeOuts: 0, hitByPitch: 0, sacFlies: 0, sacHits: 0, stolenBases: 0, caughtStealing: 0, leftOnBase: 0,
  };
  for (const b of batters) for (const key of BATTER_COUNTS) sums[key] += b[key];
  return sums;
}
