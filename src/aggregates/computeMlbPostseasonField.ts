import { seedMlbLeague } from './race/tiebreak/seedMlbLeague.js';
import { byWinPercentage } from './StandingRow.js';
import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';
import { concatLists } from './concatLists.js';

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
 * only ties for a seed among qualified clubs remain for it. An adapter over `seedMlbLeague`, the
 * seeding of the postseason picture.
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
  const teams = concatLists(divisions);
  const records = teams.map(recordOf);
  const index = new Map(teams.map((t, i) => [t as Team, i]));
  let next = 0;
  const seeding = seedMlbLeague({
    divisions: divisions.map((d) => ({ division: d[0]?.division ?? '', teams: d.map(() => next++) })),
    compare: (a, b) => byWinPercentage(records[a]!, records[b]!),
    breakTie: (tied) => breakTie(tied.map((i) => teams[i]!)).map((t) => index.get(t)!),
  }, season);
  return seeding.seeds.map((s) => ({ seed: s.seed, team: teams[s.team]! }));
}
