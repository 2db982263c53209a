import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf, decimalToNumber, formatFixed, formatJavaDouble, rescaleDecimal } from '../../src/formatting/index.js';

const decimal = fc
  .tuple(fc.oneof(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: -(10 ** 12), max: 10 ** 12 })), fc.integer({ min: 0, max: 6 }))
  .map(([scaled, scale]) => decimalOf(scaled, scale));
const digits = fc.integer({ min: 0, max: 6 });

describe('formatFixed (properties)', () => {
  it('has exactly the digits asked for, a leading digit, and no -0', () => {
    fc.assert(
      fc.property(decimal, digits, (d, n) => {
        const text = formatFixed(d, n);
        expect(text).toMatch(n === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${n}}$`));
        expect(text).not.toMatch(/^-0(\.0*)?$/);
      }),
    );
  });

  it('re-parses to the decimal rounded to those digits', () => {
    fc.assert(
      fc.property(decimal, digits, (d, n) => {
        expect(Number(formatFixed(d, n))).toBe(decimalToNumber(rescaleDecimal(d, Math.min(n, d.scale))));
      }),
    );
  });

  it('agrees in value with formatJavaDouble at the decimal own scale', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        expect(Number(formatFixed(d, d.scale))).toBe(Number(formatJavaDouble(d)));
      }),
    );
  });
});
