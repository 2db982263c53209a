import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashJoined, hashJoinedWith, hashText, newFoldMemo } from '../../src/engine/hashText.js';

/** Any UTF-16 code unit, lone surrogates included. */
const unit = fc.integer({ min: 0, max: 0xffff });

describe('hashText (the ETag\'s hash of a fingerprint and a key, D146/D152)', () => {
  it('is 16 hex digits, a function of the text only (the same text built as a rope or flat)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 30 }), { maxLength: 8 }), (pieces) => {
        let rope = '';
        for (const p of pieces) rope += p;
        const flat = pieces.join('');
        const hash = hashText(flat);
        expect(hash).toMatch(/^[0-9a-f]{16}$/);
        expect(hashText(rope)).toBe(hash);
      }),
    );
  });

  it('tells apart texts of the same length that differ in one code unit, wherever it is', () => {
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 200 }), fc.nat(), fc.integer({ min: 1, max: 0xffff }), (units, at, flip) => {
        const i = at % units.length;
        const other = units.slice();
        other[i] = other[i]! ^ flip;
        expect(hashText(String.fromCharCode(...other))).not.toBe(hashText(String.fromCharCode(...units)));
      }),
      { numRuns: 2000 },
    );
  });

  it('tells apart texts that differ only in length, and keys that differ in where a separator falls', () => {
    expect(hashText('')).not.toBe(hashText('\u0000'));
    expect(hashText('\u0000')).not.toBe(hashText('\u0000\u0000'));
    expect(hashText('fp\u0000standings\u0000mlb\u000020190502')).not.toBe(hashText('fp\u0000standings\u0000mlb2\u00000190502'));
  });

  it('hashJoined is hashText of the prefix and the texts joined by U+0000, whichever prefix came before (D176)', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('fp:a', 'fp:b', ''), fc.array(text, { maxLength: 5 })), { minLength: 1, maxLength: 6 }), (asks) => {
        // Prefixes asked in turn, the same one again after another: the remembered lanes must be the prefix's own.
        for (const [prefix, texts] of asks) expect(hashJoined(prefix, texts)).toBe(hashText([prefix, ...texts].join('\u0000')));
      }),
    );
    expect(hashJoined('fp', [])).toBe(hashText('fp'));
    expect(hashJoined('fp', [''])).toBe(hashText('fp\u0000'));
  });

  it('hashJoinedWith is hashJoined, whichever prefixes, first texts and other texts its memo saw before, one memo or several (D186, D188)', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const first = fc.constantFrom('standings\u0000mlb', 'standings\u0000nba', '', 'x'.repeat(300));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('fp:a', 'fp:b', ''), first, fc.array(text, { maxLength: 4 }), fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 10 }), (asks) => {
        const memos = [newFoldMemo(), newFoldMemo(), newFoldMemo()];
        for (const [prefix, head, rest, m] of asks) {
          // Another hash in between moves the shared lanes of the last prefix.
          hashJoined(prefix === 'fp:a' ? 'fp:b' : 'fp:a', rest);
          expect(hashJoinedWith(memos[m]!, prefix, [head, ...rest])).toBe(hashText([prefix, head, ...rest].join('\u0000')));
          // Asked again with the same pieces (the last hash remembered, D188), then with one piece more.
          expect(hashJoinedWith(memos[m]!, prefix, [head, ...rest])).toBe(hashText([prefix, head, ...rest].join('\u0000')));
          expect(hashJoinedWith(memos[m]!, prefix, [head, ...rest, ''])).toBe(hashText([prefix, head, ...rest, ''].join('\u0000')));
        }
      }),
    );
    expect(hashJoinedWith(newFoldMemo(), 'fp', [])).toBe(hashText('fp'));
  });

  it('gives the same digits on every host and release: known texts keep their known hashes, leading zeros included (D188 writes the digits another way)', () => {
    expect(hashText('')).toBe('ab3e7c0b88348e38');
    expect(hashText('abc')).toBe('a0d714fe395fbeae');
    expect(hashText('snapshot:0.1.0:0123456789abcdef\u0000standings')).toBe('cfb35bf1f6d4d346');
    expect(hashText('\uffff\ud800x'.repeat(50))).toBe('00fdb03a31b598cd');
  });
});
