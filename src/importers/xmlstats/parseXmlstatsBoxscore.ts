import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import type { Result } from '../../ids/Issue.js';
import { seasonOfDate } from '../../ids/Season.js';
import type { Sport } from '../../ids/Sport.js';
import { createBatchCollector } from './createBatchCollector.js';
import { createJsonReader } from './createJsonReader.js';
import { leagueDateOfEventId } from './leagueDateOfEventId.js';
import { readBaseballLines } from './readBaseballLines.js';
import { readOfficials } from './readOfficials.js';
import { readSiteObject } from './readSiteObject.js';
import { readStartDateTime } from './readStartDateTime.js';
import { readTeamObject } from './readTeamObject.js';

/** Options of {@link parseXmlstatsBoxscore}. */
export interface XmlstatsBoxscoreOptions {
  /** The event id: a box score response does not carry its own (it is the request path's). */
  readonly eventId: string;
  /** Sport of the response; default `mlb`. */
  readonly sport?: Sport;
  /** First element of issue paths; default `boxscore/<eventId>.json`. */
  readonly name?: string;
}

const SEASON_TYPES = ['pre', 'regular', 'post'] as const;
const STATUSES = ['scheduled', 'completed', 'postponed', 'suspended', 'cancelled'] as const;

/**
 * Turns a recorded box score response (`/{sport}/boxscore/{event_id}.json`) into the facts of one completed game: both teams, period scores (-1 for a half
 * inning not batted), the points they add up to, the start time and site of
 * `event_information`, and the season type. The points are the line score's sums: the runs of
 * `*_batter_totals` are player sums and differ from the line in 3 of the 1,522 recorded 2014
 * games (e.g. 20140402 PHI at TEX, 4 runs in the line, 3 in the batter totals), while the line
 * always equals the final score of the results responses. Of a baseball box score it also
 * reads the batters and pitchers (counting stats and decisions only: every average, rate,
 * string and total is recomputed when printed, D20), the officials, attendance, duration and
 * temperature, and `away_errors`/`home_errors` when present. Both recorded forms are read: the
 * 2014 one, and the 2016 one whose pitchers carry `throwing_hand` instead of
 * `errors`, whose sides carry `away_fielding`/`home_fielding` (names and errors) and whose
 * `event_information.event_status` is the game's status (without it, `completed`).
 *
 * @example
 * const r = parseXmlstatsBoxscore(json, { eventId: '20140331-boston-red-sox-at-baltimore-orioles' });
 * // r.ok && r.value.games[0].home_period_scores: [0, 1, 0, 0, 0, 0, 1, 0, -1]
 */
export function parseXmlstatsBoxscore(json: unknown, options: XmlstatsBoxscoreOptions): Result<BatchInput> {
  const sport = options.sport ?? 'mlb';
  const name = options.name ?? `boxscore/${options.eventId}.json`;
  const read = createJsonReader();
  const collect = createBatchCollector();
  const date = leagueDateOfEventId(options.eventId);
  if (date === undefined) read.fail('invalid_event_id', [name], `"${options.eventId}" does not start with a yyyyMMdd date`);
  const root = read.object(json, [name]);
  if (root !== undefined && date !== undefined) {
    const season = seasonOfDate(sport, date);
    const away = readTeamObject(read, root['away_team'], [name, 'away_team'], sport, season);
    const home = readTeamObject(read, root['home_team'], [name, 'home_team'], sport, season);
    const awayPeriods = read.integers(root, 'away_period_scores', [name]);
    const homePeriods = read.integers(root, 'home_period_scores', [name]);
    const info = read.object(root['event_information'], [name, 'event_information']);
    const startText = info === undefined ? undefined : read.string(info, 'start_date_time', [name, 'event_information']);
    const start = startText === undefined ? undefined : readStartDateTime(read, startText, date, [name, 'event_information', 'start_date_time']);
    const seasonType = info === undefined ? undefined : read.oneOf(info, 'season_type', [name, 'event_information'], SEASON_TYPES);
    const status = info === undefined || !Object.hasOwn(info, 'event_status') ? 'completed' : read.oneOf(info, 'event_status', [name, 'event_information'], STATUSES);
    const site = info === undefined ? undefined : readSiteObject(read, info['site'], [name, 'event_information', 'site']);
    const sum = (list: readonly number[]) => list.reduce((s, v) => s + (v > 0 ? v : 0), 0);
    const box: Partial<GameInput> = {};
    if (sport === 'mlb' && Object.hasOwn(root, 'away_batters')) {
      const part = <T>(key: keyof GameInput, value: T | undefined) => { if (value !== undefined) (box as Record<string, unknown>)[key] = value; };
      part('away_batters', readBaseballLines(read, root['away_batters'], [name, 'away_batters'], away?.abbreviation, 'batters'));
      part('home_batters', readBaseballLines(read, root['home_batters'], [name, 'home_batters'], home?.abbreviation, 'batters'));
      part('away_pitchers', readBaseballLines(read, root['away_pitchers'], [name, 'away_pitchers'], away?.abbreviation, 'pitchers'));
      part('home_pitchers', readBaseballLines(read, root['home_pitchers'], [name, 'home_pitchers'], home?.abbreviation, 'pitchers'));
      part('officials', readOfficials(read, root['officials'], [name, 'officials']));
      if (info !== undefined) {
        const infoPath = [name, 'event_information'];
        part('attendance', read.nullableCount(info, 'attendance', infoPath));
        part('duration', read.nullableString(info, 'duration', infoPath));
        part('temperature', info['temperature'] === null ? null : read.integer(info, 'temperature', infoPath));
      }
      for (const side of ['away', 'home'] as const) {
        const team = side === 'away' ? away : home;
        if (Object.hasOwn(root, `${side}_errors`)) part(`${side}_errors`, read.nullableCount(root, `${side}_errors`, [name]));
        if (Object.hasOwn(root, `${side}_fielding`)) {
          part(`${side}_fielding`, readBaseballLines(read, root[`${side}_fielding`], [name, `${side}_fielding`], team?.abbreviation, 'fielding'));
        }
      }
    }
    if (read.issues.length === 0 && away && home && awayPeriods && homePeriods && start !== undefined && seasonType && status && site) {
      const game: GameInput = {
        sport,
        event_id: options.eventId,
        status,
        start_date_time: start,
        season_type: seasonType,
        away_team_id: away.team_id ?? '',
        home_team_id: home.team_id ?? '',
        away_points_scored: sum(awayPeriods),
        home_points_scored: sum(homePeriods),
        away_period_scores: awayPeriods,
        home_period_scores: homePeriods,
        site,
        ...box,
      };
      collect.addTeam(away, [name, 'away_team']);
      collect.addTeam(home, [name, 'home_team']);
      collect.addGame(game, [name]);
    }
  }
  const issues = [...read.issues, ...collect.issues];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: collect.batch() };
}
