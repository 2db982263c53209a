import { computeGamesBackHalves } from './computeGamesBack.js';
import { sortStandingRows } from './computeStandings.js';
import type { StandingRow } from './StandingRow.js';

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
  const rest: StandingRow[] = [];
  for (const rows of divisions) for (const r of rows) if (r.rank !== 1) rest.push(r);
  sortStandingRows(rest, true);
  const reference = rest[Math.min(spots, rest.length) - 1];
  // Ranks as byMlbStanding without names would share them, read off the rows' fields; one loop, no callbacks (D189).
  const rows = new Array<StandingRow>(rest.length);
  for (let i = 0; i < rest.length; i++) {
    const r = rest[i]!;
    const before = i > 0 ? rest[i - 1]! : undefined;
    const rank = before !== undefined && diffOf(before) === diffOf(r) && before.winPercentage === r.winPercentage ? rows[i - 1]!.rank : i + 1;
    const halves = reference ? computeGamesBackHalves(r.record, reference.record) : 0;
    rows[i] = { team: r.team, record: r.record, rank, gamesBackHalves: halves, gamesBack: halves / 2, winPercentage: r.winPercentage };
  }
  return rows;
}

function diffOf(row: StandingRow): number {
  return row.record.won - row.record.lost;
}
