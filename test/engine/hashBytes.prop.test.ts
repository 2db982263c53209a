import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashBytes } from '../../src/engine/hashBytes.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('hashBytes (the snapshot body\'s hash, and the ETag\'s, D99/D146)', () => {
  it('is a function of the bytes only: bytes on and off a word boundary agree', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 1, max: 3 }), (text, shift) => {
        const bytes = new TextEncoder().encode(text);
        const padded = new Uint8Array(bytes.length + shift);
        padded.set(bytes, shift);
        const unaligned = padded.subarray(shift);
        const hash = hashBytes(bytes);
        expect(hash).toMatch(/^[0-9a-f]{16}$/);
        expect(hashBytes(unaligned)).toBe(hash);
      }),
    );
  });

  it('tells apart bodies of the same length that differ in one byte, wherever it is (every lane and the tail)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (bytes, at, flip) => {
        const other = bytes.slice();
        const i = at % bytes.length;
        other[i] = other[i]! ^ flip;
        expect(hashBytes(other)).not.toBe(hashBytes(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('tells apart bodies that differ in one byte, or only in length', () => {
    expect(hashBytes(utf8('{ "a" : 1 }'))).not.toBe(hashBytes(utf8('{ "a" : 2 }')));
    expect(hashBytes(utf8('\u0000'))).not.toBe(hashBytes(utf8('\u0000\u0000')));
    expect(hashBytes(utf8(''))).not.toBe(hashBytes(utf8('\u0000')));
  });
});
