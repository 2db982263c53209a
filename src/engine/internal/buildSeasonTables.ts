import type { Game } from '../../aggregates/Game.js';
import { seasonKey, type DayGames, type LeagueState, type SeasonGames, type SeasonKey } from '../LeagueState.js';
import { hasLazyBox } from './lazyBox.js';

/**
 * The new tables of every season a batch changes: each changed day's table, its month's map and
 * the season's map of months are built here, outside immer's draft, and frozen, so immer
 * neither proxies nor walks the new games (a whole season is ~2,400 of them), and one new game
 * copies at most ~31 + 8 references. Unchanged days and months are shared with the old state.
 *
 * @example
 * const seasons = buildSeasonTables(state, newGames); // Map { 'mlb:2019' => SeasonGames }
 */
export function buildSeasonTables(state: LeagueState, games: Iterable<Game>): Map<SeasonKey, SeasonGames> {
  const byDay = new Map<SeasonKey, Map<string, Game[]>>();
  for (const game of games) {
    const sKey = seasonKey(game.sport, game.season);
    let days = byDay.get(sKey);
    if (!days) byDay.set(sKey, (days = new Map()));
    let list = days.get(game.date);
    if (!list) days.set(game.date, (list = []));
    list.push(freezeGame(game));
  }
  const seasons = new Map<SeasonKey, SeasonGames>();
  for (const [sKey, days] of byDay) {
    const old = state.seasons[sKey];
    const months: Record<string, Record<string, DayGames>> = {};
    let sample: Game | undefined;
    for (const [day, list] of days) {
      const month = day.slice(0, 7);
      const table: Record<string, Game> = { ...old?.months[month]?.[day] };
      for (const g of list) table[g.eventId] = g;
      months[month] ??= { ...old?.months[month] };
      months[month][day] = Object.freeze(table);
      sample = list[0];
    }
    const nextMonths: Record<string, { readonly [date: string]: DayGames }> = { ...old?.months };
    for (const [month, map] of Object.entries(months)) nextMonths[month] = Object.freeze(map);
    seasons.set(sKey, Object.freeze({ sport: sample!.sport, season: sample!.season, months: Object.freeze(nextMonths) }));
  }
  return seasons;
}

/**
 * Freezes a new game all the way down: its arrays, totals, box score and the lists of its box
 * score. The lines themselves (officials, batters, pitchers, fielders) are frozen as they are
 * built (`normalizeBoxScore`, `normalizeBaseballBox`), which costs less than a second walk over
 * a season's ~64,000 of them; a basketball box score with player lines is built, frozen, when
 * first read (`lazyBox.ts`, `pendingBox.ts`, D192). So nothing reachable from the state can be changed and
 * immer's finalize step skips it.
 */
function freezeGame(game: Game): Game {
  Object.freeze(game.awayPeriodScores);
  Object.freeze(game.homePeriodScores);
  if (game.awayTotals) Object.freeze(game.awayTotals);
  if (game.homeTotals) Object.freeze(game.homeTotals);
  // A box score built when first read is built frozen (D192).
  const box = hasLazyBox(game) ? null : game.box;
  if (box) {
    Object.freeze(box.awayPlayers);
    Object.freeze(box.homePlayers);
    Object.freeze(box.officials);
    const baseball = box.baseball;
    if (baseball) {
      Object.freeze(baseball.awayBatters);
      Object.freeze(baseball.homeBatters);
      Object.freeze(baseball.awayPitchers);
      Object.freeze(baseball.homePitchers);
      if (baseball.awayFielding) Object.freeze(baseball.awayFielding);
      if (baseball.homeFielding) Object.freeze(baseball.homeFielding);
      Object.freeze(baseball);
    }
    Object.freeze(box);
  }
  return Object.freeze(game);
}
