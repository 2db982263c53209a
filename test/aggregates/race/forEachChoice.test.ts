import { describe, expect, it } from 'vitest';
import { forEachChoice } from '../../../src/aggregates/race/forEachChoice.js';
import { forEachCountVector } from '../../../src/aggregates/race/forEachCountVector.js';

describe('forEachChoice and forEachCountVector', () => {
  it('visits every choice of k members per group, and stops when told', () => {
    const seen: number[][] = [];
    forEachChoice([[1, 2, 3], [7]], [2, 1], (c) => { seen.push([...c]); return false; });
    expect(seen).toEqual([[1, 2, 7], [1, 3, 7], [2, 3, 7]]);
    let calls = 0;
    expect(forEachChoice([[1, 2, 3, 4]], [2], () => ++calls === 2)).toBe(true);
    expect(calls).toBe(2);
    expect(forEachChoice([[1, 2]], [0], (c) => c.length === 0)).toBe(true);
  });

  it('visits every vector under the bounds', () => {
    const seen: string[] = [];
    forEachCountVector([1, 2], (k) => { seen.push(k.join('')); return false; });
    expect(seen).toEqual(['00', '01', '02', '10', '11', '12']);
  });
});
