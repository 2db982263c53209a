import type { ResultRow } from '../../aggregates/ResultRow.js';
import { formatDateTime } from '../formatDateTime.js';
import { writeJson, type JsonValue } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { siteToJson, teamToJson } from './teamToJson.js';

/**
 * One results row (specification 2.4) in the order of its field table: `event_id,
 * event_status, event_start_date_time, event_season_type, event_neutral_site,
 * team_event_number_in_season, team_event_location_type, team_event_result` (omitted unless
 * completed) `, team_points_scored, team_events_won, team_events_lost, team,
 * opponent_points_scored, opponent_events_won, opponent_events_lost, opponent, site`.
 */
export function resultToJson(row: ResultRow, timeZone: string): { readonly [key: string]: JsonValue } {
  const head: Record<string, JsonValue> = {
    event_id: row.game.eventId,
    event_status: row.game.status,
    event_start_date_time: formatDateTime(row.game.startsAt, timeZone),
    event_season_type: row.game.seasonType,
    event_neutral_site: row.game.neutralSite,
    team_event_number_in_season: row.numberInSeason,
    team_event_location_type: row.locationType,
  };
  if (row.result !== undefined) head['team_event_result'] = row.result;
  head['team_points_scored'] = row.teamPoints;
  head['team_events_won'] = row.teamWon;
  head['team_events_lost'] = row.teamLost;
  head['team'] = teamToJson(row.team);
  head['opponent_points_scored'] = row.opponentPoints;
  head['opponent_events_won'] = row.opponentWon;
  head['opponent_events_lost'] = row.opponentLost;
  head['opponent'] = teamToJson(row.opponent);
  head['site'] = siteToJson(row.site);
  return head;
}

/**
 * The results payload: a bare array of rows, in the order given (the query already ordered it).
 *
 * @example
 * formatResults(getResults(state, { sport: 'mlb', teamId: 'boston-red-sox', season: 2014, now })!);
 */
export function formatResults(rows: readonly ResultRow[], options: FormatOptions = {}): string {
  const tz = options.timeZone ?? EASTERN;
  return writeJson(rows.map((r) => resultToJson(r, tz)), options.style ?? 'pretty');
}
