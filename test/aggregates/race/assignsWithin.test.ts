import { describe, expect, it } from 'vitest';
import { assignsWithin } from '../../../src/aggregates/race/assignsWithin.js';

describe('assignsWithin', () => {
  it('splits the games of a pair within both teams\' bounds, or says it cannot', () => {
    expect(assignsWithin(2, [0, 3, 3, 0], [2, 2], [Infinity, Infinity])).toBe(false);
    expect(assignsWithin(2, [0, 3, 3, 0], [2, 1], [Infinity, Infinity])).toBe(true);
    expect(assignsWithin(2, [0, 3, 3, 0], [0, 0], [1, 1])).toBe(false);
    expect(assignsWithin(2, [0, 3, 3, 0], [1, 1], [2, 2])).toBe(true);
  });

  it('lets a team without bounds take or give its games: three teams, 0 needs 3 wins from 2 games with 1 and 2 with 2', () => {
    const among = [0, 2, 2, 2, 0, 0, 2, 0, 0];
    expect(assignsWithin(3, among, [3, 0, 0], [Infinity, Infinity, Infinity])).toBe(true);
    // Team 1 may give up at most 0 games: 0 can then win only 2.
    expect(assignsWithin(3, among, [3, 2, 0], [Infinity, Infinity, Infinity])).toBe(false);
    // Upper bounds: 0 at most 1 of its 4 games, so 1 and 2 take 3; 1 at most 1 of them: 2 takes 2.
    expect(assignsWithin(3, among, [0, 0, 0], [1, 1, 2])).toBe(true);
    expect(assignsWithin(3, among, [0, 0, 0], [1, 1, 1])).toBe(false);
  });

  it('agrees with trying every split on small random cases', () => {
    let seed = 7;
    const rand = (k: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % k; };
    for (let round = 0; round < 300; round++) {
      const n = 2 + rand(3);
      const among = new Array<number>(n * n).fill(0);
      const pairs: [number, number][] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) { const g = rand(3); among[i * n + j] = g; among[j * n + i] = g; for (let k = 0; k < g; k++) pairs.push([i, j]); }
      const least = Array.from({ length: n }, () => rand(3));
      const most = Array.from({ length: n }, () => (rand(3) === 0 ? Infinity : rand(4)));
      let any = false;
      for (let mask = 0; mask < 2 ** pairs.length && !any; mask++) {
        const won = new Array<number>(n).fill(0);
        pairs.forEach(([i, j], k) => { won[(mask >> k) & 1 ? i : j]!++; });
        any = won.every((w, i) => w >= least[i]! && w <= most[i]!);
      }
      expect(assignsWithin(n, among, least, most), JSON.stringify({ among, least, most })).toBe(any);
    }
  });
});
