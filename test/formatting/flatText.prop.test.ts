import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatText, flatTextReads } from '../../src/formatting/flatText.js';

describe('flatText (kept text made flat once, D152)', () => {
  it('returns the same text, whatever it is built of, and reads it (so that the engine flattens it)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { minLength: 1, maxLength: 10 }), (pieces) => {
        let rope = '';
        for (const p of pieces) rope += p;
        const before = flatTextReads();
        expect(flatText(rope)).toBe(pieces.join(''));
        if (rope.length > 0) expect(flatTextReads()).toBe(before ^ rope.charCodeAt(0));
      }),
    );
    expect(flatText('')).toBe('');
  });
});
