import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxFlow, type FlowArc } from '../../../src/aggregates/race/maxFlow.js';

const networkArb = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    arcs: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: 10 })), { maxLength: 16 }),
  }),
);

const cutCapacity = (arcs: readonly FlowArc[], side: (v: number) => boolean) =>
  arcs.reduce((s, [u, v, c]) => (side(u) && !side(v) ? s + c : s), 0);

describe('maxFlow', () => {
  it('equals the minimum cut found by trying every cut, and returns a minimum cut', () => {
    fc.assert(
      fc.property(networkArb, ({ n, arcs }) => {
        const source = 0, sink = n - 1;
        let best = Infinity;
        for (let mask = 0; mask < 2 ** n; mask++) {
          if ((mask & 1) === 0 || ((mask >> sink) & 1) === 1) continue;
          best = Math.min(best, cutCapacity(arcs, (v) => ((mask >> v) & 1) === 1));
        }
        const flow = maxFlow(n, arcs, source, sink);
        expect(flow.value).toBe(best);
        expect(flow.sourceSide[source]).toBe(true);
        expect(flow.sourceSide[sink]).toBe(false);
        expect(cutCapacity(arcs, (v) => flow.sourceSide[v]!)).toBe(flow.value);
      }),
    );
  });

  it('does not mutate its arcs', () => {
    fc.assert(
      fc.property(networkArb, ({ n, arcs }) => {
        const copy = structuredClone(arcs);
        maxFlow(n, arcs, 0, n - 1);
        expect(arcs).toEqual(copy);
      }),
    );
  });
});
