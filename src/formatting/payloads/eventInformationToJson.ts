import type { BoxScoreFacts, Official } from '../../aggregates/BoxScoreFacts.js';
import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import { formatDateTime } from '../formatDateTime.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { siteToJson } from './teamToJson.js';

/** The official object of a box score. */
const OFFICIAL_SHAPE = new JsonShape(['position', 'first_name', 'last_name']);
/**
 * The NBA box score's event information object, without the 2015 wire's
 * `status`: the order of the 2013 NBA wire, which the 2013 client class XMLStats4Net's
 * `EventInformation` shares (the byte-identical OKC at MIA test holds it).
 */
const EVENT_INFORMATION_SHAPE = new JsonShape(['temperature', 'site', 'attendance', 'duration:plain', 'season_type:plain', 'start_date_time:plain']);
/**
 * The MLB box score's event information of the 2016 form (the 2016 recording of the
 * 2016-05-18 Boston at Kansas City box score).
 */
const MLB_EVENT_INFORMATION_SHAPE = new JsonShape([
  'start_date_time:plain', 'event_status:plain', 'season_type:plain', 'temperature', 'site', 'attendance', 'duration:plain',
]);

/**
 * Minutes as `h:mm` (`160` -> `2:40`); unknown is `0:00`, as unknown attendance and temperature
 * are `0` (every recording prints integers and an `h:mm` string; typed clients crash
 * on null, and the service's own 2014 MLB box scores print attendance 0 for the six first games of
 * doubleheaders whose crowd was counted once, for the second game).
 */
function formatDuration(minutes: number | null): string {
  if (minutes === null) return '0:00';
  const m = minutes % 60;
  return `${(minutes - m) / 60}:${m < 10 ? '0' : ''}${m}`;
}

/**
 * An official of a box score: `{ position, first_name, last_name }` (position null in basketball).
 *
 * @example
 * writeJson(officialToJson({ position: 'Home Plate', firstName: 'Fieldin', lastName: 'Culbreth' }), 'compact');
 * // '{"position":"Home Plate","first_name":"Fieldin","last_name":"Culbreth"}'
 */
export function officialToJson(official: Official): JsonRecord {
  return OFFICIAL_SHAPE.record([official.position, official.firstName, official.lastName]);
}

/**
 * A basketball box score's `event_information`: `temperature, site, attendance, duration`
 * (`h:mm`), `season_type, start_date_time` (in the display zone, Eastern by default). Unknown
 * attendance and temperature print `0` and an unknown duration `"0:00"`, never null.
 *
 * @example
 * writeJson(eventInformationToJson(game, box, site), 'compact'); // '{"temperature":0,"site":{...},"attendance":20003,"duration":"2:40",...}'
 */
export function eventInformationToJson(
  game: Pick<Game, 'seasonType' | 'startsAt'>,
  box: Pick<BoxScoreFacts, 'attendance' | 'durationMinutes' | 'temperature'>,
  site: Site,
  options: FormatOptions = {},
): JsonRecord {
  return EVENT_INFORMATION_SHAPE.record([
    box.temperature ?? 0,
    siteToJson(site),
    box.attendance ?? 0,
    formatDuration(box.durationMinutes),
    game.seasonType,
    formatDateTime(game.startsAt, options.timeZone ?? EASTERN),
  ]);
}

/**
 * A baseball box score's `event_information` in the 2016 form: `start_date_time` (display
 * zone), `event_status` (the game's status), `season_type, temperature, site, attendance,
 * duration`. Unknown values print as in basketball, `0`, `0` and `"0:00"`: the service had one
 * event information object, and none of the 1,522 recorded 2014 box scores has a null in it (D20).
 *
 * @example
 * writeJson(mlbEventInformationToJson(game, box, site), 'compact');
 * // '{"start_date_time":"2016-05-18T14:15:00-04:00","event_status":"completed","season_type":"regular","temperature":65,"site":{...},"attendance":33613,"duration":"2:23"}'
 */
export function mlbEventInformationToJson(
  game: Pick<Game, 'status' | 'seasonType' | 'startsAt'>,
  box: Pick<BoxScoreFacts, 'attendance' | 'durationMinutes' | 'temperature'>,
  site: Site,
  options: FormatOptions = {},
): JsonRecord {
  return MLB_EVENT_INFORMATION_SHAPE.record([
    formatDateTime(game.startsAt, options.timeZone ?? EASTERN),
    game.status,
    game.seasonType,
    box.temperature ?? 0,
    siteToJson(site),
    box.attendance ?? 0,
    formatDuration(box.durationMinutes),
  ]);
}
