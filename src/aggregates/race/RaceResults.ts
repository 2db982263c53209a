import type { Season, Sport } from '../../ids/index.js';
import type { RaceTeamInfo } from './RaceSeason.js';
import type { TieRule } from './tiebreak/TieDecision.js';

/**
 * The decided results of a season (real, hypothetical or simulated), in the compact form the
 * tiebreakers and the seeding read: counts in flat arrays indexed by team (`n` teams), so a
 * simulation can fill one per run without allocating a game object per game.
 */
export interface RaceResults {
  readonly sport: Sport;
  readonly season: Season;
  readonly teams: readonly RaceTeamInfo[];
  readonly won: ArrayLike<number>;
  readonly lost: ArrayLike<number>;
  /** `beat[i * n + j]`: wins of team i over team j. */
  readonly beat: ArrayLike<number>;
  /** Points (runs) scored minus allowed, all games. */
  readonly pointDiff: ArrayLike<number>;
  /**
   * Team i's decided games in chronological order: opponent index and 1 for a win, 0 for a
   * loss. Read only by the criteria that need the order (MLB: the last half of intraleague
   * games), so a simulation may build it on demand.
   */
  readonly sequenceOf: (i: number) => { readonly opponents: ArrayLike<number>; readonly won: ArrayLike<number> };
  /**
   * MLB through 2021: games played after both clubs' schedules to break a tie for a place
   * (game 163), as `[winner, loser]`. Empty otherwise.
   */
  readonly tiebreakerGames: readonly (readonly [winner: number, loser: number])[];
  /**
   * Only for the results of a hypothetical completion (the clinch search, D151): the criteria
   * these results cannot settle (the point differential of games whose margins are not known,
   * the drawing of lots...) are decided against one team, or for it.
   */
  readonly unsettled?: UnsettledTies;
}

/** What {@link RaceResults.unsettled} says: whom an unsettled criterion goes against (or for), and which criteria are unsettled. */
export interface UnsettledTies {
  /** The team (index of `teams`) an unsettled criterion places last among the teams it would separate (first when `forTeam`). */
  readonly team: number;
  readonly forTeam: boolean;
  /** Whether a criterion (`draw` for the drawing of lots) cannot be read from these results for these tied teams. */
  readonly open: (rule: TieRule, tied: readonly number[]) => boolean;
  /**
   * For a tie of the team's conference that the team is not part of and that reaches such a
   * criterion (the other conference's order changes nothing the team's place reads): which of the
   * tied teams (its index in the tied list, below `count`) goes first; the rest are ordered again
   * among themselves. A caller that tries every answer tries every order such a tie could take
   * (D158). Without it the stand-in orders them (the games left won by one point, lots by full name).
   */
  readonly choose?: (count: number) => number;
}
