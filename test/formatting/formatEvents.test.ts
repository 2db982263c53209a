import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getEvents } from '../../src/engine/getEvents.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { EVENT_SHAPE, EVENTS_SHAPE, formatEvents, formatEventsParts } from '../../src/formatting/payloads/formatEvents.js';
import { SITE_SHAPE, siteToJson } from '../../src/formatting/payloads/teamToJson.js';
import { writeJson } from '../../src/formatting/writeJson.js';

/** Two games of 2017-06-10 on the built-in 2017 registry: one completed, one scheduled. */
function league(): LeagueState {
  const r = ingest(createLeagueState(), {
    games: [
      { sport: 'mlb', date: '2017-06-10', status: 'completed', away_team_id: 'new-york-mets', home_team_id: 'atlanta-braves', start_date_time: '2017-06-10T13:05:00-04:00',
        away_points_scored: 6, home_points_scored: 1, away_period_scores: [0, 1, 0, 0, 0, 0, 0, 1, 4], home_period_scores: [0, 0, 0, 0, 0, 0, 0, 1, 0] },
      { sport: 'mlb', date: '2017-06-10', status: 'scheduled', away_team_id: 'detroit-tigers', home_team_id: 'boston-red-sox', start_date_time: '2017-06-10T19:15:00-04:00' },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

describe('formatEvents', () => {
  const state = league();
  const dated = getEvents(state, { date: '20170610', now: 0 });
  const current = getEvents(state, { now: '2017-06-10T23:19:07-04:00' });

  it('prints events_date, count, event (DECISIONS 2, 7, 11: `count`, as every recording from 2016 on)', () => {
    expect(EVENTS_SHAPE.keys).toEqual(['events_date', 'count', 'event']);
    const pretty = formatEvents(dated);
    expect(pretty.startsWith('{\n  "events_date" : "2017-06-10T00:00:00-04:00",\n  "count" : 2,\n  "event" : [ {\n    "event_id" : "20170610-new-york-mets-at-atlanta-braves",')).toBe(true);
    expect(pretty).not.toContain('events_count');
    const compact = JSON.parse(formatEvents(dated, { style: 'compact' })) as Record<string, unknown> & { event: Record<string, unknown>[] };
    expect(Object.keys(compact)).toEqual(['events_date', 'count', 'event']);
    expect(compact['count']).toBe(2);
    expect(compact.event.map((e) => Object.keys(e))).toEqual([EVENT_SHAPE.keys, EVENT_SHAPE.keys]);
    // No events: count 0 and the empty array, in both styles.
    const none = getEvents(state, { date: '20170612', now: 0 });
    expect(formatEvents(none)).toBe('{\n  "events_date" : "2017-06-12T00:00:00-04:00",\n  "count" : 0,\n  "event" : [ ]\n}');
    expect(formatEvents(none, { style: 'compact' })).toBe('{"events_date":"2017-06-12T00:00:00-04:00","count":0,"event":[]}');
  });

  it('in parts (D176): joined, the text for a date, the current hour and no events, both styles and two zones; each event a part', () => {
    const none = getEvents(state, { date: '20170612', now: 0 });
    for (const payload of [dated, current, none]) {
      for (const options of [{}, { style: 'compact' as const }, { timeZone: 'America/Los_Angeles' }]) {
        const parts = formatEventsParts(payload, options);
        expect(parts.join('')).toBe(formatEvents(payload, options));
        expect(parts).toHaveLength(payload.events.length === 0 ? 1 : 2 * payload.events.length + 3);
      }
    }
  });

  it('prints every site capacity, surface, name, city, state (DECISIONS 2, 11), unknown surface as null and unknown capacity as 0 (D47)', () => {
    expect(SITE_SHAPE.keys).toEqual(['capacity', 'surface', 'name', 'city', 'state']);
    expect(formatEvents(dated, { style: 'compact' })).toContain('"site":{"capacity":33871,"surface":"Grass","name":"Fenway Park","city":"Boston","state":"Massachusetts"}');
    expect(formatEvents(dated)).toContain('"site" : {\n      "capacity" : 33871,\n      "surface" : "Grass",\n      "name" : "Fenway Park",\n      "city" : "Boston",\n      "state" : "Massachusetts"\n    },');
    const unknown = { siteId: 'x', name: 'Sydney Cricket Ground', capacity: null, surface: null, city: 'Sydney', state: 'New South Wales' };
    expect(writeJson(siteToJson(unknown), 'compact')).toBe('{"capacity":0,"surface":null,"name":"Sydney Cricket Ground","city":"Sydney","state":"New South Wales"}');
  });

  it('for a date prints its midnight in the display zone', () => {
    const date = (tz?: string) => (JSON.parse(formatEvents(dated, tz === undefined ? {} : { timeZone: tz })) as { events_date: string }).events_date;
    expect(date()).toBe('2017-06-10T00:00:00-04:00');
    expect(date('America/Los_Angeles')).toBe('2017-06-10T00:00:00-07:00');
    expect(date('Asia/Kolkata')).toBe('2017-06-10T00:00:00+05:30');
  });

  it('without a date prints the start of the clock\'s hour in the display zone (events-mlb-current-20170610T23-reserialized-2017.json: 2017-06-10T23:00:00-04:00)', () => {
    const date = (payload: typeof current, tz?: string) => (JSON.parse(formatEvents(payload, tz === undefined ? {} : { timeZone: tz })) as { events_date: string }).events_date;
    expect(date(current)).toBe('2017-06-10T23:00:00-04:00');
    expect(date(current, 'America/New_York')).toBe('2017-06-10T23:00:00-04:00');
    expect(date(current, 'America/Los_Angeles')).toBe('2017-06-10T20:00:00-07:00');
    // Kolkata's hours begin at :30 UTC; the games listed are still those of the Eastern league day.
    expect(date(current, 'Asia/Kolkata')).toBe('2017-06-11T08:00:00+05:30');
    expect(JSON.parse(formatEvents(current, { timeZone: 'Asia/Kolkata' })).count).toBe(2);
    expect(date(getEvents(state, { now: '2017-06-11T02:29:59Z' }), 'Asia/Kolkata')).toBe('2017-06-11T07:00:00+05:30');
    // The repeated hour of a fall-back keeps the offset in force.
    expect(date(getEvents(state, { now: '2016-11-06T01:30:00-04:00' }))).toBe('2016-11-06T01:00:00-04:00');
    expect(date(getEvents(state, { now: '2016-11-06T01:30:00-05:00' }))).toBe('2016-11-06T01:00:00-05:00');
    // The same games as the dated table: only events_date differs.
    expect(formatEvents(current).replace('"2017-06-10T23:00:00-04:00"', '"2017-06-10T00:00:00-04:00"')).toBe(formatEvents(dated));
  });
});
