import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConferenceModel } from '../../../src/aggregates/race/ConferenceModel.js';
import type { GoalPredicate } from '../../../src/aggregates/race/raceGoals.js';
import { witnessesOf } from '../../../src/aggregates/race/witnessesOf.js';

/** A conference of up to 9 teams in up to 3 divisions, and sampled final wins for it. */
const caseArb = fc.integer({ min: 2, max: 9 }).chain((n) => fc.record({
  n: fc.constant(n),
  divisions: fc.integer({ min: 1, max: 3 }),
  division: fc.array(fc.nat(2), { minLength: n, maxLength: n }),
  games: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
  samples: fc.array(fc.array(fc.nat(6), { minLength: n, maxLength: n }), { minLength: 1, maxLength: 6 }),
  x: fc.nat(n - 1),
  // Goals of the kind the races have: at most `a` teams ahead in the own division, at most `b` in all.
  a: fc.nat(3),
  b: fc.nat(6),
}));

describe('witnessesOf', () => {
  it('counts the teams ahead of x by division with ties for it and against it, and finds a placing of the level teams between two goals exactly when one exists', () => {
    fc.assert(fc.property(caseArb, ({ n, divisions, division: raw, games, samples, x, a, b }) => {
      const division = raw.map((d) => d % divisions);
      const m: ConferenceModel = { n, teams: [...Array(n).keys()], division, divisions, won: [], games, left: [], among: [], outside: [] };
      const seen = witnessesOf(m, x, samples.map((s) => Int32Array.from(s)));
      const within: GoalPredicate = (ahead) => ahead.reduce((s, c) => s + c, 0) <= b;
      const better: GoalPredicate = (ahead, own) => ahead[own]! <= a;
      samples.forEach((f, k) => {
        const strict = new Array<number>(divisions).fill(0);
        const level = new Array<number>(divisions).fill(0);
        for (let j = 0; j < n; j++) {
          if (j === x) continue;
          // j's wins over its games against x's over its games (at least 1 game each).
          const d = f[j]! * Math.max(1, games[x]!) - f[x]! * Math.max(1, games[j]!);
          if (d > 0) strict[division[j]!]!++;
          if (d >= 0) level[division[j]!]!++;
        }
        expect(seen[k]!.strict).toEqual(strict);
        expect(seen[k]!.level).toEqual(level);
        // Every count vector from strict to level, by brute force.
        let exists = false;
        const walk = (d: number, v: number[]): void => {
          if (d === divisions) {
            if (within(v, division[x]!) && !better(v, division[x]!)) exists = true;
            return;
          }
          for (let c = strict[d]!; c <= level[d]!; c++) walk(d + 1, [...v, c]);
        };
        walk(0, []);
        expect(seen[k]!.between(within, better)).toBe(exists);
      });
    }), { numRuns: 300 });
  });
});
