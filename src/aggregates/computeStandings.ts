import { computeGamesBackHalves } from './computeGamesBack.js';
import { byFullNameReversed } from './byMlbStanding.js';
import { byOwnWinPercentage, type StandingRow } from './StandingRow.js';
import type { Team } from './Team.js';
import { winPercentageOf, type TeamRecord } from './TeamRecord.js';
import { SHORT_SORT, sortStable } from './sortStable.js';

/** Options of {@link computeStandingsGroup}. */
export interface StandingsGroupOptions {
  /** Playoff seeds (NBA), used to order rows of equal rank and copied onto the rows; `position` is the team's place in `teams`. */
  readonly playoffSeedOf?: (team: Team, position: number) => number | undefined;
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

/** A row while its group or wild card table is ordered: rank and games back are set once the order is known. */
export interface StandingDraft {
  team: Team;
  record: TeamRecord;
  rank: number;
  gamesBackHalves: number;
  gamesBack: number;
  winPercentage: number;
  playoffSeed?: number;
}

/** What the standings orders read of a row (a group's draft rows and a table's rows alike). */
type OrderedRow = Pick<StandingRow, 'team' | 'record' | 'gamesBackHalves' | 'winPercentage' | 'playoffSeed'>;

/** NBA order: games back, winning percentage, playoff seed, full name. */
function byNbaStanding(a: OrderedRow, b: OrderedRow): number {
  return (
    a.gamesBackHalves - b.gamesBackHalves ||
    byOwnWinPercentage(a, b) ||
    (a.playoffSeed ?? 0) - (b.playoffSeed ?? 0) ||
    (a.team.fullName < b.team.fullName ? -1 : a.team.fullName > b.team.fullName ? 1 : 0)
  );
}

/**
 * MLB order (`byMlbStanding`) on the rows' own fields: won minus lost (games back within a group
 * orders as it does), then the rows' own winning percentage, then full name in reverse. A wild
 * card table orders its rows of several divisions by it too.
 */
function byMlbRow(a: OrderedRow, b: OrderedRow): number {
  return b.record.won - b.record.lost - (a.record.won - a.record.lost) || byOwnWinPercentage(a, b) || byFullNameReversed(a, b);
}

/** {@link byMlbRow} or {@link byNbaStanding}, one function the sort calls by name (D190). */
function byRow(a: OrderedRow, b: OrderedRow, mlb: boolean): number {
  return mlb ? byMlbRow(a, b) : byNbaStanding(a, b);
}

/**
 * Sorts standings rows in place, MLB's order or the NBA's, and returns them. A group or a league
 * (up to `SHORT_SORT` rows) is sorted by insertion with the comparator called by name:
 * `sortStable`, shared by every table, calls it through a function value V8 cannot inline there
 * (D190). A longer list goes to `sortStable`. Stable, as `sortStable` is.
 *
 * @example
 * sortStandingRows(alEastRows.slice(), true)[0]?.team.teamId; // the division's leader
 */
export function sortStandingRows<R extends OrderedRow>(rows: R[], mlb: boolean): R[] {
  if (rows.length > SHORT_SORT) return sortStable(rows, mlb ? byMlbRow : byNbaStanding);
  for (let i = 1; i < rows.length; i++) {
    const item = rows[i]!;
    let j = i - 1;
    while (j >= 0 && byRow(rows[j]!, item, mlb) > 0) {
      rows[j + 1] = rows[j]!;
      j--;
    }
    rows[j + 1] = item;
  }
  return rows;
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
export function computeStandingsGroup(teams: readonly Team[], recordOf: (team: Team, position: number) => TeamRecord, options: StandingsGroupOptions = {}): StandingRow[] {
  const records = new Array<TeamRecord>(teams.length);
  for (let i = 0; i < teams.length; i++) records[i] = recordOf(teams[i]!, i);
  return standingsGroupOfRecords(teams, records, options);
}

/**
 * {@link computeStandingsGroup} of the records already read, `records[i]` the record of
 * `teams[i]`: the engine's tables read them in a loop of their own, so that no record is asked
 * for through a callback that every table shares (D190).
 *
 * @example
 * standingsGroupOfRecords(alEastTeams, alEastRecords, { rule: 'mlb' })[0]?.rank; // 1
 */
export function standingsGroupOfRecords(teams: readonly Team[], records: readonly TeamRecord[], options: StandingsGroupOptions = {}): StandingRow[] {
  // The rows are built once, in one shape (with or without a seed), and ordered in place.
  const rows: StandingDraft[] = new Array<StandingDraft>(teams.length);
  const seedOf = options.playoffSeedOf;
  let best: TeamRecord | undefined;
  for (let i = 0; i < teams.length; i++) {
    const team = teams[i]!;
    const record = records[i]!;
    if (!best || record.won - record.lost > best.won - best.lost) best = record;
    const seed = seedOf?.(team, i);
    rows[i] = seed === undefined
      ? { team, record, rank: 0, gamesBackHalves: 0, gamesBack: 0, winPercentage: winPercentageOf(record) }
      : { team, record, rank: 0, gamesBackHalves: 0, gamesBack: 0, winPercentage: winPercentageOf(record), playoffSeed: seed };
  }
  if (best) {
    for (const row of rows) {
      row.gamesBackHalves = computeGamesBackHalves(row.record, best);
      row.gamesBack = row.gamesBackHalves / 2;
    }
  }
  const mlb = options.rule === 'mlb';
  sortStandingRows(rows, mlb);
  // Ranks from the rows' own fields (a shared MLB rank needs the same percentage too), the first row apart.
  if (rows.length > 0) rows[0]!.rank = 1;
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]!;
    const row = rows[i]!;
    row.rank = before.gamesBackHalves === row.gamesBackHalves && (!mlb || before.winPercentage === row.winPercentage) ? before.rank : i + 1;
  }

  let tiedLeaders = 0;
  while (tiedLeaders < rows.length && rows[tiedLeaders]!.rank === 1) tiedLeaders++;
  if (options.breakLeaderTie && tiedLeaders > 1) {
    const ordered = options.breakLeaderTie(rows.slice(0, tiedLeaders).map((r) => r.team));
    const position = new Map(ordered.map((t, i) => [t.teamId as string, i]));
    const head = rows.slice(0, tiedLeaders).sort((a, b) => position.get(a.team.teamId)! - position.get(b.team.teamId)!);
    rows.splice(0, tiedLeaders, ...head);
    // The next distinct rank is tiedLeaders + 1 already (competition ranking), so only the head changes.
    for (let i = 0; i < tiedLeaders; i++) rows[i]!.rank = i + 1;
  }
  return rows;
}
