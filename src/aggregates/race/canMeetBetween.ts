import { assignsWithin } from './assignsWithin.js';
import type { ConferenceModel } from './ConferenceModel.js';
import { forEachChoice } from './forEachChoice.js';
import { forEachCountVector } from './forEachCountVector.js';
import type { GoalPredicate } from './raceGoals.js';

/**
 * Whether some completion of the remaining games, with some resolution of its ties, has team `x`
 * meeting `within` but not `better` (both monotone, `better` implying `within`): a wild card (the
 * postseason but not the division), the play-in (the top ten but not the top six), one exact
 * seed. Exact, by search:
 * 1. x's final wins W, each possible value (x's wins are not at an extreme here). Its games
 *    against teams outside the conference are free, so it takes between W - wins - those games
 *    and W - wins of its games inside the conference.
 * 2. Each other team is then always ahead of x (its least total passes W), always behind (its
 *    most total stays below W) or open; a team level with x may be put on either side.
 * 3. A completion works iff some set S of open teams ends at or above W, a disjoint set T at or
 *    below, with `better` failing for the forced and S ahead (it fails for every larger set) and
 *    `within` holding with all but T ahead (it holds for every smaller set). Fewer constraints
 *    never hurt, so only minimal S and minimal T are tried, each pair by one flow with lower and
 *    upper bounds (`assignsWithin`): S's totals at least W, T's at most W, x's exactly W.
 *
 * @example
 * import { conferenceModelOf } from './ConferenceModel.js';
 * import { raceGoals, type GoalPredicate } from './raceGoals.js';
 * const al = conferenceModelOf(race, 'American');
 * const test = (name: string): GoalPredicate => {
 *   const g = raceGoals('mlb', 2019, al.divisions).find((h) => h.goal === name);
 *   return g?.kind === 'part' ? g.meets : () => false;
 * };
 * canMeetBetween(al, 3, test('postseason'), test('division')); // can team 3 still be a wild card?
 */
export function canMeetBetween(m: ConferenceModel, x: number, within: GoalPredicate, better: GoalPredicate): boolean {
  const { n, won, games, left, among, outside, division } = m;
  const own = division[x]!;
  const gx = Math.max(1, games[x]!);
  const inside = left[x]! - outside[x]!;
  const least = new Array<number>(n).fill(0);
  const most = new Array<number>(n).fill(Infinity);
  const needOf = new Array<number>(n).fill(0);
  const capOf = new Array<number>(n).fill(0);
  // Open teams are listed best record first: the natural S takes from the front, T from the back.
  const order = [...Array(n).keys()].sort((a, b) => won[b]! * Math.max(1, games[a]!) - won[a]! * Math.max(1, games[b]!) || a - b);
  // The minimal count vectors depend only on the forced and open counts: shared between totals.
  const vectors = new Map<string, readonly [number[][], number[][]]>();
  // First pass: a few likely totals W, and for each pair of count vectors only the natural
  // members, which finds a completion quickly when there is one; then every total and choice.
  return likelyFirst().slice(0, NATURAL_TOTALS).some((W) => tryTotal(W, true)) || totals().some((W) => tryTotal(W, false));

  function tryTotal(W: number, natural: boolean): boolean {
    const lowest = Math.max(0, W - won[x]! - outside[x]!);
    if (lowest > inside) return false;
    const ahead = new Array<number>(m.divisions).fill(0);
    const byDivision: number[][] = Array.from({ length: m.divisions }, () => []);
    for (const j of order) {
      if (j === x) continue;
      const gj = games[j]!;
      needOf[j] = Math.ceil((W * gj) / gx);
      capOf[j] = Math.floor((W * gj) / gx);
      if (won[j]! > capOf[j]!) ahead[division[j]!]!++;
      else if (won[j]! + left[j]! >= needOf[j]!) byDivision[division[j]!]!.push(j);
    }
    const upper = byDivision.map((g) => g.length);
    if (!within(ahead, own)) return false;
    const all = ahead.map((a, d) => a + upper[d]!);
    if (better(all, own)) return false;
    const key = `${ahead.join(',')}|${upper.join(',')}`;
    let pair = vectors.get(key);
    if (!pair) {
      pair = [minimalAbove(ahead, upper, better, own), minimalBelow(all, upper, within, own)];
      vectors.set(key, pair);
    }
    const choose = natural ? firstChoice : forEachChoice;
    for (const s of pair[0]) {
      for (const t of pair[1]) {
        if (s.some((c, d) => c + t[d]! > upper[d]!)) continue;
        const found = choose(byDivision, s, (S) => {
          const rest = byDivision.map((g) => g.filter((j) => !S.includes(j)).reverse());
          return choose(rest, t, (T) => {
            least.fill(0);
            most.fill(Infinity);
            least[x] = lowest;
            most[x] = W - won[x]!;
            for (const j of S) least[j] = Math.max(0, needOf[j]! - won[j]! - outside[j]!);
            for (const j of T) most[j] = capOf[j]! - won[j]!;
            return assignsWithin(n, among, least, most);
          });
        });
        if (found) return true;
      }
    }
    return false;
  }

  /** x's possible final wins, most first. */
  function totals(): number[] {
    const out: number[] = [];
    for (let W = won[x]! + left[x]!; W >= won[x]!; W--) out.push(W);
    return out;
  }

  /**
   * The same, those first where the teams ahead at mid-course (each other team winning half its
   * games left) meet `within` and miss `better`, nearest x's own mid-course total first.
   */
  function likelyFirst(): number[] {
    const mid = won[x]! + left[x]! / 2;
    const v = new Array<number>(m.divisions);
    const score = (W: number): number => {
      v.fill(0);
      for (let j = 0; j < n; j++) if (j !== x && (won[j]! + left[j]! / 2) * gx > W * games[j]!) v[division[j]!]!++;
      return (within(v, own) && !better(v, own) ? 0 : 1e6) + Math.abs(W - mid);
    };
    return totals().map((W) => [score(W), W] as const).sort((a, b) => a[0] - b[0]).map((p) => p[1]);
  }
}

/** How many of x's likeliest totals the quick first pass tries. */
const NATURAL_TOTALS = 4;

/** Only the first choice of `forEachChoice`: the first members of each group. */
function firstChoice(groups: readonly (readonly number[])[], counts: readonly number[], visit: (chosen: readonly number[]) => boolean): boolean {
  // A loop, not `flatMap` with `slice`: V8 runs flatMap through its runtime (D180).
  const chosen: number[] = [];
  for (let d = 0; d < groups.length; d++) {
    const group = groups[d]!;
    const n = Math.min(counts[d]!, group.length);
    for (let k = 0; k < n; k++) chosen.push(group[k]!);
  }
  return visit(chosen);
}

/** The minimal vectors s (s <= upper) with `better` failing when `ahead + s` are ahead. */
function minimalAbove(ahead: readonly number[], upper: readonly number[], better: GoalPredicate, own: number): number[][] {
  const out: number[][] = [];
  const v = ahead.slice();
  forEachCountVector(upper, (k) => {
    for (let d = 0; d < v.length; d++) v[d] = ahead[d]! + k[d]!;
    if (better(v, own)) return false;
    for (let d = 0; d < v.length; d++) {
      if (k[d]! === 0) continue;
      v[d]!--;
      const back = better(v, own);
      v[d]!++;
      if (!back) return false;
    }
    out.push(k.slice());
    return false;
  });
  return out;
}

/** The minimal vectors t (t <= upper) with `within` holding when `all - t` are ahead. */
function minimalBelow(all: readonly number[], upper: readonly number[], within: GoalPredicate, own: number): number[][] {
  const out: number[][] = [];
  const v = all.slice();
  forEachCountVector(upper, (k) => {
    for (let d = 0; d < v.length; d++) v[d] = all[d]! - k[d]!;
    if (!within(v, own)) return false;
    for (let d = 0; d < v.length; d++) {
      if (k[d]! === 0) continue;
      v[d]!++;
      const still = within(v, own);
      v[d]!--;
      if (still) return false;
    }
    out.push(k.slice());
    return false;
  });
  return out;
}
