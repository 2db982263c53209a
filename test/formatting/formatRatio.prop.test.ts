import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRatio } from '../../src/formatting/Decimal.js';
import { formatFixed } from '../../src/formatting/formatFixed.js';
import { formatRateRatio, formatRatioOneDecimal } from '../../src/formatting/formatRatio.js';
import { formatRateString } from '../../src/formatting/formatRateString.js';

describe('allocation-free ratio text', () => {
  it('equals formatFixed(roundRatio(n, d, 1), 1) for every numerator and denominator', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), fc.integer({ min: -5, max: 2_000_000_000 }), (n, d) => {
        expect(formatRatioOneDecimal(n, d)).toBe(formatFixed(roundRatio(n, d, 1), 1));
      }),
      { numRuns: 2000 },
    );
    expect([formatRatioOneDecimal(8436, 82), formatRatioOneDecimal(-15, 82), formatRatioOneDecimal(-1, 82), formatRatioOneDecimal(5, 0)]).toEqual(['102.9', '-0.2', '0.0', '0.0']);
  });

  it('equals formatRateString(roundRatio(n, d, 3)) for every numerator and denominator', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 2_000_000_000 }), fc.integer({ min: -5, max: 2_000_000_000 }), (n, d) => {
        expect(formatRateRatio(n, d)).toBe(formatRateString(roundRatio(n, d, 3)));
      }),
      { numRuns: 2000 },
    );
    expect([formatRateRatio(66, 82), formatRateRatio(0, 0), formatRateRatio(5, 5), formatRateRatio(1, 1000)]).toEqual(['.805', '.000', '1.000', '.001']);
  });
});
