import type { BattingCounts } from './BaseballBox.js';

/** An exact fraction of two integers; a zero denominator means the rate is undefined (printed 0.0). */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * What a batting line's counting stats give (the service's batter object), before any rounding: the
 * derived counts and every rate as an exact fraction. The formulas are the ones that reproduce
 * all 40,111 batter lines and totals of the service's 1,522 box scores of 2014
 * (D20):
 *
 * - `singles` = H - 2B - 3B - HR; `totalBases` = 1B + 2·2B + 3·3B + 4·HR;
 *   `extraBaseHits` = 2B + 3B + HR; `sacrifices` = SF + SH.
 * - `avg` = H / AB; `slg` = TB / AB; `obp` = (H + BB + HBP) / PA — over plate appearances,
 *   sacrifice hits included, not MLB's AB + BB + HBP + SF (1,065 lines differ, e.g. Everth Cabrera,
 *   20140330 LAD at SD: 0-2, BB, SH in 4 PA is .250, not .333).
 * - `walkRate` = BB / PA; `strikeoutRate` = SO / AB (Cabrera: 2 SO in 2 AB is 1.0).
 * - `atBatsPerHomeRun` = AB / HR, `plateAppearancesPerHomeRun` = PA / HR,
 *   `atBatsPerRbi` = AB / RBI, `plateAppearancesPerRbi` = PA / RBI.
 * - `stolenBaseAverage` = SB / (SB + CS).
 *
 * OPS is the sum of the rounded OBP and SLG, a formatting matter (`batterToJson`).
 *
 * @example
 * const s = computeBattingStats({ atBats: 4, plateAppearances: 4, runs: 0, hits: 1, doubles: 0, triples: 0, homeRuns: 0, rbi: 1,
 *   rbiWithTwoOuts: 1, walks: 0, strikeOuts: 3, hitByPitch: 0, sacFlies: 0, sacHits: 0, stolenBases: 0, caughtStealing: 0, leftOnBase: 1 });
 * s.avg; // { numerator: 1, denominator: 4 }
 */
export function computeBattingStats(c: BattingCounts): BattingStats {
  const singles = c.hits - c.doubles - c.triples - c.homeRuns;
  const totalBases = singles + 2 * c.doubles + 3 * c.triples + 4 * c.homeRuns;
  return {
    singles,
    totalBases,
    extraBaseHits: c.doubles + c.triples + c.homeRuns,
    sacrifices: c.sacFlies + c.sacHits,
    avg: ratio(c.hits, c.atBats),
    obp: ratio(c.hits + c.walks + c.hitByPitch, c.plateAppearances),
    slg: ratio(totalBases, c.atBats),
    atBatsPerHomeRun: ratio(c.atBats, c.homeRuns),
    atBatsPerRbi: ratio(c.atBats, c.rbi),
    walkRate: ratio(c.walks, c.plateAppearances),
    plateAppearancesPerRbi: ratio(c.plateAppearances, c.rbi),
    plateAppearancesPerHomeRun: ratio(c.plateAppearances, c.homeRuns),
    stolenBaseAverage: ratio(c.stolenBases, c.stolenBases + c.caughtStealing),
    strikeoutRate: ratio(c.strikeOuts, c.atBats),
  };
}

/** The result of {@link computeBattingStats}. */
export interface BattingStats {
  readonly singles: number;
  readonly totalBases: number;
  readonly extraBaseHits: number;
  readonly sacrifices: number;
  readonly avg: Ratio;
  readonly obp: Ratio;
  readonly slg: Ratio;
  readonly atBatsPerHomeRun: Ratio;
  readonly atBatsPerRbi: Ratio;
  readonly walkRate: Ratio;
  readonly plateAppearancesPerRbi: Ratio;
  readonly plateAppearancesPerHomeRun: Ratio;
  readonly stolenBaseAverage: Ratio;
  readonly strikeoutRate: Ratio;
}

function ratio(numerator: number, denominator: number): Ratio {
  return { numerator, denominator };
}
