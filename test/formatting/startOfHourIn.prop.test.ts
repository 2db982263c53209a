import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startOfHourIn } from '../../src/formatting/startOfHourIn.js';
import { intlWallClock } from './intlWallClock.js';

const ZONES = [
  'America/New_York', 'America/Los_Angeles', 'America/St_Johns', 'America/Goose_Bay', 'Europe/London', 'Asia/Kolkata',
  'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Pacific/Apia', 'UTC',
] as const;

const wallClock = intlWallClock;
const wallHour = (epochMs: number, zone: string): string => wallClock(epochMs, zone).slice(0, 13);
const offsetOf = (epochMs: number, zone: string): number => Date.parse(`${wallClock(epochMs, zone)}Z`) - (epochMs - (((epochMs % 1000) + 1000) % 1000));

/** Instants from 1970 to 2100, and instants within a day of a random one of the zone's transitions. */
const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });
/** Every 7.5 minutes around the transitions the examples name (New York, Lord Howe, Goose Bay). */
const EDGES: readonly (readonly [string, string])[] = [
  ['America/New_York', '2016-11-06T03:00:00Z'], ['America/New_York', '2017-03-12T05:00:00Z'],
  ['Australia/Lord_Howe', '2017-04-01T13:00:00Z'], ['Australia/Lord_Howe', '2017-09-30T13:00:00Z'],
  ['America/Goose_Bay', '2010-03-14T02:00:00Z'], ['America/Goose_Bay', '2010-11-07T01:00:00Z'],
  ['Asia/Kolkata', '2017-06-10T20:00:00Z'], ['Pacific/Apia', '2011-12-29T08:00:00Z'],
];

function check(now: number, zone: string): void {
  const start = startOfHourIn(now, zone);
  // Never after the instant, and on the same wall-clock hour.
  expect(start).toBeLessThanOrEqual(now);
  expect(wallHour(start, zone)).toBe(wallHour(now, zone));
  // It begins the hour: either the wall clock reads HH:00:00 there, or the offset changes there.
  expect(wallClock(start, zone).endsWith(':00:00') || offsetOf(start - 1, zone) !== offsetOf(start, zone)).toBe(true);
  // Just before it, another hour, unless the offset changes right there (the repeated hour of a
  // fall-back keeps the offset in force).
  expect(wallHour(start - 1, zone) !== wallHour(start, zone) || offsetOf(start - 1, zone) !== offsetOf(start, zone)).toBe(true);
  // The same start for every instant between: one hour prints one events_date.
  for (const t of [start, start + Math.floor((now - start) / 3), start + Math.floor(((now - start) * 2) / 3)]) {
    expect(wallHour(t, zone)).toBe(wallHour(now, zone));
    expect(startOfHourIn(t, zone)).toBe(start);
  }
}

describe('startOfHourIn (properties)', () => {
  it('begins the wall-clock hour of the instant, in many zones', () => {
    fc.assert(fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => check(t, zone)), { numRuns: 1000 });
  });

  it('does so every 7.5 minutes around transitions: whole-hour, half-hour, at 00:01, a skipped day', () => {
    for (const [zone, from] of EDGES) {
      const base = Date.parse(from);
      for (let m = 0; m <= 6 * 60; m += 7.5) check(base + m * 60_000, zone);
    }
  });

  it('is the UTC hour wherever the offset is whole hours (Eastern since 1970)', () => {
    fc.assert(
      fc.property(instant, (t) => {
        expect(startOfHourIn(t)).toBe(t - (t % 3_600_000));
        expect(startOfHourIn(t, 'America/New_York')).toBe(t - (t % 3_600_000));
      }),
      { numRuns: 1000 },
    );
  });
});
