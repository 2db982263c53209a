import type { ResultRow } from '../../aggregates/ResultRow.js';
import { formatDateTime } from '../formatDateTime.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { writeJson, writeJsonItems, type JsonValue } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { sharedRowRecord, type SharedRows } from './sharedRowRecord.js';
import { siteToJson, teamToJson } from './teamToJson.js';

/** The results row's key order: the order of the service's documented fields (D5). */
export const RESULT_SHAPE = new JsonShape([
  'event_id', 'event_status', 'event_start_date_time', 'event_season_type', 'event_neutral_site', 'team_event_number_in_season',
  'team_event_location_type', 'team_event_result', 'team_points_scored', 'team_events_won', 'team_events_lost', 'team',
  'opponent_points_scored', 'opponent_events_won', 'opponent_events_lost', 'opponent', 'site',
]);

/**
 * One results row in the order of its documented fields: `event_id,
 * event_status, event_start_date_time, event_season_type, event_neutral_site,
 * team_event_number_in_season, team_event_location_type, team_event_result` (omitted unless
 * completed) `, team_points_scored, team_events_won, team_events_lost, team,
 * opponent_points_scored, opponent_events_won, opponent_events_lost, opponent, site`.
 */
export function resultToJson(row: ResultRow, timeZone: string): JsonRecord {
  return RESULT_SHAPE.record(resultValues(row, timeZone));
}

function resultValues(row: ResultRow, timeZone: string): readonly (JsonValue | undefined)[] {
  return [
    row.game.eventId,
    row.game.status,
    formatDateTime(row.game.startsAt, timeZone),
    row.game.seasonType,
    row.game.neutralSite,
    row.numberInSeason,
    row.locationType,
    row.result,
    row.teamPoints,
    row.teamWon,
    row.teamLost,
    teamToJson(row.team),
    row.opponentPoints,
    row.opponentWon,
    row.opponentLost,
    teamToJson(row.opponent),
    siteToJson(row.site),
  ];
}

/** The shared records of the frozen rows the engine keeps per state (D98). */
const SHARED: SharedRows<ResultRow> = new WeakMap();

/**
 * The results payload: a bare array of rows, in the order given (the query already ordered it).
 *
 * @example
 * formatResults(getResults(state, { sport: 'mlb', teamId: 'boston-red-sox', season: 2014, now })!);
 */
export function formatResults(rows: readonly ResultRow[], options: FormatOptions = {}): string {
  const tz = options.timeZone ?? EASTERN;
  return writeJson(rows.map((r) => sharedRowRecord(SHARED, r, tz, RESULT_SHAPE, resultValues)), options.style ?? 'pretty');
}

/**
 * {@link formatResults} in parts, a row, a separator or a bracket each (see `writeJsonItems`): joined, exactly its text. The
 * router encodes a results body part by part.
 */
export function formatResultsParts(rows: readonly ResultRow[], options: FormatOptions = {}): string[] {
  const tz = options.timeZone ?? EASTERN;
  return writeJsonItems(rows.map((r) => sharedRowRecord(SHARED, r, tz, RESULT_SHAPE, resultValues)), options.style ?? 'pretty');
}
