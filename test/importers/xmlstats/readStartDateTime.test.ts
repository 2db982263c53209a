import { describe, expect, it } from 'vitest';
import type { LeagueDate } from '../../../src/ids/LeagueDate.js';
import { createJsonReader } from '../../../src/importers/xmlstats/createJsonReader.js';
import { readStartDateTime } from '../../../src/importers/xmlstats/readStartDateTime.js';

describe('readStartDateTime', () => {
  const date = '2014-09-27' as LeagueDate;

  it('reads the 03:45:56 Eastern placeholder back as unknown, in any printed offset', () => {
    const read = createJsonReader();
    expect(readStartDateTime(read, '2014-09-27T03:45:56-04:00', date, ['x'])).toBeNull();
    expect(readStartDateTime(read, '2014-09-27T00:45:56-07:00', date, ['x'])).toBeNull();
    expect(readStartDateTime(read, '2015-01-27T03:45:56-05:00', '2015-01-27' as LeagueDate, ['x'])).toBeNull();
    expect(read.issues).toEqual([]);
  });

  it('keeps a real start as written, and the placeholder time of another date too', () => {
    const read = createJsonReader();
    expect(readStartDateTime(read, '2014-09-26T19:10:00-04:00', '2014-09-26' as LeagueDate, ['x'])).toBe('2014-09-26T19:10:00-04:00');
    expect(readStartDateTime(read, '2014-09-28T03:45:56-04:00', date, ['x'])).toBe('2014-09-28T03:45:56-04:00');
  });

  it('a text that is not a date-time with an offset: invalid_date', () => {
    const read = createJsonReader();
    expect(readStartDateTime(read, '2014-09-27 13:05', date, ['r.json', 3, 'event_start_date_time'])).toBeUndefined();
    expect(read.issues).toEqual([
      { code: 'invalid_date', path: ['r.json', 3, 'event_start_date_time'], message: 'r.json[3].event_start_date_time: "2014-09-27 13:05" is not a date-time with an offset' },
    ]);
  });
});
