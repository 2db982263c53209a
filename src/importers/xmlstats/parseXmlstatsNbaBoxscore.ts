import type { BatchInput, GameInput, PlayerLineInput } from '../../engine/BatchInput.js';
import type { Result } from '../../ids/Issue.js';
import { seasonOfDate } from '../../ids/Season.js';
import { createBatchCollector } from './createBatchCollector.js';
import { createJsonReader, type JsonPath, type JsonReader } from './createJsonReader.js';
import { readCount } from './readCount.js';
import { leagueDateOfEventId } from './leagueDateOfEventId.js';
import { readOfficials } from './readOfficials.js';
import { readSiteObject } from './readSiteObject.js';
import { readStartDateTime } from './readStartDateTime.js';
import { readTeamObject } from './readTeamObject.js';

/** Options of {@link parseXmlstatsNbaBoxscore}. */
export interface XmlstatsNbaBoxscoreOptions {
  /**
   * The event id: a box score response does not carry its own (it is the request path's). By
   * default the file name of `name` without `.json` (`boxscore/20120621-...-at-miami-heat.json`).
   */
  readonly eventId?: string;
  /** First element of issue paths; default `boxscore/<eventId>.json`. */
  readonly name?: string;
}

type Obj = Readonly<Record<string, unknown>>;

const SEASON_TYPES = ['pre', 'regular', 'post'] as const;
/** The counting fields of a player line and of a totals object, in the service's names. */
const COUNTS = [
  'points', 'assists', 'turnovers', 'steals', 'blocks', 'field_goals_attempted', 'field_goals_made', 'three_point_field_goals_attempted',
  'three_point_field_goals_made', 'free_throws_attempted', 'free_throws_made', 'defensive_rebounds', 'offensive_rebounds', 'personal_fouls',
] as const;
type Count = (typeof COUNTS)[number];

const field = (obj: Obj, key: string): unknown => (Object.hasOwn(obj, key) ? obj[key] : undefined);

/** The counts of a line or totals object, or undefined (issues recorded) when one is wrong. */
function counts(read: JsonReader, obj: Obj, path: JsonPath): Record<Count | 'minutes', number> | undefined {
  const out: Partial<Record<Count | 'minutes', number>> = {};
  let ok = true;
  for (const key of ['minutes', ...COUNTS] as const) {
    const v = readCount(read, obj, key, path);
    if (v === undefined) ok = false;
    else out[key] = v;
  }
  return ok ? (out as Record<Count | 'minutes', number>) : undefined;
}

function readLine(read: JsonReader, value: unknown, path: JsonPath, abbreviation: string | undefined): PlayerLineInput | undefined {
  const obj = read.object(value, path);
  if (obj === undefined) return undefined;
  const before = read.issues.length;
  const lastName = read.string(obj, 'last_name', path, true);
  const firstName = read.string(obj, 'first_name', path, true);
  const displayName = read.string(obj, 'display_name', path);
  const position = read.string(obj, 'position', path, true);
  const isStarter = read.boolean(obj, 'is_starter', path);
  const team = read.string(obj, 'team_abbreviation', path);
  if (team !== undefined && abbreviation !== undefined && team !== abbreviation) {
    read.fail('conflict', [...path, 'team_abbreviation'], `"${team}" is not this side's team (${abbreviation})`);
  }
  const n = counts(read, obj, path);
  // The 2015 form adds `rebounds` (checked against the split by ingest); the percentages and
  // their strings are derived and not read.
  const rebounds = field(obj, 'rebounds') === undefined ? undefined : readCount(read, obj, 'rebounds', path);
  if (read.issues.length > before || lastName === undefined || firstName === undefined || displayName === undefined || position === undefined || isStarter === undefined || n === undefined) {
    return undefined;
  }
  return { last_name: lastName, first_name: firstName, display_name: displayName, position, is_starter: isStarter, ...n, ...(rebounds !== undefined ? { rebounds } : {}) };
}

/**
 * Turns a recorded NBA box score response (`/nba/boxscore/{event_id}.json`: the 2013 wire form, the documentation's, or the 2015 form with `rebounds`, the percent strings
 * and `event_information.status`) into the facts of one completed game: both teams (of the
 * season of the event's date), period scores and the points they add up to, the player lines
 * of each side in their order, the officials, and from `event_information` the start, site,
 * season type, attendance, duration and temperature. Each side's totals are passed on for
 * ingest to check against the sums of the lines; here the totals' `minutes` must
 * be the players' sum and their `points` the period scores' sum. Derived fields (percentages
 * and their strings) are not read: they are recomputed when printed.
 *
 * Every problem is an issue naming the file and field (a wrong type, a negative count, a line
 * of another team, an event id that does not name the file's two teams); nothing throws.
 *
 * @example
 * const r = parseXmlstatsNbaBoxscore(json, { eventId: '20120621-oklahoma-city-thunder-at-miami-heat' });
 * // r.ok && r.value.games[0].away_stats.length === 12 && r.value.games[0].home_points_scored === 121
 */
export function parseXmlstatsNbaBoxscore(json: unknown, options: XmlstatsNbaBoxscoreOptions = {}): Result<BatchInput> {
  const fromName = options.name?.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  const eventId = options.eventId ?? fromName ?? '';
  const name = options.name ?? `boxscore/${eventId}.json`;
  const read = createJsonReader();
  const collect = createBatchCollector();
  const date = leagueDateOfEventId(eventId);
  if (date === undefined) read.fail('invalid_event_id', [name], `"${eventId}" does not start with a yyyyMMdd date (pass options.eventId)`);
  const root = read.object(json, [name]);
  if (root !== undefined && date !== undefined) {
    const season = seasonOfDate('nba', date);
    const away = readTeamObject(read, field(root, 'away_team'), [name, 'away_team'], 'nba', season);
    const home = readTeamObject(read, field(root, 'home_team'), [name, 'home_team'], 'nba', season);
    if (away?.team_id !== undefined && home?.team_id !== undefined && eventId !== `${eventId.slice(0, 8)}-${away.team_id}-at-${home.team_id}`) {
      read.fail('invalid_event_id', [name], `"${eventId}" is not the event id of ${away.team_id} at ${home.team_id} on that date`);
    }

    const periods = (key: string): number[] | undefined => {
      const list = read.integers(root, key, [name]);
      if (list !== undefined && (list.length < 4 || list.some((v) => v < 0))) {
        read.fail('invalid_score', [name, key], `expected at least 4 non-negative period scores, got [${list.join(', ')}]`);
        return undefined;
      }
      return list;
    };
    const awayPeriods = periods('away_period_scores');
    const homePeriods = periods('home_period_scores');
    if (awayPeriods && homePeriods && awayPeriods.length !== homePeriods.length) {
      read.fail('invalid_score', [name, 'home_period_scores'], `${homePeriods.length} home periods, ${awayPeriods.length} away`);
    }

    const lines = (key: string, abbreviation: string | undefined): PlayerLineInput[] | undefined => {
      const list = read.array(field(root, key), [name, key]);
      if (list === undefined) return undefined;
      const out: PlayerLineInput[] = [];
      list.forEach((value, i) => {
        const line = readLine(read, value, [name, key, i], abbreviation);
        if (line) out.push(line);
      });
      return out.length === list.length ? out : undefined;
    };
    const awayStats = lines('away_stats', away?.abbreviation);
    const homeStats = lines('home_stats', home?.abbreviation);

    const totals = (key: string, stats: readonly PlayerLineInput[] | undefined, periodList: readonly number[] | undefined) => {
      const obj = read.object(field(root, key), [name, key]);
      const t = obj === undefined ? undefined : counts(read, obj, [name, key]);
      if (t === undefined) return undefined;
      const minutes = stats?.reduce((s, p) => s + p.minutes, 0);
      if (minutes !== undefined && minutes !== t.minutes) read.fail('invalid_score', [name, key, 'minutes'], `${t.minutes} minutes, but the player lines add up to ${minutes}`);
      const points = periodList?.reduce((s, v) => s + v, 0);
      if (points !== undefined && points !== t.points) read.fail('invalid_score', [name, key, 'points'], `${t.points} points, but the period scores add up to ${points}`);
      const { minutes: _, ...rest } = t;
      return rest;
    };
    const awayTotals = totals('away_totals', awayStats, awayPeriods);
    const homeTotals = totals('home_totals', homeStats, homePeriods);

    const officials = readOfficials(read, field(root, 'officials'), [name, 'officials']);

    const infoPath = [name, 'event_information'];
    const info = read.object(field(root, 'event_information'), infoPath);
    const startText = info === undefined ? undefined : read.string(info, 'start_date_time', infoPath);
    const start = startText === undefined ? undefined : readStartDateTime(read, startText, date, [...infoPath, 'start_date_time']);
    const seasonType = info === undefined ? undefined : read.oneOf(info, 'season_type', infoPath, SEASON_TYPES);
    const site = info === undefined ? undefined : readSiteObject(read, field(info, 'site'), [...infoPath, 'site']);
    const attendance = info === undefined ? undefined : read.nullableCount(info, 'attendance', infoPath);
    const duration = info === undefined ? undefined : read.nullableString(info, 'duration', infoPath);
    const temperature = info === undefined ? undefined : field(info, 'temperature') === null ? null : read.integer(info, 'temperature', infoPath);
    if (info !== undefined && field(info, 'status') !== undefined) read.oneOf(info, 'status', infoPath, ['completed']);

    if (
      read.issues.length === 0 && away && home && awayPeriods && homePeriods && awayStats && homeStats && awayTotals && homeTotals &&
      officials && start !== undefined && seasonType && site && attendance !== undefined && duration !== undefined && temperature !== undefined
    ) {
      const game: GameInput = {
        sport: 'nba',
        event_id: eventId,
        status: 'completed',
        start_date_time: start,
        season_type: seasonType,
        away_team_id: away.team_id ?? '',
        home_team_id: home.team_id ?? '',
        away_points_scored: awayPeriods.reduce((s, v) => s + v, 0),
        home_points_scored: homePeriods.reduce((s, v) => s + v, 0),
        away_period_scores: awayPeriods,
        home_period_scores: homePeriods,
        site,
        away_stats: awayStats,
        home_stats: homeStats,
        officials,
        attendance,
        duration,
        temperature,
        away_totals: awayTotals,
        home_totals: homeTotals,
      };
      collect.addTeam(away, [name, 'away_team']);
      collect.addTeam(home, [name, 'home_team']);
      collect.addGame(game, [name]);
    }
  }
  const issues = [...read.issues, ...collect.issues];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: collect.batch() };
}
