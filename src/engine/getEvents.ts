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
  let events: readonly EventRow[] = [];
  for (const sport of query.sport !== undefined ? [sportParam('getEvents', query.sport)] : SPORTS) {
    const season = seasonOfDate(sport, date);
    const day = state.seasons[seasonKey(sport, season)]?.months[date.slice(0, 7)]?.[date];
    if (!day) continue;
    const rows = rowsOfDay(state, sport, season, day);
    // Both sports asked: one list in the same order (a stable sort of the lists in sport order).
    events = events.length === 0 ? rows : [...events, ...rows].sort(byStartOfRow);
  }
  return { date, now, events };
}

/** Games by start time (unknown times first: their placeholder is 03:45:56), then event id. */
function byStart(a: Game, b: Game): number {
  return a.startsAt - b.startsAt || (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0);
}

function byStartOfRow(a: EventRow, b: EventRow): number {
  return byStart(a.game, b.game);
}

/**
 * The rows of one sport's league day, in order: built once per day object, season index and
 * sites table, frozen, and the same list returned by every later call (D176). A state's day
 * object is immutable (a changed day is a new object, in a new season index), so the list is the
 * day's for as long as the object lives.
 */
function rowsOfDay(state: LeagueState, sport: Sport, season: number, day: { readonly [eventId: string]: Game }): readonly EventRow[] {
  const index = getSeasonIndex(state, sport, season);
  const days = keptPerSites(EVENT_ROWS, index, state, () => new WeakMap<object, readonly EventRow[]>());
  let rows = days.get(day);
  if (rows === undefined) {
    rows = Object.freeze(
      Object.values(day)
        .sort(byStart)
        .map((game): EventRow => {
          const home = index.teamOf(game.homeTeamId)!;
          return Object.freeze({ game, away: index.teamOf(game.awayTeamId)!, home, site: resolveSite(state, game, home) });
        }),
    );
    days.set(day, rows);
  }
  return rows;
}

/** The rows of each day object, per season index and sites table (the row's teams come from the index, its site from the state's sites; `keptPerSites`). */
const EVENT_ROWS = new WeakMap<SeasonIndex, WeakMap<object, WeakMap<object, readonly EventRow[]>>>();
