/**
 * The rule that decided a tie, a stable name per criterion of each league's procedure.
 * MLB: `head-to-head` (combined among three or more), `intradivision`, `interdivision`,
 * `last-half-intraleague` (detail `last half`, `last half plus 2`...), `last-intradivision`
 * (2020: the last 20 games within the division, then 21...), `tiebreaker-game` (through 2021:
 * the game played off, or, when it was not played, what stood in for it, said in the detail).
 * NBA: `head-to-head` (the games among the tied teams), `division-winner`, `division-record`,
 * `conference-record`, `playoff-eligible-own-conference`, `playoff-eligible-other-conference`,
 * `point-differential`. Both: `draw` when nothing separates them (full name stands in for the
 * league's drawing of lots).
 */
export type TieRule =
  | 'head-to-head'
  | 'intradivision'
  | 'interdivision'
  | 'last-half-intraleague'
  | 'last-intradivision'
  | 'tiebreaker-game'
  | 'division-winner'
  | 'division-record'
  | 'conference-record'
  | 'playoff-eligible-own-conference'
  | 'playoff-eligible-other-conference'
  | 'point-differential'
  | 'draw';

/**
 * What a tie was for: a division title, a place in the postseason field (or, MLB 2020, a
 * division's second place and its berth), a seed among teams in the field, or only the order of
 * teams outside it.
 */
export type TieStake = 'division' | 'place' | 'seed' | 'order';

/** One tie decided: among which teams, by which rule, and the teams the rule set ahead. */
export interface TieDecision {
  readonly stake: TieStake;
  readonly rule: TieRule;
  /** Team ids of the tied teams. */
  readonly among: readonly string[];
  /** Team ids the rule set ahead of the rest of `among` (the rest start again among themselves). */
  readonly placed: readonly string[];
  readonly detail?: string;
}
