import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf, rescaleDecimal, roundRatio } from '../../src/formatting/index.js';

/** Reference half-up: truncating BigInt division, then away from zero when 2|r| >= |d|. */
function referenceHalfUp(n: bigint, d: bigint, scale: number): bigint {
  if (d === 0n) return 0n;
  const top = n * 10n ** BigInt(scale);
  const q = top / d;
  const r = top % d;
  const abs = (x: bigint): bigint => (x < 0n ? -x : x);
  if (2n * abs(r) >= abs(d)) return (top < 0n) !== (d < 0n) ? q - 1n : q + 1n;
  return q;
}

const safeInt = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.maxSafeInteger(),
);
const scale = fc.integer({ min: 0, max: 6 });

describe('roundRatio (properties)', () => {
  it('equals a BigInt reference implementation of HALF_UP', () => {
    fc.assert(
      fc.property(safeInt, safeInt, scale, (n, d, s) => {
        const expected = referenceHalfUp(BigInt(n), BigInt(d), s);
        if (expected > BigInt(Number.MAX_SAFE_INTEGER) || expected < -BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(() => roundRatio(n, d, s)).toThrow(RangeError);
          return;
        }
        const got = roundRatio(n, d, s);
        expect(got.scale).toBe(s);
        expect(BigInt(got.scaled)).toBe(expected);
      }),
    );
  });

  it('is within half a unit of the last place of the exact ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 6 }), scale, (n, d, s) => {
        const got = roundRatio(n, d, s);
        // |scaled/10^s - n/d| <= 1/(2*10^s)  <=>  |2*scaled*d - 2*n*10^s| <= d
        const diff = 2n * BigInt(got.scaled) * BigInt(d) - 2n * BigInt(n) * 10n ** BigInt(s);
        expect(diff <= BigInt(d) && diff >= -BigInt(d)).toBe(true);
      }),
    );
  });

  it('is odd: negating the numerator negates the result', () => {
    fc.assert(
      fc.property(safeInt, fc.integer({ min: 1, max: 10 ** 9 }), scale, (n, d, s) => {
        const a = (() => {
          try {
            return roundRatio(n, d, s).scaled;
          } catch {
            return undefined;
          }
        })();
        if (a === undefined) return;
        expect(roundRatio(-n, d, s).scaled).toBe(a === 0 ? 0 : -a);
      }),
    );
  });
});

describe('rescaleDecimal (properties)', () => {
  it('padding then rounding back gives the same decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 8), max: 10 ** 8 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (scaled, s, extra) => {
        const d = decimalOf(scaled, s);
        const back = rescaleDecimal(rescaleDecimal(d, s + extra), s);
        expect([back.scaled, back.scale]).toEqual([d.scaled, d.scale]);
      }),
    );
  });

  it('rounding a decimal equals rounding its ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), scale, scale, (scaled, from, to) => {
        const got = rescaleDecimal(decimalOf(scaled, from), to);
        expect(BigInt(got.scaled)).toBe(referenceHalfUp(BigInt(scaled), 10n ** BigInt(from), to));
      }),
    );
  });
});
