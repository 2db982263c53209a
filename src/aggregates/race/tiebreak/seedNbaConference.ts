import type { RaceResults } from '../RaceResults.js';
import { breakNbaTie, type NbaTieEra } from './breakNbaTie.js';
import { orderByRecord } from './orderByRecord.js';
import type { TieDecision, TieStake } from './TieDecision.js';

/** What {@link seedNbaConference} reads beside the results. */
export interface NbaSeedingInput {
  /** The conference's teams (indexes of `results.teams`). */
  readonly teams: readonly number[];
  readonly era: NbaTieEra;
  /** 1 for each playoff-eligible team of both conferences ({@link nbaEligible}). */
  readonly eligible: ArrayLike<number>;
  /** Postseason places (8, or 10 from 2020-21): a tie across the last one (or across 6/7 in the play-in era) is for a `place`. */
  readonly positions: number;
  /** Winning percentage, best first: < 0 when `a` is better, 0 when tied. */
  readonly compare: (a: number, b: number) => number;
}

/** A conference's seeding: every team in seed order and its division winners. */
export interface NbaSeeding {
  readonly order: readonly number[];
  readonly divisionWinners: readonly { readonly division: string; readonly team: number }[];
  /** Before 2015-16: the teams guaranteed a top-four seed (the division winners and the best other team). */
  readonly guaranteed: readonly number[];
}

/**
 * Seeds one NBA conference (every team, 1..15): first each division's winner (a tie for a
 * division's lead broken by the procedure only to name the winner), then
 * - from 2015-16 (`since2016`): all teams by record, ties by {@link breakNbaTie};
 * - 2006-07 to 2014-15 (`before2016`): the division winners and the best other team are seeds 1-4
 *   by record, the rest follow by record (NBA.com playoff picture, "Playoff Tie-Break
 *   Procedures"; NetsDaily 2015-09-09).
 * Decisions are pushed to `decisions` with their stake: `division` (naming a winner), `place`
 * (across the last postseason place, or across 6/7 in the play-in era, or for the fourth
 * guaranteed place before 2015-16), `seed`, `order` (below the places).
 *
 * @example
 * import { resultsOfRace } from '../resultsOfRace.js';
 * const results = resultsOfRace(race);
 * const pct = (t: number) => results.won[t]! / Math.max(1, results.won[t]! + results.lost[t]!);
 * const teams = results.teams.flatMap((t, i) => (t.conference === 'East' ? [i] : []));
 * const east = seedNbaConference(results, { teams, era: 'since2016', eligible: nbaEligible(results, 8), positions: 8, compare: (a, b) => pct(b) - pct(a) });
 * east.order[0]; // the first seed
 */
export function seedNbaConference(results: RaceResults, input: NbaSeedingInput, decisions?: TieDecision[]): NbaSeeding {
  const { compare, era, eligible } = input;
  const teams = results.teams;
  const divisions = new Map<string, number[]>();
  for (const t of input.teams) {
    const d = teams[t]!.division;
    const list = divisions.get(d);
    if (list) list.push(t);
    else divisions.set(d, [t]);
  }
  const naming = { era, divisionWinner: null, eligible };
  const divisionWinners = [...divisions.entries()].map(([division, members]) => {
    const sorted = [...members].sort(compare);
    let j = 1;
    while (j < sorted.length && compare(sorted[0]!, sorted[j]!) === 0) j++;
    const team = j === 1 ? sorted[0]! : breakNbaTie(results, sorted.slice(0, j), naming, 'division', decisions)[0]!;
    return { division, team };
  });
  const winner = new Uint8Array(teams.length);
  for (const w of divisionWinners) winner[w.team] = 1;
  const context = { era, divisionWinner: winner, eligible };
  const boundaries = input.positions === 10 ? [6, 10] : [input.positions];
  const stakeFrom = (offset: number) => (i: number, j: number): TieStake => {
    const first = i + offset, end = j + offset;
    if (boundaries.some((b) => first < b && b < end)) return 'place';
    return end <= input.positions ? 'seed' : 'order';
  };
  const breakTie = (tied: readonly number[], stake: TieStake) => breakNbaTie(results, tied, context, stake, decisions);
  if (era === 'since2016') return { order: orderByRecord(input.teams, compare, stakeFrom(0), breakTie), divisionWinners, guaranteed: [] };
  const others = orderByRecord(input.teams.filter((t) => winner[t] !== 1), compare, (i, j) => (i === 0 ? 'place' : stakeFrom(divisionWinners.length + 1)(i - 1, j - 1)), breakTie);
  const guaranteed = [...divisionWinners.map((w) => w.team), ...others.slice(0, 1)];
  const top = orderByRecord(guaranteed, compare, () => 'seed', breakTie);
  return { order: [...top, ...others.slice(1)], divisionWinners, guaranteed };
}

/**
 * The playoff-eligible teams for the NBA tiebreakers, both conferences: in each, the `positions`
 * best by winning percentage (8, or 10 in the play-in era), every team tied with the last
 * included (D14).
 *
 * @example
 * import { resultsOfRace } from '../resultsOfRace.js';
 * const eligible = nbaEligible(resultsOfRace(race), 8); // eligible[i] === 1 for the eligible teams
 */
export function nbaEligible(results: RaceResults, positions: number): Uint8Array {
  const out = new Uint8Array(results.teams.length);
  const pct = (t: number) => (results.won[t]! + results.lost[t]! === 0 ? 0 : results.won[t]! / (results.won[t]! + results.lost[t]!));
  const conferences = new Map<string, number[]>();
  results.teams.forEach((team, i) => {
    const list = conferences.get(team.conference);
    if (list) list.push(i);
    else conferences.set(team.conference, [i]);
  });
  for (const members of conferences.values()) {
    const sorted = [...members].sort((a, b) => pct(b) - pct(a));
    const cut = sorted.length >= positions ? pct(sorted[positions - 1]!) : -1;
    for (const t of sorted) if (pct(t) >= cut) out[t] = 1;
  }
  return out;
}
