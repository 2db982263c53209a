import { describe, expect, it } from 'vitest';
import { maxFlow } from '../../../src/aggregates/race/maxFlow.js';

describe('maxFlow', () => {
  it('finds the value and the minimum cut of a small network', () => {
    expect(maxFlow(4, [[0, 1, 3], [0, 2, 2], [1, 2, 1], [1, 3, 2], [2, 3, 3]], 0, 3)).toEqual({ value: 5, sourceSide: [true, false, false, false] });
  });

  it('reproduces the textbook network of CLRS (3rd ed., figure 26.6): value 23', () => {
    // s=0, v1..v4 = 1..4, t=5.
    const arcs = [[0, 1, 16], [0, 2, 13], [2, 1, 4], [1, 3, 12], [3, 2, 9], [2, 4, 14], [4, 3, 7], [3, 5, 20], [4, 5, 4]] as const;
    const flow = maxFlow(6, arcs, 0, 5);
    expect(flow.value).toBe(23);
    expect(flow.sourceSide).toEqual([true, true, true, false, true, false]);
  });

  it('is 0 when the sink cannot be reached, the source side being what the source reaches', () => {
    expect(maxFlow(4, [[0, 1, 5], [2, 3, 5]], 0, 3)).toEqual({ value: 0, sourceSide: [true, true, false, false] });
  });

  it('throws a RangeError on bad nodes or capacities', () => {
    expect(() => maxFlow(1, [], 0, 0)).toThrow(new RangeError('maxFlow: nodeCount must be an integer of at least 2, got 1'));
    expect(() => maxFlow(3, [], 1, 1)).toThrow(new RangeError('maxFlow: source and sink must be two different nodes, got 1 and 1'));
    expect(() => maxFlow(3, [[0, 3, 1]], 0, 2)).toThrow(new RangeError('maxFlow: arc 0 -> 3 has a node outside 0..2'));
    expect(() => maxFlow(3, [[0, 1, -1]], 0, 2)).toThrow(new RangeError('maxFlow: arc 0 -> 1 has capacity -1, not a non-negative safe integer'));
    expect(() => maxFlow(3, [[0, 1, Infinity]], 0, 2)).toThrow(RangeError);
  });
});
