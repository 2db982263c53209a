import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrdinal } from '../../src/formatting/index.js';

/** The rule read off the written number: tens digit 1 -> th; else last digit 1/2/3 -> st/nd/rd. */
function reference(n: number): string {
  const s = String(n);
  const tens = s.length >= 2 ? s[s.length - 2] : '0';
  const last = s[s.length - 1];
  if (tens === '1') return s + 'th';
  return s + (last === '1' ? 'st' : last === '2' ? 'nd' : last === '3' ? 'rd' : 'th');
}

describe('formatOrdinal (properties)', () => {
  it('follows the English rule and keeps the number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(200), fc.nat()), (n) => {
        const text = formatOrdinal(n);
        expect(text).toBe(reference(n));
        expect(Number.parseInt(text, 10)).toBe(n);
      }),
    );
  });

  it('repeats every hundred', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 6), (n) => {
        expect(formatOrdinal(n + 100).slice(-2)).toBe(formatOrdinal(n).slice(-2));
      }),
    );
  });
});
