/**
 * `firstSeen`, the reused record of where keys were first seen, against a new `Map` per round:
 * for arbitrary rounds of keys, every `see` answers what the fresh map answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstSeen } from '../../src/engine/internal/firstSeen.js';

describe('firstSeen', () => {
  it('answers in each round as a new map for that round would', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'constructor', '__proto__', ''), fc.nat(2 ** 32 - 1)), { maxLength: 8 }), { maxLength: 8 }), (rounds) => {
        const seen = firstSeen<string>();
        for (const round of rounds) {
          seen.begin();
          const model = new Map<string, number>();
          for (const [key, at] of round) {
            const expected = model.get(key);
            if (expected === undefined) model.set(key, at);
            expect(seen.see(key, at)).toBe(expected);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('forgets nothing within a round and everything between rounds, across many rounds', () => {
    const seen = firstSeen<number>();
    for (let round = 0; round < 70_000; round++) {
      seen.begin();
      expect(seen.see(round % 7, 5)).toBeUndefined();
      expect(seen.see(round, 1)).toBe(round % 7 === round ? 5 : undefined);
      expect(seen.see(round % 7, 9)).toBe(5);
    }
  });
});
