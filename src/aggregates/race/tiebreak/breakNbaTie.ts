import type { RaceResults } from '../RaceResults.js';
import { headToHeadCriterion } from './headToHeadCriterion.js';
import { recordVersus } from './recordVersus.js';
import { orderByCriteria, type TieCriterion } from './orderByCriteria.js';
import type { TieDecision, TieStake } from './TieDecision.js';

/** NBA seeding eras: `since2016` (from 2015-16: seeding by record, head-to-head first) or `before2016` (2006-07 to 2014-15). */
export type NbaTieEra = 'since2016' | 'before2016';

/** What the NBA criteria read beside the results. */
export interface NbaTieContext {
  readonly era: NbaTieEra;
  /** 1 for each division winner; `null` while the division winners are being named (the criterion is then skipped). */
  readonly divisionWinner: ArrayLike<number> | null;
  /** 1 for each playoff-eligible team, both conferences (the places of the era, ties at the last one included). */
  readonly eligible: ArrayLike<number>;
}

/**
 * Orders NBA teams tied in winning percentage (indexes of `results.teams`) by the league's
 * procedure (peers-and-rules B3; before 2015-16 the NBA.com playoff picture's list):
 * - two teams: `head-to-head`; `division-winner`; `division-record` (same division only);
 *   `conference-record`; `playoff-eligible-own-conference`; `playoff-eligible-other-conference`;
 *   `point-differential`; before 2015-16 `division-winner` comes first, then `head-to-head`;
 * - more than two: `division-winner`; `head-to-head` (all games among them); `division-record`
 *   (all in one division only); `conference-record`; `playoff-eligible-own-conference`;
 *   `point-differential`.
 * A criterion places the teams by value (a complete break) or places those that did better and
 * leaves the equal ones tied (a partial break), each remaining tie starting again from the first
 * criterion of the two-team or multi-team list by its size (the NBA's guideline c); nothing
 * separating them, full name decides (`draw`). Each separation is pushed to `decisions`.
 *
 * @example
 * import { resultsOfRace } from '../resultsOfRace.js';
 * import { nbaEligible } from './seedNbaConference.js';
 * const results = resultsOfRace(race); // 2017-18, final
 * const at = (id: string) => results.teams.findIndex((t) => t.teamId === id);
 * const tied = [at('utah-jazz'), at('new-orleans-pelicans'), at('oklahoma-city-thunder')];
 * breakNbaTie(results, tied, { era: 'since2016', divisionWinner: null, eligible: nbaEligible(results, 8) }, 'seed'); // OKC, UTA, NOP
 */
export function breakNbaTie(results: RaceResults, tied: readonly number[], context: NbaTieContext, stake: TieStake, decisions?: TieDecision[]): number[] {
  return orderByCriteria(results, tied, nbaCriteria(results, context), 'all', stake, decisions);
}

function nbaCriteria(results: RaceResults, context: NbaTieContext): (tied: readonly number[]) => Iterable<TieCriterion> {
  const teams = results.teams;
  const versus = (t: number, include: (o: number) => boolean) => recordVersus(results, t, include);
  const sameConference = (t: number, o: number) => teams[o]!.conference === teams[t]!.conference;
  const headToHead = headToHeadCriterion(results);
  const winner = context.divisionWinner;
  const divisionWinner: TieCriterion | undefined = winner ? { rule: 'division-winner', number: (t) => winner[t]! } : undefined;
  const divisionRecord: TieCriterion = { rule: 'division-record', record: (t) => versus(t, (o) => sameConference(t, o) && teams[o]!.division === teams[t]!.division) };
  const conferenceRecord: TieCriterion = { rule: 'conference-record', record: (t) => versus(t, (o) => sameConference(t, o)) };
  const eligibleOwn: TieCriterion = { rule: 'playoff-eligible-own-conference', record: (t) => versus(t, (o) => context.eligible[o] === 1 && sameConference(t, o)) };
  const eligibleOther: TieCriterion = { rule: 'playoff-eligible-other-conference', record: (t) => versus(t, (o) => context.eligible[o] === 1 && !sameConference(t, o)) };
  const pointDifferential: TieCriterion = { rule: 'point-differential', number: (t) => results.pointDiff[t]! };
  return function* (tied) {
    const oneDivision = tied.every((t) => teams[t]!.division === teams[tied[0]!]!.division && sameConference(t, tied[0]!));
    if (tied.length === 2) {
      if (context.era === 'before2016') {
        if (divisionWinner) yield divisionWinner;
        yield headToHead;
      } else {
        yield headToHead;
        if (divisionWinner) yield divisionWinner;
      }
      if (oneDivision) yield divisionRecord;
      yield conferenceRecord;
      yield eligibleOwn;
      yield eligibleOther;
      yield pointDifferential;
    } else {
      if (divisionWinner) yield divisionWinner;
      yield headToHead;
      if (oneDivision) yield divisionRecord;
      yield conferenceRecord;
      yield eligibleOwn;
      yield pointDifferential;
    }
  };
}
