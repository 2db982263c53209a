import type { EventStatus, Game } from '../aggregates/Game.js';
import { wonLostBefore, wonLostThrough } from '../aggregates/computeTeamTimelines.js';
import type { ResultRow } from '../aggregates/ResultRow.js';
import { leagueDayOf, seasonOfDate, type LeagueDate, type Season, type Sport } from '../ids/index.js';
import { seasonParam, sportParam } from '../ids/sportParam.js';
import { clockMs, dateParam, type Clock } from './internal/clock.js';
import { resolveSite } from './internal/resolveSite.js';
import { getSeasonIndex, keptPerSites, type SeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';

/** Parameters of {@link getResults}: the results endpoint's, applied in this order. */
export interface ResultsQuery {
  readonly sport: Sport;
  readonly teamId: string;
  readonly now: Clock;
  /** `yyyy`; default the season of the clock's date. */
  readonly season?: Season;
  readonly opponent?: string;
  readonly locationType?: 'h' | 'a';
  readonly eventStatus?: EventStatus;
  /** `yyyyMMdd`, inclusive. */
  readonly since?: string;
  /** `yyyyMMdd`, exclusive. */
  readonly until?: string;
  /** The previous n completed events. */
  readonly last?: number;
  /** The next n scheduled events. */
  readonly next?: number;
  readonly order?: 'asc' | 'desc';
}

/**
 * A team's schedule and results for a season, every derived field computed:
 * for a completed (or postponed, suspended, cancelled) event the team's record at the end of
 * the event's league day and the opponent's at the end of the day before; for a scheduled
 * event both current records; the event number counts completed and scheduled events of the
 * season type in chronological order, -1 for the others. Returns undefined for a team unknown
 * in that season. A row depends on the state alone (a scheduled event's also on the clock's
 * league day), so it is built once per season index, sites, team side (and day), frozen, and
 * the same object is returned by every later call.
 *
 * @example
 * const rows = getResults(state, { sport: 'mlb', teamId: 'boston-red-sox', season: 2014, now: '2014-07-25T12:00:00-04:00' });
 * rows?.[0]?.numberInSeason; // 162 (newest first)
 */
export function getResults(state: LeagueState, query: ResultsQuery): readonly ResultRow[] | undefined {
  sportParam('getResults', query.sport);
  if (query.season !== undefined) seasonParam('getResults', query.season);
  const now = clockMs('getResults', query.now);
  const nowDay = leagueDayOf(now);
  const season = query.season ?? seasonOfDate(query.sport, nowDay);
  const index = getSeasonIndex(state, query.sport, season);
  const team = index.teamOf(query.teamId);
  if (!team) return undefined;
  for (const [name, n] of [['last', query.last], ['next', query.next]] as const) {
    if (n !== undefined && (!Number.isInteger(n) || n < 1)) throw new RangeError(`getResults: ${name} must be a positive integer, got ${n}`);
  }

  const games = index.gamesOf(team.teamId);
  let numbers: Map<Game, number> | undefined;
  const numberOf = (game: Game): number => {
    if (numbers === undefined) numbers = eventNumbers(games);
    return numbers.get(game) ?? -1;
  };
  const memo = keptPerSites(ROWS, index, state, (): RowMemo => ({ fixed: new Map(), day: undefined, scheduled: new Map() }));
  if (memo.day !== nowDay) {
    // Rows of scheduled events hold the current records: kept for one league day at a time.
    memo.day = nowDay;
    memo.scheduled = new Map();
  }
  let selected = games.filter((g) => {
    const home = g.homeTeamId === team.teamId;
    if (query.opponent !== undefined && (home ? g.awayTeamId : g.homeTeamId) !== query.opponent) return false;
    if (query.locationType !== undefined && (home ? 'h' : 'a') !== query.locationType) return false;
    if (query.eventStatus !== undefined && g.status !== query.eventStatus) return false;
    return true;
  });
  if (query.since !== undefined) {
    const since = dateParam('getResults', 'since', query.since);
    selected = selected.filter((g) => g.date >= since);
  }
  if (query.until !== undefined) {
    const until = dateParam('getResults', 'until', query.until);
    selected = selected.filter((g) => g.date < until);
  }
  if (query.last !== undefined) selected = selected.filter((g) => g.status === 'completed' && g.startsAt <= now).slice(-query.last);
  if (query.next !== undefined) selected = selected.filter((g) => g.status === 'scheduled' && g.startsAt >= now).slice(0, query.next);
  if ((query.order ?? 'desc') === 'desc') selected = selected.slice().reverse();

  return selected.map((game): ResultRow => {
    const home = game.homeTeamId === team.teamId;
    const scheduled = game.status === 'scheduled';
    const known = scheduled ? memo.scheduled : memo.fixed;
    const kept = known.get(game)?.[home ? 0 : 1];
    if (kept !== undefined) return kept;
    const opponentId = home ? game.awayTeamId : game.homeTeamId;
    const opponent = index.teamOf(opponentId)!;
    const timelines = index.timelines(game.seasonType);
    const teamDay = scheduled ? nowDay : game.countsOn;
    const [teamWon, teamLost] = wonLostThrough(timelines.get(team.teamId), teamDay);
    // The opponent's record through the day before the game, by integer day numbers.
    const [opponentWon, opponentLost] = scheduled ? wonLostThrough(timelines.get(opponentId), nowDay) : wonLostBefore(timelines.get(opponentId), game.countsOn);
    const completed = game.status === 'completed';
    const us = completed ? (home ? game.homeScore : game.awayScore) : null;
    const them = completed ? (home ? game.awayScore : game.homeScore) : null;
    const row: ResultRow = {
      game,
      team,
      opponent,
      site: resolveSite(state, game, index.teamOf(game.homeTeamId)!),
      numberInSeason: numberOf(game),
      locationType: home ? 'h' : 'a',
      result: us === null || them === null ? undefined : us > them ? 'win' : us < them ? 'loss' : 'tie',
      teamPoints: us ?? -1,
      opponentPoints: them ?? -1,
      teamWon,
      teamLost,
      opponentWon,
      opponentLost,
    };
    Object.freeze(row);
    let pair = known.get(game);
    if (pair === undefined) known.set(game, (pair = [undefined, undefined]));
    pair[home ? 0 : 1] = row;
    return row;
  });
}

/** The event numbers of a team's games: completed and scheduled ones counted per season type, in order. */
function eventNumbers(games: readonly Game[]): Map<Game, number> {
  const numbers = new Map<Game, number>();
  const counters = new Map<string, number>();
  for (const g of games) {
    if (g.status === 'completed' || g.status === 'scheduled') {
      const n = (counters.get(g.seasonType) ?? 0) + 1;
      counters.set(g.seasonType, n);
      numbers.set(g, n);
    }
  }
  return numbers;
}

/** Per game, the home team's row and the away team's. */
type RowPairs = Map<Game, [ResultRow | undefined, ResultRow | undefined]>;

/** The rows already built: of events not scheduled, and of scheduled ones on the league day `day`. */
interface RowMemo {
  readonly fixed: RowPairs;
  day: LeagueDate | undefined;
  scheduled: RowPairs;
}

/**
 * The rows already built, per season index and sites table (a row's site is read from the
 * state's sites; `keptPerSites`); scheduled rows are dropped when the clock's league day changes.
 */
const ROWS = new WeakMap<SeasonIndex, WeakMap<object, RowMemo>>();
