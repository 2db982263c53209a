import type { Game } from '../../aggregates/Game.js';
import { seasonKey, type DayGames, type LeagueState, type SeasonGames, type SeasonKey } from '../LeagueState.js';

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
 * Freezes a new game all the way down (its arrays, totals and box score: every player line,
 * official, batter, pitcher and fielder), so that nothing reachable from the state can be
 * changed and immer's finalize step skips it. Field by field rather than by a generic walk: a
 * season's box scores are ~80,000 objects.
 */
function freezeGame(game: Game): Game {
  Object.freeze(game.awayPeriodScores);
  Object.freeze(game.homePeriodScores);
  if (game.awayTotals) Object.freeze(game.awayTotals);
  if (game.homeTotals) Object.freeze(game.homeTotals);
  const box = game.box;
  if (box) {
    freezeLines(box.awayPlayers);
    freezeLines(box.homePlayers);
    for (const line of box.awayPlayers) if (line.detail) Object.freeze(line.detail);
    for (const line of box.homePlayers) if (line.detail) Object.freeze(line.detail);
    freezeLines(box.officials);
    const baseball = box.baseball;
    if (baseball) {
      freezeLines(baseball.awayBatters);
      freezeLines(baseball.homeBatters);
      freezeLines(baseball.awayPitchers);
      freezeLines(baseball.homePitchers);
      if (baseball.awayFielding) freezeLines(baseball.awayFielding);
      if (baseball.homeFielding) freezeLines(baseball.homeFielding);
      Object.freeze(baseball);
    }
    Object.freeze(box);
  }
  return Object.freeze(game);
}

/** Freezes a list of flat records and the list. */
function freezeLines(lines: readonly object[]): void {
  for (let i = 0; i < lines.length; i++) Object.freeze(lines[i]);
  Object.freeze(lines);
}
