import { maxFlow, type FlowArc } from './maxFlow.js';

/**
 * Whether the games left among the teams of `pool` (a conference of `n`, `among[i * n + j]` games
 * between i and j) can be won so that each team i of `members` (a part of `pool`) wins at least
 * `need[i]` of them. A game between a member and a non-member of the pool may go to the member;
 * a game between two non-members is not needed. Maximum flow: source -> one node per pair with
 * games left (capacity: those games) -> the members of the pair -> sink (capacity: `need`).
 *
 * @example
 * // Teams 0 and 1 both need 2 wins from the 3 games between them.
 * reachesTargets(2, [0, 3, 3, 0], [0, 1], [0, 1], [2, 2]); // false
 */
export function reachesTargets(n: number, among: readonly number[], pool: readonly number[], members: readonly number[], need: readonly number[]): boolean {
  const slot = new Array<number>(n).fill(-1);
  members.forEach((i, a) => { slot[i] = a; });
  const arcs: FlowArc[] = [];
  let wanted = 0;
  members.forEach((i, a) => {
    const w = need[i]!;
    if (w > 0) { arcs.push([2 + a, 1, w]); wanted += w; }
  });
  if (wanted === 0) return true;
  let node = 2 + members.length;
  for (let a = 0; a < pool.length; a++) {
    const i = pool[a]!;
    for (let b = a + 1; b < pool.length; b++) {
      const j = pool[b]!;
      const g = among[i * n + j]!;
      if (g === 0 || (slot[i]! < 0 && slot[j]! < 0)) continue;
      arcs.push([0, node, g]);
      if (slot[i]! >= 0) arcs.push([node, 2 + slot[i]!, g]);
      if (slot[j]! >= 0) arcs.push([node, 2 + slot[j]!, g]);
      node++;
    }
  }
  return maxFlow(node, arcs, 0, 1).value === wanted;
}
