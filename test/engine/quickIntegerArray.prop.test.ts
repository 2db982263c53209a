/**
 * The quick test of period scores (`quickIntegerArray`) against `integerArraySchema`: for
 * arbitrary values (arrays of integers in and out of bounds, of other values, holes, non-arrays),
 * the quick test takes exactly what the schema takes and gives the same copy, never the input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerArraySchema } from '../../src/engine/internal/integerArraySchema.js';
import { quickIntegerArray } from '../../src/engine/internal/quickIntegerArray.js';

const element = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -3, max: 1002 }) },
  { weight: 1, arbitrary: fc.constantFrom(-0, 0.5, Number.NaN, Infinity, 2 ** 31, -(2 ** 31) - 1, '1', null, undefined, true, [], {}) },
);

describe('quickIntegerArray', () => {
  it('takes exactly the arrays integerArraySchema takes, with the same copy', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 1000 }), fc.oneof(
        { weight: 8, arbitrary: fc.array(element, { maxLength: 12 }) },
        { weight: 1, arbitrary: fc.sparseArray(fc.integer({ min: 0, max: 9 }), { maxLength: 5 }) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, null, 3, 'x', {}, { length: 0 }) },
      ), (min, max, list) => {
        const q = quickIntegerArray(min, max)(list);
        const r = integerArraySchema(min, max).safeParse(list);
        expect(q !== undefined).toBe(r.success);
        if (q !== undefined) {
          taken++;
          expect(q).toStrictEqual(r.data);
          expect(q).not.toBe(list);
        }
      }),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(300);
    expect(quickIntegerArray(-1, 999)([0, 1, -1])).toStrictEqual([0, 1, -1]);
    expect(quickIntegerArray(-1, 999)([0, 1.5])).toBeUndefined();
  });
});
