import { maxFlow, type FlowArc } from './maxFlow.js';

/**
 * Whether the games left among `members` (teams of a conference of `n`, `among[i * n + j]`
 * games between i and j) can be won so that each member i wins at most `most[i]` of them: the
 * baseball elimination flow (D111) with a bound per team. Games of a member against anyone else
 * are taken as losses, so they are not in the flow.
 *
 * @example
 * // Two teams with 3 games left between them, each allowed 1 more win: 3 games, 2 wins to give.
 * splitsWithin(2, [0, 3, 3, 0], [0, 1], [1, 1]); // false
 */
export function splitsWithin(n: number, among: readonly number[], members: readonly number[], most: readonly number[]): boolean {
  let loose = true;
  for (const i of members) {
    let g = 0;
    for (const j of members) g += among[i * n + j]!;
    if (g > most[i]!) { loose = false; break; }
  }
  if (loose) return true;
  const m = members.length;
  const arcs: FlowArc[] = [];
  let node = 2 + m;
  let total = 0;
  for (let a = 0; a < m; a++) {
    const i = members[a]!;
    arcs.push([2 + a, 1, most[i]!]);
    for (let b = a + 1; b < m; b++) {
      const g = among[i * n + members[b]!]!;
      if (g === 0) continue;
      arcs.push([0, node, g], [node, 2 + a, g], [node, 2 + b, g]);
      total += g;
      node++;
    }
  }
  if (total === 0) return true;
  return maxFlow(node, arcs, 0, 1).value === total;
}
