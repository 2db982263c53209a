import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/aggregates/race/createSeededRandom.js';
import { simulatePostseason, type BracketInput } from '../../../src/aggregates/race/simulatePostseason.js';
import type { FirstRoundRule } from '../../../src/aggregates/PostseasonFormat.js';

const SIZE: Record<FirstRoundRule, number> = { 'mlb-8': 4, 'mlb-10': 5, 'mlb-16': 8, 'mlb-12': 6, 'nba-16': 8, 'nba-play-in': 10 };
/** Two groups: teams 0..k-1 and k..2k-1, each in seed order. */
const fieldsOf = (rule: FirstRoundRule) => {
  const k = SIZE[rule];
  return [Array.from({ length: k }, (_, i) => i), Array.from({ length: k }, (_, i) => k + i)];
};
const base = (rule: FirstRoundRule, p: BracketInput['homeWinProbability'], seed = 1): BracketInput => ({
  rule,
  fields: fieldsOf(rule),
  homeWinProbability: p,
  random: createSeededRandom(seed),
  compareRecords: () => 0,
  divisionOf: (t) => `D${t}`,
});

/**
 * With every game a coin flip, a team's title odds are 2^-(series it must win): the exact value
 * of each seed by format (a bye is one series fewer; NBA play-in: the 7 and 8 seeds win the
 * seventh place 1/2 + lose and win the eighth 1/4, the 9 and 10 seeds 1/4, before 4 rounds).
 */
const COIN_TITLE: Record<FirstRoundRule, readonly number[]> = {
  'mlb-8': [1 / 8, 1 / 8, 1 / 8, 1 / 8],
  'mlb-10': [1 / 8, 1 / 8, 1 / 8, 1 / 16, 1 / 16],
  'mlb-12': [1 / 8, 1 / 8, 1 / 16, 1 / 16, 1 / 16, 1 / 16],
  'mlb-16': Array<number>(8).fill(1 / 16),
  'nba-16': Array<number>(8).fill(1 / 16),
  'nba-play-in': [...Array<number>(6).fill(1 / 16), 3 / 64, 3 / 64, 1 / 64, 1 / 64],
};

describe('simulatePostseason', () => {
  it.each(Object.keys(COIN_TITLE) as FirstRoundRule[])('%s: coin-flip title odds equal 2^-(series to win), within 5 SE', (rule) => {
    const runs = 40_000;
    const input = base(rule, () => 0.5, 7);
    const titles = new Float64Array(2 * SIZE[rule]);
    const reached = new Int32Array(2 * SIZE[rule]);
    for (let r = 0; r < runs; r++) {
      reached.fill(-1);
      titles[simulatePostseason(input, reached)]!++;
      expect(Math.min(...reached)).toBe(0);
    }
    const exact = [...COIN_TITLE[rule], ...COIN_TITLE[rule]];
    expect(exact.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    exact.forEach((q, t) => expect(Math.abs(titles[t]! / runs - q), `team ${t}`).toBeLessThanOrEqual(5 * Math.sqrt((q * (1 - q)) / runs)));
  });

  it.each(Object.keys(COIN_TITLE) as FirstRoundRule[])('%s: when the home team always wins, the first seeds meet and the better record hosts the final', (rule) => {
    const k = SIZE[rule];
    const reached = new Int32Array(2 * k).fill(-1);
    // Group two's first seed has the better record: it hosts the final and wins it.
    const champion = simulatePostseason({ ...base(rule, () => 1), compareRecords: (a, b) => (a === k ? -1 : b === k ? 1 : 0) }, reached);
    expect(champion).toBe(k);
    const last = rule === 'mlb-8' ? 2 : rule === 'nba-play-in' ? 4 : 3;
    expect(reached[0]).toBe(last);
    expect(reached[k]).toBe(last);
    expect([...reached].filter((r) => r === last)).toHaveLength(2);
  });

  /** A model where the stronger team (by `rank`: lower is stronger) always wins, wherever it plays. */
  const strongerWins = (rank: readonly number[]) => (h: number, a: number) => (rank[h]! < rank[a]! ? 1 : 0);

  it('mlb-8: the wild card does not meet its own division winner in the Division Series', () => {
    // Strength: seed 1, then seed 3, then seed 4, then seed 2 (group one; group two irrelevant).
    const rank = [0, 3, 1, 2, 4, 5, 6, 7];
    const run = (wildCardWithSeedOne: boolean) => {
      const reached = new Int32Array(8).fill(-1);
      simulatePostseason({ ...base('mlb-8', strongerWins(rank)), divisionOf: (t) => (t === 3 && wildCardWithSeedOne ? 'D0' : `D${t}`) }, reached);
      return reached;
    };
    // 1 v 4 and 2 v 3: seed 3 beats seed 2 and reaches the LCS.
    expect([run(false)[2], run(false)[3]]).toEqual([1, 0]);
    // 1 v 3 and 2 v 4: seed 4 beats seed 2 and reaches the LCS.
    expect([run(true)[2], run(true)[3]]).toEqual([0, 1]);
  });

  it('nba-play-in: 7 hosts 8 for the seventh place, the loser hosts the winner of 9 v 10 for the eighth', () => {
    // Strength in group one: 9th > 10th > 7th > 8th > the top six.
    const rank = [10, 11, 12, 13, 14, 15, 2, 3, 0, 1, ...Array.from({ length: 10 }, (_, i) => 20 + i)];
    const reached = new Int32Array(20).fill(-1);
    simulatePostseason(base('nba-play-in', strongerWins(rank)), reached);
    // 7 beats 8 (seventh place); 9 beats 10, then beats 8 (eighth place): 7 and 9 reach the first round.
    expect([reached[6], reached[7], reached[8], reached[9]].map((r) => r! >= 1)).toEqual([true, false, true, false]);
    // The top six skipped the play-in: they reached the first round (a bye counts as reaching it).
    expect([...reached.slice(0, 6)].every((r) => r >= 1)).toBe(true);
  });

  it('the higher seed hosts: a series goes 2-2-1 (best of five), 2-3-2 (MLB best of seven) or 2-2-1-1-1 (NBA)', () => {
    // The home team always wins, so every series goes the distance; record who hosts each game.
    const hostsOf = (rule: FirstRoundRule) => {
      const hosts: number[] = [];
      simulatePostseason(base(rule, (h) => (hosts.push(h), 1)), new Int32Array(2 * SIZE[rule]).fill(-1));
      return hosts;
    };
    const mlb = hostsOf('mlb-10');
    // Group one: the Wildcard game (4 hosts 5), the Division Series 1 v 4 and 2 v 3, the LCS 1 v 2.
    expect(mlb.slice(0, 1 + 5 + 5 + 7)).toEqual([3, 0, 0, 3, 3, 0, 1, 1, 2, 2, 1, 0, 0, 1, 1, 1, 0, 0]);
    const nba = hostsOf('nba-16');
    // Group one's first series, 1 v 8.
    expect(nba.slice(0, 7)).toEqual([0, 0, 7, 7, 0, 7, 0]);
    const wildCardSeries = hostsOf('mlb-12');
    // 3 v 6 in a best-of-three, all at the higher seed's park.
    expect(wildCardSeries.slice(0, 2)).toEqual([2, 2]);
  });

  it('rejects a field of the wrong size', () => {
    expect(() => simulatePostseason({ ...base('mlb-12', () => 0.5), fields: [[0, 1, 2], [3, 4, 5]] }, new Int32Array(6))).toThrow(/^simulatePostseason: mlb-12 takes 6/);
  });
});
