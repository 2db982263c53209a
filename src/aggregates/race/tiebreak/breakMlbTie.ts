import type { RaceResults } from '../RaceResults.js';
import { headToHeadCriterion } from './headToHeadCriterion.js';
import { recordVersus } from './recordVersus.js';
import { orderByCriteria, type TieCriterion } from './orderByCriteria.js';
import type { TieDecision, TieStake } from './TieDecision.js';

/**
 * Which MLB formula: `formula` (2022 on, and the seeding ties of every season: MLB.com, "How to
 * determine playoff tiebreakers", 2022-07-25) or `2020` (MLB.com, "Here's how tiebreakers will be
 * handled in 2020", 2020-09-16: head-to-head, intradivision, then the last 20 intradivision
 * games plus one until broken).
 */
export type MlbTieProcedure = 'formula' | '2020';

/**
 * Orders MLB clubs tied in winning percentage (indexes of `results.teams`) by MLB's formula:
 * 1. `head-to-head`: winning percentage in the games among the tied clubs (combined for three or
 *    more);
 * 2. `intradivision`: within the division;
 * 3. `interdivision`: against the league's other divisions (not in 2020);
 * 4. `last-half-intraleague`: in the last half of intraleague games, then the last half plus one,
 *    plus two... until broken (2020: `last-intradivision`, the last 20 intradivision games, then
 *    21...).
 * When a criterion sets some clubs apart, the best are placed ahead and both they and the rest
 * start again among themselves (two-team rules once two remain: the same list); nothing
 * separating them, full name decides (`draw`, a stand-in for MLB's drawing of lots). Each
 * separation is pushed to `decisions` with `stake`.
 *
 * @example
 * import { resultsOfRace } from '../resultsOfRace.js';
 * import type { TieDecision } from './TieDecision.js';
 * const results = resultsOfRace(race); // 2023, final
 * const at = (id: string) => results.teams.findIndex((t) => t.teamId === id);
 * const decisions: TieDecision[] = [];
 * breakMlbTie(results, [at('texas-rangers'), at('houston-astros')], 'division', decisions); // Houston first
 * decisions[0]?.rule; // 'head-to-head' (9-4)
 */
export function breakMlbTie(results: RaceResults, tied: readonly number[], stake: TieStake, decisions?: TieDecision[], procedure: MlbTieProcedure = 'formula'): number[] {
  return orderByCriteria(results, tied, procedure === '2020' ? criteria2020(results) : criteriaFormula(results), 'best', stake, decisions);
}

type Include = (team: number, opponent: number) => boolean;

function sameLeague(results: RaceResults): Include {
  const teams = results.teams;
  return (t, o) => teams[o]!.conference === teams[t]!.conference;
}

function sameDivision(results: RaceResults): Include {
  const teams = results.teams;
  return (t, o) => teams[o]!.conference === teams[t]!.conference && teams[o]!.division === teams[t]!.division;
}

/** The last `k` games of each tied team among those `include` accepts, as criteria from `from` games to all. */
function* lastGames(results: RaceResults, tied: readonly number[], include: Include, from: (n: number) => number, rule: 'last-half-intraleague' | 'last-intradivision', label: (k: number, first: number) => string): Generator<TieCriterion> {
  const lists = new Map<number, { won: number[] }>();
  let n = Infinity;
  for (const t of tied) {
    const seq = results.sequenceOf(t);
    const won: number[] = [];
    for (let g = 0; g < seq.opponents.length; g++) if (include(t, seq.opponents[g]!)) won.push(seq.won[g]!);
    lists.set(t, { won });
    n = Math.min(n, won.length);
  }
  if (!(n > 0)) return;
  const first = from(n);
  for (let k = first; k <= n; k++) {
    yield {
      rule,
      detail: label(k, first),
      record: (t) => {
        const won = lists.get(t)!.won;
        let w = 0;
        for (let g = won.length - k; g < won.length; g++) w += won[g]!;
        return [w, k - w];
      },
    };
  }
}

function criteriaFormula(results: RaceResults): (tied: readonly number[]) => Iterable<TieCriterion> {
  const league = sameLeague(results);
  const division = sameDivision(results);
  const h2h = headToHeadCriterion(results);
  const intra: TieCriterion = { rule: 'intradivision', record: (t) => recordVersus(results, t, (o) => division(t, o)) };
  const inter: TieCriterion = { rule: 'interdivision', record: (t) => recordVersus(results, t, (o) => league(t, o) && !division(t, o)) };
  return function* (tied) {
    yield h2h;
    yield intra;
    yield inter;
    yield* lastGames(results, tied, league, (n) => Math.ceil(n / 2), 'last-half-intraleague', (k, first) => (k === first ? `last half (${k} games)` : `last half plus ${k - first} (${k} games)`));
  };
}

function criteria2020(results: RaceResults): (tied: readonly number[]) => Iterable<TieCriterion> {
  const division = sameDivision(results);
  const h2h = headToHeadCriterion(results);
  const intra: TieCriterion = { rule: 'intradivision', record: (t) => recordVersus(results, t, (o) => division(t, o)) };
  return function* (tied) {
    yield h2h;
    yield intra;
    yield* lastGames(results, tied, division, (n) => Math.min(20, n), 'last-intradivision', (k) => `last ${k} intradivision games`);
  };
}
