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
