import { computeGamesBackHalves } from './computeGamesBack.js';
import { rankCompetition } from './rankCompetition.js';
import { byWinPercentage, type StandingRow } from './StandingRow.js';

/**
 * Number of wild card places per league in an MLB season: 1 through 2011, 2 in 2012-2021,
 * 3 from 2022. DECISIONS section 6.
 *
 * @example
 * wildCardSpots(2019); // 2
 */
export function wildCardSpots(season: number): number {
  return season <= 2011 ? 1 : season <= 2021 ? 2 : 3;
}

/**
 * The wild card table of one league from its division tables: every division leader (every
 * rank-1 team, ties included) removed, the rest ranked by games back (competition ranks) and
 * measured from the team in the last wild card place, so teams ahead of it carry negative
 * values. Ordered by rank, winning percentage, full name.
 *
 * @example
 * const al = computeWildcard([alEast, alCentral, alWest], 2);
 * al.find((r) => r.rank === 1)?.gamesBackHalves; // <= 0
 */
export function computeWildcard(divisions: readonly (readonly StandingRow[])[], spots: number): StandingRow[] {
  const rest = divisions.flatMap((rows) => rows.filter((r) => r.rank !== 1));
  rest.sort(
    (a, b) =>
      b.record.won - b.record.lost - (a.record.won - a.record.lost) ||
      byWinPercentage(a.record, b.record) ||
      (a.team.fullName < b.team.fullName ? -1 : a.team.fullName > b.team.fullName ? 1 : 0),
  );
  const reference = rest[Math.min(spots, rest.length) - 1];
  const ranks = rankCompetition(rest, (a, b) => a.record.won - a.record.lost === b.record.won - b.record.lost);
  return rest.map((r, i) => ({
    team: r.team,
    record: r.record,
    rank: ranks[i]!,
    gamesBackHalves: reference ? computeGamesBackHalves(r.record, reference.record) : 0,
  }));
}
