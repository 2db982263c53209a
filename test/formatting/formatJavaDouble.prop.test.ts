import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf, decimalToNumber, formatJavaDouble } from '../../src/formatting/index.js';

const decimal = fc
  .tuple(
    fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.maxSafeInteger()),
    fc.integer({ min: 0, max: 6 }),
  )
  .map(([scaled, scale]) => decimalOf(scaled, scale));

/** An independent oracle: JavaScript's shortest round-trip digits, laid out the Java way. */
function javaLayoutOfJs(x: number): string {
  if (x === 0) return '0.0';
  const abs = Math.abs(x);
  const sign = x < 0 ? '-' : '';
  if (abs >= 1e-3 && abs < 1e7) {
    const s = String(abs); // plain in this range
    return sign + (s.includes('.') ? s : s + '.0');
  }
  const [mantissa, exponent] = abs.toExponential().split('e') as [string, string];
  return sign + (mantissa.includes('.') ? mantissa : mantissa + '.0') + 'E' + String(Number(exponent));
}

describe('formatJavaDouble (properties)', () => {
  it('re-parses to exactly scaled / 10^scale', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        expect(Number(formatJavaDouble(d))).toBe(decimalToNumber(d));
      }),
    );
  });

  it('equals the Java layout of the shortest round-trip digits', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        expect(formatJavaDouble(d)).toBe(javaLayoutOfJs(decimalToNumber(d)));
      }),
    );
  });

  it('has one digit before E, at least one fractional digit and no trailing zero except a lone .0', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        const text = formatJavaDouble(d);
        expect(text).toMatch(/^-?(0|[1-9]\d*)\.(0|\d*[1-9])$|^-?[1-9]\.(0|\d*[1-9])E-?[1-9]\d*$/);
        const abs = Math.abs(decimalToNumber(d));
        expect(text.includes('E')).toBe(abs !== 0 && (abs < 1e-3 || abs >= 1e7));
      }),
    );
  });

  it('depends on the value only, not on the scale it was rounded to', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (scaled, scale, extra) => {
        expect(formatJavaDouble(decimalOf(scaled * 10 ** extra, scale + extra))).toBe(formatJavaDouble(decimalOf(scaled, scale)));
      }),
    );
  });
});
