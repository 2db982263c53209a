import { maxFlow, type FlowArc } from './maxFlow.js';

/**
 * Whether the teams of a group other than `except` can all finish with at most `bound` wins,
 * and if not, the proof: the set R of those teams, by index, whose current wins plus the games
 * left among them exceed `|R| * bound`, so that in every completion some team of R finishes
 * with more than `bound` wins. Games between two teams of R are the only ones that must go to R;
 * every other game of theirs (against `except`, against anyone outside R) can be lost.
 *
 * This is the flow of the baseball elimination problem (Schwartz 1966; the Princeton COS 226
 * assignment "Baseball Elimination"): source -> one node per pair of teams with games left
 * (capacity: those games) -> each of the two teams -> sink (capacity: `bound` minus the team's
 * wins). Every completion within the bound is a flow saturating the source's arcs and back; when
 * the maximum flow falls short, the teams on the source side of the minimum cut are R. A team
 * already above the bound is its own proof (R = that team; the one with the most wins, the
 * first in order among equals). No flow is run then, nor when no team can pass the bound even
 * winning every game it has left inside the group.
 *
 * @param won Current wins of each team of the group.
 * @param gamesLeft `gamesLeft[i][j]`: games left between teams i and j of the group (symmetric).
 * @param except The team left out: its games against the others are taken as losses for them
 *   (the team being tested wins them), so they are not in the flow.
 * @param bound The most wins each other team may end with.
 * @returns null when every other team can be held to `bound`; else R, ascending.
 *
 * @example
 * // Atlanta 83 wins, New York 78, 6 games left between them: held to 83 each? 83 + 78 + 6 > 2 * 83.
 * findEliminatingSet([83, 80, 78], [[0, 1, 6], [1, 0, 0], [6, 0, 0]], 1, 83); // [0, 2]
 */
export function findEliminatingSet(won: readonly number[], gamesLeft: readonly (readonly number[])[], except: number, bound: number): number[] | null {
  const n = won.length;
  let above = -1;
  for (let i = 0; i < n; i++) {
    if (i !== except && won[i]! > bound && (above < 0 || won[i]! > won[above]!)) above = i;
  }
  if (above >= 0) return [above];
  // Nothing to prove when every team stays within the bound even winning all its games with the others.
  let loose = true;
  for (let i = 0; i < n && loose; i++) {
    if (i === except) continue;
    let most = won[i]!;
    for (let j = 0; j < n; j++) if (j !== except && j !== i) most += gamesLeft[i]![j]!;
    if (most > bound) loose = false;
  }
  if (loose) return null;
  // Nodes: 0 source, 1 sink, 2 + i team i, then one node per pair with games left.
  const arcs: FlowArc[] = [];
  let node = 2 + n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    if (i === except) continue;
    arcs.push([2 + i, 1, bound - won[i]!]);
    for (let j = i + 1; j < n; j++) {
      const g = j === except ? 0 : gamesLeft[i]![j]!;
      if (g === 0) continue;
      arcs.push([0, node, g], [node, 2 + i, g], [node, 2 + j, g]);
      total += g;
      node++;
    }
  }
  if (total === 0) return null;
  const flow = maxFlow(node, arcs, 0, 1);
  if (flow.value === total) return null;
  const set: number[] = [];
  for (let i = 0; i < n; i++) if (i !== except && flow.sourceSide[2 + i]) set.push(i);
  return set;
}
