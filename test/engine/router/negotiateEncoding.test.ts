import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentCoding } from '../../../src/engine/router/Compression.js';
import { negotiateEncoding } from '../../../src/engine/router/negotiateEncoding.js';

const ALL: ContentCoding[] = ['br', 'gzip', 'deflate'];

describe('negotiateEncoding (RFC 9110 12.5.3)', () => {
  it('picks the highest quality, ties to the server\'s order', () => {
    expect(negotiateEncoding('gzip, deflate, br', ALL)).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5', ALL)).toBe('gzip');
    expect(negotiateEncoding('deflate;q=0.9, gzip;q=0.8', ALL)).toBe('deflate');
    expect(negotiateEncoding('gzip, br', ['gzip', 'br'])).toBe('gzip');
  });

  it('reads * as every coding not named, x-gzip as gzip, names in any case, spaces anywhere', () => {
    expect(negotiateEncoding('*', ALL)).toBe('br');
    expect(negotiateEncoding('br;q=0, *', ALL)).toBe('gzip');
    expect(negotiateEncoding('x-gzip', ALL)).toBe('gzip');
    expect(negotiateEncoding(' GZip ; Q = 0.5 ', ALL)).toBe('gzip');
  });

  it('answers identity (undefined) when nothing offered is acceptable', () => {
    for (const header of [undefined, '', 'identity', 'gzip;q=0', 'compress, bzip2', '*;q=0', 'gzip;q=0.000']) expect(negotiateEncoding(header, ALL)).toBeUndefined();
    expect(negotiateEncoding('gzip', [])).toBeUndefined();
  });

  it('always answers an offered coding with a positive quality, or identity', () => {
    const codings = fc.constantFrom('br', 'gzip', 'deflate', 'x-gzip', 'identity', '*', 'zstd', 'compress');
    const item = fc.tuple(codings, fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined })).map(([c, q]) => (q === undefined ? c : `${c};q=${q / 1000}`));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.shuffledSubarray(ALL), (items, offered) => {
        const header = items.join(', ');
        const chosen = negotiateEncoding(header, offered);
        if (chosen === undefined) return;
        expect(offered).toContain(chosen);
        // The same answer as a fresh reading (the per-header memo changes nothing).
        expect(negotiateEncoding(`${header} `, offered)).toBe(chosen);
      }),
    );
  });
});
