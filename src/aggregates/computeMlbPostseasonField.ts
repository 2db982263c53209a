import { wildCardSpots } from './computeWildcard.js';
import { byWinPercentage } from './StandingRow.js';
import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/** A seeded team of a derived postseason field. */
export interface SeededTeam {
  readonly seed: number;
  readonly team: Team;
}

/**
 * The postseason field of one MLB league from its final regular-season records, seeded by the
 * format of the season (peers-and-rules B6; MLB.com, 2022-07-25):
 * - division winners are seeds 1-3, ordered by winning percentage;
 * - through 2011 the best other team is seed 4 (the wild card); 2012-2021 the two best are 4-5;
 *   from 2022 the three best are 4-6;
 * - 2020: the division runners-up are seeds 4-6 and the two best of the rest 7-8.
 * Records are compared as winning percentages (a club may have played 161 or 163 games). A tie
 * anywhere (for a division, a place in the field or a seed) is ordered by `breakTie` (the
 * caller passes `computeMlbTiebreak`: head-to-head first). Through 2021 ties for a place were
 * settled on the field by tiebreaker games, which are regular-season games, so
 * only ties for a seed among qualified clubs remain for it.
 *
 * @example
 * import { computeMlbTiebreak } from './computeMlbTiebreak.js';
 * const al = computeMlbPostseasonField([alEast, alCentral, alWest], recordOf, 2023, (tied) => computeMlbTiebreak(tied, games, alignmentOf));
 * al.map((s) => s.team.abbreviation); // ['BAL', 'HOU', 'MIN', 'TB', 'TEX', 'TOR']
 */
export function computeMlbPostseasonField(
  divisions: readonly (readonly Team[])[],
  recordOf: (team: Team) => TeamRecord,
  season: number,
  breakTie: (tied: readonly Team[]) => readonly Team[],
): SeededTeam[] {
  const order = (teams: readonly Team[]) => orderByRecord(teams, recordOf, breakTie);
  const standings = divisions.filter((d) => d.length > 0).map(order);
  const winners = order(standings.map((d) => d[0]!));
  let field: Team[];
  if (season === 2020) {
    const seconds = order(standings.flatMap((d) => (d.length > 1 ? [d[1]!] : [])));
    const rest = order(standings.flatMap((d) => d.slice(2)));
    field = [...winners, ...seconds, ...rest.slice(0, 2)];
  } else {
    const rest = order(standings.flatMap((d) => d.slice(1)));
    field = [...winners, ...rest.slice(0, wildCardSpots(season))];
  }
  return field.map((team, i) => ({ seed: i + 1, team }));
}

/** Teams by winning percentage, best first; each group of equal percentages ordered by `breakTie`. */
function orderByRecord(teams: readonly Team[], recordOf: (team: Team) => TeamRecord, breakTie: (tied: readonly Team[]) => readonly Team[]): Team[] {
  const sorted = [...teams].sort((a, b) => byWinPercentage(recordOf(a), recordOf(b)));
  const out: Team[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && byWinPercentage(recordOf(sorted[i]!), recordOf(sorted[j]!)) === 0) j++;
    const tied = sorted.slice(i, j);
    out.push(...(tied.length > 1 ? breakTie(tied) : tied));
    i = j;
  }
  return out;
}
