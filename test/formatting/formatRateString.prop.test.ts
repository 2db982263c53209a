import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToNumber, formatFixed, formatRateString, roundRatio } from '../../src/formatting/index.js';

describe('formatRateString (properties)', () => {
  it('is formatFixed(3) without the leading zero of a value below 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (won, games) => {
        const pct = roundRatio(won, games, 3);
        const fixed = formatFixed(pct, 3);
        expect(formatRateString(pct)).toBe(fixed.startsWith('0.') ? fixed.slice(1) : fixed);
      }),
    );
  });

  it('re-parses to the rounded value and has three decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (n, d) => {
        const pct = roundRatio(n, d, 3);
        const text = formatRateString(pct);
        expect(text).toMatch(/^-?([1-9]\d*)?\.\d{3}$/);
        expect(Number(text.replace(/^(-?)\./, '$10.'))).toBe(decimalToNumber(pct));
      }),
    );
  });
});
