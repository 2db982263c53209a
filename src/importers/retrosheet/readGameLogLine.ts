import type { IssueCode } from '../../ids/Issue.js';
import type { LeagueDate } from '../../ids/LeagueDate.js';
import type { TeamId } from '../../ids/TeamId.js';
import { parseLineScore } from './parseLineScore.js';
import type { GameLogLineFields } from './splitGameLogLine.js';

/** The facts of one game-log line that the batch needs (fields numbered as in `glfields.txt`). */
export interface GameLogLine {
  /** Field 1, the date the game started, and its year (the season the lookups were asked for). */
  readonly date: LeagueDate;
  readonly season: number;
  /** Field 2 as written (`0`, `1`, `2`, `3`, `A`, `B`) and the event-id sequence it gives. */
  readonly gameNumber: string;
  readonly sequence: number;
  /** Fields 4 and 7 as written, and the team ids they stand for. */
  readonly visitor: string;
  readonly home: string;
  readonly awayTeamId: TeamId;
  readonly homeTeamId: TeamId;
  /** Fields 10 and 11. */
  readonly awayRuns: number;
  readonly homeRuns: number;
  /** Field 14: the date a suspended game was finished. */
  readonly completedOn: LeagueDate | undefined;
  /** Field 15: '' or the forfeit code `V`/`H`. */
  readonly forfeit: string;
  /** Field 17 as written, and the site id it stands for, or undefined for a park the lookup does not know. */
  readonly park: string;
  readonly siteId: string | undefined;
  /** Fields 20 and 21, -1 for `x`, not padded. */
  readonly awayLine: readonly number[];
  readonly homeLine: readonly number[];
}

/** What {@link readGameLogLine} reads from and reports to. */
export interface GameLogLineContext {
  readonly text: string;
  /** The fields of the current line, already split and of the right count. */
  readonly fields: GameLogLineFields;
  readonly teamIdOf: (code: string, season: number) => TeamId | undefined;
  readonly siteIdOf: (parkId: string, season: number) => string | undefined;
  /** `yyyymmdd` to a date (cached by the caller), undefined when not a real date. */
  readonly dateOf: (text: string) => LeagueDate | undefined;
  /** Records an issue on field `field` (1-based) of the current line. */
  readonly report: (code: IssueCode, field: number, message: string) => void;
  /** Records a warning on field `field` (1-based) of the current line: a problem that does not refuse the file. */
  readonly warn: (code: IssueCode, field: number, message: string) => void;
}

const F_DATE = 1;
const F_GAME_NUMBER = 2;
const F_VISITOR = 4;
const F_HOME = 7;
const F_VISITOR_RUNS = 10;
const F_HOME_RUNS = 11;
const F_OUTS = 12;
const F_COMPLETION = 14;
const F_FORFEIT = 15;
const F_PARK = 17;
const F_VISITOR_LINE = 20;
const F_HOME_LINE = 21;

/**
 * Sequence in the event id per game number (field 2). `A`/`B` are the games of a doubleheader
 * of three teams: two different pairings, so each is the first game of its pairing.
 */
const SEQUENCE_OF_GAME_NUMBER: Readonly<Record<string, number>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, number>, { '0': 1, '1': 1, '2': 2, '3': 3, A: 1, B: 1 }),
);

/**
 * Reads the fields of one split game-log line that the batch needs, checking each: a real date,
 * a known game number, whole-number scores and length, completion information
 * `yyyymmdd,park,vs,hs,outs` dated no earlier than the game, a forfeit code, line scores that
 * parse, have as many innings as each other and as the length in outs allows (ceil(outs / 6),
 * or one more for a game called during the top of an inning), and add up to the scores. Every
 * such problem is reported through the context, and the line is returned only when there was
 * none. Teams and park go through the context's lookups, with the season = year of the date: a
 * team code the lookup does not know is a warning (`unknown_team`) and the line is not returned
 * (a game cannot be placed in standings without its team); a park it does not know is a warning
 * (`unknown_site`) and the line is returned with `siteId` undefined.
 *
 * @example
 * const line = readGameLogLine(lineContext);
 * // { date: '2016-09-29', sequence: 1, awayTeamId: 'chicago-cubs', awayRuns: 1, homeRuns: 1, awayLine: [0, 1, 0, 0, 0, 0], ... }
 */
export function readGameLogLine(context: GameLogLineContext): GameLogLine | undefined {
  const { text, fields, report } = context;
  let ok = true;
  const bad = (code: IssueCode, field: number, message: string): void => {
    ok = false;
    report(code, field, message);
  };
  const get = (field: number): string => text.slice(fields.starts[field - 1], fields.ends[field - 1]);
  const count = (field: number, what: string): number => {
    const value = parseCount(text, fields.starts[field - 1] ?? 0, fields.ends[field - 1] ?? 0);
    if (value < 0) bad('malformed_line', field, `${what} "${get(field)}" is not a whole number`);
    return value;
  };

  const dateText = get(F_DATE);
  const date = context.dateOf(dateText);
  if (date === undefined) bad('invalid_date', F_DATE, `date "${dateText}" is not a valid yyyymmdd date`);
  const season = date === undefined ? undefined : Number(date.slice(0, 4));

  const gameNumber = get(F_GAME_NUMBER);
  const sequence = SEQUENCE_OF_GAME_NUMBER[gameNumber];
  if (sequence === undefined) bad('malformed_line', F_GAME_NUMBER, `game number "${gameNumber}" is not one of 0, 1, 2, 3, A, B`);

  const visitor = get(F_VISITOR);
  const home = get(F_HOME);
  const awayTeamId = season === undefined ? undefined : context.teamIdOf(visitor, season);
  const homeTeamId = season === undefined ? undefined : context.teamIdOf(home, season);
  const skipped = 'the game is skipped (a game is placed in standings by its teams)';
  if (season !== undefined && awayTeamId === undefined) context.warn('unknown_team', F_VISITOR, `unknown team code "${visitor}" in ${season}; ${skipped}`);
  if (season !== undefined && homeTeamId === undefined) context.warn('unknown_team', F_HOME, `unknown team code "${home}" in ${season}; ${skipped}`);

  const awayRuns = count(F_VISITOR_RUNS, 'visitor score');
  const homeRuns = count(F_HOME_RUNS, 'home score');
  const outs = get(F_OUTS) === '' ? -1 : count(F_OUTS, 'length in outs');

  let completedOn: LeagueDate | undefined;
  const completion = get(F_COMPLETION);
  if (completion !== '') {
    const parts = completion.split(',');
    const on = context.dateOf(parts[0] ?? '');
    const numbersOk = parts.length === 5 && parts.slice(2).every((p) => p === '' || parseCount(p, 0, p.length) >= 0);
    if (on === undefined || !numbersOk) {
      const code = on === undefined && parts.length === 5 ? 'invalid_date' : 'malformed_line';
      bad(code, F_COMPLETION, `completion information "${completion}" is not "yyyymmdd,park,visitor runs,home runs,outs"`);
    } else if (date !== undefined && on < date) {
      bad('invalid_date', F_COMPLETION, `completion date ${on} is before the game's date ${date}`);
    } else {
      completedOn = on;
    }
  }

  const forfeit = get(F_FORFEIT);
  if (forfeit === 'T') bad('invalid_input', F_FORFEIT, 'a forfeit ruled a no-decision ("T") cannot be represented');
  else if (forfeit !== '' && forfeit !== 'V' && forfeit !== 'H') bad('malformed_line', F_FORFEIT, `forfeit information "${forfeit}" is not V, H or T`);

  const park = get(F_PARK);
  const siteId = season === undefined ? undefined : context.siteIdOf(park, season);
  if (season !== undefined && siteId === undefined) {
    const named = hasLetterOrDigit(park);
    const kept = named ? `the game is kept at a site named "${park}", its capacity and place unknown` : 'the game is placed at the home team\'s park';
    context.warn('unknown_site', F_PARK, `${named ? `unknown park id "${park}"` : `no park id ("${park}")`} in ${season}; ${kept}`);
  }

  const lineScore = (field: number, runs: number, runsField: number): number[] => {
    const parsed = parseLineScore(get(field));
    if (!parsed.ok) {
      bad('malformed_line', field, parsed.issues[0]?.message ?? 'bad line score');
      return [];
    }
    if (parsed.value.length > 0 && runs >= 0) {
      let sum = 0;
      for (const r of parsed.value) if (r > 0) sum += r;
      if (sum !== runs) bad('malformed_line', field, `line score "${get(field)}" adds up to ${sum}, the score (field ${runsField}) is ${runs}`);
    }
    return parsed.value;
  };
  const awayLine = lineScore(F_VISITOR_LINE, awayRuns, F_VISITOR_RUNS);
  const homeLine = lineScore(F_HOME_LINE, homeRuns, F_HOME_RUNS);
  if (awayLine.length !== homeLine.length && awayLine.length > 0 && homeLine.length > 0) {
    bad('malformed_line', F_HOME_LINE, `the line scores have ${awayLine.length} and ${homeLine.length} innings ("${get(F_VISITOR_LINE)}", "${get(F_HOME_LINE)}")`);
  } else if (outs > 0 && awayLine.length > 0) {
    const innings = Math.ceil(outs / 6);
    if (awayLine.length < innings || awayLine.length > innings + 1) {
      bad('malformed_line', F_OUTS, `a game of ${outs} outs cannot have ${awayLine.length} innings in its line scores`);
    }
  }

  if (!ok || date === undefined || season === undefined || sequence === undefined || awayTeamId === undefined || homeTeamId === undefined) return undefined;
  return { date, season, gameNumber, sequence, visitor, home, awayTeamId, homeTeamId, awayRuns, homeRuns, completedOn, forfeit, park, siteId, awayLine, homeLine };
}

/** A non-negative integer written with digits only in `text[start, end)`, or -1. */
function parseCount(text: string, start: number, end: number): number {
  if (end <= start || end - start > 9) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    value = value * 10 + (c - 48);
  }
  return value;
}

/** Whether a park id names anything a site id can be built from. */
function hasLetterOrDigit(text: string): boolean {
  return /[A-Za-z0-9]/.test(text);
}
