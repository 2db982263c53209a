import type { Game } from '../aggregates/Game.js';
import type { EventRow } from '../aggregates/EventRow.js';
import { seasonOfDate, SPORTS, type LeagueDate, type Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import { clockMs, dateParam, today, type Clock } from './internal/clock.js';
import { resolveSite } from './internal/resolveSite.js';
import { getSeasonIndex, keptPerSites, type SeasonIndex } from './internal/seasonIndex.js';
import { seasonKey, type LeagueState } from './LeagueState.js';

/** Parameters of {@link getEvents}. */
export interface EventsQuery {
  /** `yyyyMMdd`; default the clock's league day. */
  readonly date?: string;
  /** Only this sport; default all. */
  readonly sport?: Sport;
  readonly now: Clock;
}

/** The events of a date, ready to format. */
export interface EventsPayload {
  /** The league day listed (the clock's when no date was asked). */
  readonly date: LeagueDate;
  /**
   * Without a date, the clock in epoch ms: `events_date` prints the start of its hour in the
   * display zone (`2017-06-10T23:00:00-04:00`). With a date, undefined: `events_date` prints the
   * date's midnight.
   */
  readonly now: number | undefined;
  readonly events: readonly EventRow[];
}

/**
 * The events (games) of a league day, of every season type, ordered by start time (unknown
 * times first: their placeholder is 03:45:56), then event id. Without a date, the clock's league
 * day, and the payload keeps the clock for `events_date` (the current hour). A row depends on the
 * state alone: it is built once per season index and sites, frozen, and returned again by later
 * calls.
 *
 * @example
 * getEvents(state, { date: '20130901', sport: 'mlb', now: '2013-09-02T00:00:00-04:00' }).events.length; // 15
 */
export function getEvents(state: LeagueState, query: EventsQuery): EventsPayload {
  const now = query.date === undefined ? clockMs('getEvents', query.now) : undefined;
  const date = query.date === undefined ? today('getEvents', query.now) : dateParam('getEvents', 'date', query.date);
  const games: Game[] = [];
  for (const sport of query.sport !== undefined ? [sportParam('getEvents', query.sport)] : SPORTS) {
    const day = state.seasons[seasonKey(sport, seasonOfDate(sport, date))]?.months[date.slice(0, 7)]?.[date];
    if (day) for (const g of Object.values(day)) games.push(g);
  }
  games.sort((a, b) => a.startsAt - b.startsAt || (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
  const events = games.map((game): EventRow => {
    const index = getSeasonIndex(state, game.sport, game.season);
    const known = keptPerSites(EVENT_ROWS, index, state, () => new Map<Game, EventRow>());
    let row = known.get(game);
    if (row === undefined) {
      const away = index.teamOf(game.awayTeamId)!;
      const home = index.teamOf(game.homeTeamId)!;
      row = Object.freeze({ game, away, home, site: resolveSite(state, game, home) });
      known.set(game, row);
    }
    return row;
  });
  return { date, now, events };
}

/**
 * The event rows already built, per season index and sites table (the row's teams come from the
 * index, its site from the state's sites; `keptPerSites`): built once, frozen, and the same
 * object returned by every later call.
 */
const EVENT_ROWS = new WeakMap<SeasonIndex, WeakMap<object, Map<Game, EventRow>>>();
