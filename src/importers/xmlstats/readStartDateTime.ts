import { parseDateTime } from '../../ids/dateTime.js';
import { unknownStartInstant } from '../../ids/easternTime.js';
import type { LeagueDate } from '../../ids/LeagueDate.js';
import type { JsonPath, JsonReader } from './createJsonReader.js';

/**
 * Reads a start date-time of a recorded event (`2014-07-25T19:10:00-04:00`). The service's
 * placeholder for an unknown time, 03:45:56 Eastern on the event's date (e.g. the
 * 2014-09-27 Yankees at Red Sox row of the 2014 results), in whatever offset it was printed, is
 * read back as null = unknown. Undefined (with an issue on `read`) when it is not a date-time.
 *
 * @example
 * readStartDateTime(read, '2014-09-27T03:45:56-04:00', '2014-09-27' as LeagueDate, ['x']); // null
 * readStartDateTime(read, '2014-09-26T19:10:00-04:00', '2014-09-26' as LeagueDate, ['x']); // '2014-09-26T19:10:00-04:00'
 */
export function readStartDateTime(read: JsonReader, value: string, date: LeagueDate | undefined, path: JsonPath): string | null | undefined {
  const instant = parseDateTime(value);
  if (!instant.ok) {
    read.fail('invalid_date', path, `"${value}" is not a date-time with an offset`);
    return undefined;
  }
  return date !== undefined && instant.value === unknownStartInstant(date) ? null : value;
}
