import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyText, encodeAlternating, encodeBody, encodeParts, keptBytesOf, SLAB_BYTES, SLAB_MAX_BYTES } from '../../../src/engine/router/encodeBody.js';

/** Any UTF-16 text: ASCII, Latin-1, the BMP, astral pairs and lone surrogates alike. */
const unit = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }),
  fc.integer({ min: 0, max: 0xff }),
  fc.integer({ min: 0, max: 0xffff }),
  fc.constantFrom(0xd83d, 0xde00, 0xdbff, 0xdc00),
).map((c) => String.fromCharCode(c));
const text = fc.array(unit, { maxLength: 40 }).map((units) => units.join(''));

describe('encodeParts', () => {
  it('gives the bytes of the joined text, whatever the parts (pairs split between parts included)', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), fc.nat(13), (parts, written) => {
        expect(encodeParts(parts)).toEqual(encodeBody(parts.join('')));
        // Leading parts written for this body alone (D178) are the same bytes, never looked up.
        expect(encodeParts(parts, written)).toEqual(encodeBody(parts.join('')));
        expect(bodyText(parts)).toBe(parts.join(''));
      }),
      { numRuns: 2000 },
    );
  });

  it('long parts are encoded once and their bytes kept: the bodies that repeat them are the same bytes (pairs split at their ends included)', () => {
    // Long texts (at least 256 units: kept), any units at their ends, repeated among short parts.
    const long = fc.tuple(text, fc.array(unit, { minLength: 1, maxLength: 8 }), text).map(([head, body, tail]) => head + body.join('').repeat(Math.ceil(256 / body.length)) + tail);
    fc.assert(
      fc.property(fc.array(long, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(fc.nat(), text), { maxLength: 12 }), (pool, picks) => {
        const parts = picks.flatMap(([k, between]) => [pool[k % pool.length]!, between]);
        for (let round = 0; round < 2; round++) {
          const bytes = encodeParts(parts);
          expect(bytes).toEqual(encodeBody(parts.join('')));
          bytes.fill(0); // what a caller does with the bytes it got never reaches the kept ones
        }
        // A text ending in half a pair is never kept (D181): its other half may start the next part.
        for (const p of pool) expect(keptBytesOf(p)).toEqual(/[\ud800-\udbff]$/.test(p) ? undefined : encodeBody(p));
      }),
      { numRuns: 500 },
    );
    expect(keptBytesOf('short')).toBeUndefined();
  });

  it('a body asked again finds the bytes of its parts by place; another text of the same length in that place gets its own (D190)', () => {
    const row = (c: string) => `{ "row" : "${c.repeat(300)}" }`;
    const a = ['[ ', row('a'), ', ', row('b'), ' ]'];
    const b = ['[ ', row('c'), ', ', row('é'), ' ]'];
    for (let round = 0; round < 3; round++) {
      expect(encodeParts(a, 0, true)).toEqual(encodeBody(a.join('')));
      expect(encodeParts(b, 0, true)).toEqual(encodeBody(b.join('')));
      // Equal texts that are other string objects (made anew) are the same bytes.
      expect(encodeParts(a.map((p) => p.split('').join('')))).toEqual(encodeBody(a.join('')));
    }
  });

  it('encodes large ASCII and non-ASCII bodies alike (a buffer that has to grow)', () => {
    const row = '{ "name" : "Zoë Ångström 😀", "n" : 1 }';
    const parts = Array.from({ length: 5000 }, (_, i) => (i === 0 ? '[ ' : ', ') + row);
    parts.push(' ]');
    expect(encodeParts(parts)).toEqual(encodeBody(parts.join('')));
    expect(encodeParts(['a'.repeat(200_000), 'b'])).toEqual(encodeBody(`${'a'.repeat(200_000)}b`));
    expect(encodeParts([])).toEqual(new Uint8Array(0));
    // A long leading part written for this body alone (D178), with a pair split from the next part.
    const head = `${'h'.repeat(300)}é\ud83d`;
    expect(encodeParts([head, '\ude00', 'k'.repeat(300)], 1)).toEqual(encodeBody(`${head}\ude00${'k'.repeat(300)}`));
  });
});

describe('encodeBody (D152)', () => {
  it('gives the UTF-8 bytes TextEncoder gives (a lone surrogate as U+FFFD), as a plain Uint8Array of exactly those bytes', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 200 }), (parts) => {
        const body = parts.join('');
        const bytes = encodeBody(body);
        expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype);
        expect(Array.from(bytes)).toEqual(Array.from(new TextEncoder().encode(body)));
      }),
      { numRuns: 1000 },
    );
    const big = 'x'.repeat(70_000) + '\u00e9';
    expect(encodeBody(big).length).toBe(70_002);
  });
});

describe('encodeParts of transient bodies (D179: short bodies the router does not keep share a slab)', () => {
  const long = fc.array(unit, { minLength: 200, maxLength: 3000 }).map((units) => units.join(''));
  const parts = fc.array(fc.oneof(text, long), { maxLength: 8 });

  it('gives the bytes a body of its own gives, and a body held keeps its bytes however many follow it (slabs filled and replaced)', () => {
    fc.assert(
      fc.property(fc.array(parts, { minLength: 1, maxLength: 60 }), (bodies) => {
        const held = bodies.map((p) => ({ p, bytes: encodeParts(p, 0, true) }));
        // Enough bodies after them to fill more than one slab.
        for (let i = 0; i < (2 * SLAB_BYTES) / 8000; i++) encodeParts(['z'.repeat(8000)], 1, true);
        for (const { p, bytes } of held) expect(bytes).toEqual(encodeBody(p.join('')));
      }),
      { numRuns: 40 },
    );
  });

  it('a body up to 64 kB is a view of a slab, a longer one has a buffer of its own; a transferred slab is replaced, the next bodies whole (D187)', () => {
    expect(SLAB_MAX_BYTES).toBe(64 * 1024);
    const mid = encodeParts(['y'.repeat(SLAB_MAX_BYTES)], 0, true);
    expect(mid.buffer.byteLength).toBe(SLAB_BYTES);
    expect(mid).toEqual(encodeBody('y'.repeat(SLAB_MAX_BYTES)));
    const big = encodeParts(['y'.repeat(SLAB_MAX_BYTES + 1)], 0, true);
    expect(big.byteOffset).toBe(0);
    expect(big.buffer.byteLength).toBe(SLAB_MAX_BYTES + 1);
    const a = encodeParts(['{"a":1}'], 0, true);
    // A caller hands one answer's buffer to a worker by transfer: the slab is detached.
    structuredClone(a.buffer, { transfer: [a.buffer as ArrayBuffer] });
    expect(a.length).toBe(0);
    const b = encodeParts(['{"b":', '2}'], 0, true);
    expect(new TextDecoder().decode(b)).toBe('{"b":2}');
    expect(encodeParts([`${'é'.repeat(300)}`, 'x'], 1, true)).toEqual(encodeBody(`${'é'.repeat(300)}x`));
  });
});

describe('a new slab is zeroed (D191)', () => {
  it('shows no byte the process wrote elsewhere: past the last view, a new slab holds zeros, however memory was used before', () => {
    // Memory the process used and gave back, full of 0xab: what an unzeroed slab could be given.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 64; i++) Buffer.allocUnsafeSlow(SLAB_BYTES).fill(0xab);
      const before = encodeParts(['x'], 1, true).buffer;
      let last = encodeParts(['y'.repeat(SLAB_MAX_BYTES)], 1, true);
      while (last.buffer === before) last = encodeParts(['y'.repeat(SLAB_MAX_BYTES)], 1, true);
      // The first view of the new slab, and nothing written after it.
      expect(last.byteOffset).toBe(0);
      const rest = new Uint8Array(last.buffer, last.length);
      expect(rest.length).toBe(SLAB_BYTES - SLAB_MAX_BYTES);
      expect(rest.every((b) => b === 0)).toBe(true);
    }
  });
});

describe('encodeAlternating (D190: kept texts and fresh texts in turn, as me writes them)', () => {
  it('gives the bytes of the joined text, whatever the parts: kept texts ending in half a pair, fresh texts not ASCII, transient or not', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 7 }), fc.boolean(), (parts, transient) => {
        for (let round = 0; round < 2; round++) {
          const bytes = encodeAlternating(parts, transient);
          expect(bytes).toEqual(encodeBody(parts.join('')));
          bytes.fill(0); // the kept texts' bytes are copied, never handed out
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the bytes of short kept texts (not only of the long ones) and writes the fresh ones where they stand', () => {
    const head = '{ "name" : "Zoë", "seconds" : ';
    expect(keptBytesOf(head)).toBeUndefined();
    const bytes = encodeAlternating([head, '42', ' }'], true);
    expect(new TextDecoder().decode(bytes)).toBe('{ "name" : "Zoë", "seconds" : 42 }');
    expect(keptBytesOf(head, 0)).toEqual(encodeBody(head));
    // A transient body is a view of the slab; the next one starts after it.
    const next = encodeAlternating(['{ "n" : ', '7', ' }'], true);
    expect(next.buffer).toBe(bytes.buffer);
    expect(next.byteOffset).toBeGreaterThanOrEqual(bytes.byteOffset + bytes.length);
    expect(new TextDecoder().decode(bytes)).toBe('{ "name" : "Zoë", "seconds" : 42 }');
    // Not transient: a buffer of its own, exactly the bytes.
    const own = encodeAlternating([head, '42', ' }']);
    expect(own.byteOffset).toBe(0);
    expect(own.buffer.byteLength).toBe(own.length);
  });

  it('a fresh text that is not ASCII takes the general path and leaves the slab as it was', () => {
    const a = encodeAlternating(['[', 'é', ']'], true);
    expect(new TextDecoder().decode(a)).toBe('[é]');
    const b = encodeAlternating(['[', '1', ']'], true);
    expect(new TextDecoder().decode(a)).toBe('[é]');
    expect(new TextDecoder().decode(b)).toBe('[1]');
  });
});
