import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byMlbStanding, type MlbStandingKey } from '../../src/aggregates/byMlbStanding.js';

const key = (fullName: string, won: number, lost: number): MlbStandingKey => ({ team: { fullName }, record: { won, lost } });

/** W / (W + L) compared as exact fractions, a team without a decided game at .000. */
function pctEqual(x: { won: number; lost: number }, y: { won: number; lost: number }): boolean {
  const dx = x.won + x.lost;
  const dy = y.won + y.lost;
  if (dx === 0 || dy === 0) return (dx === 0 ? 0 : x.won) === 0 && (dy === 0 ? 0 : y.won) === 0;
  return x.won * dy === y.won * dx;
}

describe('byMlbStanding (DECISIONS 5 and 11, D38)', () => {
  it('puts fewer games back first, whatever the percentages', () => {
    // 10-5 (.667) is 1.0 game ahead of 3-0 (1.000).
    expect(byMlbStanding(key('B', 10, 5), key('A', 3, 0))).toBeLessThan(0);
    expect(byMlbStanding(key('A', 3, 0), key('B', 10, 5))).toBeGreaterThan(0);
  });

  it('splits equal games back by winning percentage (2021-04-23: Marlins 8-11 .421 before Nationals 7-10 .412)', () => {
    expect(byMlbStanding(key('Miami Marlins', 8, 11), key('Washington Nationals', 7, 10))).toBeLessThan(0);
    expect(byMlbStanding(key('Washington Nationals', 7, 10), key('Miami Marlins', 8, 11), { names: false })).toBeGreaterThan(0);
    // Above .500 the team with more games is behind: 90-72 (.5556) after 89-71 (.5563).
    expect(byMlbStanding(key('A', 90, 72), key('B', 89, 71))).toBeGreaterThan(0);
  });

  it('gives 0 without names exactly for a shared rank: equal games back and equal percentage', () => {
    expect(byMlbStanding(key('New York Yankees', 8, 11), key('Baltimore Orioles', 8, 11), { names: false })).toBe(0);
    // 9-9 and 7-7 are both 0.0 games back of each other and .500: one rank.
    expect(byMlbStanding(key('Philadelphia Phillies', 9, 9), key('New York Mets', 7, 7), { names: false })).toBe(0);
    // 0-0 is .000 (DECISIONS 5), not .500: behind 3-3 at equal games back.
    expect(byMlbStanding(key('A', 0, 0), key('B', 3, 3), { names: false })).toBeGreaterThan(0);
  });

  it('lists a shared rank by full name in reverse order (the three tied pairs of the 2021 recording)', () => {
    for (const [first, second] of [
      ['New York Yankees', 'Baltimore Orioles'],
      ['St. Louis Cardinals', 'Cincinnati Reds'],
      ['Philadelphia Phillies', 'Atlanta Braves'],
    ] as const) {
      expect(byMlbStanding(key(first, 9, 10), key(second, 9, 10))).toBeLessThan(0);
      expect(byMlbStanding(key(second, 9, 10), key(first, 9, 10))).toBeGreaterThan(0);
    }
    expect(byMlbStanding(key('Same', 1, 1), key('Same', 1, 1))).toBe(0);
  });

  it('is a consistent order: antisymmetric, and 0 without names iff games back and exact percentage are equal', () => {
    const arb = fc.record({ fullName: fc.constantFrom('Atlanta Braves', 'Miami Marlins', 'New York Mets'), won: fc.nat(30), lost: fc.nat(30) });
    fc.assert(
      fc.property(arb, arb, (x, y) => {
        const a = key(x.fullName, x.won, x.lost);
        const b = key(y.fullName, y.won, y.lost);
        expect(Math.sign(byMlbStanding(a, b)) + Math.sign(byMlbStanding(b, a))).toBe(0);
        const same = x.won - x.lost === y.won - y.lost && pctEqual(x, y);
        expect(byMlbStanding(a, b, { names: false }) === 0).toBe(same);
        if (!same) expect(byMlbStanding(a, b)).toBe(byMlbStanding(a, b, { names: false }));
      }),
    );
  });
});
