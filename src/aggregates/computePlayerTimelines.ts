import type { LeagueDate, SeasonType } from '../ids/index.js';
import { byChronology, type Game } from './Game.js';
import { dayNumber, lastIndexThrough } from './gamesByTeam.js';
import type { PlayerLine } from './PlayerLine.js';
import type { PlayerTotals } from './PlayerTotals.js';

// Row layout of the cumulative table: counts of every line, then the sums of complete lines.
const GP = 0, MIN = 1, PTS = 2, REB = 3, AST = 4, STL = 5, BLK = 6, TOV = 7, DD = 8, TD = 9, COMPLETE = 10;
const FGM = 11, FGA = 12, TPM = 13, TPA = 14, FTM = 15, FTA = 16, ORB = 17, DRB = 18, PF = 19;
const STRIDE = 20;

/**
 * One player's counters after each of his games of a season type, chronological.
 *
 * @example
 * computePlayerTimelines(games, 'regular').get('james-harden')?.days.length; // his games played
 */
export interface PlayerTimeline {
  readonly playerId: string;
  /** yyyymmdd of the day each game counts on, ascending. */
  readonly days: Int32Array;
  /** Cumulative counters after each game, {@link STRIDE} per game. */
  readonly table: Int32Array;
  /** His line in each game (names as printed that night). */
  readonly lines: readonly PlayerLine[];
  /** The team he played for in each game. */
  readonly teamIds: readonly string[];
}

/**
 * Folds the player lines of the completed games of a season type into cumulative rows per
 * player (keyed by `playerId`), so that a player's totals through any date
 * ({@link playerTotalsThrough}) are a binary search instead of a pass over the season. Games are
 * taken in chronological order (the day they count on, start, sequence, id); a game without a box
 * score adds nothing. A player's team in a game is the side his line is on.
 *
 * @example
 * const timelines = computePlayerTimelines(seasonGames, 'regular');
 * playerTotalsThrough(timelines.get('james-harden')!, '2018-04-11' as LeagueDate)?.points; // 2191
 */
export function computePlayerTimelines(games: readonly Game[], seasonType: SeasonType): ReadonlyMap<string, PlayerTimeline> {
  const counted = games.filter((g) => g.status === 'completed' && g.seasonType === seasonType && g.box !== null).sort(byChronology);
  const rows = new Map<string, { days: number[]; lines: PlayerLine[]; teamIds: string[]; acc: Int32Array; table: number[] }>();
  for (const game of counted) {
    const day = dayNumber(game.countsOn);
    for (const [teamId, lines] of [[game.awayTeamId, game.box!.awayPlayers], [game.homeTeamId, game.box!.homePlayers]] as const) {
      for (const line of lines) {
        let row = rows.get(line.playerId);
        if (!row) rows.set(line.playerId, (row = { days: [], lines: [], teamIds: [], acc: new Int32Array(STRIDE), table: [] }));
        addLine(row.acc, line);
        row.days.push(day);
        row.lines.push(line);
        row.teamIds.push(teamId);
        for (let k = 0; k < STRIDE; k++) row.table.push(row.acc[k]!);
      }
    }
  }
  const out = new Map<string, PlayerTimeline>();
  for (const [playerId, row] of rows) {
    out.set(playerId, { playerId, days: Int32Array.from(row.days), table: Int32Array.from(row.table), lines: row.lines, teamIds: row.teamIds });
  }
  return out;
}

function addLine(acc: Int32Array, line: PlayerLine): void {
  acc[GP]!++;
  acc[MIN]! += line.minutes;
  acc[PTS]! += line.points;
  acc[REB]! += line.rebounds;
  acc[AST]! += line.assists;
  acc[STL]! += line.steals;
  acc[BLK]! += line.blocks;
  acc[TOV]! += line.turnovers;
  const tens = (line.points >= 10 ? 1 : 0) + (line.rebounds >= 10 ? 1 : 0) + (line.assists >= 10 ? 1 : 0) + (line.steals >= 10 ? 1 : 0) + (line.blocks >= 10 ? 1 : 0);
  if (tens >= 2) acc[DD]!++;
  if (tens >= 3) acc[TD]!++;
  const d = line.detail;
  if (d === null) return;
  acc[COMPLETE]!++;
  acc[FGM]! += d.fieldGoalsMade;
  acc[FGA]! += d.fieldGoalsAttempted;
  acc[TPM]! += d.threePointFieldGoalsMade;
  acc[TPA]! += d.threePointFieldGoalsAttempted;
  acc[FTM]! += d.freeThrowsMade;
  acc[FTA]! += d.freeThrowsAttempted;
  acc[ORB]! += d.offensiveRebounds;
  acc[DRB]! += d.defensiveRebounds;
  acc[PF]! += d.personalFouls;
}

/** The totals after each game of a timeline, made when first asked (D170). */
const TOTALS_AFTER = new WeakMap<PlayerTimeline, (PlayerTotals | undefined)[]>();

/**
 * A player's totals through a day, inclusive, from his timeline; undefined when he has no game
 * by then. Names and team are those of his latest game through the day. The totals after a game
 * are one frozen object, kept with the timeline (D170): every day through which that game is his
 * latest gets the same object, so a writer keeps its text as it keeps a team record's (D150).
 *
 * @example
 * playerTotalsThrough(playerTimeline, '2017-12-31' as LeagueDate)?.gamesPlayed; // games through New Year's Eve
 */
export function playerTotalsThrough(timeline: PlayerTimeline, date: LeagueDate): PlayerTotals | undefined {
  const i = lastIndexThrough(timeline.days, date);
  if (i < 0) return undefined;
  let kept = TOTALS_AFTER.get(timeline);
  if (kept === undefined) TOTALS_AFTER.set(timeline, (kept = new Array<PlayerTotals | undefined>(timeline.days.length)));
  return (kept[i] ??= Object.freeze(totalsAfter(timeline, i)));
}

/** The totals after a timeline's game `i`. */
function totalsAfter(timeline: PlayerTimeline, i: number): PlayerTotals {
  const t = timeline.table;
  const o = i * STRIDE;
  const line = timeline.lines[i]!;
  return {
    playerId: timeline.playerId,
    firstName: line.firstName,
    lastName: line.lastName,
    displayName: line.displayName,
    teamId: timeline.teamIds[i]!,
    gamesPlayed: t[o + GP]!,
    minutes: t[o + MIN]!,
    points: t[o + PTS]!,
    rebounds: t[o + REB]!,
    assists: t[o + AST]!,
    steals: t[o + STL]!,
    blocks: t[o + BLK]!,
    turnovers: t[o + TOV]!,
    doubleDoubles: t[o + DD]!,
    tripleDoubles: t[o + TD]!,
    completeGames: t[o + COMPLETE]!,
    fieldGoalsMade: t[o + FGM]!,
    fieldGoalsAttempted: t[o + FGA]!,
    threePointFieldGoalsMade: t[o + TPM]!,
    threePointFieldGoalsAttempted: t[o + TPA]!,
    freeThrowsMade: t[o + FTM]!,
    freeThrowsAttempted: t[o + FTA]!,
    offensiveRebounds: t[o + ORB]!,
    defensiveRebounds: t[o + DRB]!,
    personalFouls: t[o + PF]!,
  };
}
