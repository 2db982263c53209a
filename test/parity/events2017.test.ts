/**
 * The two events responses of 2017 (`shared/reference/xmlstats-samples/`; INDEX.md, "Recordings
 * of 2016-2021", from BaReinhard/Dodger-Info-Hub `app.js`):
 * - `events-mlb-20170611-reserialized-2017.json`: `sport=mlb`, date 2017-06-11, 15 completed;
 * - `events-mlb-current-20170610T23-reserialized-2017.json`: `sport=mlb` without a date, asked
 *   between 23:00 and 24:00 Eastern on 2017-06-10: `events_date` is `2017-06-10T23:00:00-04:00`,
 *   the current hour (DECISIONS 7, 11); 17 events, scheduled ones with `[]` and -1, and the second
 *   game of a doubleheader at another site than the first.
 * Both passed through JavaScript: key order, values and row order are the service's; whitespace
 * is not (2- and 4-space indents), so the bytes compared are those JavaScript prints.
 *
 * There is no 2017 game log in shared/data, so the facts come from the recordings themselves:
 * imported with `parseXmlstatsEvents` and ingested, the engine must print them back identically
 * (but for the order of rows with equal start times, DECISIONS 7). A second state holds only the
 * games (ids, statuses, times, scores) and takes teams and venues from the built-in 2017
 * registry: its payload must have the recording's structure and types, and the recording's
 * values everywhere but the reference data of that year (team `site_name`, the site object).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getEvents, type EventsQuery } from '../../src/engine/getEvents.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { formatEvents } from '../../src/formatting/payloads/formatEvents.js';
import { parseXmlstatsEvents } from '../../src/importers/xmlstats/parseXmlstatsEvents.js';
import { SAMPLES } from '../repoData.js';

interface Event {
  event_id: string; event_status: string; start_date_time: string; away_team: { team_id: string }; home_team: { team_id: string };
  away_period_scores: number[]; home_period_scores: number[]; away_points_scored: number; home_points_scored: number;
  [key: string]: unknown;
}
interface Payload { events_date: string; count: number; event: Event[] }

const DATED = 'events-mlb-20170611-reserialized-2017.json';
const CURRENT = 'events-mlb-current-20170610T23-reserialized-2017.json';
const read = (name: string) => readFileSync(path.join(SAMPLES, name), 'utf8');

/** The request of each recording, with a clock inside the hour the current one was asked in. */
const CASES = [
  { file: DATED, query: { date: '20170611', sport: 'mlb', now: '2017-06-12T12:00:00-04:00' } },
  { file: CURRENT, query: { sport: 'mlb', now: '2017-06-10T23:19:07-04:00' } },
] as const satisfies readonly { file: string; query: EventsQuery }[];

function load(batch: ReturnType<typeof parseXmlstatsEvents> | { ok: true; value: { games: GameInput[] } }, builtIns: boolean): LeagueState {
  if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 3)));
  const r = ingest(createLeagueState({ builtIns }), batch.value);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

/** The recording with its rows in the engine's order: start time, then event id (DECISIONS 7). */
function inEngineOrder(recorded: Payload): Payload {
  const key = (e: Event) => `${String(Date.parse(e.start_date_time)).padStart(15, '0')} ${e.event_id}`;
  return { ...recorded, event: [...recorded.event].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)) };
}

/** Key order and JSON type of everything, `null` standing for "string or null" and "integer or null". */
function shapeOf(value: unknown, nullable = false): unknown {
  if (Array.isArray(value)) return ['array', ...value.map((v) => shapeOf(v))];
  if (value === null) return nullable ? 'nullable' : 'null';
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, shapeOf(v, k === 'capacity' || k === 'surface')]);
  if (nullable) return 'nullable';
  return typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'float') : typeof value;
}

describe.each(CASES)('$file', ({ file, query }) => {
  const text = read(file);
  const recorded = JSON.parse(text) as Payload;
  const fromRecording = load(parseXmlstatsEvents(recorded, { name: file }), false);
  const ours = formatEvents(getEvents(fromRecording, query), { style: 'compact' });

  it('is JavaScript\'s print of the service\'s payload: events_date, count, event', () => {
    expect([2, 4].some((indent) => JSON.stringify(recorded, null, indent) === text)).toBe(true);
    expect(Object.keys(recorded)).toEqual(['events_date', 'count', 'event']);
    expect(recorded.count).toBe(recorded.event.length);
    const starts = recorded.event.map((e) => Date.parse(e.start_date_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('ingested with parseXmlstatsEvents, prints back the same bytes, rows with equal start times in event-id order', () => {
    expect(ours).toBe(JSON.stringify(inEngineOrder(recorded)));
    // Only ties of start time are ordered otherwise by the service; the recording's own rows
    // are the engine's rows.
    const rows = (p: Payload) => p.event.map((e) => JSON.stringify(e));
    expect(rows(JSON.parse(ours) as Payload).sort()).toEqual(rows(recorded).sort());
    // The same without the built-in registry or with it: the recording's teams and sites win (D7).
    expect(formatEvents(getEvents(load(parseXmlstatsEvents(recorded, { name: file }), true), query), { style: 'compact' })).toBe(ours);
  });

  it('from the games alone, on the 2017 registry, has the recording\'s structure and types, and its values but for that year\'s reference data', () => {
    const games: GameInput[] = recorded.event.map((e) => ({
      sport: 'mlb', event_id: e.event_id, status: e.event_status as GameInput['status'], start_date_time: e.start_date_time,
      away_team_id: e.away_team.team_id, home_team_id: e.home_team.team_id,
      ...(e.event_status === 'completed'
        ? { away_points_scored: e.away_points_scored, home_points_scored: e.home_points_scored, away_period_scores: e.away_period_scores, home_period_scores: e.home_period_scores }
        : {}),
    }));
    const registry = JSON.parse(formatEvents(getEvents(load({ ok: true, value: { games } }, true), query), { style: 'compact' })) as Payload;
    const expected = inEngineOrder(recorded);
    expect(shapeOf(registry)).toEqual(shapeOf(expected));
    const withoutReference = (e: Event) => ({
      ...e, site: undefined,
      away_team: { ...e.away_team, site_name: undefined }, home_team: { ...e.home_team, site_name: undefined },
    });
    expect(registry.events_date).toBe(expected.events_date);
    expect(registry.count).toBe(expected.count);
    expect(registry.event.map(withoutReference)).toEqual(expected.event.map(withoutReference));
  });
});

describe(`${CURRENT}: without a date, events_date is the current hour in the display zone`, () => {
  const recorded = JSON.parse(read(CURRENT)) as Payload;
  const state = load(parseXmlstatsEvents(recorded, { name: CURRENT }), false);
  const at = (now: string, timeZone?: string) =>
    JSON.parse(formatEvents(getEvents(state, { sport: 'mlb', now }), { style: 'compact', ...(timeZone === undefined ? {} : { timeZone }) })) as Payload;

  it('prints 2017-06-10T23:00:00-04:00 at any clock from 23:00:00 to 23:59:59.999 Eastern, the same bytes each time', () => {
    const expected = JSON.stringify(inEngineOrder(recorded));
    for (const now of ['2017-06-10T23:00:00-04:00', '2017-06-10T23:19:07-04:00', '2017-06-11T03:59:59.999Z']) {
      expect(JSON.stringify(at(now))).toBe(expected);
    }
    expect(recorded.events_date).toBe('2017-06-10T23:00:00-04:00');
  });

  it('prints the hour of the clock, and lists the clock\'s league day', () => {
    expect(at('2017-06-10T22:59:59-04:00')).toMatchObject({ events_date: '2017-06-10T22:00:00-04:00', count: 17 });
    expect(at('2017-06-10T00:00:00-04:00')).toMatchObject({ events_date: '2017-06-10T00:00:00-04:00', count: 17 });
    // At midnight Eastern the league day is the 11th, of which this state knows no game.
    expect(at('2017-06-11T00:00:00-04:00')).toEqual({ events_date: '2017-06-11T00:00:00-04:00', count: 0, event: [] });
  });

  it('in another display zone prints the start of the hour on that zone\'s wall clock, over the same games', () => {
    const kolkata = at('2017-06-10T23:19:07-04:00', 'Asia/Kolkata');
    expect(kolkata.events_date).toBe('2017-06-11T08:00:00+05:30');
    expect(kolkata.event.map((e) => e.event_id)).toEqual(inEngineOrder(recorded).event.map((e) => e.event_id));
    expect(kolkata.event[0]!.start_date_time).toBe('2017-06-10T21:35:00+05:30');
    // 23:29 Eastern is 08:59 in Kolkata, 23:31 is 09:01: the hour there turns at :30 Eastern.
    expect(at('2017-06-10T23:29:59-04:00', 'Asia/Kolkata').events_date).toBe('2017-06-11T08:00:00+05:30');
    expect(at('2017-06-10T23:30:00-04:00', 'Asia/Kolkata').events_date).toBe('2017-06-11T09:00:00+05:30');
    expect(at('2017-06-10T23:19:07-04:00', 'America/Los_Angeles').events_date).toBe('2017-06-10T20:00:00-07:00');
  });
});
