import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAge } from '../../src/aggregates/computeAge.js';
import { addDays, leagueDate, type LeagueDate } from '../../src/ids/index.js';

const d = (s: string) => s as LeagueDate;

describe('computeAge', () => {
  it('counts completed years; the birthday itself completes one', () => {
    expect(computeAge(d('1990-05-08'), d('2013-05-07'))).toBe(22);
    expect(computeAge(d('1990-05-08'), d('2013-05-08'))).toBe(23);
    expect(computeAge(d('1976-09-25'), d('2013-11-01'))).toBe(37);
  });

  it('a 29 February birthday completes on 1 March in common years, on 29 February in leap years', () => {
    expect(computeAge(d('1988-02-29'), d('2014-02-28'))).toBe(25);
    expect(computeAge(d('1988-02-29'), d('2014-03-01'))).toBe(26);
    expect(computeAge(d('1988-02-29'), d('2016-02-29'))).toBe(28);
  });

  it('grows by exactly one on each birthday and never otherwise', () => {
    fc.assert(fc.property(fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2010-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 1, max: 20_000 }), (birth, days) => {
      const b = leagueDate(birth.toISOString().slice(0, 10));
      const on = addDays(b, days);
      const step = computeAge(b, addDays(on, 1)) - computeAge(b, on);
      const birthday = addDays(on, 1).slice(5) === b.slice(5) || (b.slice(5) === '02-29' && addDays(on, 1).slice(5) === '03-01' && on.slice(5) !== '02-29');
      expect(step).toBe(birthday ? 1 : 0);
    }));
  });
});
