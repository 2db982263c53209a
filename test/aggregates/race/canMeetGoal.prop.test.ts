import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMeetGoal } from '../../../src/aggregates/race/canMeetGoal.js';
import { canMissGoal } from '../../../src/aggregates/race/canMissGoal.js';
import type { ConferenceModel } from '../../../src/aggregates/race/ConferenceModel.js';
import type { GoalPredicate } from '../../../src/aggregates/race/raceGoals.js';

/**
 * A small conference: 2-5 teams in 1-2 divisions, a few decided games each, a few games left
 * between pairs and against teams outside (free), so that every completion can be enumerated.
 */
const modelArb: fc.Arbitrary<ConferenceModel> = fc.integer({ min: 2, max: 5 }).chain((n) =>
  fc.record({
    divisions: fc.integer({ min: 1, max: 2 }),
    division: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
    won: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
    lost: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
    outside: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
    pairs: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 })), { maxLength: 6 }),
  }).map(({ divisions, division, won, lost, outside, pairs }): ConferenceModel => {
    const among = new Array<number>(n * n).fill(0);
    for (const [a, d] of pairs) {
      const b = (a + d) % n;
      among[a * n + b]!++;
      among[b * n + a]!++;
    }
    const left = Array.from({ length: n }, (_, j) => outside[j]! + among.slice(j * n, j * n + n).reduce((s, c) => s + c, 0));
    return {
      n, teams: Array.from({ length: n }, (_, j) => j), divisions, division: division.map((d) => Math.min(d, divisions - 1)),
      won, games: won.map((w, j) => w + lost[j]! + left[j]!), left, among, outside,
    };
  }));

/** Monotone goals read from the teams ahead: at most `k` ahead in all, or none of the own division ahead. */
const goalArb: fc.Arbitrary<GoalPredicate> = fc.oneof(
  fc.integer({ min: 0, max: 3 }).map((k): GoalPredicate => (ahead) => ahead.reduce((s, a) => s + a, 0) <= k),
  fc.constant<GoalPredicate>((ahead, own) => ahead[own] === 0),
);

/** Every completion's final wins: each game between a pair split every way, each outside game won or lost. */
function forEachCompletion(m: ConferenceModel, visit: (wins: readonly number[]) => void): void {
  const slots: [number, number, number][] = [];
  for (let i = 0; i < m.n; i++) for (let j = i + 1; j < m.n; j++) if (m.among[i * m.n + j]! > 0) slots.push([i, j, m.among[i * m.n + j]!]);
  const wins = [...m.won];
  const pairsFrom = (s: number): void => {
    if (s === slots.length) return outsideFrom(0);
    const [i, j, c] = slots[s]!;
    for (let k = 0; k <= c; k++) {
      wins[i]! += k;
      wins[j]! += c - k;
      pairsFrom(s + 1);
      wins[i]! -= k;
      wins[j]! -= c - k;
    }
  };
  const outsideFrom = (j: number): void => {
    if (j === m.n) return visit(wins);
    for (let k = 0; k <= m.outside[j]!; k++) {
      wins[j]! += k;
      outsideFrom(j + 1);
      wins[j]! -= k;
    }
  };
  pairsFrom(0);
}

/** Whether x meets the goal in some completion, and misses it in some, with ties against team j resolved for x iff `forX[j]`. */
function enumerate(m: ConferenceModel, x: number, meets: GoalPredicate, forX: readonly boolean[]): { some: boolean; someMiss: boolean } {
  let some = false, someMiss = false;
  const gx = Math.max(1, m.games[x]!);
  forEachCompletion(m, (wins) => {
    const ahead = new Array<number>(m.divisions).fill(0);
    for (let j = 0; j < m.n; j++) {
      if (j === x) continue;
      const a = wins[j]! * gx, b = wins[x]! * m.games[j]!;
      if (a > b || (a === b && !forX[j])) ahead[m.division[j]!]!++;
    }
    if (meets(ahead, m.division[x]!)) some = true;
    else someMiss = true;
  });
  return { some, someMiss };
}

describe('canMeetGoal and canMissGoal with ties resolved per team (D159)', () => {
  it('equal exhaustive enumeration, for every team, goal and per-team tie rule', () => {
    fc.assert(fc.property(modelArb, goalArb, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (m, meets, rule) => {
      const forX = rule.slice(0, m.n);
      const tiesForX = (j: number): boolean => forX[j]!;
      for (let x = 0; x < m.n; x++) {
        const truth = enumerate(m, x, meets, forX);
        expect(canMeetGoal(m, x, meets, tiesForX), `meet x=${x}`).toBe(truth.some);
        expect(canMissGoal(m, x, meets, tiesForX), `miss x=${x}`).toBe(truth.someMiss);
      }
    }), { numRuns: 1500 });
  });

  it('a rule the same for every team answers as the boolean form', () => {
    fc.assert(fc.property(modelArb, goalArb, fc.boolean(), (m, meets, all) => {
      for (let x = 0; x < m.n; x++) {
        expect(canMeetGoal(m, x, meets, () => all)).toBe(canMeetGoal(m, x, meets, all));
        expect(canMissGoal(m, x, meets, () => all)).toBe(canMissGoal(m, x, meets, all));
      }
    }), { numRuns: 500 });
  });
});
