import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/aggregates/race/createSeededRandom.js';

const words = (seed: number | string, k = 3) => {
  const r = createSeededRandom(seed);
  return Array.from({ length: k }, () => r() * 2 ** 32);
};

describe('createSeededRandom', () => {
  it('gives the sequence pinned for each seed (computed once in another process: the same in every run, process and platform)', () => {
    expect(words(0)).toEqual([3254109003, 2455202564, 3860636347]);
    expect(words(1)).toEqual([3585869420, 625275647, 2532576005]);
    expect(words(2019)).toEqual([2972606245, 334254986, 4163570950]);
    expect(words(-1)).toEqual([2542438763, 71209465, 2876228338]);
    expect(words(2 ** 40)).toEqual([2901934545, 3007989659, 209009958]);
    expect(words('opening-day')).toEqual([886893245, 417236038, 1063927923]);
    expect(words('')).toEqual([3076303856, 2799487184, 616454823]);
  });

  it('is the same for the same seed, different for different seeds (numbers and strings)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.string()), fc.oneof(fc.maxSafeInteger(), fc.string()), (a, b) => {
        expect(words(a, 4)).toEqual(words(a, 4));
        if (a !== b) expect(words(a, 4)).not.toEqual(words(b, 4));
      }),
    );
    // A number and its spelling are different seeds.
    expect(words(7)).not.toEqual(words('7'));
    // The high half of a large seed counts.
    expect(words(2 ** 32 + 5)).not.toEqual(words(5));
  });

  it('draws in [0, 1), evenly: the mean and each tenth within 5 standard errors over 100,000 draws', () => {
    const r = createSeededRandom('uniform');
    const n = 100_000;
    const bins = new Array<number>(10).fill(0);
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const x = r();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
      bins[Math.floor(x * 10)]!++;
    }
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(5 * Math.sqrt(1 / 12 / n));
    for (const b of bins) expect(Math.abs(b / n - 0.1)).toBeLessThan(5 * Math.sqrt((0.1 * 0.9) / n));
  });

  it('reads nothing global: Math.random is not called', () => {
    const original = Math.random;
    let called = 0;
    Math.random = () => (called++, original());
    try {
      words(3, 100);
    } finally {
      Math.random = original;
    }
    expect(called).toBe(0);
  });

  it('rejects a seed that is not a safe integer or a string', () => {
    expect(() => createSeededRandom(0.5)).toThrow(/^createSeededRandom: the seed must be a safe integer or a string/);
    expect(() => createSeededRandom(2 ** 53)).toThrow(RangeError);
    expect(() => createSeededRandom(Number.NaN)).toThrow(RangeError);
  });
});
