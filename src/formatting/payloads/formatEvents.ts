import type { EventRow } from '../../aggregates/EventRow.js';
import type { LeagueDate } from '../../ids/index.js';
import { formatDateTime } from '../formatDateTime.js';
import { formatMidnight } from './formatMidnight.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { siteToJson, teamToJson } from './teamToJson.js';

/** What {@link formatEvents} prints. */
export interface EventsPayloadLike {
  readonly date: LeagueDate;
  readonly events: readonly EventRow[];
}

/** The event object's key order (specification 2.3, 2015+ recordings). */
export const EVENT_SHAPE = new JsonShape([
  'event_id', 'event_status', 'sport', 'start_date_time', 'season_type', 'away_team', 'home_team', 'site',
  'away_period_scores', 'home_period_scores', 'away_points_scored', 'home_points_scored',
]);

/** The events payload's keys (DECISIONS sections 2 and 7). */
const EVENTS_SHAPE = new JsonShape(['events_date', 'events_count', 'event']);

/**
 * The event object (specification 2.3): `event_id, event_status, sport, start_date_time,
 * season_type, away_team, home_team, site, away_period_scores, home_period_scores,
 * away_points_scored, home_points_scored`; not completed: empty period scores and -1 points.
 */
export function eventToJson(row: EventRow, timeZone: string): JsonRecord {
  const g = row.game;
  const done = g.status === 'completed';
  return EVENT_SHAPE.record([
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
  ]);
}

/**
 * The events payload: `{ events_date, events_count, event }` (DECISIONS sections 2 and 7).
 *
 * @example
 * formatEvents(getEvents(state, { date: '20130131', sport: 'nba', now }), { timeZone: 'America/Los_Angeles' });
 */
export function formatEvents(payload: EventsPayloadLike, options: FormatOptions = {}): string {
  const tz = options.timeZone ?? EASTERN;
  return writeJson(
    EVENTS_SHAPE.record([formatMidnight(payload.date, tz), payload.events.length, payload.events.map((e) => eventToJson(e, tz))]),
    options.style ?? 'pretty',
  );
}
