import type { Season, TeamId } from '../ids/index.js';
import type { CareerTotals } from './CareerTotals.js';
import type { PlayerBio } from './PlayerBio.js';

/**
 * One pick of an NBA draft (the service's draft object): facts only. `season` is the year of the draft
 * (June); the pick's club is looked up in the NBA season the draftee joins (`season + 1`, named
 * by the year it ends), else in `season`. `totals` are the career totals as ingested; the
 * engine prefers the sums of the box score lines it holds for the player.
 *
 * @example
 * const pick: DraftPick = { sport: 'nba', season: 2011, round: 1, pick: 9, overallPick: 9, teamId: 'charlotte-bobcats' as TeamId,
 *   player: kemba, totals: { gamesPlayed: 148, points: 2250, assists: 765, defensiveRebounds: 434, offensiveRebounds: 89, steals: 219, blocks: 0 } };
 */
export interface DraftPick {
  readonly sport: 'nba';
  readonly season: Season;
  readonly round: number;
  /** The pick within its round. */
  readonly pick: number;
  readonly overallPick: number;
  readonly teamId: TeamId;
  readonly player: PlayerBio;
  readonly totals: CareerTotals;
}
