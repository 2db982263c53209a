import type { EventRow } from '../../aggregates/EventRow.js';
import type { LeagueDate } from '../../ids/index.js';
import { formatDateTime } from '../formatDateTime.js';
import { formatMidnight } from './formatMidnight.js';
import { writeJson, type JsonValue } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { siteToJson, teamToJson } from './teamToJson.js';

/** What {@link formatEvents} prints. */
export interface EventsPayloadLike {
  readonly date: LeagueDate;
  readonly events: readonly EventRow[];
}

/**
 * The event object (specification 2.3): `event_id, event_status, sport, start_date_time,
 * season_type, away_team, home_team, site, away_period_scores, home_period_scores,
 * away_points_scored, home_points_scored`; not completed: empty period scores and -1 points.
 */
export function eventToJson(row: EventRow, timeZone: string): { readonly [key: string]: JsonValue } {
  const g = row.game;
  const done = g.status === 'completed';
  return {
    event_id: g.eventId,
    event_status: g.status,
    sport: g.sport.toUpperCase(),
    start_date_time: formatDateTime(g.startsAt, timeZone),
    season_type: g.seasonType,
    away_team: teamToJson(row.away),
    home_team: teamToJson(row.home),
    site: siteToJson(row.site),
    away_period_scores: done ? g.awayPeriodScores : [],
    home_period_scores: done ? g.homePeriodScores : [],
    away_points_scored: done ? (g.awayScore ?? -1) : -1,
    home_points_scored: done ? (g.homeScore ?? -1) : -1,
  };
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
    {
      events_date: formatMidnight(payload.date, tz),
      events_count: payload.events.length,
      event: payload.events.map((e) => eventToJson(e, tz)),
    },
    options.style ?? 'pretty',
  );
}
