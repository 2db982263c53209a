import { describe, expect, it } from 'vitest';
import { leagueDateOfEventId } from '../../../src/importers/xmlstats/leagueDateOfEventId.js';

describe('leagueDateOfEventId', () => {
  it('reads the yyyyMMdd prefix, with or without a sequence', () => {
    expect(leagueDateOfEventId('20140322-2-los-angeles-dodgers-at-arizona-diamondbacks')).toBe('2014-03-22');
    expect(leagueDateOfEventId('20130131-memphis-grizzlies-at-oklahoma-city-thunder')).toBe('2013-01-31');
  });

  it('rejects impossible dates and ids without a date', () => {
    for (const id of ['20130231-a-at-b', '2013-09-01-a-at-b', '20130901', 'boston-red-sox']) expect(leagueDateOfEventId(id)).toBeUndefined();
  });
});
