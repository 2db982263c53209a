import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatCompactDate, leagueDate, parseLeagueDate, seasonOfDate, toTeamId } from '../../src/ids/index.js';

describe('league dates', () => {
  it('accepts both forms and rejects impossible dates', () => {
    expect(parseLeagueDate('20130901')).toEqual({ ok: true, value: '2013-09-01' });
    expect(parseLeagueDate('2013-09-01')).toEqual({ ok: true, value: '2013-09-01' });
    for (const bad of ['20130231', '20130229', '2013-13-01', '20130900', '2013091', 'blah', '1']) {
      const r = parseLeagueDate(bad);
      expect(r.ok ? bad : r.issues[0]?.code).toBe('invalid_date');
    }
    expect(parseLeagueDate('20120229').ok).toBe(true);
  });

  it('formats compactly and adds days across months and years', () => {
    expect(formatCompactDate(leagueDate('2014-07-25'))).toBe('20140725');
    expect(addDays(leagueDate('2014-03-01'), -1)).toBe('2014-02-28');
    expect(addDays(leagueDate('2013-12-31'), 1)).toBe('2014-01-01');
  });

  it('names seasons as the service does', () => {
    expect(seasonOfDate('mlb', leagueDate('2014-03-22'))).toBe(2014);
    expect(seasonOfDate('nba', leagueDate('2017-10-17'))).toBe(2018);
    expect(seasonOfDate('nba', leagueDate('2018-04-11'))).toBe(2018);
  });
});

describe('team ids', () => {
  it('drops periods and apostrophes and joins words with dashes', () => {
    expect(toTeamId('St. Louis Cardinals')).toBe('st-louis-cardinals');
    expect(toTeamId('Oklahoma City Thunder')).toBe('oklahoma-city-thunder');
    expect(toTeamId("Portland Trail Blazers")).toBe('portland-trail-blazers');
    expect(() => toTeamId('!!!')).toThrow(/^toTeamId:/);
  });
});

describe('seasonOfDate, read digit by digit (D188)', () => {
  it('gives what reading the year and month by slices gives, for every date of the years 1 to 9999 and both sports', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), fc.constantFrom('mlb' as const, 'nba' as const), (d, sport) => {
        const date = leagueDate(d.toISOString().slice(0, 10));
        const year = Number(date.slice(0, 4));
        expect(seasonOfDate(sport, date)).toBe(sport === 'mlb' ? year : Number(date.slice(5, 7)) >= 8 ? year + 1 : year);
      }),
      { numRuns: 2000 },
    );
    expect(seasonOfDate('nba', leagueDate('2017-07-31'))).toBe(2017);
    expect(seasonOfDate('nba', leagueDate('2017-08-01'))).toBe(2018);
  });
});

