import { seasonSummaryOf } from './internal/seasonSummary.js';
import type { LeagueState } from './LeagueState.js';

/**
 * How many games a state holds (distinct event ids of every season), from each season's summary:
 * counted once per season object, or the count a season read from a snapshot came with, without
 * parsing its games (D141). For progress lines, snapshot headers and banners.
 *
 * @example
 * countGames(createLeagueState()); // 0
 */
export function countGames(state: LeagueState): number {
  let total = 0;
  for (const season of Object.values(state.seasons)) total += seasonSummaryOf(season).games;
  return total;
}
