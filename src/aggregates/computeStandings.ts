import { computeGamesBackHalves } from './computeGamesBack.js';
import { rankCompetition } from './rankCompetition.js';
import { byWinPercentage, type StandingRow } from './StandingRow.js';
import type { Team } from './Team.js';
import type { TeamRecord } from './TeamRecord.js';

/** Options of {@link computeStandingsGroup}. */
export interface StandingsGroupOptions {
  /** Playoff seeds (NBA), used to order rows of equal rank and copied onto the rows. */
  readonly playoffSeedOf?: (team: Team) => number | undefined;
  /**
   * Breaks a tie for first place (MLB from 2022, once the season is over: no tiebreaker games
   * are played any more). Gets the tied leaders, returns them in final order; they then rank
   * 1, 2, 3... while keeping games back 0.0.
   */
  readonly breakLeaderTie?: (tied: readonly Team[]) => readonly Team[];
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
  const leaders = withGb.filter((e) => e.halves === 0);
  if (options.breakLeaderTie && leaders.length > 1) {
    const ordered = options.breakLeaderTie(leaders.map((e) => e.team));
    const position = new Map(ordered.map((t, i) => [t.teamId as string, i]));
    const head = [...leaders].sort((a, b) => position.get(a.team.teamId)! - position.get(b.team.teamId)!);
    withGb.splice(0, leaders.length, ...head);
    const ranks = rankCompetition(withGb, (a, b) => a.halves === b.halves && a.halves !== 0);
    return withGb.map((e, i) => toRow(e, ranks[i]!));
  }
  const ranks = rankCompetition(withGb, (a, b) => a.halves === b.halves);
  return withGb.map((e, i) => toRow(e, ranks[i]!));
}

function toRow(e: { team: Team; record: TeamRecord; halves: number; seed: number | undefined }, rank: number): StandingRow {
  const row: StandingRow = { team: e.team, record: e.record, rank, gamesBackHalves: e.halves };
  return e.seed === undefined ? row : { ...row, playoffSeed: e.seed };
}
