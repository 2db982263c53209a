import { adoptedSummaryOf } from './internal/seasonSummary.js';
import type { LeagueState, SeasonGames } from './LeagueState.js';

/** Games counted per season object: an ingest that leaves a season alone keeps its object, so only changed seasons are counted again. */
const gamesOfSeason = new WeakMap<SeasonGames, number>();

/**
 * How many games a state holds (distinct event ids of every season), counted once per season
 * object (a season read from a snapshot by the count the snapshot holds, without parsing its
 * games, D107): for progress lines, snapshot headers and banners.
 *
 * @example
 * countGames(createLeagueState()); // 0
 */
export function countGames(state: LeagueState): number {
  let total = 0;
  for (const season of Object.values(state.seasons)) {
    let n = gamesOfSeason.get(season) ?? adoptedSummaryOf(season)?.games;
    if (n === undefined) {
      n = 0;
      for (const month of Object.values(season.months)) for (const day of Object.values(month)) n += Object.keys(day).length;
      gamesOfSeason.set(season, n);
    }
    total += n;
  }
  return total;
}
