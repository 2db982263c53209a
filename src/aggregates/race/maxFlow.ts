/** One arc of a flow network: tail node, head node, capacity (a non-negative safe integer). */
export type FlowArc = readonly [from: number, to: number, capacity: number];

/** The answer of {@link maxFlow}. */
export interface MaxFlow {
  /** The value of a maximum flow from the source to the sink (equal to a minimum cut's capacity). */
  readonly value: number;
  /**
   * For each node, whether it is reachable from the source in the residual network of the
   * maximum flow: the source side of a minimum cut (the smallest one). The arcs from a `true`
   * node to a `false` node are saturated and their capacities sum to `value`.
   */
  readonly sourceSide: readonly boolean[];
}

/**
 * A maximum flow by Dinic's algorithm (breadth-first levels, then blocking flows by depth-first
 * search) over integer capacities, with the source side of a minimum cut. Nodes are
 * `0 .. nodeCount - 1`; parallel arcs and arcs in both directions are allowed.
 *
 * @example
 * maxFlow(4, [[0, 1, 3], [0, 2, 2], [1, 2, 1], [1, 3, 2], [2, 3, 3]], 0, 3);
 * // { value: 5, sourceSide: [true, false, false, false] }
 */
export function maxFlow(nodeCount: number, arcs: readonly FlowArc[], source: number, sink: number): MaxFlow {
  checkArguments(nodeCount, arcs, source, sink);
  // Plain arrays: the networks of a race are a few dozen nodes, where allocating typed arrays costs more than it saves.
  const m = arcs.length * 2;
  const head = new Array<number>(nodeCount).fill(-1);
  const next = new Array<number>(m);
  const to = new Array<number>(m);
  const cap = new Array<number>(m);
  for (let k = 0; k < arcs.length; k++) {
    const arc = arcs[k]!;
    const u = arc[0], v = arc[1];
    to[2 * k] = v; cap[2 * k] = arc[2]; next[2 * k] = head[u]!; head[u] = 2 * k;
    to[2 * k + 1] = u; cap[2 * k + 1] = 0; next[2 * k + 1] = head[v]!; head[v] = 2 * k + 1;
  }
  const level = new Array<number>(nodeCount).fill(-1);
  const cursor = new Array<number>(nodeCount).fill(-1);
  const queue = new Array<number>(nodeCount).fill(0);

  const levels = (): boolean => {
    level.fill(-1);
    level[source] = 0;
    queue[0] = source;
    for (let qh = 0, qt = 1; qh < qt; qh++) {
      const u = queue[qh]!;
      for (let e = head[u]!; e >= 0; e = next[e]!) {
        const v = to[e]!;
        if (cap[e]! > 0 && level[v]! < 0) { level[v] = level[u]! + 1; queue[qt++] = v; }
      }
    }
    return level[sink]! >= 0;
  };
  const push = (u: number, limit: number): number => {
    if (u === sink) return limit;
    for (; cursor[u]! >= 0; cursor[u] = next[cursor[u]!]!) {
      const e = cursor[u]!;
      const v = to[e]!;
      if (cap[e]! <= 0 || level[v] !== level[u]! + 1) continue;
      const pushed = push(v, Math.min(limit, cap[e]!));
      if (pushed > 0) { cap[e] = cap[e]! - pushed; cap[e ^ 1] = cap[e ^ 1]! + pushed; return pushed; }
    }
    return 0;
  };

  let value = 0;
  while (levels()) {
    for (let v = 0; v < nodeCount; v++) cursor[v] = head[v]!;
    for (let f = push(source, Infinity); f > 0; f = push(source, Infinity)) value += f;
  }
  // The last `levels()` failed to reach the sink: `level` now marks the residual reach of the source.
  return { value, sourceSide: level.map((l) => l >= 0) };
}

function checkArguments(nodeCount: number, arcs: readonly FlowArc[], source: number, sink: number): void {
  const isNode = (v: number) => Number.isInteger(v) && v >= 0 && v < nodeCount;
  if (!Number.isInteger(nodeCount) || nodeCount < 2) throw new RangeError(`maxFlow: nodeCount must be an integer of at least 2, got ${String(nodeCount)}`);
  if (!isNode(source) || !isNode(sink) || source === sink) throw new RangeError(`maxFlow: source and sink must be two different nodes, got ${String(source)} and ${String(sink)}`);
  for (const [u, v, c] of arcs) {
    if (!isNode(u) || !isNode(v)) throw new RangeError(`maxFlow: arc ${String(u)} -> ${String(v)} has a node outside 0..${nodeCount - 1}`);
    if (!Number.isSafeInteger(c) || c < 0) throw new RangeError(`maxFlow: arc ${u} -> ${v} has capacity ${String(c)}, not a non-negative safe integer`);
  }
}
