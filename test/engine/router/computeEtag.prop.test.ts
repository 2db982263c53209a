import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeEtag } from '../../../src/engine/router/computeEtag.js';

describe('computeEtag', () => {
  it('is a function of the UTF-8 bytes only: string, bytes, and bytes at an unaligned offset agree', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 1, max: 3 }), (text, shift) => {
        const bytes = new TextEncoder().encode(text);
        const padded = new Uint8Array(bytes.length + shift);
        padded.set(bytes, shift);
        const unaligned = padded.subarray(shift);
        const tag = computeEtag(text);
        expect(tag).toMatch(/^"[0-9a-f]{16}"$/);
        expect(computeEtag(bytes)).toBe(tag);
        expect(computeEtag(unaligned)).toBe(tag);
      }),
    );
  });

  it('tells apart bodies of the same length that differ in one byte, wherever it is (every lane and the tail)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (bytes, at, flip) => {
        const other = bytes.slice();
        const i = at % bytes.length;
        other[i] = other[i]! ^ flip;
        expect(computeEtag(other)).not.toBe(computeEtag(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('tells apart bodies that differ in one byte, or only in length', () => {
    expect(computeEtag('{ "a" : 1 }')).not.toBe(computeEtag('{ "a" : 2 }'));
    expect(computeEtag('\u0000')).not.toBe(computeEtag('\u0000\u0000'));
    expect(computeEtag('')).not.toBe(computeEtag('\u0000'));
  });
});
