import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, EASTERN_TIME_ZONE } from '../../src/formatting/formatDateTime.js';
import { formatMidnight } from '../../src/formatting/payloads/formatMidnight.js';
import { easternMidnight, leagueDate, type LeagueDate } from '../../src/ids/index.js';

/** Any date of the years 1900 to 2100. */
const dateArb = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => leagueDate(d.toISOString().slice(0, 10)));

describe('formatMidnight', () => {
  it('prints midnight of a date in the Eastern zone, the same text when asked again, whatever was asked between (kept by date, D188)', () => {
    fc.assert(
      fc.property(fc.array(dateArb, { minLength: 1, maxLength: 20 }), (dates) => {
        for (const d of [...dates, ...dates.slice().reverse()]) expect(formatMidnight(d, EASTERN_TIME_ZONE)).toBe(formatDateTime(easternMidnight(d), EASTERN_TIME_ZONE));
      }),
    );
    expect(formatMidnight('2013-09-01' as LeagueDate, EASTERN_TIME_ZONE)).toBe('2013-09-01T00:00:00-04:00');
    expect(formatMidnight('2014-01-31' as LeagueDate, EASTERN_TIME_ZONE)).toBe('2014-01-31T00:00:00-05:00');
  });

  it('stays right past the number of dates it keeps (the kept texts are dropped, not mixed up)', () => {
    const start = Date.UTC(1990, 0, 1);
    for (let i = 0; i < 5000; i++) {
      const d = leagueDate(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
      expect(formatMidnight(d, EASTERN_TIME_ZONE)).toBe(formatDateTime(easternMidnight(d), EASTERN_TIME_ZONE));
    }
    expect(formatMidnight('1990-01-01' as LeagueDate, EASTERN_TIME_ZONE)).toBe('1990-01-01T00:00:00-05:00');
  });

  it('prints midnight in another zone, the documented Pacific example', () => {
    expect(formatMidnight('2013-01-31' as LeagueDate, 'America/Los_Angeles')).toBe('2013-01-31T00:00:00-08:00');
  });
});
