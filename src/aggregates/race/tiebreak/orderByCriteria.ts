import type { RaceResults } from '../RaceResults.js';
import type { TieDecision, TieRule, TieStake } from './TieDecision.js';

/**
 * One criterion of a tiebreak procedure: a record (won, lost: the better winning percentage
 * wins, none read as .000) or a number (larger wins) per tied team.
 */
export type TieCriterion =
  | { readonly rule: TieRule; readonly detail?: string; readonly record: (team: number, tied: readonly number[]) => readonly [number, number] }
  | { readonly rule: TieRule; readonly detail?: string; readonly number: (team: number, tied: readonly number[]) => number };

/** How a criterion that separates some tied teams places them (see {@link orderByCriteria}). */
export type TieSplit = 'best' | 'all';

/**
 * Orders tied teams (indexes of `results.teams`) by a procedure: the criteria of `criteriaOf(tied)`
 * in turn until one gives them different values. Then (`split: 'best'`, MLB) the teams with the
 * best value are placed ahead and both they and the rest start the procedure again among
 * themselves; or (`'all'`, NBA's guideline) the teams are placed by value, and each group still
 * equal starts again. A group nothing separates is ordered by full name (rule `draw`, the
 * stand-in for the leagues' drawing of lots). Every separation is pushed to `decisions` (when
 * given) with the stake, the rule, the teams still tied and the ones placed ahead, records as the
 * detail (`NYM 7-6, ATL 6-7`).
 *
 * @example
 * import { resultsOfRace } from '../resultsOfRace.js';
 * const results = resultsOfRace(race);
 * const n = results.teams.length;
 * const headToHead: TieCriterion = { rule: 'head-to-head', record: (t, tied) => [tied.reduce((w, o) => w + results.beat[t * n + o]!, 0), tied.reduce((l, o) => l + results.beat[o * n + t]!, 0)] };
 * orderByCriteria(results, [3, 7], () => [headToHead], 'best', 'division'); // [7, 3] if 7 won the series
 */
export function orderByCriteria(
  results: RaceResults,
  tied: readonly number[],
  criteriaOf: (tied: readonly number[]) => Iterable<TieCriterion>,
  split: TieSplit,
  stake: TieStake,
  decisions?: TieDecision[],
): number[] {
  if (tied.length < 2) return [...tied];
  const values = new Array<number>(tied.length);
  // Criteria these results cannot settle are read for a tie of the unsettled team (D151) and, when
  // the caller chooses, for a tie of its conference without it (D158; the other conference's
  // order changes nothing the team's place reads).
  const all = results.unsettled;
  const own = all !== undefined && tied.includes(all.team);
  const unsettled = own || (all?.choose !== undefined && sameConference(results, tied[0]!, all.team)) ? all : undefined;
  for (const criterion of criteriaOf(tied)) {
    if (unsettled?.open(criterion.rule, tied)) return placeUnsettled(results, tied, unsettled, own, criterion.rule, criteriaOf, split, stake, decisions);
    let best = -Infinity, worst = Infinity;
    for (let k = 0; k < tied.length; k++) {
      const v = valueOf(criterion, tied[k]!, tied);
      values[k] = v;
      if (v > best) best = v;
      if (v < worst) worst = v;
    }
    if (best === worst) continue;
    const groups = split === 'best' ? splitBest(tied, values, best) : splitAll(tied, values);
    const out: number[] = [];
    if (decisions) {
      // Listed by value, best first, then by name: the same whatever order the teams came in.
      const score = new Map(tied.map((t, k) => [t, values[k]!]));
      const listed = (list: readonly number[]) => [...list].sort((a, b) => score.get(b)! - score.get(a)! || byFullName(results, a, b));
      const all = listed(tied);
      for (let g = 0; g < groups.length - 1; g++) {
        const among = listed(groups.slice(g).flat());
        decisions.push(decision(results, stake, criterion, among, listed(groups[g]!), all));
      }
    }
    for (const group of groups) for (const t of orderByCriteria(results, group, criteriaOf, split, stake, decisions)) out.push(t);
    return out;
  }
  if (unsettled?.open('draw', tied)) return placeUnsettled(results, tied, unsettled, own, 'draw', criteriaOf, split, stake, decisions);
  const byName = [...tied].sort((a, b) => byFullName(results, a, b));
  if (decisions) {
    for (let k = 0; k < byName.length - 1; k++) {
      decisions.push({ stake, rule: 'draw', among: byName.slice(k).map((t) => results.teams[t]!.teamId), placed: [results.teams[byName[k]!]!.teamId], detail: 'nothing separates them: full name stands in for the drawing of lots' });
    }
  }
  return byName;
}

/**
 * A criterion the results cannot settle: its outcome may be any order of the tied teams. One team
 * is placed at an end and the others start again among themselves. When the unsettled team is
 * tied (`own`, D151), it goes last (first when the criterion is decided for it) and no decision is
 * recorded: only the clinch search reads it. Otherwise (D158) the caller's `choose` names the team
 * that goes first, so a caller that tries every answer tries every order.
 */
function placeUnsettled(
  results: RaceResults,
  tied: readonly number[],
  unsettled: NonNullable<RaceResults['unsettled']>,
  own: boolean,
  rule: TieRule,
  criteriaOf: (tied: readonly number[]) => Iterable<TieCriterion>,
  split: TieSplit,
  stake: TieStake,
  decisions?: TieDecision[],
): number[] {
  const team = own ? unsettled.team : tied[unsettled.choose!(tied.length)]!;
  if (!own) decisions?.push({ stake, rule, among: tied.map((t) => results.teams[t]!.teamId), placed: [results.teams[team]!.teamId], detail: 'not settled by these results: each order is tried' });
  const others = orderByCriteria(results, tied.filter((t) => t !== team), criteriaOf, split, stake, decisions);
  return !own || unsettled.forTeam ? [team, ...others] : [...others, team];
}

function sameConference(results: RaceResults, a: number, b: number): boolean {
  return results.teams[a]!.conference === results.teams[b]!.conference;
}

function byFullName(results: RaceResults, a: number, b: number): number {
  const x = results.teams[a]!.fullName, y = results.teams[b]!.fullName;
  return x < y ? -1 : x > y ? 1 : 0;
}

function valueOf(criterion: TieCriterion, team: number, tied: readonly number[]): number {
  if ('number' in criterion) return criterion.number(team, tied);
  const [w, l] = criterion.record(team, tied);
  return w + l === 0 ? 0 : w / (w + l);
}

/** The best, then the rest (each restarts). */
function splitBest(tied: readonly number[], values: readonly number[], best: number): number[][] {
  const top: number[] = [], rest: number[] = [];
  tied.forEach((t, k) => (values[k] === best ? top : rest).push(t));
  return [top, rest];
}

/** Groups of equal value, best first. */
function splitAll(tied: readonly number[], values: readonly number[]): number[][] {
  const distinct = [...new Set(values)].sort((a, b) => b - a);
  return distinct.map((v) => tied.filter((_, k) => values[k] === v));
}

function decision(results: RaceResults, stake: TieStake, criterion: TieCriterion, among: readonly number[], placed: readonly number[], tied: readonly number[]): TieDecision {
  const abbr = (t: number) => results.teams[t]!.abbreviation;
  const detail = 'record' in criterion
    ? tied.map((t) => { const [w, l] = criterion.record(t, tied); return `${abbr(t)} ${w}-${l}`; }).join(', ')
    : tied.map((t) => `${abbr(t)} ${criterion.number(t, tied)}`).join(', ');
  return {
    stake,
    rule: criterion.rule,
    among: among.map((t) => results.teams[t]!.teamId),
    placed: placed.map((t) => results.teams[t]!.teamId),
    detail: criterion.detail ? `${criterion.detail}: ${detail}` : detail,
  };
}
