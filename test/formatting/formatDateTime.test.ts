import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../../src/ids/index.js';
import { formatDateTime } from '../../src/formatting/index.js';
import { SAMPLES } from '../repoData.js';

const at = (iso: string): number => Date.parse(iso);
const LA = 'America/Los_Angeles';

function instantOf(text: string): number {
  const parsed = parseDateTime(text);
  if (!parsed.ok) throw new Error(`not a date-time: ${text}`);
  return parsed.value;
}

/** [event_id, start_date_time] pairs in the order of a sample file. */
function startTimes(file: string): [string, string][] {
  const text = readFileSync(path.join(SAMPLES, file), 'utf8');
  return [...text.matchAll(/"event_id" : "([^"]+)"[\s\S]*?"start_date_time" : "([^"]+)"/g)].map((m) => [m[1] as string, m[2] as string]);
}

describe('formatDateTime', () => {
  it('prints Eastern time by default, with the offset of the date (FORMAT-NOTES section 2)', () => {
    expect(formatDateTime(at('2013-09-01T04:00:00Z'))).toBe('2013-09-01T00:00:00-04:00');
    expect(formatDateTime(at('2013-01-31T05:00:00Z'))).toBe('2013-01-31T00:00:00-05:00');
    expect(formatDateTime(at('2013-09-01T17:05:00Z'))).toBe('2013-09-01T13:05:00-04:00');
    expect(formatDateTime(at('2013-09-01T07:45:56Z'))).toBe('2013-09-01T03:45:56-04:00'); // the TBD time
  });

  it('re-prints every Eastern date-time of the recorded samples from its instant', () => {
    const seen = new Set<string>();
    for (const file of readdirSync(SAMPLES).filter((f) => f.endsWith('.json') && !f.includes('docsample') && !f.includes('docstyle'))) {
      const text = readFileSync(path.join(SAMPLES, file), 'utf8');
      for (const m of text.matchAll(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d"/g)) seen.add(m[0].slice(1, -1));
    }
    expect(seen.size).toBeGreaterThan(10);
    for (const dateTime of seen) expect(formatDateTime(instantOf(dateTime))).toBe(dateTime);
  });

  it('reproduces the Pacific documentation examples from the recorded Eastern times of the same games', () => {
    // events-nba-20130131-recorded-20130810.json (wire, Eastern) vs events-nba-20130131-docsample-tzLA.json (doc, -08:00)
    const wire = new Map(startTimes('events-nba-20130131-recorded-20130810.json'));
    const doc = startTimes('events-nba-20130131-docsample-tzLA.json');
    expect(doc.length).toBe(2);
    for (const [eventId, pacific] of doc) {
      const eastern = wire.get(eventId);
      expect(eastern).toBeDefined();
      expect(formatDateTime(instantOf(eastern as string), LA)).toBe(pacific);
      expect(formatDateTime(instantOf(pacific), LA)).toBe(pacific);
    }
    expect(doc[0]?.[1]).toBe('2013-01-31T17:00:00-08:00');
    // boxscore-nba-20120621-okc-at-mia: wire "2012-06-21T21:00:00-04:00", doc "2012-06-21T18:00:00-07:00"
    expect(formatDateTime(instantOf('2012-06-21T21:00:00-04:00'), LA)).toBe('2012-06-21T18:00:00-07:00');
    expect(formatDateTime(instantOf('2013-01-31T05:00:00Z'), LA)).toBe('2013-01-30T21:00:00-08:00');
    expect(formatDateTime(at('2013-01-31T08:00:00Z'), LA)).toBe('2013-01-31T00:00:00-08:00'); // doc "events_date"
  });

  it('is right on both sides of the 2013 and 2014 DST transitions', () => {
    const cases: [string, string | undefined, string][] = [
      ['2013-03-10T06:59:59Z', undefined, '2013-03-10T01:59:59-05:00'],
      ['2013-03-10T07:00:00Z', undefined, '2013-03-10T03:00:00-04:00'],
      ['2013-11-03T05:59:59Z', undefined, '2013-11-03T01:59:59-04:00'],
      ['2013-11-03T06:00:00Z', undefined, '2013-11-03T01:00:00-05:00'],
      ['2014-03-09T06:59:59Z', undefined, '2014-03-09T01:59:59-05:00'],
      ['2014-03-09T07:00:00Z', undefined, '2014-03-09T03:00:00-04:00'],
      ['2014-11-02T05:59:59Z', undefined, '2014-11-02T01:59:59-04:00'],
      ['2014-11-02T06:00:00Z', undefined, '2014-11-02T01:00:00-05:00'],
      ['2013-03-10T09:59:59Z', LA, '2013-03-10T01:59:59-08:00'],
      ['2013-03-10T10:00:00Z', LA, '2013-03-10T03:00:00-07:00'],
      ['2013-11-03T08:59:59Z', LA, '2013-11-03T01:59:59-07:00'],
      ['2013-11-03T09:00:00Z', LA, '2013-11-03T01:00:00-08:00'],
      ['2014-03-09T09:59:59Z', LA, '2014-03-09T01:59:59-08:00'],
      ['2014-03-09T10:00:00Z', LA, '2014-03-09T03:00:00-07:00'],
      ['2014-11-02T08:59:59Z', LA, '2014-11-02T01:59:59-07:00'],
      ['2014-11-02T09:00:00Z', LA, '2014-11-02T01:00:00-08:00'],
    ];
    for (const [iso, zone, expected] of cases) expect(formatDateTime(at(iso), zone)).toBe(expected);
  });

  it('prints UTC and fixed offsets as +hh:mm, never Z', () => {
    expect(formatDateTime(0, 'UTC')).toBe('1970-01-01T00:00:00+00:00');
    expect(formatDateTime(0, 'Z')).toBe('1970-01-01T00:00:00+00:00');
    expect(formatDateTime(0, '+05:30')).toBe('1970-01-01T05:30:00+05:30');
    expect(formatDateTime(at('2014-03-22T08:10:00Z'), 'Australia/Sydney')).toBe('2014-03-22T19:10:00+11:00');
    expect(formatDateTime(at('2013-07-01T12:00:00Z'), 'Asia/Kathmandu')).toBe('2013-07-01T17:45:00+05:45');
  });

  it('drops milliseconds by flooring the instant, also before 1970', () => {
    expect(formatDateTime(at('2013-09-01T17:05:00.999Z'))).toBe('2013-09-01T13:05:00-04:00');
    expect(formatDateTime(-1, 'UTC')).toBe('1969-12-31T23:59:59+00:00');
    expect(formatDateTime(0.5, 'UTC')).toBe('1970-01-01T00:00:00+00:00');
    expect(formatDateTime(-0.5, 'UTC')).toBe('1969-12-31T23:59:59+00:00');
  });

  it('uses the time zone database for Eastern time before 1987', () => {
    expect(formatDateTime(at('1974-01-15T12:00:00Z'))).toBe('1974-01-15T08:00:00-04:00'); // the 1974 energy-crisis DST (from January 6)
    expect(formatDateTime(at('1986-04-27T06:59:59Z'))).toBe('1986-04-27T01:59:59-05:00');
    expect(formatDateTime(at('1986-04-27T07:00:00Z'))).toBe('1986-04-27T03:00:00-04:00');
    // Local mean time -4:56:02: the wall clock uses the exact offset, the printed offset is truncated.
    expect(formatDateTime(at('1850-03-15T00:00:00Z'))).toBe('1850-03-14T19:03:58-04:56');
  });

  it('rejects a non-finite instant, an unknown zone and years outside 1..9999', () => {
    expect(() => formatDateTime(Number.NaN)).toThrow(/^formatDateTime: not a finite instant/);
    expect(() => formatDateTime(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatDateTime(0, 'Nowhere/Special')).toThrow(/^formatDateTime: unknown time zone "Nowhere\/Special"/);
    expect(() => formatDateTime(Date.UTC(10000, 0, 1), 'UTC')).toThrow(/^formatDateTime:/);
    const first = new Date(0);
    first.setUTCFullYear(1, 0, 1);
    expect(() => formatDateTime(first.getTime(), 'America/Chicago')).toThrow(/^formatDateTime: year 0/);
    expect(formatDateTime(first.getTime(), 'Asia/Tokyo')).toBe('0001-01-01T09:18:59+09:18');
  });
});
