import { describe, expect, it } from 'vitest';
import { decimalOf, formatRateString, roundRatio } from '../../src/formatting/index.js';
import { javaOracle } from './javaOracle.js';

describe('formatRateString', () => {
  it('prints the recorded rate strings (FORMAT-NOTES section 1, "Display strings")', () => {
    expect(formatRateString(roundRatio(66, 82, 3))).toBe('.805'); // "win_percentage" : ".805" (Miami 66-16)
    expect(formatRateString(roundRatio(41, 82, 3))).toBe('.500');
    expect(formatRateString(roundRatio(20, 82, 3))).toBe('.244');
    expect(formatRateString(roundRatio(0, 0, 3))).toBe('.000');
    expect(formatRateString(roundRatio(1, 1, 3))).toBe('1.000'); // "avg_string" : "1.000"
    expect(formatRateString(roundRatio(2, 1, 3))).toBe('2.000'); // "ops_string" : "2.000"
    expect(formatRateString(roundRatio(5, 4, 3))).toBe('1.250'); // "slg_string" : "1.250"
  });

  it('pads or rounds another scale, and never prints -.000', () => {
    expect(formatRateString(decimalOf(5, 1))).toBe('.500');
    expect(formatRateString(decimalOf(6175, 4))).toBe('.618');
    expect(formatRateString(decimalOf(-4, 4))).toBe('.000');
    expect(formatRateString(decimalOf(-5, 1))).toBe('-.500');
    expect(formatRateString(decimalOf(12345, 3))).toBe('12.345');
  });

  it(`matches Java's DecimalFormat(".000") on fixtures/java-oracle.json (${javaOracle.rateString.length} rows), except for Java's -.000`, () => {
    let negativeZeros = 0;
    for (const [scaled, scale, java] of javaOracle.rateString) {
      const ours = formatRateString(decimalOf(scaled, scale));
      if (java === '-.000') {
        negativeZeros++;
        expect(ours).toBe('.000');
      } else {
        expect({ scaled, scale, ours }).toEqual({ scaled, scale, ours: java });
      }
    }
    expect(negativeZeros).toBeGreaterThan(0);
  });
});
