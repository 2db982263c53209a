import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import type { Result } from '../../ids/Issue.js';
import { seasonOfDate } from '../../ids/Season.js';
import type { Sport } from '../../ids/Sport.js';
import { createBatchCollector } from './createBatchCollector.js';
import { createJsonReader } from './createJsonReader.js';
import { leagueDateOfEventId } from './leagueDateOfEventId.js';
import { readSiteObject } from './readSiteObject.js';
import { readStartDateTime } from './readStartDateTime.js';
import { readTeamObject } from './readTeamObject.js';

/** One recorded results response: a name for issue paths (`results/boston-red-sox.json`) and its parsed JSON. */
export interface XmlstatsFile {
  readonly name: string;
  readonly json: unknown;
}

/** Options of {@link parseXmlstatsResults}. */
export interface XmlstatsResultsOptions {
  /** The sport of the responses (a results row does not say); default `mlb`. */
  readonly sport?: Sport;
}

const STATUSES = ['scheduled', 'completed', 'postponed', 'suspended', 'cancelled'] as const;
const SEASON_TYPES = ['pre', 'regular', 'post'] as const;
const LOCATIONS = ['h', 'a'] as const;

/**
 * Turns recorded results responses (`/{sport}/results/{team_id}.json`, one array of
 * schedule/result rows per team) into a batch of game facts and teams.
 *
 * Per row only facts are kept: event id, status, start (the 03:45:56 Eastern placeholder read
 * back as unknown), season type, away and home team (from `team_event_location_type` and the
 * team/opponent ids), the scores of a completed game (other statuses carry -1, which is
 * dropped; any other value is an `invalid_score` issue), the site (with a `site_id` slug of its
 * name) and `event_neutral_site` when present. Records, event numbers and results are derived
 * by the engine and never imported. The team and opponent objects become teams of the season of
 * the event's date. An event appears in both teams' files: identical copies are kept once,
 * disagreeing copies are a `conflict` issue.
 *
 * Shapes are checked by hand, field by field, with the issue path `[file name, row, field]`;
 * the engine validates the resulting batch once more with its schema. Any issue: not ok.
 *
 * @example
 * const r = parseXmlstatsResults([{ name: 'results/boston-red-sox.json', json }]);
 * // r.ok && r.value.games[0]: { sport: 'mlb', event_id: '20140928-new-york-yankees-at-boston-red-sox', status: 'scheduled', ... }
 */
export function parseXmlstatsResults(files: readonly XmlstatsFile[], options: XmlstatsResultsOptions = {}): Result<BatchInput> {
  const sport = options.sport ?? 'mlb';
  const read = createJsonReader();
  const collect = createBatchCollector();
  for (const file of files) {
    const rows = read.array(file.json, [file.name]);
    if (rows === undefined) continue;
    rows.forEach((value, index) => {
      const path = [file.name, index];
      const row = read.object(value, path);
      if (row === undefined) return;
      const before = read.issues.length;
      const eventId = read.string(row, 'event_id', path);
      const date = eventId === undefined ? undefined : leagueDateOfEventId(eventId);
      if (eventId !== undefined && date === undefined) read.fail('invalid_event_id', [...path, 'event_id'], `"${eventId}" does not start with a yyyyMMdd date`);
      const status = read.oneOf(row, 'event_status', path, STATUSES);
      const startText = read.string(row, 'event_start_date_time', path);
      const start = startText === undefined ? undefined : readStartDateTime(read, startText, date, [...path, 'event_start_date_time']);
      const seasonType = read.oneOf(row, 'event_season_type', path, SEASON_TYPES);
      const location = read.oneOf(row, 'team_event_location_type', path, LOCATIONS);
      const season = date === undefined ? undefined : seasonOfDate(sport, date);
      const team = season === undefined ? undefined : readTeamObject(read, row['team'], [...path, 'team'], sport, season);
      const opponent = season === undefined ? undefined : readTeamObject(read, row['opponent'], [...path, 'opponent'], sport, season);
      const teamPoints = read.integer(row, 'team_points_scored', path);
      const opponentPoints = read.integer(row, 'opponent_points_scored', path);
      const site = readSiteObject(read, row['site'], [...path, 'site']);
      const neutral = Object.hasOwn(row, 'event_neutral_site') ? read.boolean(row, 'event_neutral_site', path) : false;

      if (status !== undefined && status !== 'completed') {
        for (const [key, points] of [['team_points_scored', teamPoints], ['opponent_points_scored', opponentPoints]] as const) {
          if (points !== undefined && points !== -1) read.fail('invalid_score', [...path, key], `a ${status} event has no score, but ${key} is ${points} (expected -1)`);
        }
      } else if (status === 'completed') {
        for (const [key, points] of [['team_points_scored', teamPoints], ['opponent_points_scored', opponentPoints]] as const) {
          if (points !== undefined && points < 0) read.fail('invalid_score', [...path, key], `a completed event needs a score, ${key} is ${points}`);
        }
      }
      if (
        read.issues.length > before || eventId === undefined || status === undefined || start === undefined || seasonType === undefined ||
        location === undefined || team === undefined || opponent === undefined || teamPoints === undefined || opponentPoints === undefined ||
        site === undefined || neutral === undefined
      ) {
        return;
      }
      const home = location === 'h' ? team : opponent;
      const away = location === 'h' ? opponent : team;
      const game: GameInput = {
        sport,
        event_id: eventId,
        status,
        start_date_time: start,
        season_type: seasonType,
        away_team_id: away.team_id ?? '',
        home_team_id: home.team_id ?? '',
      };
      if (status === 'completed') {
        game.away_points_scored = location === 'h' ? opponentPoints : teamPoints;
        game.home_points_scored = location === 'h' ? teamPoints : opponentPoints;
      }
      game.site = site;
      if (neutral) game.neutral_site = true;
      collect.addTeam(team, [...path, 'team']);
      collect.addTeam(opponent, [...path, 'opponent']);
      collect.addGame(game, path);
    });
  }
  const issues = [...read.issues, ...collect.issues];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: collect.batch() };
}
