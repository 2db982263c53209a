import { issue, type Issue } from '../../ids/Issue.js';
import { parseLeagueDate, type LeagueDate } from '../../ids/LeagueDate.js';
import { seasonOfDate } from '../../ids/Season.js';
import type { KaggleTotals } from './readKaggleRow.js';

/**
 * A known error of a Kaggle team box score file and the true values, given by the caller (the
 * importer never changes a value on its own). The game is named as the file names it.
 *
 * @example
 * const c: KaggleScoreCorrection = { date: '2017-11-24', away: 'TOR', home: 'IND', awayPoints: 104, homePoints: 107,
 *   reason: 'teamPTS 102 against period scores adding up to 104; NBA.com and Basketball-Reference: 104' };
 */
export interface KaggleScoreCorrection {
  /** The game's `gmDate`, `yyyy-MM-dd`. */
  readonly date: string;
  /** The away and home teams' abbreviations as the file writes them (`teamAbbr`: GS, NY, PHO...). */
  readonly away: string;
  readonly home: string;
  /** The true final scores (the file's when only period scores are wrong). */
  readonly awayPoints: number;
  readonly homePoints: number;
  /**
   * The true points per period (quarters, then overtimes). When absent, the file's period scores
   * of that team are kept, and they must add up to the corrected points.
   */
  readonly awayPeriodScores?: readonly number[];
  readonly homePeriodScores?: readonly number[];
  /** True values of box score totals the file has wrong (the others are kept). */
  readonly awayTotals?: Partial<KaggleTotals>;
  readonly homeTotals?: Partial<KaggleTotals>;
  /** Why, with the source of the true values. Required; it is not part of the batch. */
  readonly reason: string;
}

/** A correction that passed {@link readKaggleCorrections}, with its position in the list. */
export interface CheckedKaggleCorrection {
  readonly index: number;
  readonly correction: KaggleScoreCorrection;
  readonly date: LeagueDate;
  /** The NBA season of the date (2016-17 is 2017). */
  readonly season: number;
}

/**
 * Checks the corrections given to `parseKaggleTeamBoxScores` on their own (path
 * `[fileName, 'corrections', i, field]`): a valid date, two different non-empty abbreviations,
 * whole non-negative points that are not tied, period scores (4 to 8 whole non-negative numbers)
 * that add up to the points and have as many periods for both teams, a non-empty reason, and
 * one correction per game (`conflict` for a second). Returns the good ones by
 * `date|away|home`; problems are appended to `issues`.
 *
 * @example
 * const byGame = readKaggleCorrections([{ date: '2017-10-19', away: 'CHI', home: 'TOR', awayPoints: 100, homePoints: 117, reason: '...' }], 'f.csv', issues);
 * byGame.get('2017-10-19|CHI|TOR')?.season; // 2018
 */
export function readKaggleCorrections(corrections: readonly KaggleScoreCorrection[], fileName: string, issues: Issue[]): Map<string, CheckedKaggleCorrection> {
  const byGame = new Map<string, CheckedKaggleCorrection>();
  corrections.forEach((correction, index) => {
    let ok = true;
    const bad = (code: 'invalid_input' | 'invalid_date' | 'invalid_score' | 'conflict', field: string, message: string): void => {
      ok = false;
      issues.push(issue(code, [fileName, 'corrections', index, field], `${fileName} corrections[${index}].${field}: ${message}`));
    };
    const d = parseLeagueDate(correction.date);
    if (!d.ok) bad('invalid_date', 'date', `"${correction.date}" is not a valid date (yyyy-MM-dd)`);
    if (correction.away === '' || correction.home === '' || correction.away === correction.home) bad('invalid_input', 'home', `away "${correction.away}" and home "${correction.home}" must be two different abbreviations`);
    for (const field of ['awayPoints', 'homePoints'] as const) {
      if (!isCount(correction[field])) bad('invalid_score', field, `${correction[field]} is not a whole non-negative number`);
    }
    if (correction.awayPoints === correction.homePoints) bad('invalid_score', 'homePoints', `both teams have ${correction.homePoints} points; an NBA game cannot end tied`);
    for (const [field, pointsField] of [['awayPeriodScores', 'awayPoints'], ['homePeriodScores', 'homePoints']] as const) {
      const list = correction[field];
      if (list === undefined) continue;
      if (list.length < 4 || list.length > 8 || !list.every(isCount)) {
        bad('invalid_score', field, `[${list.join(', ')}] is not 4 to 8 whole non-negative numbers (quarters, then overtimes)`);
      } else {
        const sum = list.reduce((s, v) => s + v, 0);
        if (sum !== correction[pointsField]) bad('invalid_score', field, `the period scores add up to ${sum}, ${pointsField} is ${correction[pointsField]}`);
      }
    }
    const { awayPeriodScores: a, homePeriodScores: h } = correction;
    if (a !== undefined && h !== undefined && a.length !== h.length) bad('invalid_score', 'homePeriodScores', `${a.length} periods for the away team, ${h.length} for the home team`);
    if (typeof correction.reason !== 'string' || correction.reason.trim() === '') bad('invalid_input', 'reason', 'a correction needs its reason (what is wrong, and the source of the true values)');
    if (!ok || !d.ok) return;
    const key = `${d.value}|${correction.away}|${correction.home}`;
    const first = byGame.get(key);
    if (first !== undefined) {
      bad('conflict', 'date', `corrections[${first.index}] already corrects ${correction.away} at ${correction.home} on ${d.value}`);
      return;
    }
    byGame.set(key, { index, correction, date: d.value, season: seasonOfDate('nba', d.value) });
  });
  return byGame;
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}
