import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGameLogLine, type GameLogLineFields } from '../../../src/importers/retrosheet/splitGameLogLine.js';

/** A field as it is written: bare (no comma, quote or newline) or quoted (no quote or newline). */
const field = fc.oneof(
  fc.string({ maxLength: 6 }).filter((s) => !/[",\n\r]/.test(s) && !s.startsWith('"')).map((s) => ({ value: s, written: s })),
  fc.string({ maxLength: 8 }).filter((s) => !/["\n\r]/.test(s)).map((s) => ({ value: s, written: `"${s}"` })),
);

describe('splitGameLogLine (properties)', () => {
  it('recovers every field of a line written from fields', () => {
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 30 }), fc.string({ maxLength: 5 }), (fields, noise) => {
        const line = fields.map((f) => f.written).join(',');
        const text = `${noise}\n${line}\n${noise}`;
        const start = noise.length + 1;
        const into: GameLogLineFields = { count: 0, openQuoteField: -1, badQuoteField: -1, starts: new Int32Array(40), ends: new Int32Array(40) };
        splitGameLogLine(text, start, start + line.length, into);
        expect(into.count).toBe(fields.length);
        expect(into.openQuoteField).toBe(-1);
        expect(into.badQuoteField).toBe(-1);
        fields.forEach((f, k) => expect(text.slice(into.starts[k], into.ends[k])).toBe(f.value));
      }),
    );
  });
});
