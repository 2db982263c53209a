import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/engine/router/ApiError.js';
import { dateParam } from '../../../src/engine/router/params.js';
import { parseLeagueDate, type LeagueDate } from '../../../src/ids/index.js';

/** What dateParam answered before it remembered the last date: the date, or the 400's description. */
function expected(value: string, earliest: LeagueDate | undefined): string {
  const parsed = parseLeagueDate(value);
  if (!parsed.ok) return `400 Invalid date "${value}": expected a date as yyyyMMdd or yyyy-MM-dd`;
  if (earliest !== undefined && parsed.value < earliest) return `400 Invalid date "${value}": the earliest date is ${earliest.replace(/-/g, '')}`;
  return parsed.value;
}

function asked(value: string, earliest: LeagueDate | undefined): string {
  try {
    return dateParam('date', value, earliest);
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.description}`;
    throw error;
  }
}

describe('dateParam', () => {
  it('gives every date and every 400 as a fresh read would, whatever was read before it, with or without an earliest date (the last date remembered, D188)', () => {
    const value = fc.constantFrom('20190502', '2019-05-02', '20080324', '20080325', '20130231', '2019-5-02', '', '20190502 ', '٢٠١٩٠٥٠٢');
    const earliest = fc.constantFrom(undefined, '2008-03-25' as LeagueDate, '2019-05-03' as LeagueDate);
    fc.assert(fc.property(fc.array(fc.tuple(value, earliest), { minLength: 1, maxLength: 12 }), (asks) => {
      for (const [v, e] of asks) expect([v, e, asked(v, e)]).toEqual([v, e, expected(v, e)]);
    }), { numRuns: 1000 });
    expect(dateParam('date', '20190502')).toBe(dateParam('date', '20190502'));
  });
});
