/**
 * Date-times of the years 1 to 99 and the supported range of instants (issue 11, D63).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, leagueDate } from '../../src/ids/LeagueDate.js';
import { parseDateTime } from '../../src/ids/dateTime.js';
import { easternMidnight } from '../../src/ids/easternTime.js';

const MIN = -62_135_510_400_000; // 0001-01-02T00:00:00Z
const MAX = 253_402_214_399_999; // 9999-12-30T23:59:59.999Z

describe('parseDateTime', () => {
  it('reads the years 1 to 99 as written (Date.UTC read them as 1901 to 1999)', () => {
    expect(parseDateTime('0050-06-15T12:00:00Z')).toEqual({ ok: true, value: Date.parse('0050-06-15T12:00:00Z') });
    expect(parseDateTime('0004-02-29T00:00:00+00:00')).toEqual({ ok: true, value: Date.parse('0004-02-29T00:00:00Z') });
    expect(parseDateTime('0099-12-31T23:59:59-05:00')).toEqual({ ok: true, value: Date.parse('0100-01-01T04:59:59Z') });
  });

  it('accepts exactly the instants from 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z', () => {
    expect(parseDateTime('0001-01-02T00:00:00Z')).toEqual({ ok: true, value: MIN });
    expect(parseDateTime('9999-12-30T23:59:59.999Z')).toEqual({ ok: true, value: MAX - 999 });
    expect(parseDateTime('9999-12-30T18:59:59-05:00')).toEqual({ ok: true, value: MAX - 999 });
    for (const text of ['0001-01-01T23:59:59Z', '0001-01-02T00:00:00+00:01', '9999-12-31T00:00:00Z', '9999-12-31T23:00:00-05:00', '9999-12-30T23:59:59-00:01']) {
      const r = parseDateTime(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.issues[0]).toMatchObject({ code: 'invalid_date', message: `"${text}" is outside the supported instants, 0001-01-02T00:00:00Z to 9999-12-30T23:59:59.999Z (dates are read in years 1 to 9999 in every time zone)` });
    }
  });

  it('agrees with Date.parse on every supported instant written in UTC (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN, max: MAX }), (ms) => {
        const text = new Date(ms - (ms % 1000 + 1000) % 1000).toISOString().replace('.000Z', 'Z');
        expect(parseDateTime(text)).toEqual({ ok: true, value: Date.parse(text) });
      }),
    );
  });
});

describe('dates of the years 1 to 99', () => {
  it('addDays and easternMidnight keep the year as written', () => {
    expect(addDays(leagueDate('0004-03-01'), -1)).toBe('0004-02-29');
    expect(addDays(leagueDate('0099-12-31'), 1)).toBe('0100-01-01');
    expect(new Date(easternMidnight(leagueDate('0050-06-15'))).getUTCFullYear()).toBe(50);
  });
});
