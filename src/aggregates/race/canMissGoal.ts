import type { ConferenceModel } from './ConferenceModel.js';
import { forEachChoice } from './forEachChoice.js';
import { forEachCountVector } from './forEachCountVector.js';
import type { GoalPredicate } from './raceGoals.js';
import { reachesTargets } from './reachesTargets.js';

/**
 * Whether some completion of the remaining games leaves team `x` short of a monotone goal (see
 * `GoalPredicate`), exactly: the negation of "clinched". A team with an equal winning percentage
 * counts as ahead of x unless `tiesForX` (`false`: every tie resolved against x, the test for
 * "clinched"). Given as a function, `tiesForX(j)` says it per team, as in `canMeetGoal` (D159).
 *
 * Why it is exact (the mirror of `canMeetGoal`):
 * 1. x loses every game it has left, without loss of generality (the set ahead can only grow).
 * 2. Each other team is forced ahead (already at x's total with its wins over x and its games
 *    outside the conference), never ahead (cannot reach it winning everything) or open; an open
 *    team wins its games against forced and never teams at no cost, and one that reaches x's
 *    total that way is forced.
 * 3. Requiring a set M of open teams to reach x's total is one flow (`reachesTargets`), and a
 *    smaller M is never harder: only the minimal sets M whose counts by division break the goal
 *    need a flow.
 * Shortcuts: the goal already fails with the forced alone (true), holds with every open team
 * ahead (false: clinched), or fails in a greedy completion (each game among open teams to the
 * one closer to x's total).
 *
 * @example
 * import { conferenceModelOf } from './ConferenceModel.js';
 * import { raceGoals } from './raceGoals.js';
 * const al = conferenceModelOf(race, 'American');
 * const division = raceGoals('mlb', 2019, al.divisions)[0]!; // { goal: 'division', kind: 'part', meets }
 * !canMissGoal(al, 3, division.kind === 'part' ? division.meets : () => true, false); // true: team 3 has clinched
 */
export function canMissGoal(m: ConferenceModel, x: number, meets: GoalPredicate, tiesForX: boolean | ((j: number) => boolean)): boolean {
  const { n, won, games, left, among, outside, division } = m;
  const W = won[x]!;
  const gx = Math.max(1, games[x]!);
  const ahead = new Array<number>(m.divisions).fill(0);
  const short = new Array<number>(n).fill(0);
  let open: number[] = [];
  for (let j = 0; j < n; j++) {
    if (j === x) continue;
    const gj = games[j]!;
    const need = (typeof tiesForX === 'boolean' ? tiesForX : tiesForX(j)) ? Math.floor((W * gj) / gx) + 1 : Math.ceil((W * gj) / gx);
    const low = won[j]! + among[x * n + j]!;
    const most = won[j]! + left[j]!;
    if (low + outside[j]! >= need) ahead[division[j]!]!++;
    else if (most >= need) { open.push(j); short[j] = need - low - outside[j]!; }
  }
  if (!meets(ahead, division[x]!)) return true;
  // Open teams take their games against the settled ones (forced or never) for free; one that reaches x's total so is forced.
  for (let changed = true; changed; ) {
    changed = false;
    const inOpen = new Array<boolean>(n).fill(false);
    for (const j of open) inOpen[j] = true;
    const kept: number[] = [];
    for (const j of open) {
      let free = 0;
      for (let k = 0; k < n; k++) if (k !== x && k !== j && !inOpen[k]) free += among[j * n + k]!;
      if (short[j]! - free <= 0) { ahead[division[j]!]!++; changed = true; } else kept.push(j);
    }
    if (changed) {
      if (!meets(ahead, division[x]!)) return true;
      // Games against a newly forced team are free for the others from the next round on.
      open = kept;
    }
  }
  const inOpen = new Array<boolean>(n).fill(false);
  for (const j of open) inOpen[j] = true;
  const need = short.slice();
  for (const j of open) {
    for (let k = 0; k < n; k++) if (k !== x && k !== j && !inOpen[k]) need[j] = need[j]! - among[j * n + k]!;
  }
  const byDivision: number[][] = Array.from({ length: m.divisions }, () => []);
  for (const j of open) byDivision[division[j]!]!.push(j);
  const all = ahead.map((a, d) => a + byDivision[d]!.length);
  if (meets(all, division[x]!)) return false;
  if (greedy()) return true;
  const upper = byDivision.map((g) => g.length);
  const target = new Array<number>(m.divisions).fill(0);
  return forEachCountVector(upper, (k) => {
    for (let d = 0; d < k.length; d++) target[d] = ahead[d]! + k[d]!;
    if (meets(target, division[x]!)) return false;
    // Minimal: one team fewer in any division would meet the goal again.
    for (let d = 0; d < k.length; d++) {
      if (k[d]! === 0) continue;
      target[d]!--;
      const less = meets(target, division[x]!);
      target[d]!++;
      if (!less) return false;
    }
    return forEachChoice(byDivision, k, (members) => reachesTargets(n, among, open, members, need));
  });

  function greedy(): boolean {
    const s = need.slice();
    for (let a = 0; a < open.length; a++) {
      for (let b = a + 1; b < open.length; b++) {
        const i = open[a]!, j = open[b]!;
        for (let g = among[i * n + j]!; g > 0; g--) {
          const ti = s[i]! > 0 ? s[i]! : Infinity, tj = s[j]! > 0 ? s[j]! : Infinity;
          if (ti <= tj) s[i]!--; else s[j]!--;
        }
      }
    }
    const count = ahead.slice();
    for (const j of open) if (s[j]! <= 0) count[division[j]!]!++;
    return !meets(count, division[x]!);
  }
}
