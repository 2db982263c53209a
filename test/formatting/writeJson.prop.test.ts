import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, decimalOf, decimalToNumber, writeJson, type JsonValue } from '../../src/formatting/index.js';
import { JsonShape } from '../../src/formatting/JsonShape.js';
import { collectParts } from '../../src/formatting/collectParts.js';
import { writeJsonItems, writeJsonRecordHead, writeJsonRecordParts } from '../../src/formatting/writeJson.js';
import { readJsonSource } from './readJsonSource.js';

const key = fc.oneof(fc.constantFrom('rank', 'games_back', 'team', 'event', '__proto__', 'a b', ''), fc.string({ unit: 'binary', maxLength: 8 }));
const decimal = fc.tuple(fc.maxSafeInteger(), fc.integer({ min: 0, max: 6 })).map(([scaled, scale]) => decimalOf(scaled, scale));

const { value: jsonValue } = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ maxLength: 6 })),
    fc.maxSafeInteger(),
    fc.boolean(),
    fc.constant(null),
    decimal,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.uniqueArray(fc.tuple(key, tie('value')), { maxLength: 5, selector: ([k]) => k }).map((entries) => {
      const out: Record<string, JsonValue> = {};
      for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    }),
  ),
})) as unknown as { value: fc.Arbitrary<JsonValue> };

/** What JSON.parse should give back: Decimals as their nearest numbers. */
function toPlain(value: JsonValue): unknown {
  if (value instanceof Decimal) return decimalToNumber(value);
  if (Array.isArray(value)) return value.map((v: JsonValue) => toPlain(v));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: toPlain(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value === 0 ? 0 : value; // JSON has no -0
}

/** Drops the whitespace outside string literals. */
function squeeze(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] as string;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c !== ' ' && c !== '\n') out += c;
  }
  return out;
}

describe('writeJson (properties)', () => {
  it('both styles parse (JSON.parse) to the same structure, with every Decimal as its exact value', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const plain = toPlain(value);
        expect(JSON.parse(writeJson(value, 'compact'))).toEqual(plain);
        expect(JSON.parse(writeJson(value, 'pretty'))).toEqual(plain);
      }),
    );
  });

  it('pretty is compact plus whitespace between tokens', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(squeeze(writeJson(value, 'pretty'))).toBe(writeJson(value, 'compact'));
      }),
    );
  });

  it('reading the output back (ints and doubles kept apart) and writing it again gives the same bytes', () => {
    fc.assert(
      fc.property(jsonValue, fc.constantFrom('pretty' as const, 'compact' as const), (value, style) => {
        const text = writeJson(value, style);
        expect(writeJson(readJsonSource(text), style)).toBe(text);
      }),
    );
  });

  it('never writes a float for an integer or an integer for a Decimal', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), decimal, (n, d) => {
        expect(writeJson([n], 'compact')).toMatch(/^\[-?\d+\]$/);
        expect(writeJson([d], 'compact')).toMatch(/^\[-?\d\.?\d*(E-?\d+)?\]$|^\[-?\d+\.\d+\]$/);
        expect(writeJson([d], 'compact')).toContain('.');
      }),
    );
  });

  it('writeJsonItems: the parts of an array joined are its text, in both styles', () => {
    fc.assert(
      fc.property(fc.array(jsonValue, { maxLength: 6 }), fc.constantFrom('pretty' as const, 'compact' as const), (items, style) => {
        const parts = writeJsonItems(items, style);
        expect(parts.join('')).toBe(writeJson(items, style));
        expect(parts.length).toBe(items.length === 0 ? 1 : 2 * items.length + 1);
        // Each item is a part of its own (no copy glued to its separator): the text writeJson gives it alone.
        items.forEach((item, i) => expect(parts[2 * i + 1]).toBe(writeJson([item], style).slice(style === 'pretty' ? 2 : 1, style === 'pretty' ? -2 : -1)));
      }),
    );
    expect(() => writeJsonItems([1, 0.5], 'pretty')).toThrow('writeJson: 0.5 at $[1] is not a safe integer');
  });

  it('writeJsonRecordParts: a record ending in an array, in parts joined, is its text; the items are parts of their own (D176)', () => {
    const shape = new JsonShape(['date', 'count', 'skipped', 'event']);
    fc.assert(
      fc.property(
        fc.option(jsonValue, { nil: undefined }),
        fc.option(jsonValue, { nil: undefined }),
        fc.oneof(fc.array(jsonValue, { maxLength: 6 }), jsonValue),
        fc.constantFrom('pretty' as const, 'compact' as const),
        (date, count, last, style) => {
          const record = shape.record([date, count, undefined, last]);
          const parts = writeJsonRecordParts(record, style);
          expect(parts.join('')).toBe(writeJson(record, style));
          if (Array.isArray(last) && last.length > 0) {
            expect(parts.length).toBe(2 * last.length + 3);
            // Each item is the text writeJson gives it inside the record's array (level 1).
            last.forEach((item, i) => {
              const alone = writeJson(shape.record([undefined, undefined, undefined, [item]]), style);
              const [open, close] = style === 'pretty' ? ['{\n  "event" : [ ', ' ]\n}'] : ['{"event":[', ']}'];
              expect(parts[2 * i + 2]).toBe(alone.slice(open.length, -close.length));
            });
          } else expect(parts).toEqual([writeJson(record, style)]);
        },
      ),
    );
    expect(() => writeJsonRecordParts(shape.record([1, 2, undefined, [3, 0.5]]), 'compact')).toThrow('writeJson: 0.5 at $.event[1] is not a safe integer');
  });

  it('writeJsonRecordHead: the first part writeJsonRecordParts gives, whatever the array; handed back as keptHead, the same parts (D191)', () => {
    const shape = new JsonShape(['date', 'count', 'skipped', 'event']);
    fc.assert(
      fc.property(fc.option(jsonValue, { nil: undefined }), fc.option(jsonValue, { nil: undefined }), fc.array(jsonValue, { minLength: 1, maxLength: 6 }), fc.constantFrom('pretty' as const, 'compact' as const), (date, count, items, style) => {
        const record = shape.record([date, count, undefined, items]);
        const head = writeJsonRecordHead(shape.record([date, count, undefined, []]), style);
        expect(writeJsonRecordParts(record, style)[0]).toBe(head);
        const kept = writeJsonRecordParts(record, style, head);
        expect(kept[0]).toBe(head);
        expect(kept).toEqual(writeJsonRecordParts(record, style));
      }),
    );
  });

  it('writeJsonRecordParts: the text before the array is the record\'s, plain fields and absent values included; a bad value before it throws as writeJson does (D188)', () => {
    const shape = new JsonShape(['when:plain', 'count', 'kind:plain', 'rows']);
    const plain = fc.option(fc.string({ maxLength: 8 }).map((s) => `"${s.replace(/["\\\u0000-\u001f]/g, '')}"`), { nil: undefined });
    fc.assert(
      fc.property(plain, fc.option(jsonValue, { nil: undefined }), plain, fc.array(jsonValue, { minLength: 1, maxLength: 4 }), fc.constantFrom('pretty' as const, 'compact' as const), (when, count, kind, rows, style) => {
        const record = shape.record([when, count, kind, rows]);
        const parts = writeJsonRecordParts(record, style);
        expect(parts.join('')).toBe(writeJson(record, style));
        expect(parts.length).toBe(2 * rows.length + 3);
      }),
    );
    expect(() => writeJsonRecordParts(shape.record(['"a"', 0.5, undefined, [1]]), 'pretty')).toThrow('writeJson: 0.5 at $.count is not a safe integer');
    expect(() => writeJsonRecordHead(shape.record(['"a"', 0.5, undefined, []]), 'pretty')).toThrow('writeJson: 0.5 at $.count is not a safe integer');
    expect(() => writeJsonRecordParts(shape.record([7 as unknown as string, 1, undefined, [1]]), 'compact')).toThrow(TypeError);
    // A plain last field is no array to split: the record is one part (or writeJson's error).
    const plainLast = new JsonShape(['count', 'rows:plain']);
    expect(() => writeJsonRecordParts(plainLast.record([1, [1] as unknown as string]), 'pretty')).toThrow(TypeError);
  });
});

/** Shared records of a small shape, some long (a padded name), some short; nested ones inside some. */
const SHARED_SHAPE = new JsonShape(['name', 'n', 'inner']);
const sharedArb: fc.Arbitrary<JsonValue> = fc.letrec<{ rec: JsonValue }>((tie) => ({
  rec: fc.tuple(fc.string({ unit: 'binary', maxLength: 10 }), fc.nat(400), fc.nat(1000), fc.option(tie('rec'), { depthSize: 'small', nil: undefined }))
    .map(([name, pad, n, inner]) => SHARED_SHAPE.sharedRecord([name + 'x'.repeat(pad), n, inner])),
})).rec;

describe('collectParts (D154)', () => {
  it('the parts joined are the text; each long shared text (at least 256 characters) is one part, the very kept string; inner ones stay inside', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(jsonValue, sharedArb), { maxLength: 6 }), fc.constantFrom('pretty' as const, 'compact' as const), (items, style) => {
        const value: JsonValue = { rows: items, again: items.slice(0, 2) };
        const text = writeJson(value, style);
        const parts = collectParts(() => writeJson(value, style));
        expect(parts.join('')).toBe(text);
        expect(parts.length % 2).toBe(1);
        for (let i = 1; i < parts.length; i += 2) expect(parts[i]!.length).toBeGreaterThanOrEqual(256);
        // A second collection gives the same parts (the kept texts, not copies with marks).
        expect(collectParts(() => writeJson(value, style))).toEqual(parts);
        // Joined texts of two calls, in order, are parted alike.
        expect(collectParts(() => writeJson(items, style) + writeJson(value, style)).join('')).toBe(writeJson(items, style) + text);
      }),
      { numRuns: 300 },
    );
  });

  it('a formatter that loses a mark (cuts or quotes the text) is refused, and writing afterwards is unchanged', () => {
    const long = SHARED_SHAPE.sharedRecord(['y'.repeat(300), 1, undefined]);
    expect(() => collectParts(() => writeJson([long], 'compact').slice(0, 2))).toThrow('collectParts');
    expect(() => collectParts(() => writeJson(writeJson([long], 'compact'), 'compact'))).toThrow('collectParts');
    expect(writeJson([long], 'compact')).toBe(`[{"name":"${'y'.repeat(300)}","n":1}]`);
  });
});
