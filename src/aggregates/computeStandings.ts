import { computeGamesBackHalves } from './computeGamesBack.js';
import { rankCompetition } from './rankCompetition.js';
import { byWinPercentage, type StandingRow } from './StandingRow.js';
import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/** Options of {@link computeStandingsGroup}. */
export interface StandingsGroupOptions {
  /** Playoff seeds (NBA), used to order rows of equal rank and copied onto the rows. */
  readonly playoffSeedOf?: (team: Team) => number | undefined;
}

/**
 * The rows of one standings group (an MLB division, an NBA conference): games back from the
 * leader (the team with the best won-minus-lost, 0.0), competition ranks by games back, rows
 * ordered by rank, then winning percentage, then playoff seed (NBA), then full name.
 * DECISIONS section 5.
 *
 * @example
 * const rows = computeStandingsGroup(alEastTeams, (t) => recordThrough(timelines.get(t.teamId), date));
 * rows[0]?.gamesBackHalves; // 0
 */
export function computeStandingsGroup(teams: readonly Team[], recordOf: (team: Team) => TeamRecord, options: StandingsGroupOptions = {}): StandingRow[] {
  const entries = teams.map((team) => ({ team, record: recordOf(team), seed: options.playoffSeedOf?.(team) }));
  let best = entries[0];
  for (const e of entries) if (best && e.record.won - e.record.lost > best.record.won - best.record.lost) best = e;
  const withGb = entries.map((e) => ({ ...e, halves: best ? computeGamesBackHalves(e.record, best.record) : 0 }));
  withGb.sort(
    (a, b) =>
      a.halves - b.halves ||
      byWinPercentage(a.record, b.record) ||
      (a.seed ?? 0) - (b.seed ?? 0) ||
      (a.team.fullName < b.team.fullName ? -1 : a.team.fullName > b.team.fullName ? 1 : 0),
  );
  const ranks = rankCompetition(withGb, (a, b) => a.halves === b.halves);
  return withGb.map((e, i) => {
    const row: StandingRow = { team: e.team, record: e.record, rank: ranks[i]!, gamesBackHalves: e.halves };
    return e.seed === undefined ? row : { ...row, playoffSeed: e.seed };
  });
}
