import { aheadInPicture, type PictureOrder } from './aheadInPicture.js';
import { canMeetBetween } from './canMeetBetween.js';
import { canMeetGoal } from './canMeetGoal.js';
import { canMissGoal } from './canMissGoal.js';
import { checkRaceSeason } from './checkRaceSeason.js';
import { clinchIndicatorOf } from './clinchIndicatorOf.js';
import { clinchNotesOf } from './clinchNotesOf.js';
import { computeClinchNumbers, type ClinchNumbers } from './computeClinchNumbers.js';
import { conferenceModelOf, type ConferenceModel } from './ConferenceModel.js';
import { raceGoals, type GoalPredicate, type RaceGoal } from './raceGoals.js';
import { computePostseasonPicture } from './computePostseasonPicture.js';
import { resultsOfRace } from './resultsOfRace.js';
import { sampleCompletions } from './sampleCompletions.js';
import { searchUnderTiebreaks } from './searchUnderTiebreaks.js';
import type { RaceSeason } from './RaceSeason.js';
import { witnessesOf, type Witness } from './witnessesOf.js';

/** Where a team stands for one goal. */
export interface GoalClinch {
  /** `division`, `postseason`, `wildCard`, `bye` (MLB from 2022), `topSix`, `playIn` (NBA from 2021), `seedN` (exactly seed N), `atMostN` (seed N or better). */
  readonly goal: string;
  /**
   * `clinched`: meets the goal in every completion of the remaining games, even with every tie
   * resolved against it; `eliminated`: meets it in no completion, even with every tie resolved
   * in its favour; `alive` otherwise. With `tieSearchBudget` (D151), ties a completion settles
   * are broken by the season's tiebreak rules instead (`byTiebreak`).
   */
  readonly status: 'clinched' | 'eliminated' | 'alive';
  /** Meets the goal in every completion if the ties it is part of go its way (true when clinched). Only for the monotone goals (not `wildCard`, `playIn`, `seedN` from 2). */
  readonly clinchedTie?: boolean;
  /** Not eliminated, but meets the goal only through a tie resolved its way. Only for the monotone goals. */
  readonly canOnlyTie?: boolean;
  /**
   * True when the status is `clinched` or `eliminated` only because the tiebreak rules settle the
   * ties it turns on (every tie resolved against the team, or for it, it would be `alive`), D151.
   */
  readonly byTiebreak?: boolean;
  /**
   * True when the search under the tiebreak rules (`tieSearchBudget`) ran out of its budget on
   * this goal: the status is then the one with ties resolved against the team (or for it), D151.
   */
  readonly tiesOpen?: boolean;
}

/** A team's clinch report: every goal, the published-style numbers (D112) and indicator, and notes. */
export interface TeamClinch extends ClinchNumbers {
  readonly teamId: string;
  readonly conference: string;
  readonly division: string;
  readonly goals: readonly GoalClinch[];
  /**
   * The standings' letter: MLB `z` (a bye from 2022; the league's best record before), `y`
   * (division), `w` (a wild card), `x` (a postseason berth), `e` (eliminated); NBA `z` (first
   * seed), `y` (division), `x` (a playoff berth: top six from 2021, top eight before), `pi` (the
   * play-in, from 2021), `o` (eliminated). Null when none applies.
   */
  readonly indicator: string | null;
  /** Where the published-style numbers and the exact answer differ, in words. */
  readonly notes: readonly string[];
}

/** Options of {@link computeClinch}. */
export interface ClinchOptions {
  /**
   * The season's decided picture, read only for a conference with no game left: the goals are
   * then read from its order, so ties are settled by the real tiebreak instead of being reported as ties.
   * Default: `computePostseasonPicture(resultsOfRace(race))`. Structural, so any picture with
   * these fields does.
   */
  readonly picture?: PictureOrder;
  /**
   * Turns on the search under the tiebreak rules (D151) for the goals that turn on a tie
   * (`clinchedTie` or `canOnlyTie` while alive): the most nodes it visits for one team and goal
   * before it leaves the goal as it was (`tiesOpen`); a leaf's pictures past its first (other
   * clubs' tiebreaker games tried both ways) count 16 nodes each (D156). A goal that follows from
   * one settled before it (a division title and the team's place, D160) is settled with it, without
   * a search. A whole number of nodes (0 to `Number.MAX_SAFE_INTEGER`); anything else is a
   * TypeError or RangeError. Default 0: off, every tie resolved against
   * the team for `clinched` and for it for `eliminated`. Its cost grows exponentially with the
   * games left in the worst case (D151 has the measurements).
   */
  readonly tieSearchBudget?: number;
}

/**
 * Clinched, eliminated or alive for every team and every goal of its season's format (MLB:
 * division, postseason, wild card, bye, each seed; NBA: division, top six, play-in, postseason,
 * each seed; see `raceGoals`), exactly, from who plays whom in the games left:
 * - teams rank by winning percentage over their whole schedule (by wins when schedules are
 *   equal), every scheduled game played;
 * - a monotone goal (division, postseason, bye, top six, seed N or better) is decided by
 *   `canMeetGoal` (eliminated: no completion, ties resolved for the team) and `canMissGoal`
 *   (clinched: no completion misses, ties resolved against it), with `clinchedTie` and
 *   `canOnlyTie` from the same searches with the tie rule the other way;
 * - a goal "within A but not B" (wild card, play-in, an exact seed) is clinched iff A is
 *   clinched and B eliminated; eliminated when A is eliminated or B clinched, and otherwise iff
 *   `canMeetBetween` finds no completion (and resolution of its ties) with A met and B missed.
 * - a conference with no game left is read from the season's picture
 *   (`computePostseasonPicture`, or `options.picture`): its ties are settled by the real tiebreak.
 * Before any search, 48 sampled completions per conference (`sampleCompletions`, fixed seed)
 * serve as witnesses: a goal met (or missed) in one of them needs no search that way. They
 * change the time, never the answer.
 * Beside the exact answer: the published-style magic and elimination numbers (D112), the
 * standings' indicator letter, and a note wherever the published style says otherwise.
 *
 * @example
 * const race = getRaceSeason(state, { sport: 'mlb', date: '2019-09-25', now });
 * computeClinch(race).find((t) => t.teamId === 'minnesota-twins')!.goals.find((g) => g.goal === 'postseason')!.status; // 'clinched'
 */
export function computeClinch(race: RaceSeason, options: ClinchOptions = {}): TeamClinch[] {
  checkRaceSeason('computeClinch', race);
  const budget = checkedBudget(options.tieSearchBudget);
  const conferences = [...new Set(race.teams.map((t) => t.conference))];
  const out = new Array<TeamClinch>(race.teams.length);
  let final: PictureOrder | undefined;
  for (const conference of conferences) {
    const m = conferenceModelOf(race, conference);
    const goals = raceGoals(race.sport, race.season, m.divisions);
    const decided = m.left.every((l) => l === 0) ? aheadInPicture(final ??= options.picture ?? computePostseasonPicture(resultsOfRace(race)), race, m) : null;
    const numbers = computeClinchNumbers(race, m);
    const parts = goals.filter((h): h is Extract<RaceGoal, { kind: 'part' }> => h.kind === 'part');
    const predicate = new Map(parts.map((g) => [g.goal, g.meets] as const));
    const samples = sampleCompletions(m, SAMPLES);
    for (let x = 0; x < m.n; x++) {
      const team = race.teams[m.teams[x]!]!;
      const seen = witnessesOf(m, x, samples);
      const byTest = new Map<GoalPredicate, GoalClinch>();
      const byGoal = new Map<string, GoalClinch>();
      const implied = budget > 0 ? impliedBy(parts, byGoal, aheadLimits(m, x), m.division[x]!) : undefined;
      // The parts first: the "between" goals are made of them.
      for (const g of parts) {
        if (decided) {
          byGoal.set(g.goal, decidedStatus(g.goal, g.meets(decided(x), m.division[x]!)));
          continue;
        }
        const known = byTest.get(g.meets);
        const found = known ? { ...known, goal: g.goal } : settleTies(partStatus(m, x, g, seen), race, m, x, g, budget, implied);
        byTest.set(g.meets, found);
        byGoal.set(g.goal, found);
      }
      for (const g of goals) {
        if (g.kind !== 'part') {
          const within = byGoal.get(g.within)!;
          const better = byGoal.get(g.better)!;
          let status: GoalClinch['status'] = within.status === 'clinched' && better.status === 'eliminated' ? 'clinched'
            : within.status === 'eliminated' || better.status === 'clinched' ? 'eliminated' : 'alive';
          // Meeting `within` and missing `better` may each be possible, but never in the same completion.
          if (status === 'alive' && !decided) {
            const within = predicate.get(g.within)!, better = predicate.get(g.better)!;
            if (!seen.some((w) => w.between(within, better)) && !canMeetBetween(m, x, within, better)) status = 'eliminated';
          }
          byGoal.set(g.goal, { goal: g.goal, status });
        }
      }
      const list = goals.map((g) => byGoal.get(g.goal)!);
      const n = numbers[x]!;
      out[m.teams[x]!] = {
        teamId: team.teamId, conference: team.conference, division: team.division, goals: list,
        indicator: clinchIndicatorOf(race.sport, race.season, byGoal),
        ...n,
        notes: clinchNotesOf(byGoal, n),
      };
    }
  }
  return out;
}

/**
 * The tie search's budget: 0 (off) when not given; otherwise a whole number of nodes from 0 to
 * `Number.MAX_SAFE_INTEGER`. Anything else (NaN, Infinity, a fraction, a negative number, a string)
 * is refused: a budget that never runs out would let the search run for as long as its
 * exponential worst case.
 */
function checkedBudget(budget: unknown): number {
  if (budget === undefined) return 0;
  if (typeof budget !== 'number') throw new TypeError(`computeClinch: tieSearchBudget must be a number of nodes, got ${budget === null ? 'null' : typeof budget}`);
  if (!Number.isSafeInteger(budget) || budget < 0) throw new RangeError(`computeClinch: tieSearchBudget must be a whole number of nodes from 0 to ${Number.MAX_SAFE_INTEGER} (0: off), got ${budget}`);
  return budget;
}

/** Sampled completions drawn per conference: witnesses only (see `sampleCompletions`). */
const SAMPLES = 48;

function partStatus(m: ConferenceModel, x: number, g: Extract<RaceGoal, { kind: 'part' }>, seen: readonly Witness[]): GoalClinch {
  const meets = g.meets, own = m.division[x]!;
  const possible = seen.some((w) => meets(w.strict, own)) || canMeetGoal(m, x, meets, true);
  if (!possible) return { goal: g.goal, status: 'eliminated', clinchedTie: false, canOnlyTie: false };
  const clinched = !(seen.some((w) => !meets(w.level, own)) || canMissGoal(m, x, meets, false));
  if (clinched) return { goal: g.goal, status: 'clinched', clinchedTie: true, canOnlyTie: false };
  const clinchedTie = !(seen.some((w) => !meets(w.strict, own)) || canMissGoal(m, x, meets, true));
  const canOnlyTie = !(seen.some((w) => meets(w.level, own)) || canMeetGoal(m, x, meets, false));
  return { goal: g.goal, status: 'alive', clinchedTie, canOnlyTie };
}

/**
 * An alive goal that turns on a tie (`clinchedTie` or `canOnlyTie`) searched under the tiebreak
 * rules (D151): clinched when no completion misses it, eliminated when none meets it. A goal that
 * follows from one already settled (`implied`, D160) is settled so, without a search.
 */
function settleTies(found: GoalClinch, race: RaceSeason, m: ConferenceModel, x: number, goal: Extract<RaceGoal, { kind: 'part' }>, budget: number, implied?: (g: Extract<RaceGoal, { kind: 'part' }>) => GoalClinch['status'] | undefined): GoalClinch {
  if (budget <= 0 || found.status !== 'alive' || !(found.clinchedTie || found.canOnlyTie)) return found;
  const status = implied?.(goal);
  if (status !== undefined) return { ...found, status, byTiebreak: true };
  const meets = goal.meets;
  let open = false;
  if (found.clinchedTie) {
    const miss = searchUnderTiebreaks(race, m, x, meets, 'miss', budget);
    if (miss === false) return { ...found, status: 'clinched', byTiebreak: true };
    if (miss === undefined) open = true;
  }
  if (found.canOnlyTie) {
    const meet = searchUnderTiebreaks(race, m, x, meets, 'meet', budget);
    if (meet === false) return { ...found, status: 'eliminated', byTiebreak: true };
    if (meet === undefined) open = true;
  }
  return open ? { ...found, tiesOpen: true } : found;
}

/**
 * For team x of the model: how many teams of each division can be ahead of it (every team of the
 * division, x itself not counted).
 */
function aheadLimits(m: ConferenceModel, x: number): number[] {
  const limits = new Array<number>(m.divisions).fill(0);
  for (let j = 0; j < m.n; j++) if (j !== x) limits[m.division[j]!]!++;
  return limits;
}

/**
 * The status a part goal takes from the parts already settled (D160): clinched when a clinched
 * goal implies it, eliminated when it implies an eliminated goal. One goal implies another when
 * every count of teams ahead that meets the first meets the second (`limits`: the most teams of
 * each division that can be ahead); the tie search reads every goal from the same picture, so a
 * completion that meets the first meets the second under the tiebreak rules too. Implications are
 * worked out once per pair for the team.
 */
function impliedBy(parts: readonly Extract<RaceGoal, { kind: 'part' }>[], byGoal: ReadonlyMap<string, GoalClinch>, limits: readonly number[], own: number) {
  const known = new Map<string, boolean>();
  return (g: Extract<RaceGoal, { kind: 'part' }>): GoalClinch['status'] | undefined => {
    for (const h of parts) {
      if (h === g || h.meets === g.meets) continue;
      const settled = byGoal.get(h.goal)?.status;
      if (settled === 'clinched' && implies(h, g)) return 'clinched';
      if (settled === 'eliminated' && implies(g, h)) return 'eliminated';
    }
    return undefined;
  };

  function implies(p: Extract<RaceGoal, { kind: 'part' }>, q: Extract<RaceGoal, { kind: 'part' }>): boolean {
    const key = `${p.goal}\u0000${q.goal}`;
    let found = known.get(key);
    if (found === undefined) known.set(key, (found = everyCount(limits, (ahead) => !p.meets(ahead, own) || q.meets(ahead, own))));
    return found;
  }
}

/** Whether `test` holds for every vector of counts from 0 to `limits[d]` in each division d. */
function everyCount(limits: readonly number[], test: (ahead: readonly number[]) => boolean): boolean {
  const ahead = new Array<number>(limits.length).fill(0);
  for (;;) {
    if (!test(ahead)) return false;
    let d = 0;
    while (d < limits.length && ahead[d] === limits[d]) ahead[d++] = 0;
    if (d === limits.length) return true;
    ahead[d]!++;
  }
}

function decidedStatus(goal: string, meets: boolean): GoalClinch {
  return { goal, status: meets ? 'clinched' : 'eliminated', clinchedTie: meets, canOnlyTie: false };
}
