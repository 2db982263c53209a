import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearerToken } from '../../../src/engine/router/respond.js';

/** What the router read before the quick path: the pattern alone. */
const byPattern = (header: string): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];

describe('bearerToken', () => {
  it('gives what the pattern gives for any header: the quick path changes nothing', () => {
    const piece = fc.constantFrom('Bearer', 'bearer', 'BEARER', ' ', '  ', '\t', '\u00a0', '\u2003', '\ufeff', '\n', 'abc', 'tok-123', 'é', '\u007f', '\u0000', '"', '~');
    const header = fc.oneof(fc.array(piece, { maxLength: 6 }).map((p) => p.join('')), fc.string({ maxLength: 12 }).map((s) => `Bearer ${s}`), fc.string({ maxLength: 12 }));
    fc.assert(fc.property(header, (h) => {
      expect(bearerToken(h)).toBe(byPattern(h));
    }), { numRuns: 5000 });
  });

  it('reads the usual header and the unusual forms', () => {
    expect(bearerToken('Bearer abc-123')).toBe('abc-123');
    expect(bearerToken('bearer   abc-123  ')).toBe('abc-123');
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken('Bearer t\u00e9')).toBe('t\u00e9');
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('gives each header its own token when headers are asked in turn, the same header again and others between (the last one read is remembered, D188)', () => {
    const header = fc.oneof(fc.constantFrom('Bearer a', 'Bearer b', 'bearer a', 'Bearer  a ', 'Basic a', ''), fc.string({ maxLength: 8 }).map((s) => `Bearer ${s}`));
    fc.assert(fc.property(fc.array(header, { minLength: 1, maxLength: 12 }), (headers) => {
      for (const h of headers) expect(bearerToken(h)).toBe(byPattern(h));
    }), { numRuns: 2000 });
  });
});

