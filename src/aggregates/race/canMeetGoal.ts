import type { ConferenceModel } from './ConferenceModel.js';
import { forEachChoice } from './forEachChoice.js';
import { forEachCountVector } from './forEachCountVector.js';
import type { GoalPredicate } from './raceGoals.js';
import { splitsWithin } from './splitsWithin.js';

/**
 * Whether some completion of the remaining games lets team `x` meet a monotone goal (see
 * `GoalPredicate`), exactly. A team ranks ahead of `x` with a better winning percentage over
 * the whole schedule (more wins, when schedules are equal); an equal one counts as ahead unless
 * `tiesForX` (every tie resolved in x's favour: the test for "eliminated"). Given as a function,
 * `tiesForX(j)` says it per team: a tie with team j is resolved for x when it returns true (the
 * guided run of the tie search, D159); the answer is as exact, each team's tie being fixed.
 *
 * Why it is exact:
 * 1. x wins every game it has left, without loss of generality: turning a loss of x into a win
 *    raises x and lowers one rival, so the set of teams ahead of x can only shrink, and the goal
 *    is monotone.
 * 2. Each other team is then forced ahead (already past x's total), never ahead (cannot pass it
 *    winning every game it has left) or open. A game of an open team against anyone but another
 *    open team can be lost at no cost (the forced stay ahead, the never stay behind).
 * 3. Letting a set U of open teams go ahead (no bound on them) and holding the rest to x's total
 *    is feasible or not by one flow (`splitsWithin`), and more freedom never hurts: so only the
 *    maximal sets U whose counts by division meet the goal need a flow. They are enumerated by
 *    count vector, then by members.
 * Shortcuts before any flow: the goal fails with the forced alone (false), holds with every open
 * team ahead (true), or holds in a greedy completion (each game among open teams to the one with
 * more room).
 *
 * @example
 * import { conferenceModelOf } from './ConferenceModel.js';
 * import { raceGoals } from './raceGoals.js';
 * const al = conferenceModelOf(race, 'American');
 * const division = raceGoals('mlb', 2019, al.divisions)[0]!; // { goal: 'division', kind: 'part', meets }
 * canMeetGoal(al, 3, division.kind === 'part' ? division.meets : () => false, true); // false: team 3 is eliminated
 */
export function canMeetGoal(m: ConferenceModel, x: number, meets: GoalPredicate, tiesForX: boolean | ((j: number) => boolean)): boolean {
  const { n, won, games, left, among, division } = m;
  const W = won[x]! + left[x]!;
  const gx = Math.max(1, games[x]!);
  const ahead = new Array<number>(m.divisions).fill(0);
  const room = new Array<number>(n).fill(0);
  let open: number[] = [];
  for (let j = 0; j < n; j++) {
    if (j === x) continue;
    const gj = games[j]!;
    const cap = (typeof tiesForX === 'boolean' ? tiesForX : tiesForX(j)) ? Math.floor((W * gj) / gx) : Math.ceil((W * gj) / gx) - 1;
    const base = won[j]!;
    const most = won[j]! + left[j]! - among[x * n + j]!;
    if (base > cap) ahead[division[j]!]!++;
    else if (most > cap) { open.push(j); room[j] = cap - base; }
  }
  if (!meets(ahead, division[x]!)) return false;
  // An open team that cannot pass its room even winning every game against the other open teams is never ahead.
  for (let changed = true; changed; ) {
    changed = false;
    const kept = open.filter((j) => {
      let g = 0;
      for (const k of open) g += among[j * n + k]!;
      return g > room[j]!;
    });
    if (kept.length < open.length) { open = kept; changed = true; }
  }
  const byDivision: number[][] = Array.from({ length: m.divisions }, () => []);
  for (const j of open) byDivision[division[j]!]!.push(j);
  const all = ahead.map((a, d) => a + byDivision[d]!.length);
  if (meets(all, division[x]!)) return true;
  if (greedy()) return true;
  const upper = byDivision.map((g) => g.length);
  const target = new Array<number>(m.divisions).fill(0);
  return forEachCountVector(upper, (k) => {
    for (let d = 0; d < k.length; d++) target[d] = ahead[d]! + k[d]!;
    if (!meets(target, division[x]!)) return false;
    // Maximal: one more open team of any division would break the goal.
    for (let d = 0; d < k.length; d++) {
      if (k[d]! === upper[d]!) continue;
      target[d]!++;
      const more = meets(target, division[x]!);
      target[d]!--;
      if (more) return false;
    }
    return forEachChoice(byDivision, k, (free) => {
      const held = open.filter((j) => !free.includes(j));
      return splitsWithin(n, among, held, room);
    });
  });

  function greedy(): boolean {
    const r = room.slice();
    for (let a = 0; a < open.length; a++) {
      for (let b = a + 1; b < open.length; b++) {
        const i = open[a]!, j = open[b]!;
        for (let g = among[i * n + j]!; g > 0; g--) {
          if (r[i]! >= r[j]!) r[i]!--; else r[j]!--;
        }
      }
    }
    const count = ahead.slice();
    for (const j of open) if (r[j]! < 0) count[division[j]!]!++;
    return meets(count, division[x]!);
  }
}
