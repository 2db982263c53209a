/**
 * `fastAccept` in front of a team's box score totals: whatever the value (clean totals, counts
 * out of bounds, fractions, strings, missing and unknown keys, arrays, null, objects of other
 * prototypes), a batch gets what zod's object schema alone gives it: the same success, the same
 * output values, the same issues in the same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { teamTotalsInputSchema } from '../../src/engine/BatchInput.js';
import { countRecord, fastAccept } from '../../src/engine/internal/fastAccept.js';

const KEYS = Object.keys(teamTotalsInputSchema.shape);
const plain = z.object({ away_totals: teamTotalsInputSchema.optional() });
const fast = z.object({ away_totals: fastAccept(teamTotalsInputSchema, countRecord(KEYS, 999)).optional() });

const count = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 999 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 1000, 1.5, -0, Number.NaN, Infinity, 2 ** 53, '3', null, undefined, true) },
);
const totals = fc.record(Object.fromEntries(KEYS.map((k) => [k, count])) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] });
const value = fc.oneof(
  { weight: 6, arbitrary: totals },
  { weight: 2, arbitrary: fc.tuple(totals, fc.constantFrom('pionts', 'rebounds', '__proto__', 'constructor'), count).map(([t, k, v]) => Object.defineProperty({ ...t }, k, { value: v, enumerable: true })) },
  { weight: 1, arbitrary: totals.map((t) => Object.assign(Object.create(null) as object, t)) },
  { weight: 1, arbitrary: totals.map((t) => Object.assign(new (class Totals {})(), t)) },
  { weight: 1, arbitrary: fc.constantFrom(null, [], [1, 2], 'totals', 3) },
);

describe('fastAccept (team totals)', () => {
  it('gives the result of the object schema alone for any value', () => {
    fc.assert(
      fc.property(value, (v) => {
        const a = plain.safeParse({ away_totals: v });
        const b = fast.safeParse({ away_totals: v });
        expect(b.success).toBe(a.success);
        if (a.success && b.success) expect({ ...b.data.away_totals }).toEqual({ ...a.data.away_totals });
        else expect(b.error?.issues).toEqual(a.error?.issues);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts complete clean totals at once, and refuses the same with one key more, less or out of bounds', () => {
    const clean = Object.fromEntries(KEYS.map((k) => [k, 7]));
    const test = countRecord(KEYS, 999);
    expect(test(clean)).toBe(true);
    expect(test({ ...clean, pionts: 1 })).toBe(false);
    const { points: _points, ...short } = clean;
    expect(test(short)).toBe(false);
    expect(test({ ...clean, points: 1000 })).toBe(false);
    expect(test({ ...clean, points: 2.5 })).toBe(false);
  });
});
