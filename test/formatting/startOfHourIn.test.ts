import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/formatting/formatDateTime.js';
import { startOfHourIn } from '../../src/formatting/startOfHourIn.js';

/** What an undated events table prints as `events_date`: the start of the hour, in the zone. */
const hourIn = (iso: string, zone?: string): string => {
  const start = zone === undefined ? startOfHourIn(Date.parse(iso)) : startOfHourIn(Date.parse(iso), zone);
  return formatDateTime(start, zone);
};

describe('startOfHourIn', () => {
  it('is the hour of the 2017 recording: 23:19 Eastern on 2017-06-10 prints 2017-06-10T23:00:00-04:00 (events-mlb-current-20170610T23-reserialized-2017.json)', () => {
    for (const t of ['2017-06-10T23:00:00-04:00', '2017-06-10T23:19:07.5-04:00', '2017-06-10T23:59:59.999-04:00']) {
      expect(hourIn(t)).toBe('2017-06-10T23:00:00-04:00');
    }
    expect(hourIn('2017-06-10T22:59:59.999-04:00')).toBe('2017-06-10T22:00:00-04:00');
    expect(hourIn('2017-06-11T00:00:00-04:00')).toBe('2017-06-11T00:00:00-04:00');
    // Winter: the offset of the date, and the default zone is Eastern.
    expect(hourIn('2013-01-31T17:45:00-05:00')).toBe('2013-01-31T17:00:00-05:00');
    expect(hourIn('2013-01-31T17:45:00-05:00', 'America/New_York')).toBe('2013-01-31T17:00:00-05:00');
  });

  it('is the hour of the display zone\'s wall clock, also where hours begin at :30 or :45 UTC', () => {
    const t = '2017-06-11T03:19:00Z';
    expect(hourIn(t, 'America/Los_Angeles')).toBe('2017-06-10T20:00:00-07:00');
    expect(hourIn(t, 'Asia/Kolkata')).toBe('2017-06-11T08:00:00+05:30');
    expect(startOfHourIn(Date.parse(t), 'Asia/Kolkata')).toBe(Date.parse('2017-06-11T02:30:00Z'));
    expect(hourIn('2017-06-11T02:29:59Z', 'Asia/Kolkata')).toBe('2017-06-11T07:00:00+05:30');
    expect(hourIn(t, 'Asia/Kathmandu')).toBe('2017-06-11T09:00:00+05:45');
    expect(hourIn(t, 'America/St_Johns')).toBe('2017-06-11T00:00:00-02:30');
    expect(hourIn(t, 'UTC')).toBe('2017-06-11T03:00:00+00:00');
    // Fixed offsets are zones too (DECISIONS 3: a display zone other than Eastern is an option).
    expect(hourIn(t, '+05:30')).toBe('2017-06-11T08:00:00+05:30');
    expect(hourIn(t, '-07:00')).toBe('2017-06-10T20:00:00-07:00');
  });

  it('in the hour a fall-back repeats, keeps the offset in force: 01:30 EDT -> 01:00 EDT, 01:30 EST -> 01:00 EST', () => {
    // 2016-11-06: 02:00 EDT (06:00Z) became 01:00 EST.
    expect(hourIn('2016-11-06T01:30:00-04:00')).toBe('2016-11-06T01:00:00-04:00');
    expect(hourIn('2016-11-06T01:59:59-04:00')).toBe('2016-11-06T01:00:00-04:00');
    expect(hourIn('2016-11-06T01:00:00-05:00')).toBe('2016-11-06T01:00:00-05:00');
    expect(hourIn('2016-11-06T01:30:00-05:00')).toBe('2016-11-06T01:00:00-05:00');
    expect(hourIn('2016-11-06T02:10:00-05:00')).toBe('2016-11-06T02:00:00-05:00');
    // The same instants in another display zone (London, still on GMT): plain hours.
    expect(hourIn('2016-11-06T01:30:00-05:00', 'Europe/London')).toBe('2016-11-06T06:00:00+00:00');
    // Spring forward, 2017-03-12: 02:00 EST became 03:00 EDT.
    expect(hourIn('2017-03-12T01:59:59-05:00')).toBe('2017-03-12T01:00:00-05:00');
    expect(hourIn('2017-03-12T03:30:00-04:00')).toBe('2017-03-12T03:00:00-04:00');
    // A fall-back in a display zone: Los Angeles, 2016-11-06 (09:00Z).
    expect(hourIn('2016-11-06T08:45:00Z', 'America/Los_Angeles')).toBe('2016-11-06T01:00:00-07:00');
    expect(hourIn('2016-11-06T09:45:00Z', 'America/Los_Angeles')).toBe('2016-11-06T01:00:00-08:00');
  });

  it('when the offset changes inside an hour, begins where the wall clock entered that hour', () => {
    // Lord Howe falls back half an hour: 2017-04-02 02:00+11:00 (15:00Z) became 01:30+10:30.
    // The clock read 01:xx from 01:00+11:00 on, so that is where the hour began.
    expect(hourIn('2017-04-01T14:45:00Z', 'Australia/Lord_Howe')).toBe('2017-04-02T01:00:00+11:00');
    expect(hourIn('2017-04-01T15:15:00Z', 'Australia/Lord_Howe')).toBe('2017-04-02T01:00:00+11:00');
    expect(hourIn('2017-04-01T15:31:00Z', 'Australia/Lord_Howe')).toBe('2017-04-02T02:00:00+10:30');
    // ... and springs forward: 2017-10-01 02:00+10:30 (15:30Z) became 02:30+11:00; no 02:00 that day.
    expect(hourIn('2017-09-30T15:29:00Z', 'Australia/Lord_Howe')).toBe('2017-10-01T01:00:00+10:30');
    expect(hourIn('2017-09-30T15:45:00Z', 'Australia/Lord_Howe')).toBe('2017-10-01T02:30:00+11:00');
    // Goose Bay changed at 00:01 until 2011: 2010-03-14 00:01 AST (04:01Z) became 01:01 ADT, and
    // 2010-11-07 00:01 ADT (03:01Z) became 23:01 AST of the day before.
    expect(hourIn('2010-03-14T04:30:00Z', 'America/Goose_Bay')).toBe('2010-03-14T01:01:00-03:00');
    expect(hourIn('2010-03-14T04:00:30Z', 'America/Goose_Bay')).toBe('2010-03-14T00:00:00-04:00');
    expect(hourIn('2010-11-07T03:30:00Z', 'America/Goose_Bay')).toBe('2010-11-06T23:01:00-04:00');
    expect(hourIn('2010-11-07T03:00:30Z', 'America/Goose_Bay')).toBe('2010-11-07T00:00:00-03:00');
  });

  it('floors milliseconds, and refuses a non-finite instant or an unknown zone, naming itself', () => {
    expect(startOfHourIn(Date.parse('2017-06-11T03:00:00Z') - 0.5)).toBe(Date.parse('2017-06-11T02:00:00Z'));
    expect(() => startOfHourIn(Number.NaN)).toThrow(new RangeError('startOfHourIn: not a finite instant: NaN'));
    expect(() => startOfHourIn(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => startOfHourIn(0, 'Mars/Olympus')).toThrow(/^startOfHourIn: unknown time zone "Mars\/Olympus"$/);
  });
});
