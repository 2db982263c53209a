import { issue, type Issue } from '../../ids/Issue.js';
import { parseLeagueDate } from '../../ids/LeagueDate.js';
import { seasonOfDate } from '../../ids/Season.js';

/**
 * The count columns of a Kaggle player box score row that a correction may replace.
 *
 * @example
 * KAGGLE_PLAYER_COUNT_COLUMNS.includes('play3PM'); // true
 */
export const KAGGLE_PLAYER_COUNT_COLUMNS = [
  'playMin', 'playPTS', 'playAST', 'playTO', 'playSTL', 'playBLK', 'playPF', 'playFGA', 'playFGM', 'play2PA', 'play2PM',
  'play3PA', 'play3PM', 'playFTA', 'playFTM', 'playORB', 'playDRB', 'playTRB',
] as const;

/** One of {@link KAGGLE_PLAYER_COUNT_COLUMNS}. */
export type KagglePlayerCountColumn = (typeof KAGGLE_PLAYER_COUNT_COLUMNS)[number];

/**
 * A known error of one row of a Kaggle player box score file and the true values, given by the
 * caller (the importer never changes a value on its own). The row is named as the file names it.
 *
 * @example
 * const c: KagglePlayerCorrection = { date: '2017-11-24', team: 'TOR', player: 'Serge Ibaka', values: { playPTS: 10 },
 *   reason: '5 field goals, no three-pointer or free throw make 10 points; NBA.com: 10' };
 */
export interface KagglePlayerCorrection {
  /** The row's `gmDate`, `yyyy-MM-dd`. */
  readonly date: string;
  /** The row's `teamAbbr` (xmlstats abbreviations: GS, NY, PHO...). */
  readonly team: string;
  /** The row's `playDispNm`, exactly. */
  readonly player: string;
  /** The true values of the columns the file has wrong, by column name (`play3PM`); the others are kept. */
  readonly values: Readonly<Partial<Record<KagglePlayerCountColumn, number>>>;
  /** Why, with the source of the true values. Required; it is not part of the batch. */
  readonly reason: string;
}

/** A correction that passed {@link readKagglePlayerCorrections}, with its position in the list. */
export interface CheckedKagglePlayerCorrection {
  readonly index: number;
  readonly correction: KagglePlayerCorrection;
  /** The NBA season of the date (2017-18 is 2018). */
  readonly season: number;
}

/**
 * Checks the corrections given to `parseKagglePlayerBoxScores` on their own (path
 * `[fileName, 'corrections', i, field]`): a valid date, a team and a player, at least one value,
 * each a known count column ({@link KAGGLE_PLAYER_COUNT_COLUMNS}) with a whole non-negative
 * number, a non-empty reason, and one correction per player and game (`conflict` for a second).
 * Returns the good ones by `date|team|player`; problems are appended to `issues`.
 *
 * @example
 * const byRow = readKagglePlayerCorrections([{ date: '2017-11-24', team: 'TOR', player: 'Serge Ibaka', values: { playPTS: 10 }, reason: '...' }], 'f.csv', issues);
 * byRow.get('2017-11-24|TOR|Serge Ibaka')?.season; // 2018
 */
export function readKagglePlayerCorrections(corrections: readonly KagglePlayerCorrection[], fileName: string, issues: Issue[]): Map<string, CheckedKagglePlayerCorrection> {
  const byRow = new Map<string, CheckedKagglePlayerCorrection>();
  const known = new Set<string>(KAGGLE_PLAYER_COUNT_COLUMNS);
  corrections.forEach((correction, index) => {
    let ok = true;
    const bad = (code: 'invalid_input' | 'invalid_date' | 'invalid_score' | 'conflict', field: string, message: string): void => {
      ok = false;
      issues.push(issue(code, [fileName, 'corrections', index, field], `${fileName} corrections[${index}].${field}: ${message}`));
    };
    const d = parseLeagueDate(correction.date);
    if (!d.ok) bad('invalid_date', 'date', `"${correction.date}" is not a valid date (yyyy-MM-dd)`);
    if (correction.team === '') bad('invalid_input', 'team', 'the team abbreviation is empty');
    if (correction.player === '') bad('invalid_input', 'player', 'the player (playDispNm) is empty');
    const entries = Object.entries(correction.values);
    if (entries.length === 0) bad('invalid_input', 'values', 'a correction needs at least one value');
    for (const [column, value] of entries) {
      if (!known.has(column)) bad('invalid_input', 'values', `"${column}" is not a count column (${KAGGLE_PLAYER_COUNT_COLUMNS.join(', ')})`);
      else if (!Number.isInteger(value) || (value as number) < 0) bad('invalid_score', 'values', `${column} ${value} is not a whole non-negative number`);
    }
    if (typeof correction.reason !== 'string' || correction.reason.trim() === '') bad('invalid_input', 'reason', 'a correction needs its reason (what is wrong, and the source of the true values)');
    if (!ok || !d.ok) return;
    const key = `${d.value}|${correction.team}|${correction.player}`;
    const first = byRow.get(key);
    if (first !== undefined) {
      bad('conflict', 'player', `corrections[${first.index}] already corrects ${correction.player} of ${correction.team} on ${d.value}`);
      return;
    }
    byRow.set(key, { index, correction, season: seasonOfDate('nba', d.value) });
  });
  return byRow;
}
