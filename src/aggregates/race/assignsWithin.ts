import { maxFlow, type FlowArc } from './maxFlow.js';

/**
 * Whether every game left among the teams of a conference of `n` (`among[i * n + j]` games
 * between i and j) can be given to one of its two teams so that each team i wins between
 * `least[i]` and `most[i]` of them (`Infinity`: no bound). A flow with lower bounds, checked as a
 * circulation: source -> one node per pair (exactly its games) -> its two teams -> sink
 * (between the bounds) -> source; each lower bound moved to a super source and super sink, it
 * is feasible iff the maximum flow between those saturates them.
 *
 * @example
 * // Three games between teams 0 and 1: 0 must win at least 2, 1 at least 2: impossible.
 * assignsWithin(2, [0, 3, 3, 0], [2, 2], [Infinity, Infinity]); // false
 */
export function assignsWithin(n: number, among: readonly number[], least: readonly number[], most: readonly number[]): boolean {
  // A team without bounds takes or gives any of its games: drop it, and count its games as
  // wins the bounded team may take (lowering that team's floor).
  const kept: number[] = [];
  for (let i = 0; i < n; i++) {
    if (least[i]! > most[i]!) return false;
    if (least[i]! > 0 || most[i]! !== Infinity) kept.push(i);
  }
  if (kept.length < n) {
    const k = kept.length;
    const sub = new Array<number>(k * k).fill(0);
    const lo = new Array<number>(k), hi = new Array<number>(k);
    const bounded = new Array<boolean>(n).fill(false);
    for (const i of kept) bounded[i] = true;
    kept.forEach((i, a) => {
      let free = 0;
      for (let j = 0; j < n; j++) if (!bounded[j]) free += among[i * n + j]!;
      lo[a] = Math.max(0, least[i]! - free);
      hi[a] = most[i]!;
      kept.forEach((j, b) => { sub[a * k + b] = among[i * n + j]!; });
    });
    return boundedFlow(k, sub, lo, hi);
  }
  return boundedFlow(n, among, least, most);
}

function boundedFlow(n: number, among: readonly number[], least: readonly number[], most: readonly number[]): boolean {
  if (n === 0) return true;
  if (greedily(n, among, least, most)) return true;
  // Nodes: 0 source, 1 sink, 2 super source, 3 super sink, 4 + i team i, then one node per pair.
  const arcs: FlowArc[] = [];
  let node = 4 + n;
  let games = 0, floor = 0;
  const won = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const g = among[i * n + j]!;
      if (g === 0) continue;
      arcs.push([2, node, g], [node, 4 + i, g], [node, 4 + j, g]);
      won[i]! += g; won[j]! += g;
      games += g;
      node++;
    }
  }
  for (let i = 0; i < n; i++) {
    const lo = least[i]!, hi = most[i]!;
    if (lo > hi || lo > won[i]!) return false;
    if (lo > 0) { arcs.push([4 + i, 3, lo]); floor += lo; }
    const room = Math.min(hi, won[i]!) - lo;
    if (room > 0) arcs.push([4 + i, 1, room]);
  }
  if (floor > games) return false;
  // The pairs' games leave the source (lower bound = capacity), the teams' floors reach the sink.
  arcs.push([0, 3, games], [2, 1, floor], [1, 0, games]);
  return maxFlow(node, arcs, 2, 3).value === games + floor;
}

/**
 * A quick sufficient test: the games of each pair go first to a team still short of its floor,
 * then to the one with more room. True when every bound then holds (no flow needed).
 */
function greedily(n: number, among: readonly number[], least: readonly number[], most: readonly number[]): boolean {
  const got = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let g = among[i * n + j]!;
      if (g === 0) continue;
      const toI = Math.min(g, Math.max(0, least[i]! - got[i]!));
      got[i]! += toI; g -= toI;
      const toJ = Math.min(g, Math.max(0, least[j]! - got[j]!));
      got[j]! += toJ; g -= toJ;
      while (g > 0) {
        const roomI = most[i]! - got[i]!, roomJ = most[j]! - got[j]!;
        if (roomI <= 0 && roomJ <= 0) return false;
        const take = roomI >= roomJ ? Math.min(g, roomI === Infinity ? g : Math.max(1, roomI - roomJ)) : Math.min(g, roomJ === Infinity ? g : Math.max(1, roomJ - roomI));
        if (roomI >= roomJ) got[i]! += take; else got[j]! += take;
        g -= take;
      }
    }
  }
  for (let i = 0; i < n; i++) if (got[i]! < least[i]! || got[i]! > most[i]!) return false;
  return true;
}
