import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatLists } from '../../src/aggregates/concatLists.js';
import { kthLargest, sortStable } from '../../src/aggregates/sortStable.js';

describe('sortStable, kthLargest, concatLists (D180: loops instead of V8\'s slow built-in paths)', () => {
  it('sortStable gives the order Array.prototype.sort gives, equal items in their order, short lists and long', () => {
    // Items with a key that repeats and a tag that tells equal keys apart.
    const items = fc.array(fc.record({ key: fc.integer({ min: 0, max: 6 }), tag: fc.nat() }), { maxLength: 80 });
    fc.assert(
      fc.property(items, fc.boolean(), (list, descending) => {
        const compare = (a: { key: number }, b: { key: number }) => (descending ? b.key - a.key : a.key - b.key);
        const expected = [...list].sort(compare);
        const copy = [...list];
        expect(sortStable(copy, compare)).toBe(copy);
        expect(copy).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('kthLargest is the k-th of the values sorted from the largest, or undefined past their count', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, 0.5, 1)), { maxLength: 20 }), fc.integer({ min: -1, max: 22 }), (values, k) => {
        const sorted = [...values].sort((a, b) => b - a);
        expect(kthLargest(values, k)).toBe(k >= 1 ? sorted[k - 1] : undefined);
      }),
      { numRuns: 1000 },
    );
  });

  it('concatLists is flat() of a list of lists', () => {
    fc.assert(fc.property(fc.array(fc.array(fc.integer(), { maxLength: 6 }), { maxLength: 6 }), (lists) => {
      expect(concatLists(lists)).toEqual(lists.flat());
    }));
  });
});
