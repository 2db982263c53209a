import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easternMidnight, easternOffsetMinutes, leagueDate, leagueDayOf, unknownStartInstant, timeZoneOffsetMs } from '../../src/ids/index.js';

/** The offset Intl itself reports, independent of date-fns-tz. */
function intlOffset(zone: string, t: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(t);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return (wall - Math.floor(t / 1000) * 1000) / 60_000;
}

describe('US Eastern time without Intl', () => {
  it('agrees with the time zone database for every instant 1990-2040', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (t) => {
        expect(easternOffsetMinutes(t)).toBe(intlOffset('America/New_York', t));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads any zone correctly, also in the hour before a change (where date-fns-tz getTimezoneOffset is wrong)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom('America/Los_Angeles', 'America/New_York', 'Pacific/Auckland', 'Europe/London', 'UTC'), (t, zone) => {
        expect(timeZoneOffsetMs(t, zone) / 60_000).toBe(intlOffset(zone, t));
      }),
      { numRuns: 500 },
    );
    expect(timeZoneOffsetMs(Date.parse('2014-11-02T08:30:00Z'), 'America/Los_Angeles')).toBe(-420 * 60_000);
    expect(timeZoneOffsetMs(Date.parse('2014-03-09T06:30:00Z'), 'America/New_York')).toBe(-300 * 60_000);
    expect(easternOffsetMinutes(Date.parse('1980-04-27T06:30:00Z'))).toBe(-300);
    expect(() => timeZoneOffsetMs(0, 'Mars/Olympus')).toThrow(/^timeZoneOffsetMs:/);
  });

  it('switches exactly at 2:00 local time on the transition days of 2014', () => {
    expect(easternOffsetMinutes(Date.parse('2014-03-09T06:59:59Z'))).toBe(-300);
    expect(easternOffsetMinutes(Date.parse('2014-03-09T07:00:00Z'))).toBe(-240);
    expect(easternOffsetMinutes(Date.parse('2014-11-02T05:59:59Z'))).toBe(-240);
    expect(easternOffsetMinutes(Date.parse('2014-11-02T06:00:00Z'))).toBe(-300);
  });

  it('leagueDayOf is the New York calendar date of every instant, asked in any order (its caches of the year and the day hold)', () => {
    const newYork = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2040, 0, 1) }), { minLength: 1, maxLength: 20 }), (instants) => {
        for (const t of instants) {
          expect(leagueDayOf(t)).toBe(newYork.format(t));
          // Either side of the instant's own Eastern midnight, and of the year's turn, right after it.
          expect(leagueDayOf(t + 1)).toBe(newYork.format(t + 1));
          expect(leagueDayOf(t - 86_400_000)).toBe(newYork.format(t - 86_400_000));
        }
      }),
      { numRuns: 300 },
    );
    // A year's span is never used for the next: 2015's clocks went forward on March 8, 2014's on March 9.
    expect(easternOffsetMinutes(Date.parse('2014-07-01T12:00:00Z'))).toBe(-240);
    expect(easternOffsetMinutes(Date.parse('2015-03-08T12:00:00Z'))).toBe(-240);
    expect(easternOffsetMinutes(Date.parse('2014-03-08T12:00:00Z'))).toBe(-300);
    for (const iso of ['2014-12-31T23:59:59-05:00', '2015-01-01T00:00:00-05:00', '2014-12-31T23:59:59.999-05:00', '2015-01-01T04:59:59Z', '1969-12-31T23:00:00-05:00']) {
      expect(leagueDayOf(Date.parse(iso))).toBe(newYork.format(Date.parse(iso)));
    }
  });

  it('puts a late West Coast start on the Eastern day it started', () => {
    expect(leagueDayOf(Date.parse('2014-07-24T22:10:00-04:00'))).toBe('2014-07-24');
    expect(leagueDayOf(Date.parse('2014-07-25T00:10:00-04:00'))).toBe('2014-07-25');
    expect(leagueDayOf(Date.parse('2013-01-31T19:30:00-08:00'))).toBe('2013-01-31');
  });

  it('gives midnight and the 03:45:56 placeholder with the right offset', () => {
    expect(easternMidnight(leagueDate('2013-09-01'))).toBe(Date.parse('2013-09-01T00:00:00-04:00'));
    expect(easternMidnight(leagueDate('2013-01-31'))).toBe(Date.parse('2013-01-31T00:00:00-05:00'));
    expect(unknownStartInstant(leagueDate('2014-09-27'))).toBe(Date.parse('2014-09-27T03:45:56-04:00'));
  });
});
