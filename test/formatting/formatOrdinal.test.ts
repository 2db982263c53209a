import { describe, expect, it } from 'vitest';
import { formatOrdinal } from '../../src/formatting/index.js';

describe('formatOrdinal', () => {
  it('prints the ordinals of DECISIONS section 2 and the recorded ranks', () => {
    const expected: Record<number, string> = {
      0: '0th', 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 9: '9th', 10: '10th', 11: '11th', 12: '12th', 13: '13th',
      14: '14th', 21: '21st', 22: '22nd', 23: '23rd', 30: '30th', 101: '101st', 102: '102nd', 111: '111th', 112: '112th',
      113: '113th', 121: '121st', 1011: '1011th', 1001: '1001st',
    };
    for (const [n, text] of Object.entries(expected)) expect(formatOrdinal(Number(n))).toBe(text);
  });

  it('rejects a negative or fractional rank', () => {
    expect(() => formatOrdinal(-1)).toThrow(/^formatOrdinal:/);
    expect(() => formatOrdinal(1.5)).toThrow(RangeError);
    expect(() => formatOrdinal(Number.NaN)).toThrow(RangeError);
  });
});
