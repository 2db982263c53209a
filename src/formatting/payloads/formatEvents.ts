import type { EventRow } from '../../aggregates/EventRow.js';
import type { LeagueDate } from '../../ids/index.js';
import { formatDateTime } from '../formatDateTime.js';
import { formatMidnight } from './formatMidnight.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { startOfHourIn } from '../startOfHourIn.js';
import { writeJson, writeJsonRecordParts, type JsonValue } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { sharedRowRecord, type SharedRows } from './sharedRowRecord.js';
import { siteToJson, teamToJson } from './teamToJson.js';

/** What {@link formatEvents} prints. */
export interface EventsPayloadLike {
  /** The league day listed; a table of a given date prints its midnight as `events_date`. */
  readonly date: LeagueDate;
  /**
   * The clock (epoch ms) of a table asked for without a date: `events_date` is then the start
   * of its hour in the display zone; undefined for a table of a given date.
   */
  readonly now?: number | undefined;
  readonly events: readonly EventRow[];
}

/** The event object's key order (the recordings of 2015 on). */
export const EVENT_SHAPE = new JsonShape([
  'event_id', 'event_status', 'sport', 'start_date_time', 'season_type', 'away_team', 'home_team', 'site',
  'away_period_scores', 'home_period_scores', 'away_points_scored', 'home_points_scored',
]);

/**
 * The events payload's keys: `count`, as every recording from 2016 on has it (the MLB
 * events of 2016-05-16, both 2017 recordings); only the
 * documentation's example says `events_count`.
 */
export const EVENTS_SHAPE = new JsonShape(['events_date', 'count', 'event']);

/**
 * The event object: `event_id, event_status, sport, start_date_time,
 * season_type, away_team, home_team, site, away_period_scores, home_period_scores,
 * away_points_scored, home_points_scored`; not completed: empty period scores and -1 points.
 */
export function eventToJson(row: EventRow, timeZone: string): JsonRecord {
  return EVENT_SHAPE.record(eventValues(row, timeZone));
}

function eventValues(row: EventRow, timeZone: string): readonly (JsonValue | undefined)[] {
  const g = row.game;
  const done = g.status === 'completed';
  return [
    g.eventId,
    g.status,
    g.sport.toUpperCase(),
    formatDateTime(g.startsAt, timeZone),
    g.seasonType,
    teamToJson(row.away),
    teamToJson(row.home),
    siteToJson(row.site),
    done ? g.awayPeriodScores : [],
    done ? g.homePeriodScores : [],
    done ? (g.awayScore ?? -1) : -1,
    done ? (g.homeScore ?? -1) : -1,
  ];
}

/** The shared records of the frozen rows the engine keeps per state (D98). */
const SHARED: SharedRows<EventRow> = new WeakMap();

/**
 * The events payload: `{ events_date, count, event }`.
 * `events_date` is midnight of the date in the display zone for a table of a given date
 * (`2016-05-16T00:00:00-04:00`), and the start of the clock's hour in the display zone for one
 * asked for without a date (`2017-06-10T23:00:00-04:00` at 23:19 Eastern; `startOfHourIn`).
 *
 * @example
 * formatEvents(getEvents(state, { date: '20130131', sport: 'nba', now }), { timeZone: 'America/Los_Angeles' });
 * // '{\n  "events_date" : "2013-01-31T00:00:00-08:00",\n  "count" : 2,\n  "event" : [ {...'
 */
export function formatEvents(payload: EventsPayloadLike, options: FormatOptions = {}): string {
  return writeJson(eventsRecord(payload, options), options.style ?? 'pretty');
}

/**
 * {@link formatEvents} in parts (`writeJsonRecordParts`): joined, exactly its text; each event,
 * a kept shared text, is a part of its own (D176).
 */
export function formatEventsParts(payload: EventsPayloadLike, options: FormatOptions = {}): string[] {
  return writeJsonRecordParts(eventsRecord(payload, options), options.style ?? 'pretty');
}

function eventsRecord(payload: EventsPayloadLike, options: FormatOptions): JsonRecord {
  const tz = options.timeZone ?? EASTERN;
  const eventsDate = payload.now === undefined ? formatMidnight(payload.date, tz) : formatDateTime(startOfHourIn(payload.now, tz), tz);
  return EVENTS_SHAPE.record([eventsDate, payload.events.length, payload.events.map((e) => sharedRowRecord(SHARED, e, tz, EVENT_SHAPE, eventValues))]);
}
