import { describe, expect, it } from 'vitest';
import { formatPercentString } from '../../src/formatting/formatPercentString.js';

describe('formatPercentString', () => {
  it('prints percent with one decimal, half up, and &mdash; without attempts (2015 OKC at MIA box score values)', () => {
    expect([formatPercentString(13, 24), formatPercentString(11, 13), formatPercentString(1, 1), formatPercentString(0, 5), formatPercentString(0, 0)])
      .toEqual(['54.2', '84.6', '100.0', '0.0', '&mdash;']);
    expect(formatPercentString(1, 8)).toBe('12.5');
    expect(formatPercentString(1, 16)).toBe('6.3'); // 6.25 rounds up
  });
});
