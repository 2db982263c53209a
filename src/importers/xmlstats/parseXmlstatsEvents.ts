import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import type { Result } from '../../ids/Issue.js';
import { seasonOfDate } from '../../ids/Season.js';
import { createBatchCollector } from './createBatchCollector.js';
import { createJsonReader } from './createJsonReader.js';
import { leagueDateOfEventId } from './leagueDateOfEventId.js';
import { readSiteObject } from './readSiteObject.js';
import { readStartDateTime } from './readStartDateTime.js';
import { readTeamObject } from './readTeamObject.js';

/** Options of {@link parseXmlstatsEvents}. */
export interface XmlstatsEventsOptions {
  /** First element of issue paths; default `events`. */
  readonly name?: string;
}

const STATUSES = ['scheduled', 'completed', 'postponed', 'suspended', 'cancelled'] as const;
const SEASON_TYPES = ['pre', 'regular', 'post'] as const;
const SPORTS = ['MLB', 'NBA'] as const;

/**
 * Turns a recorded events response (`/events.json`: `{ events_date,
 * event: [...] }`) into a batch of games and teams. Each event gives its id, status, sport
 * (`MLB`/`NBA`, lower-cased), start (the 03:45:56 Eastern placeholder read back as unknown),
 * season type, both teams, the site (with a `site_id` slug of its name), and for a completed
 * event its points and, when present and non-empty, period scores (-1 = inning not batted).
 * Points of other statuses (-1) and their empty period scores are dropped. Teams belong to the
 * season of the event's date: the year for MLB, the year the season ends for NBA (dates from
 * August on belong to the next year's season). Responses of the 2013 form, without any score
 * fields, read fine for scheduled events; a completed event without points is an
 * `invalid_score` issue (the score is not guessed). Shapes are checked by hand (path
 * `[name, 'event', i, field]`); any issue: not ok.
 *
 * @example
 * const r = parseXmlstatsEvents(json, { name: 'events-nba-20130131.json' });
 * // r.ok && r.value.games[0].home_period_scores: [32, 26, 21, 27]; r.value.teams[0].season: 2013
 */
export function parseXmlstatsEvents(json: unknown, options: XmlstatsEventsOptions = {}): Result<BatchInput> {
  const name = options.name ?? 'events';
  const read = createJsonReader();
  const collect = createBatchCollector();
  const root = read.object(json, [name]);
  const events = root === undefined ? undefined : read.array(Object.hasOwn(root, 'event') ? root['event'] : undefined, [name, 'event']);
  events?.forEach((value, index) => {
    const path = [name, 'event', index];
    const event = read.object(value, path);
    if (event === undefined) return;
    const before = read.issues.length;
    const eventId = read.string(event, 'event_id', path);
    const date = eventId === undefined ? undefined : leagueDateOfEventId(eventId);
    if (eventId !== undefined && date === undefined) read.fail('invalid_event_id', [...path, 'event_id'], `"${eventId}" does not start with a yyyyMMdd date`);
    const status = read.oneOf(event, 'event_status', path, STATUSES);
    const sportName = read.oneOf(event, 'sport', path, SPORTS);
    const sport = sportName === 'MLB' ? 'mlb' : sportName === 'NBA' ? 'nba' : undefined;
    const startText = read.string(event, 'start_date_time', path);
    const start = startText === undefined ? undefined : readStartDateTime(read, startText, date, [...path, 'start_date_time']);
    const seasonType = read.oneOf(event, 'season_type', path, SEASON_TYPES);
    const season = date === undefined || sport === undefined ? undefined : seasonOfDate(sport, date);
    const away = season === undefined || sport === undefined ? undefined : readTeamObject(read, event['away_team'], [...path, 'away_team'], sport, season);
    const home = season === undefined || sport === undefined ? undefined : readTeamObject(read, event['home_team'], [...path, 'home_team'], sport, season);
    const site = readSiteObject(read, event['site'], [...path, 'site']);

    const optionalInteger = (key: string): number | undefined => (Object.hasOwn(event, key) ? read.integer(event, key, path) : undefined);
    const optionalIntegers = (key: string): number[] | undefined => (Object.hasOwn(event, key) ? read.integers(event, key, path) : undefined);
    const awayPoints = optionalInteger('away_points_scored');
    const homePoints = optionalInteger('home_points_scored');
    const awayPeriods = optionalIntegers('away_period_scores');
    const homePeriods = optionalIntegers('home_period_scores');
    if (status === 'completed') {
      for (const [key, points] of [['away_points_scored', awayPoints], ['home_points_scored', homePoints]] as const) {
        if (points === undefined || points < 0) read.fail('invalid_score', [...path, key], `a completed event needs ${key}, got ${points ?? 'nothing (responses recorded before 2015 carry no scores)'}`);
      }
    } else if (status !== undefined) {
      for (const [key, points] of [['away_points_scored', awayPoints], ['home_points_scored', homePoints]] as const) {
        if (points !== undefined && points !== -1) read.fail('invalid_score', [...path, key], `a ${status} event has no score, but ${key} is ${points} (expected -1)`);
      }
      for (const [key, periods] of [['away_period_scores', awayPeriods], ['home_period_scores', homePeriods]] as const) {
        if (periods !== undefined && periods.length > 0) read.fail('invalid_score', [...path, key], `a ${status} event has no period scores`);
      }
    }
    if (
      read.issues.length > before || eventId === undefined || status === undefined || sport === undefined || start === undefined ||
      seasonType === undefined || away === undefined || home === undefined || site === undefined
    ) {
      return;
    }
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
      game.away_points_scored = awayPoints ?? null;
      game.home_points_scored = homePoints ?? null;
      if (awayPeriods !== undefined && awayPeriods.length > 0) game.away_period_scores = awayPeriods;
      if (homePeriods !== undefined && homePeriods.length > 0) game.home_period_scores = homePeriods;
    }
    game.site = site;
    collect.addTeam(away, [...path, 'away_team']);
    collect.addTeam(home, [...path, 'home_team']);
    collect.addGame(game, path);
  });
  const issues = [...read.issues, ...collect.issues];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: collect.batch() };
}
