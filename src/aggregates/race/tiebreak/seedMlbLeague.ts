import { wildCardSpots } from '../../computeWildcard.js';
import type { TieStake } from './TieDecision.js';
import { orderByRecord } from './orderByRecord.js';

/** How a team entered the postseason field. */
export type SeedVia = 'division' | 'wildcard' | 'second' | 'record';

/** What {@link seedMlbLeague} reads: one league's divisions and their teams (any indexes), and how to compare and break ties. */
export interface MlbSeedingInput {
  readonly divisions: readonly { readonly division: string; readonly teams: readonly number[] }[];
  /** Winning percentage, best first: < 0 when `a` is better, 0 when tied. */
  readonly compare: (a: number, b: number) => number;
  /**
   * Orders tied teams; `stake` says what the tie is for and `places` how many of them the places
   * at stake take (a division's lead: 1; across the last wild card: the wild cards left; 0 for
   * a tie that decides no place: `seed` and `order`).
   */
  readonly breakTie: (tied: readonly number[], stake: TieStake, places: number) => readonly number[];
}

/** A league's seeding: the field, the division winners and every team best first. */
export interface MlbSeeding {
  readonly seeds: readonly { readonly seed: number; readonly team: number; readonly via: SeedVia }[];
  readonly divisionWinners: readonly { readonly division: string; readonly team: number }[];
  readonly order: readonly number[];
}

/**
 * Seeds one MLB league by the format of its season (peers-and-rules B6): division winners are
 * seeds 1-3 by record, then the wild cards by record (1 through 2011, 2 in 2012-2021, 3 from
 * 2022); 2020: the winners, the division runners-up (`second`) 4-6, then two wild cards 7-8.
 * Only the ties that matter are handed to `breakTie`: a tie for a division's lead (`division`;
 * 2020 also for its second place, `place`), between teams of the field (`seed`), across the last
 * place of the field (`place`), and among the teams outside it (`order`, for the full order).
 *
 * @example
 * const wins = [95, 90, 80, 97, 70, 60];
 * const divisions = [{ division: 'East', teams: [0, 1, 2] }, { division: 'West', teams: [3, 4, 5] }];
 * const league = seedMlbLeague({ divisions, compare: (a, b) => wins[b]! - wins[a]!, breakTie: (tied) => tied }, 2019);
 * league.seeds.map((s) => `${s.team}:${s.via}`); // ['3:division', '0:division', '1:wildcard', '2:wildcard']
 */
export function seedMlbLeague(input: MlbSeedingInput, season: number): MlbSeeding {
  const { compare, breakTie } = input;
  const divisions = input.divisions.filter((d) => d.teams.length > 0);
  const top = season === 2020 ? 2 : 1;
  const divisionStake = (i: number, j: number): TieStake => (i === 0 ? 'division' : i < top && top < j ? 'place' : 'order');
  const breakTop = (tied: readonly number[], stake: TieStake, first: number) => (stake === 'order' ? tied : breakTie(tied, stake, stake === 'division' ? 1 : top - first));
  const standings = divisions.map((d) => orderByRecord(d.teams, compare, divisionStake, breakTop));
  const divisionWinners = divisions.map((d, k) => ({ division: d.division, team: standings[k]![0]! }));
  const bySeed = (tied: readonly number[]) => breakTie(tied, 'seed', 0);
  const winners = orderByRecord(divisionWinners.map((w) => w.team), compare, () => 'seed', bySeed);
  const seeds: { seed: number; team: number; via: SeedVia }[] = winners.map((team, i) => ({ seed: i + 1, team, via: 'division' }));
  let pool: number[];
  if (season === 2020) {
    const seconds = orderByRecord(placesFrom(standings, 1, 2), compare, () => 'seed', bySeed);
    for (const team of seconds) seeds.push({ seed: seeds.length + 1, team, via: 'second' });
    pool = placesFrom(standings, 2, Infinity);
  } else {
    pool = placesFrom(standings, 1, Infinity);
  }
  const spots = wildCardSpots(season);
  const rest = orderByRecord(pool, compare, (i, j) => (j <= spots ? 'seed' : i < spots ? 'place' : 'order'), (tied, stake, first) => breakTie(tied, stake, stake === 'place' ? spots - first : 0));
  for (const team of rest.slice(0, spots)) seeds.push({ seed: seeds.length + 1, team, via: 'wildcard' });
  const order: number[] = [];
  for (const s of seeds) order.push(s.team);
  for (let k = spots; k < rest.length; k++) order.push(rest[k]!);
  return { seeds, divisionWinners, order };
}

/** The teams placed `from .. to - 1` in each division, division by division (flatMap is slow in V8). */
function placesFrom(standings: readonly (readonly number[])[], from: number, to: number): number[] {
  const out: number[] = [];
  for (const d of standings) for (let k = from; k < d.length && k < to; k++) out.push(d[k]!);
  return out;
}
