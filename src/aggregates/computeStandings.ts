import { byMlbStanding } from './byMlbStanding.js';
import { computeGamesBackHalves } from './computeGamesBack.js';
import { rankCompetition } from './rankCompetition.js';
import { byWinPercentage, type StandingRow } from './StandingRow.js';
import type { Team } from './Team.js';
import { winPercentageOf, type TeamRecord } from './TeamRecord.js';

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
  /**
   * Whose rank rule applies, as the service ranked each sport's tables. `'nba'` (the default): equal games back share
   * a rank; rows of a rank by winning percentage, playoff seed, full name. `'mlb'`: rows by games
   * back, then winning percentage; a rank is shared only by equal games back and equal winning
   * percentage, and its rows are listed by full name in reverse order ({@link byMlbStanding}).
   */
  readonly rule?: 'nba' | 'mlb';
}

interface Entry {
  readonly team: Team;
  readonly record: TeamRecord;
  readonly seed: number | undefined;
  halves: number;
}

/** NBA order: games back, winning percentage, playoff seed, full name. */
function byNbaStanding(a: Entry, b: Entry): number {
  return (
    a.halves - b.halves ||
    byWinPercentage(a.record, b.record) ||
    (a.seed ?? 0) - (b.seed ?? 0) ||
    (a.team.fullName < b.team.fullName ? -1 : a.team.fullName > b.team.fullName ? 1 : 0)
  );
}

const RANK_ONLY = { names: false } as const;

/** Same MLB rank: equal games back (in one group: equal won minus lost) and equal winning percentage. */
function sameMlbRank(a: Entry, b: Entry): boolean {
  return byMlbStanding(a, b, RANK_ONLY) === 0;
}

/**
 * The rows of one standings group (an MLB division, an NBA conference): games back from the
 * leader (the team with the best won-minus-lost, 0.0) and competition ranks. NBA (the default rule): ranks by games back alone, rows of a rank by winning
 * percentage, playoff seed, full name. MLB (`rule: 'mlb'`): rows by games back then winning
 * percentage, a rank shared only by teams equal on both, rows of a rank by full name in reverse
 * order. A broken tie for first (`breakLeaderTie`, D3) ranks the tied leaders 1, 2, 3...
 *
 * @example
 * import { recordThrough } from './computeTeamTimelines.js';
 * const rows = computeStandingsGroup(alEastTeams, (t) => recordThrough(timelines.get(t.teamId), date), { rule: 'mlb' });
 * rows[0]?.gamesBackHalves; // 0
 */
export function computeStandingsGroup(teams: readonly Team[], recordOf: (team: Team) => TeamRecord, options: StandingsGroupOptions = {}): StandingRow[] {
  const entries: Entry[] = [];
  let best: TeamRecord | undefined;
  for (const team of teams) {
    const record = recordOf(team);
    if (!best || record.won - record.lost > best.won - best.lost) best = record;
    entries.push({ team, record, seed: options.playoffSeedOf?.(team), halves: 0 });
  }
  if (best) for (const e of entries) e.halves = computeGamesBackHalves(e.record, best);
  const mlb = options.rule === 'mlb';
  sortSmall(entries, mlb ? byMlbStanding : byNbaStanding);
  const ranks = rankCompetition(entries, mlb ? sameMlbRank : (a, b) => a.halves === b.halves);

  let tiedLeaders = 0;
  while (tiedLeaders < entries.length && ranks[tiedLeaders] === 1) tiedLeaders++;
  if (options.breakLeaderTie && tiedLeaders > 1) {
    const ordered = options.breakLeaderTie(entries.slice(0, tiedLeaders).map((e) => e.team));
    const position = new Map(ordered.map((t, i) => [t.teamId as string, i]));
    const head = entries.slice(0, tiedLeaders).sort((a, b) => position.get(a.team.teamId)! - position.get(b.team.teamId)!);
    entries.splice(0, tiedLeaders, ...head);
    // The next distinct rank is tiedLeaders + 1 already (competition ranking), so only the head changes.
    for (let i = 0; i < tiedLeaders; i++) ranks[i] = i + 1;
  }
  const rows: StandingRow[] = new Array<StandingRow>(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const gamesBack = e.halves / 2;
    const winPercentage = winPercentageOf(e.record);
    rows[i] = e.seed === undefined
      ? { team: e.team, record: e.record, rank: ranks[i]!, gamesBackHalves: e.halves, gamesBack, winPercentage }
      : { team: e.team, record: e.record, rank: ranks[i]!, gamesBackHalves: e.halves, gamesBack, winPercentage, playoffSeed: e.seed };
  }
  return rows;
}

/** Insertion sort: stable, and cheaper than Array.prototype.sort for a division of five. */
function sortSmall<T>(items: T[], compare: (a: T, b: T) => number): void {
  if (items.length > 32) {
    items.sort(compare);
    return;
  }
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!;
    let j = i - 1;
    while (j >= 0 && compare(items[j]!, item) > 0) {
      items[j + 1] = items[j]!;
      j--;
    }
    items[j + 1] = item;
  }
}
