import { computeGamesBackHalves } from './computeGamesBack.js';
import { sortStandingRows, type StandingDraft } from './computeStandings.js';
import type { StandingRow } from './StandingRow.js';
import type { Team } from './Team.js';
import { winPercentageOf, type TeamRecord } from './TeamRecord.js';

/**
 * Number of wild card places per league in an MLB season: 1 through 2011, 2 in 2012-2021,
 * 3 from 2022.
 *
 * @example
 * wildCardSpots(2019); // 2
 */
export function wildCardSpots(season: number): number {
  return season <= 2011 ? 1 : season <= 2021 ? 2 : 3;
}

/**
 * The wild card table of one league from its division tables: every division leader (every
 * rank-1 team, ties included) removed, the rest measured from the team in the last wild card
 * place, so teams ahead of it carry negative values. Rank and order as in MLB standings
 * (rank and ordinal as in standings): rows by games back, then winning
 * percentage, a rank shared only by teams equal on both, rows of a rank by full name in reverse
 * order ({@link byMlbStanding}).
 *
 * @example
 * const al = computeWildcard([alCentralRows, alEastRows, alWestRows], 2);
 * al.find((r) => r.rank === 1)?.gamesBackHalves; // <= 0
 */
export function computeWildcard(divisions: readonly (readonly StandingRow[])[], spots: number): StandingRow[] {
  // A loop, not `flatMap` + `filter`: V8's flatMap goes through the runtime (5 µs of the wild card's 30).
  // Each other team's row anew: the division tables' rows keep their own rank and games back.
  const rest: StandingDraft[] = [];
  for (const rows of divisions) {
    for (const r of rows) if (r.rank !== 1) rest.push({ team: r.team, record: r.record, rank: 0, gamesBackHalves: 0, gamesBack: 0, winPercentage: r.winPercentage });
  }
  return rankWildcard(rest, spots);
}

/**
 * {@link computeWildcard} of one league straight from its divisions' teams and records
 * (`records[d][i]` the record of `teams[d][i]`), without the divisions' own tables: a division's
 * leaders (its rank-1 teams in MLB standings: the best won minus lost, and of those the best
 * winning percentage; ties included) are found in one pass, and only the other teams get a row,
 * built once and ranked in place (D191). The same rows as `computeWildcard` of the divisions'
 * `standingsGroupOfRecords(..., { rule: 'mlb' })` tables, in the same order (equal rows keep the
 * divisions' order and their teams', as the stable sorts there keep them). Not for a table whose
 * tied leaders are ranked by a broken tie (`breakLeaderTie`): a leader ranked 2 there plays for
 * the wild card.
 *
 * @example
 * const al = wildcardOfRecords([alCentral, alEast, alWest], [alCentralRecords, alEastRecords, alWestRecords], 2);
 * al.find((r) => r.rank === 1)?.gamesBackHalves; // <= 0
 */
export function wildcardOfRecords(teams: readonly (readonly Team[])[], records: readonly (readonly TeamRecord[])[], spots: number): StandingRow[] {
  let count = 0;
  for (const division of teams) count += division.length;
  const rest = new Array<StandingDraft>(count);
  let n = 0;
  for (let d = 0; d < teams.length; d++) {
    const own = teams[d]!;
    const ownRecords = records[d]!;
    // The leaders: the best won minus lost, and of those the best percentage.
    let bestDiff = -Infinity;
    let bestPct = -Infinity;
    for (let i = 0; i < own.length; i++) {
      const r = ownRecords[i]!;
      const diff = r.won - r.lost;
      if (diff > bestDiff) {
        bestDiff = diff;
        bestPct = winPercentageOf(r);
      } else if (diff === bestDiff) bestPct = Math.max(bestPct, winPercentageOf(r));
    }
    for (let i = 0; i < own.length; i++) {
      const record = ownRecords[i]!;
      const winPercentage = winPercentageOf(record);
      if (record.won - record.lost === bestDiff && winPercentage === bestPct) continue;
      rest[n++] = { team: own[i]!, record, rank: 0, gamesBackHalves: 0, gamesBack: 0, winPercentage };
    }
  }
  rest.length = n;
  return rankWildcard(rest, spots);
}

/**
 * The rows of a wild card table ordered as MLB standings and ranked in place, measured from the
 * row in the last wild card place: ranks as `byMlbStanding` without names would share them, read
 * off the rows' fields, one loop, no callbacks (D189).
 */
function rankWildcard(rest: StandingDraft[], spots: number): StandingRow[] {
  sortStandingRows(rest, true);
  const reference = rest[Math.min(spots, rest.length) - 1];
  for (let i = 0; i < rest.length; i++) {
    const r = rest[i]!;
    const before = i > 0 ? rest[i - 1]! : undefined;
    r.rank = before !== undefined && diffOf(before) === diffOf(r) && before.winPercentage === r.winPercentage ? before.rank : i + 1;
    r.gamesBackHalves = reference ? computeGamesBackHalves(r.record, reference.record) : 0;
    r.gamesBack = r.gamesBackHalves / 2;
  }
  return rest;
}

function diffOf(row: StandingRow): number {
  return row.record.won - row.record.lost;
}
