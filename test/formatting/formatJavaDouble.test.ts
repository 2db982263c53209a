import { describe, expect, it } from 'vitest';
import { decimalFromHalves, decimalOf, formatJavaDouble, roundRatio } from '../../src/formatting/index.js';
import { javaOracle } from './javaOracle.js';

describe('formatJavaDouble', () => {
  it('prints the recorded float spellings (FORMAT-NOTES section 1, "Numbers")', () => {
    expect(formatJavaDouble(decimalFromHalves(0))).toBe('0.0'); // "games_back" : 0.0
    expect(formatJavaDouble(decimalOf(120, 1))).toBe('12.0');
    expect(formatJavaDouble(decimalFromHalves(33))).toBe('16.5');
    expect(formatJavaDouble(roundRatio(3, 3, 3))).toBe('1.0'); // "free_throw_percentage" : 1.0
    expect(formatJavaDouble(decimalOf(310, 3))).toBe('0.31'); // "slg" : 0.31 (not 0.310)
    expect(formatJavaDouble(decimalOf(2866, 2))).toBe('28.66'); // leaders "value" : 28.66
    expect(formatJavaDouble(decimalOf(290, 1))).toBe('29.0'); // "at_bats_per_home_run" : 29.0
    expect(formatJavaDouble(decimalOf(9667, 3))).toBe('9.667');
  });

  it('prints negatives and zero', () => {
    expect(formatJavaDouble(decimalOf(-35, 1))).toBe('-3.5');
    expect(formatJavaDouble(decimalOf(-2, 1))).toBe('-0.2');
    expect(formatJavaDouble(decimalOf(0, 0))).toBe('0.0');
    expect(formatJavaDouble(decimalOf(-0, 6))).toBe('0.0');
  });

  it('switches to Java scientific notation below 10^-3 and from 10^7', () => {
    expect(formatJavaDouble(decimalOf(1, 3))).toBe('0.001');
    expect(formatJavaDouble(decimalOf(9, 4))).toBe('9.0E-4');
    expect(formatJavaDouble(decimalOf(5, 4))).toBe('5.0E-4');
    expect(formatJavaDouble(decimalOf(-55, 6))).toBe('-5.5E-5');
    expect(formatJavaDouble(decimalOf(99999995, 1))).toBe('9999999.5');
    expect(formatJavaDouble(decimalOf(10_000_000, 0))).toBe('1.0E7');
    expect(formatJavaDouble(decimalOf(-12_345_678, 0))).toBe('-1.2345678E7');
    expect(formatJavaDouble(decimalOf(123_456_789_000, 3))).toBe('1.23456789E8');
  });

  it(`matches Java's Double.toString on every row of fixtures/java-oracle.json (${javaOracle.doubleToString.length} rows)`, () => {
    const mismatches = javaOracle.doubleToString
      .map(([scaled, scale, java]) => ({ scaled, scale, java, ours: formatJavaDouble(decimalOf(scaled, scale)) }))
      .filter((row) => row.java !== row.ours);
    expect(mismatches).toEqual([]);
  });
});
