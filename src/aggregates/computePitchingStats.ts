import type { PitcherLine } from './BaseballBox.js';
import type { Ratio } from './computeBattingStats.js';

/**
 * What a pitcher's line gives (the service's pitcher object), before rounding: innings pitched split into
 * whole innings and thirds (printed `6.1`), and ERA and WHIP for the game as exact fractions of
 * the outs: ERA = 9 · ER / (outs / 3) = 27 · ER / outs, WHIP = (BB + H) / (outs / 3) =
 * 3 · (BB + H) / outs. With no outs both are undefined (printed 0.0, as the service did). How an
 * exact half is rounded is the formatter's business (`roundPerInnings`).
 *
 * @example
 * computePitchingStats({ ...line, outs: 20, earnedRuns: 2, walks: 1, hitsAllowed: 5 });
 * // { inningsWhole: 6, inningsThirds: 2, era: { numerator: 54, denominator: 20 }, whip: { numerator: 18, denominator: 20 } }
 */
export function computePitchingStats(line: Pick<PitcherLine, 'outs' | 'earnedRuns' | 'walks' | 'hitsAllowed'>): PitchingStats {
  const thirds = line.outs % 3;
  return {
    inningsWhole: (line.outs - thirds) / 3,
    inningsThirds: thirds,
    era: { numerator: 27 * line.earnedRuns, denominator: line.outs },
    whip: { numerator: 3 * (line.walks + line.hitsAllowed), denominator: line.outs },
  };
}

/** The result of {@link computePitchingStats}. */
export interface PitchingStats {
  readonly inningsWhole: number;
  /** 0, 1 or 2. */
  readonly inningsThirds: number;
  /** Over the outs recorded (the denominator is the outs). */
  readonly era: Ratio;
  readonly whip: Ratio;
}
