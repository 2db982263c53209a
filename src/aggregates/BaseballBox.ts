/**
 * What a baseball box score holds beyond the line score (the service's baseball box score): each side's
 * batters, pitchers, errors and fielding. Facts only, integers: outs rather than innings,
 * counting stats rather than averages. Singles, total bases, extra-base hits, sacrifices, every
 * rate and string, the batter totals, ERA, WHIP and innings in thirds notation are computed when
 * read (`computeBattingStats`, `computePitchingStats`).
 *
 * @example
 * const box: BaseballBox = { awayBatters: [], homeBatters: [], awayPitchers: [], homePitchers: [],
 *   awayErrors: null, homeErrors: null, awayFielding: null, homeFielding: null };
 */
export interface BaseballBox {
  /** In batting order: by `batOrder`, then `subBatOrder` (the order they were ingested in). */
  readonly awayBatters: readonly BatterLine[];
  readonly homeBatters: readonly BatterLine[];
  /** In the order they pitched. */
  readonly awayPitchers: readonly PitcherLine[];
  readonly homePitchers: readonly PitcherLine[];
  /** Errors charged to the side, when known (when not, a side with fielding lines has their sum). */
  readonly awayErrors: number | null;
  readonly homeErrors: number | null;
  /** Fielding lines in the order sent, when known. */
  readonly awayFielding: readonly FielderLine[] | null;
  readonly homeFielding: readonly FielderLine[] | null;
}

/**
 * One batter's line in one game: the counting stats of the service's batter object that are facts.
 * `plateAppearances` is kept because it can exceed at-bats + walks + hit by pitch + sacrifices
 * (catcher's interference); it defaults to that sum.
 */
export interface BatterLine {
  /** The player's key across games (by default the slug of the display name). */
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string;
  /** As printed: `LF`, `RF-LF`, `PH`, `PR-DH`, `P`. */
  readonly position: string;
  /** 1 to 9. */
  readonly batOrder: number;
  /** 0 for the starter of the slot, 1, 2, ... for successive substitutes. */
  readonly subBatOrder: number;
  readonly atBats: number;
  readonly plateAppearances: number;
  readonly runs: number;
  readonly hits: number;
  readonly doubles: number;
  readonly triples: number;
  readonly homeRuns: number;
  readonly rbi: number;
  readonly rbiWithTwoOuts: number;
  readonly walks: number;
  readonly strikeOuts: number;
  readonly hitByPitch: number;
  readonly sacFlies: number;
  readonly sacHits: number;
  readonly stolenBases: number;
  readonly caughtStealing: number;
  readonly leftOnBase: number;
}

/** One pitcher's line in one game (the service's pitcher object), with the outs recorded instead of innings. */
export interface PitcherLine {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string;
  /** 1 for the starter, then in the order they entered. */
  readonly pitchOrder: number;
  /** Outs recorded while pitching (innings pitched are outs / 3, printed `6.1`). */
  readonly outs: number;
  readonly hitsAllowed: number;
  readonly runsAllowed: number;
  readonly earnedRuns: number;
  readonly walks: number;
  readonly intentionalWalks: number;
  readonly strikeOuts: number;
  readonly homeRunsAllowed: number;
  readonly pitchCount: number;
  readonly pitchesStrikes: number;
  readonly wildPitches: number;
  readonly hitByPitch: number;
  /**
   * Errors charged to the pitcher, as ingested (0 when not sent). The 2014 service printed them
   * on the pitcher; the 2016 form prints a side's errors in its fielding lines instead, so the
   * payload no longer shows this fact (D20).
   */
  readonly errors: number;
  /** `RHP` or `LHP` as the service printed it, or null when not ingested (the 2014 data has none). */
  readonly throwingHand: ThrowingHand | null;
  readonly win: boolean;
  readonly loss: boolean;
  readonly save: boolean;
  readonly hold: boolean;
}

/**
 * The pitcher's throwing hand as the service printed it (`"throwing_hand"` of the 2016 box
 * score): the only values it used.
 *
 * @example
 * THROWING_HANDS.includes('RHP'); // true
 */
export const THROWING_HANDS = ['RHP', 'LHP'] as const;

/** `RHP` (right-handed pitcher) or `LHP`. */
export type ThrowingHand = (typeof THROWING_HANDS)[number];

/**
 * One fielder's line (a baseball box score's `away_fielding` item): the 2016 recording's fielding line
 * holds the player's names and errors only, for every player who appeared, in the order sent.
 */
export interface FielderLine {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly displayName: string;
  readonly errors: number;
}

/**
 * The counting fields of {@link BatterLine}, in the order the totals sum them.
 *
 * @example
 * BATTER_COUNTS.includes('hits'); // true
 */
export const BATTER_COUNTS = [
  'atBats', 'plateAppearances', 'runs', 'hits', 'doubles', 'triples', 'homeRuns', 'rbi', 'rbiWithTwoOuts', 'walks', 'strikeOuts',
  'hitByPitch', 'sacFlies', 'sacHits', 'stolenBases', 'caughtStealing', 'leftOnBase',
] as const satisfies readonly (keyof BatterLine)[];

/** A side's batting counts: the sums of its batters (the box score's `*_batter_totals`). */
export type BattingCounts = { readonly [K in (typeof BATTER_COUNTS)[number]]: number };
