import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../../src/ids/index.js';
import { formatDateTime } from '../../src/formatting/index.js';
import { intlWallClock } from './intlWallClock.js';

const ZONES = [
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Toronto',
  'America/St_Johns', 'Pacific/Honolulu', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'Asia/Kathmandu',
  'Pacific/Auckland', 'Pacific/Chatham', 'UTC',
] as const;

const wallClock = intlWallClock;

/**
 * The oracle: the offset from date-fns-tz (`formatInTimeZone(..., 'xxx')` reads the offset of
 * the instant itself, whatever the host zone), the wall clock from Intl. (The wall-clock part of
 * `formatInTimeZone` is not used: it goes wrong for wall times inside the host zone's own DST
 * gap, so it would make this test depend on TZ.)
 */
function oracle(epochMs: number, zone: string): string {
  return wallClock(epochMs, zone) + formatInTimeZone(epochMs, zone, 'xxx');
}

const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });

/** Every minute within two hours of the 2013 and 2014 US transitions. */
function aroundUsTransitions(): number[] {
  const edges = ['2013-03-10', '2013-11-03', '2014-03-09', '2014-11-02'];
  const out: number[] = [];
  for (const day of edges) {
    const base = Date.parse(`${day}T00:00:00Z`);
    for (let m = 0; m <= 14 * 60; m++) out.push(base + m * 60_000, base + m * 60_000 + 59_999);
  }
  return out;
}

describe('formatDateTime (properties)', () => {
  it('agrees with date-fns-tz (offset) and Intl (wall clock) in many zones', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        expect(formatDateTime(t, zone)).toBe(oracle(t, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the oracle on every minute around the 2013/2014 US transitions (New York, Los Angeles)', () => {
    for (const t of aroundUsTransitions()) {
      expect(formatDateTime(t)).toBe(oracle(t, 'America/New_York'));
      expect(formatDateTime(t, 'America/Los_Angeles')).toBe(oracle(t, 'America/Los_Angeles'));
    }
  });

  it('the Eastern fast path equals the time zone database path (US/Eastern goes through Intl)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1987, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        expect(formatDateTime(t)).toBe(formatDateTime(t, 'US/Eastern'));
      }),
      { numRuns: 2000 },
    );
  });

  it('parses back to the instant, floored to the second', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
        const text = formatDateTime(t, zone);
        expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
        expect(parseDateTime(text)).toEqual({ ok: true, value: t - (t % 1000) });
      }),
    );
  });

  it('prints from its memory what it would compute: the same instants asked again in more zones than it keeps, and past its bound', () => {
    // 19 zones (more than the 16 it keeps), each instant asked twice, and enough instants to
    // empty a zone's memory: every text still agrees with the oracle.
    const more = ['Europe/Berlin', 'Asia/Tokyo', 'America/Sao_Paulo', 'Africa/Cairo'];
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 40 }), (instants) => {
        for (let round = 0; round < 2; round++) {
          for (const t of instants) {
            for (const zone of ZONES) expect(formatDateTime(t, zone)).toBe(oracle(t, zone));
            for (const zone of more) expect(formatDateTime(t, zone)).toBe(oracle(t, zone));
          }
        }
      }),
      { numRuns: 40 },
    );
    for (let i = 0; i < 9000; i++) formatDateTime(Date.UTC(2014, 3, 1) + i * 60_000);
    for (let i = 0; i < 9000; i += 997) expect(formatDateTime(Date.UTC(2014, 3, 1) + i * 60_000)).toBe(oracle(Date.UTC(2014, 3, 1) + i * 60_000, 'America/New_York'));
  });
});
