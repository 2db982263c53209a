import type { Season, Sport } from '../../ids/index.js';
import { seasonParam, sportParam } from '../../ids/sportParam.js';

/**
 * Whether a team meets a goal, read from how many teams of its conference finish ahead of it in
 * each division (`ahead[D]`, the team itself not counted) and its own division `own`. Every goal
 * of the race is such a predicate, and each is monotone: fewer teams ahead never hurts
 * (`ahead' <= ahead` componentwise and `meets(ahead)` imply `meets(ahead')`), which is what makes
 * the search of `canMeetGoal` / `canMissGoal` exact.
 */
export type GoalPredicate = (ahead: readonly number[], own: number) => boolean;

/** The predicates that read only the teams ahead in the team's own division (see {@link readsOwnDivisionOnly}). */
const ownDivisionOnly = new WeakSet<GoalPredicate>();

/**
 * Whether a goal's predicate (one made by {@link raceGoals}) reads only the teams ahead in the
 * team's own division: the division title (MLB: and the seed that is the same test, "seed 3 or
 * better" with three divisions). An MLB tie search may then leave aside every game of the other
 * divisions' teams (D157); an NBA one only once every tie of the team's is decided by a season
 * series that is over (D167: its later criteria read other teams' games).
 *
 * @example
 * const [division, postseason] = raceGoals('mlb', 2023, 3);
 * division?.kind === 'part' && readsOwnDivisionOnly(division.meets); // true
 * postseason?.kind === 'part' && readsOwnDivisionOnly(postseason.meets); // false
 */
export function readsOwnDivisionOnly(meets: GoalPredicate): boolean {
  return ownDivisionOnly.has(meets);
}

/**
 * A goal of the race. `part` goals are monotone predicates; `between` goals (a wild card, the
 * play-in, one exact seed) are "meets `within` but not `better`", `better` implying `within`.
 */
export type RaceGoal =
  | { readonly goal: string; readonly kind: 'part'; readonly meets: GoalPredicate }
  | { readonly goal: string; readonly kind: 'between'; readonly within: string; readonly better: string };

/**
 * The goals of a sport and season, each a predicate over the teams ahead by division (see
 * {@link GoalPredicate}); `divisions` is the number of divisions of a conference (3 in both
 * leagues; any number in generated leagues). Seeding follows `computeMlbPostseasonField` and
 * `computeNbaPostseasonField`:
 * - MLB: `division`; `atMostN` "seed N or better" (parts) and `seedN` exactly seed N; division
 *   winners are seeds 1 to `divisions` by record, then the wild cards (1 through 2011, 2 in
 *   2012-2021, 3 from 2022); 2020: the division winners, then the runners-up, then 2 wild cards.
 *   `postseason` is any seed, `wildCard` a postseason place other than a division title (2020: the
 *   last two seeds), `bye` (from 2022) seeds 1-2.
 * - NBA: seeds by record from 2015-16; through 2014-15 the division winners and the best other
 *   team are seeds 1-4 (by record), the rest 5-8 (peers-and-rules B3); `division`; `postseason`
 *   the top 8 (through 2019-20) or the top 10 (from 2020-21: season 2021); then also `topSix` (a
 *   playoff berth without the play-in) and `playIn` (places 7-10).
 *
 * @example
 * raceGoals('mlb', 2019, 3).map((g) => g.goal);
 * // ['division', 'postseason', 'wildCard', 'seed1', 'atMost2', 'seed2', ..., 'atMost5', 'seed5']
 */
export function raceGoals(sport: Sport, season: Season, divisions: number): RaceGoal[] {
  sportParam('raceGoals', sport);
  seasonParam('raceGoals', season);
  if (!Number.isSafeInteger(divisions) || divisions < 1) throw new RangeError(`raceGoals: divisions must be a positive integer (the conference's divisions), got ${String(divisions)}`);
  const part = (goal: string, meets: GoalPredicate): RaceGoal => ({ goal, kind: 'part', meets });
  const between = (goal: string, within: string, better: string): RaceGoal => ({ goal, kind: 'between', within, better });
  const goals: RaceGoal[] = [part('division', (a, own) => a[own] === 0)];
  let places: number;
  let atMostOf: (s: number) => GoalPredicate;
  // One predicate object per place, shared by the goals that are the same test (`postseason` and
  // the last `atMostN`, `bye` and `atMost2`, `topSix` and `atMost6`), so a caller may compute it once.
  const made = new Map<number, GoalPredicate>();
  const atMost = (s: number): GoalPredicate => {
    let p = made.get(s);
    if (!p) { p = atMostOf(s); made.set(s, p); }
    return p;
  };
  if (sport === 'nba') {
    places = season >= 2021 ? 10 : 8;
    atMostOf = season <= 2015 ? (s) => nbaGuaranteedAtMost(s, divisions) : (s) => (a) => sum(a) < s;
    goals.push(part('postseason', atMost(places)));
    if (season >= 2021) {
      goals.push(part('topSix', atMost(6)), between('playIn', 'postseason', 'topSix'));
    }
  } else if (season === 2020) {
    places = 2 * divisions + 2;
    atMostOf = (s) => mlb2020AtMost(s, divisions);
    goals.push(part('postseason', atMost(places)), between('wildCard', 'postseason', `atMost${2 * divisions}`));
  } else {
    const wild = season <= 2011 ? 1 : season <= 2021 ? 2 : 3;
    places = divisions + wild;
    atMostOf = (s) => mlbAtMost(s, divisions);
    goals.push(part('postseason', atMost(places)), between('wildCard', 'postseason', 'division'));
    if (season >= 2022) goals.push(part('bye', atMost(2)));
  }
  // MLB: a division title is the same test as "seed `divisions` or better": no team of another
  // division can keep a division's leader from a top-`divisions` seed.
  if (sport === 'mlb') {
    goals[0] = part('division', atMost(divisions));
    ownDivisionOnly.add(atMost(divisions));
  } else {
    ownDivisionOnly.add((goals[0] as Extract<RaceGoal, { kind: 'part' }>).meets);
  }
  // `seed1` is "seed 1 or better"; `atMostN` are the parts the exact seeds are made of.
  goals.push(part('seed1', atMost(1)));
  for (let s = 2; s <= places; s++) goals.push(part(`atMost${s}`, atMost(s)), between(`seed${s}`, `atMost${s}`, s === 2 ? 'seed1' : `atMost${s - 1}`));
  return goals;
}

function sum(a: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
}

/** MLB from 1995 except 2020: seed `s` or better. Division winners first, then the rest by record. */
function mlbAtMost(s: number, divisions: number): GoalPredicate {
  if (s <= divisions) {
    return (a, own) => {
      if (a[own] !== 0) return false;
      let winners = 0;
      for (let d = 0; d < a.length; d++) if (d !== own && a[d]! > 0) winners++;
      return winners < s;
    };
  }
  return (a, own) => {
    if (a[own] === 0) return true;
    let rest = 0;
    for (let d = 0; d < a.length; d++) rest += Math.max(0, a[d]! - 1);
    return rest < s - divisions;
  };
}

/** MLB 2020: division winners, then runners-up, then the best of the rest. */
function mlb2020AtMost(s: number, divisions: number): GoalPredicate {
  if (s <= divisions) return mlbAtMost(s, divisions);
  if (s <= 2 * divisions) {
    return (a, own) => {
      if (a[own] === 0) return true;
      if (a[own]! > 1) return false;
      let seconds = 0;
      for (let d = 0; d < a.length; d++) if (d !== own && a[d]! > 1) seconds++;
      return seconds < s - divisions;
    };
  }
  return (a, own) => {
    if (a[own]! <= 1) return true;
    let rest = 0;
    for (let d = 0; d < a.length; d++) rest += Math.max(0, a[d]! - 2);
    return rest < s - 2 * divisions;
  };
}

/**
 * NBA through 2014-15: seed `s` or better when the division winners and the best other team
 * take seeds 1 to `divisions + 1` by record, the others follow by record.
 */
function nbaGuaranteedAtMost(s: number, divisions: number): GoalPredicate {
  return (a, own) => {
    let others = 0, leaders = 0;
    for (let d = 0; d < a.length; d++) {
      others += Math.max(0, a[d]! - 1);
      if (a[d]! > 0) leaders++;
    }
    if (a[own] === 0) return leaders + (others > 0 ? 1 : 0) < s;
    return others === 0 ? leaders + 1 <= s : divisions + 1 + others <= s;
  };
}
