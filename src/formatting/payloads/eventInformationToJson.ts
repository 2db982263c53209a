import type { BoxScoreFacts, Official } from '../../aggregates/BoxScoreFacts.js';
import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import { formatDateTime } from '../formatDateTime.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { siteToJson } from './teamToJson.js';

/** The official object (specification 2.7). */
const OFFICIAL_SHAPE = new JsonShape(['position', 'first_name', 'last_name']);
/**
 * The event information object (specification 2.8), without the 2015 wire's `status`: the order
 * of the 2013 NBA wire, which the 2013 client class XMLStats4Net's `EventInformation` shares.
 */
const EVENT_INFORMATION_SHAPE = new JsonShape(['temperature', 'site', 'attendance', 'duration', 'season_type:plain', 'start_date_time:plain']);

/** Minutes as `h:mm` (`160` -> `2:40`). */
function formatDuration(minutes: number): string {
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
 * A box score's `event_information`: `temperature, site, attendance, duration` (`h:mm`),
 * `season_type, start_date_time` (in the display zone, Eastern by default). Unknown
 * attendance, duration or temperature print as null (DECISIONS 2).
 *
 * @example
 * writeJson(eventInformationToJson(game, box, site), 'compact'); // '{"temperature":67,"site":{...},"attendance":45567,"duration":"2:49",...}'
 */
export function eventInformationToJson(
  game: Pick<Game, 'seasonType' | 'startsAt'>,
  box: Pick<BoxScoreFacts, 'attendance' | 'durationMinutes' | 'temperature'>,
  site: Site,
  options: FormatOptions = {},
): JsonRecord {
  return EVENT_INFORMATION_SHAPE.record([
    box.temperature,
    siteToJson(site),
    box.attendance,
    box.durationMinutes === null ? null : formatDuration(box.durationMinutes),
    game.seasonType,
    formatDateTime(game.startsAt, options.timeZone ?? EASTERN),
  ]);
}
