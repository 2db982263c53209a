import type { LeagueDate } from '../ids/index.js';
import { byChronology, type Game } from './Game.js';

/**
 * The completed games with both scores, per team, in chronological order: what every
 * per-team timeline folds over. `include` narrows the games further (a season type).
 *
 * @example
 * completedGamesByTeam(games, (g) => g.seasonType === 'regular').get('boston-red-sox')?.length; // 162
 */
export function completedGamesByTeam(games: readonly Game[], include: (game: Game) => boolean = () => true): Map<string, Game[]> {
  const byTeam = new Map<string, Game[]>();
  for (const g of games) {
    if (g.status !== 'completed' || g.awayScore === null || g.homeScore === null || !include(g)) continue;
    for (const id of [g.awayTeamId, g.homeTeamId]) {
      let list = byTeam.get(id);
      if (!list) byTeam.set(id, (list = []));
      list.push(g);
    }
  }
  for (const list of byTeam.values()) list.sort(byChronology);
  return byTeam;
}

/**
 * A league date as the integer yyyymmdd, for the typed day arrays of timelines.
 *
 * @example
 * dayNumber('2014-07-24' as LeagueDate); // 20140724
 */
export function dayNumber(date: LeagueDate): number {
  return (date.charCodeAt(0) - 48) * 10_000_000 + (date.charCodeAt(1) - 48) * 1_000_000 + (date.charCodeAt(2) - 48) * 100_000 +
    (date.charCodeAt(3) - 48) * 10_000 + (date.charCodeAt(5) - 48) * 1_000 + (date.charCodeAt(6) - 48) * 100 +
    (date.charCodeAt(8) - 48) * 10 + (date.charCodeAt(9) - 48);
}

/**
 * Index of the last entry of ascending day numbers on or before a date, or -1 (binary search).
 *
 * @example
 * lastIndexThrough(Int32Array.of(20140331, 20140402), '2014-04-01' as LeagueDate); // 0
 */
export function lastIndexThrough(days: Int32Array, date: LeagueDate): number {
  return lastIndexThroughDay(days, dayNumber(date));
}

/**
 * {@link lastIndexThrough} with the day as its `yyyymmdd` number, for a caller that reads many
 * timelines on one day and converts the day once.
 *
 * @example
 * lastIndexThroughDay(Int32Array.of(20140331, 20140402), 20140401); // 0
 */
export function lastIndexThroughDay(days: Int32Array, key: number): number {
  let lo = 0, hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
