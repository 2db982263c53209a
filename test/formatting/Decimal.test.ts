import { describe, expect, it } from 'vitest';
import { Decimal, decimalFromHalves, decimalOf, decimalToNumber, rescaleDecimal, roundRatio } from '../../src/formatting/index.js';

const parts = (d: Decimal): [number, number] => [d.scaled, d.scale];

describe('decimalOf', () => {
  it('holds scaled and scale', () => {
    expect(parts(decimalOf(165, 1))).toEqual([165, 1]);
    expect(decimalOf(165, 1)).toBeInstanceOf(Decimal);
  });

  it('stores a negative zero as 0', () => {
    expect(Object.is(decimalOf(-0, 3).scaled, 0)).toBe(true);
  });

  it('rejects a non-integer, unsafe or out-of-range argument', () => {
    expect(() => decimalOf(1.5, 1)).toThrow(/^Decimal: scaled/);
    expect(() => decimalOf(2 ** 53, 1)).toThrow(RangeError);
    expect(() => decimalOf(Number.NaN, 1)).toThrow(RangeError);
    expect(() => decimalOf(1, 7)).toThrow(/^Decimal: scale/);
    expect(() => decimalOf(1, -1)).toThrow(RangeError);
    expect(() => decimalOf(1, 0.5)).toThrow(RangeError);
  });
});

describe('roundRatio', () => {
  it('rounds the recorded percentages (boxscore-nba-20120621-okc-at-mia-recorded-20130810.json, Durant)', () => {
    // 13 of 24 field goals: "field_goal_percentage" : 0.542; 3 of 3 free throws: 1.0
    expect(parts(roundRatio(13, 24, 3))).toEqual([542, 3]);
    expect(parts(roundRatio(3, 3, 3))).toEqual([1000, 3]);
  });

  it('rounds half away from zero (Java HALF_UP)', () => {
    expect(parts(roundRatio(1, 8, 2))).toEqual([13, 2]); // 0.125
    expect(parts(roundRatio(-1, 8, 2))).toEqual([-13, 2]);
    expect(parts(roundRatio(1, -8, 2))).toEqual([-13, 2]);
    expect(parts(roundRatio(-1, -8, 2))).toEqual([13, 2]);
    expect(parts(roundRatio(5, 2, 0))).toEqual([3, 0]);
    expect(parts(roundRatio(-5, 2, 0))).toEqual([-3, 0]);
    expect(parts(roundRatio(1, 3, 3))).toEqual([333, 3]);
    expect(parts(roundRatio(2, 3, 3))).toEqual([667, 3]);
    expect(parts(roundRatio(1249, 1000, 1))).toEqual([12, 1]); // 1.249 -> 1.2, not 1.25 -> 1.3
  });

  it('is exact where floating point is not: 1.005 and 2.675 at 2 decimals round up', () => {
    // (1.005).toFixed(2) is '1.00' and (2.675).toFixed(2) is '2.67' because of binary floats.
    expect(parts(roundRatio(1005, 1000, 2))).toEqual([101, 2]);
    expect(parts(roundRatio(2675, 1000, 2))).toEqual([268, 2]);
  });

  it('gives 0 for a zero denominator (DECISIONS section 2) or a zero numerator, never -0', () => {
    expect(parts(roundRatio(5, 0, 3))).toEqual([0, 3]);
    expect(parts(roundRatio(0, 0, 1))).toEqual([0, 1]);
    expect(Object.is(roundRatio(0, -5, 3).scaled, 0)).toBe(true);
    expect(Object.is(roundRatio(-3, 82, 1).scaled, 0)).toBe(true); // -0.0366 rounds to 0
  });

  it('uses BigInt past 2^53 and stays exact', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(parts(roundRatio(max, max - 1, 6))).toEqual([1_000_000, 6]);
    expect(parts(roundRatio(max, 10 ** 6, 6))).toEqual([max, 6]);
    expect(parts(roundRatio(-max, 3 * 10 ** 6, 6))).toEqual([-3002399751580330, 6]);
  });

  it('rejects arguments that are not safe integers and results that do not fit', () => {
    expect(() => roundRatio(1.5, 2, 1)).toThrow(/^roundRatio:/);
    expect(() => roundRatio(1, 2 ** 53, 1)).toThrow(RangeError);
    expect(() => roundRatio(1, 2, 7)).toThrow(/^roundRatio: scale/);
    expect(() => roundRatio(Number.MAX_SAFE_INTEGER, 1, 1)).toThrow(/does not fit/);
  });
});

describe('decimalFromHalves', () => {
  it('turns half games into games back (standings-nba-current-recorded-20130810-asof-20130418.json: 16.5)', () => {
    expect(parts(decimalFromHalves(33))).toEqual([165, 1]);
    expect(parts(decimalFromHalves(0))).toEqual([0, 1]);
    expect(parts(decimalFromHalves(-1))).toEqual([-5, 1]);
    expect(() => decimalFromHalves(0.5)).toThrow(/^decimalFromHalves:/);
  });
});

describe('rescaleDecimal', () => {
  it('pads when the scale grows and rounds half up when it shrinks', () => {
    expect(parts(rescaleDecimal(decimalOf(5, 1), 3))).toEqual([500, 3]);
    expect(parts(rescaleDecimal(decimalOf(545, 3), 2))).toEqual([55, 2]);
    expect(parts(rescaleDecimal(decimalOf(-545, 3), 2))).toEqual([-55, 2]);
    expect(parts(rescaleDecimal(decimalOf(-4, 2), 1))).toEqual([0, 1]);
    const d = decimalOf(7, 2);
    expect(rescaleDecimal(d, 2)).toBe(d);
  });

  it('rejects a bad scale and an overflow', () => {
    expect(() => rescaleDecimal(decimalOf(1, 0), 9)).toThrow(/^rescaleDecimal:/);
    expect(() => rescaleDecimal(decimalOf(Number.MAX_SAFE_INTEGER, 0), 1)).toThrow(/^rescaleDecimal:/);
  });
});

describe('decimalToNumber', () => {
  it('is the nearest number', () => {
    expect(decimalToNumber(decimalOf(2866, 2))).toBe(28.66);
    expect(decimalToNumber(decimalOf(-2, 1))).toBe(-0.2);
  });
});
