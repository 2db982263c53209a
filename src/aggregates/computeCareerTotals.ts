import type { CareerTotals } from './CareerTotals.js';
import type { PlayerTotals } from './PlayerTotals.js';

/**
 * A player's career totals from his season totals (regular seasons, through a date), or
 * undefined when he has no game in them. Games played, points, assists, steals and blocks are
 * the sums over every line. The rebound split exists only on complete lines: when every line is
 * complete it is their sum, otherwise (some line is basic, as in the NBA.com game logs) it is
 * `fallback`'s, the career totals as ingested.
 *
 * @example
 * computeCareerTotals([season2012, season2013], careerFallback)?.gamesPlayed; // 66 + 82 = 148
 */
export function computeCareerTotals(seasons: readonly PlayerTotals[], fallback: CareerTotals): CareerTotals | undefined {
  let gamesPlayed = 0, points = 0, assists = 0, steals = 0, blocks = 0, completeGames = 0, defensiveRebounds = 0, offensiveRebounds = 0;
  for (const t of seasons) {
    gamesPlayed += t.gamesPlayed;
    points += t.points;
    assists += t.assists;
    steals += t.steals;
    blocks += t.blocks;
    completeGames += t.completeGames;
    defensiveRebounds += t.defensiveRebounds;
    offensiveRebounds += t.offensiveRebounds;
  }
  if (gamesPlayed === 0) return undefined;
  const complete = completeGames === gamesPlayed;
  return {
    gamesPlayed,
    points,
    assists,
    defensiveRebounds: complete ? defensiveRebounds : fallback.defensiveRebounds,
    offensiveRebounds: complete ? offensiveRebounds : fallback.offensiveRebounds,
    steals,
    blocks,
  };
}
