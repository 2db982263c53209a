import type { LeagueDate } from '../ids/index.js';
import type { Game } from './Game.js';
import { completedGamesByTeam, dayNumber, lastIndexThroughDay } from './gamesByTeam.js';
import { EMPTY_RECORD, type TeamRecord } from './TeamRecord.js';

/** Where a team stands in its league: what decides conference and division records. */
export interface TeamAlignment {
  readonly conference: string;
  readonly division: string;
}

// Layout of one row of the flat cumulative table.
const W = 0, L = 1, T = 2, HW = 3, HL = 4, AW = 5, AL = 6, CW = 7, CL = 8, DW = 9, DL = 10, PF = 11, PA = 12;
const STREAK = 13, L5W = 14, L5L = 15, L10W = 16, L10L = 17;
const STRIDE = 18;

/**
 * The record of one team after each of its completed games, in chronological order. Built once
 * per season state; reading the record as of any day is a binary search.
 */
export interface TeamTimeline {
  readonly teamId: string;
  /** The league day each game counts on, as a number yyyymmdd, ascending. */
  readonly days: Int32Array;
  /** The games in the same order. */
  readonly games: readonly Game[];
  /** Cumulative counters after each game (see {@link recordAt}). */
  readonly table: Int32Array;
  /**
   * The record after each game, made when first read and then shared, frozen, by every later
   * read (D150): a team's record changes only when it plays, so the tables of consecutive dates
   * reuse the records of the teams that did not play.
   */
  readonly records: (TeamRecord | undefined)[];
  /**
   * The index of the last game through each calendar slot from the first game's day
   * (`firstSlot`) to the last game's (see {@link daySlot}): reading a day is one subtraction and
   * one load, not a search.
   */
  readonly throughSlot: Int16Array;
  readonly firstSlot: number;
}

/**
 * A day's slot: `yyyymmdd` read as year * 416 + month * 32 + day, increasing with the day and
 * dense enough (a few unused slots a month) to index a table spanning a season.
 */
function daySlot(day: number): number {
  const year = (day / 10_000) | 0;
  const md = day - year * 10_000;
  const month = (md / 100) | 0;
  return year * 416 + month * 32 + (md - month * 100);
}

/** Each slot from the first game's day to the last's holds the last game on or before it (none for no games or more than an Int16 counts). */
function slotTable(days: Int32Array): Pick<TeamTimeline, 'throughSlot' | 'firstSlot'> {
  const n = days.length;
  if (n === 0 || n > 0x7fff) return { throughSlot: new Int16Array(0), firstSlot: 0 };
  const firstSlot = daySlot(days[0]!);
  const throughSlot = new Int16Array(daySlot(days[n - 1]!) - firstSlot + 1);
  // Game i holds the slots from its day up to the next game's day (a later game of the same day takes them over).
  for (let i = 0; i < n; i++) throughSlot.fill(i, daySlot(days[i]!) - firstSlot, i + 1 < n ? daySlot(days[i + 1]!) - firstSlot : throughSlot.length);
  return { throughSlot, firstSlot };
}

/**
 * Folds completed games into a timeline per team. Only completed games with both scores count;
 * the caller picks the season type. Alignment decides which games are conference and division
 * games (teams without an alignment count in neither).
 *
 * @example
 * const timelines = computeTeamTimelines(games, (id) => alignmentOf(id));
 * recordThrough(timelines.get('boston-red-sox')!, '2014-07-24' as LeagueDate).won; // 47
 */
export function computeTeamTimelines(games: readonly Game[], alignmentOf: (teamId: string) => TeamAlignment | undefined): ReadonlyMap<string, TeamTimeline> {
  const out = new Map<string, TeamTimeline>();
  for (const [teamId, list] of completedGamesByTeam(games)) {
    const n = list.length;
    const days = new Int32Array(n);
    const table = new Int32Array(n * STRIDE);
    const mine = alignmentOf(teamId);
    const recent: number[] = []; // decided results, most recent last: 1 win, 0 loss
    const acc = new Int32Array(STRIDE);
    for (let i = 0; i < n; i++) {
      const g = list[i]!;
      const home = g.homeTeamId === teamId;
      const us = (home ? g.homeScore : g.awayScore)!;
      const them = (home ? g.awayScore : g.homeScore)!;
      const other = alignmentOf(home ? g.awayTeamId : g.homeTeamId);
      const sameConf = mine !== undefined && other !== undefined && mine.conference === other.conference;
      const sameDiv = sameConf && mine.division === other!.division;
      acc[PF]! += us;
      acc[PA]! += them;
      if (us === them) {
        acc[T]! += 1;
      } else {
        const won = us > them;
        const o = won ? 0 : 1;
        acc[W + o]! += 1;
        acc[(home ? HW : AW) + o]! += 1;
        if (sameConf) acc[CW + o]! += 1;
        if (sameDiv) acc[DW + o]! += 1;
        const s = acc[STREAK]!;
        acc[STREAK] = won ? (s > 0 ? s + 1 : 1) : s < 0 ? s - 1 : -1;
        recent.push(won ? 1 : 0);
        if (recent.length > 10) recent.shift();
        let w5 = 0, l5 = 0, w10 = 0, l10 = 0;
        for (let k = recent.length - 1, seen = 0; k >= 0; k--, seen++) {
          const r = recent[k]!;
          if (seen < 5) r ? w5++ : l5++;
          r ? w10++ : l10++;
        }
        acc[L5W] = w5;
        acc[L5L] = l5;
        acc[L10W] = w10;
        acc[L10L] = l10;
      }
      days[i] = dayNumber(g.countsOn);
      table.set(acc, i * STRIDE);
    }
    out.set(teamId, { teamId, days, games: list, table, records: new Array<TeamRecord | undefined>(n), ...slotTable(days) });
  }
  return out;
}

/** Index of the last game counted on or before a day, or -1. */
export function indexThrough(timeline: TeamTimeline, date: LeagueDate): number {
  return indexThroughDay(timeline, dayNumber(date));
}

/** The record after the game at `index` (or before any game when index is -1), frozen and shared by every read of it (D150). */
export function recordAt(timeline: TeamTimeline | undefined, index: number): TeamRecord {
  if (!timeline || index < 0) return EMPTY_RECORD;
  return timeline.records[index] ?? (timeline.records[index] = makeRecord(timeline.table, index));
}

function makeRecord(t: Int32Array, index: number): TeamRecord {
  const o = index * STRIDE;
  const s = t[o + STREAK]!;
  return Object.freeze({
    won: t[o + W]!,
    lost: t[o + L]!,
    tied: t[o + T]!,
    homeWon: t[o + HW]!,
    homeLost: t[o + HL]!,
    awayWon: t[o + AW]!,
    awayLost: t[o + AL]!,
    conferenceWon: t[o + CW]!,
    conferenceLost: t[o + CL]!,
    divisionWon: t[o + DW]!,
    divisionLost: t[o + DL]!,
    pointsFor: t[o + PF]!,
    pointsAgainst: t[o + PA]!,
    streakType: s > 0 ? 'win' : s < 0 ? 'loss' : null,
    streakTotal: Math.abs(s),
    lastFiveWon: t[o + L5W]!,
    lastFiveLost: t[o + L5L]!,
    lastTenWon: t[o + L10W]!,
    lastTenLost: t[o + L10L]!,
  });
}

/**
 * The record of a team through a league day, inclusive (games counted on that day included).
 *
 * @example
 * recordThrough(timeline, '2014-04-30' as LeagueDate); // { won: 13, lost: 14, ... }
 */
export function recordThrough(timeline: TeamTimeline | undefined, date: LeagueDate): TeamRecord {
  return timeline ? recordAt(timeline, indexThrough(timeline, date)) : EMPTY_RECORD;
}

/**
 * {@link recordThrough} with the day as its `yyyymmdd` number ({@link dayNumber}), for a table
 * that reads every team's record on one day.
 *
 * @example
 * recordThroughDay(timeline, 20140430); // the same as recordThrough(timeline, '2014-04-30')
 */
export function recordThroughDay(timeline: TeamTimeline | undefined, day: number): TeamRecord {
  return timeline ? recordAt(timeline, indexThroughDay(timeline, day)) : EMPTY_RECORD;
}

/** Index of the last game counted on or before a `yyyymmdd` day, or -1: one load from the slot table (a search if there is none). */
function indexThroughDay(timeline: TeamTimeline, day: number): number {
  const slots = timeline.throughSlot;
  if (slots.length === 0) return lastIndexThroughDay(timeline.days, day);
  const k = daySlot(day) - timeline.firstSlot;
  return k < 0 ? -1 : k < slots.length ? slots[k]! : timeline.days.length - 1;
}

/** Won and lost only, through a day: the cheap read used for results rows. */
export function wonLostThrough(timeline: TeamTimeline | undefined, date: LeagueDate): readonly [number, number] {
  if (!timeline) return [0, 0];
  return wonLostAt(timeline, indexThrough(timeline, date));
}

/**
 * Won and lost through the day before a league day (games counted on the day itself excluded),
 * without computing that day: the timeline's days are `yyyymmdd` integers, so "on or before the
 * previous day" is "below the day's number".
 *
 * @example
 * wonLostBefore(timeline, '2014-05-01' as LeagueDate); // the same as wonLostThrough(timeline, '2014-04-30')
 */
export function wonLostBefore(timeline: TeamTimeline | undefined, date: LeagueDate): readonly [number, number] {
  if (!timeline) return [0, 0];
  return wonLostAt(timeline, lastIndexBefore(timeline.days, dayNumber(date)));
}

function wonLostAt(timeline: TeamTimeline, i: number): readonly [number, number] {
  return i < 0 ? [0, 0] : [timeline.table[i * STRIDE + W]!, timeline.table[i * STRIDE + L]!];
}

/** Index of the last of ascending day numbers below `key`, or -1 (binary search). */
function lastIndexBefore(days: Int32Array, key: number): number {
  let lo = 0, hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}
