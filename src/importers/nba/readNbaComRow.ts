import type { IssueCode } from '../../ids/Issue.js';
import { parseLeagueDate, type LeagueDate } from '../../ids/LeagueDate.js';
import { seasonOfDate, type SeasonType } from '../../ids/Season.js';
import type { TeamId } from '../../ids/TeamId.js';
import type { CsvRow } from './splitCsvTable.js';

/** The columns of a team game log that the batch needs. */
export const NBA_COM_COLUMNS: readonly string[] = ['TEAM_ABBREVIATION', 'GAME_DATE', 'MATCHUP', 'WL', 'PTS', 'PLUS_MINUS', 'SEASON_TYPE'];
/**
 * `MATCHUP`: `BOS @ CLE` (the Boston row, away) or `CLE vs. BOS` (the Cleveland row, home).
 *
 * @example
 * NBA_COM_MATCHUP.exec('CLE vs. BOS')?.slice(1); // ['CLE', 'vs.', 'BOS']
 */
export const NBA_COM_MATCHUP = /^(\S+) (@|vs\.) (\S+)$/;
/**
 * `GAME_DATE`: `yyyy-MM-dd`, as in these files, or with the midnight time some nba_api versions write.
 *
 * @example
 * NBA_COM_GAME_DATE.exec('2017-10-17T00:00:00')?.[1]; // '2017-10-17'
 */
export const NBA_COM_GAME_DATE = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00)?$/;
/**
 * `SEASON_TYPE` values and their season types.
 *
 * @example
 * NBA_COM_SEASON_TYPES['Playoffs']; // 'post'
 */
export const NBA_COM_SEASON_TYPES: Readonly<Record<string, SeasonType>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, SeasonType>, { 'Regular Season': 'regular', Playoffs: 'post', PlayIn: 'post', 'Pre Season': 'pre' }),
);

/** One checked row of an NBA.com team game log: one team in one game. */
export interface NbaComRow {
  readonly lineNo: number;
  readonly date: LeagueDate;
  readonly team: string;
  readonly teamId: TeamId;
  readonly opponent: string;
  readonly home: boolean;
  readonly points: number;
  readonly plusMinus: number;
  readonly seasonTypeText: string;
  readonly seasonType: SeasonType;
}

/**
 * Reads and checks one row of an NBA.com team game log (see `parseNbaComTeamGameLogs`): a valid
 * `GAME_DATE`, a `MATCHUP` starting with the row's `TEAM_ABBREVIATION`, whole `PTS`, `WL`
 * agreeing with the sign of `PLUS_MINUS`, a known `SEASON_TYPE`, a known team (season = the NBA
 * season of the date). Every problem is reported; the row is returned only when there was none.
 *
 * @example
 * readNbaComRow({ lineNo: 2, fields }, columns, teamIdOf, report);
 * // { date: '2017-10-17', team: 'BOS', opponent: 'CLE', home: false, points: 99, plusMinus: -3, seasonType: 'regular', ... }
 */
export function readNbaComRow(
  row: CsvRow,
  columns: ReadonlyMap<string, number>,
  teamIdOf: (abbreviation: string, season: number) => TeamId | undefined,
  report: (code: IssueCode, lineNo: number, column: string, message: string) => void,
): NbaComRow | undefined {
  const { lineNo } = row;
  let ok = true;
  const bad = (code: IssueCode, column: string, message: string): void => {
    ok = false;
    report(code, lineNo, column, message);
  };
  const get = (column: string): string => row.fields[columns.get(column) ?? -1] ?? '';

  const dateText = get('GAME_DATE');
  const parsed = parseLeagueDate(NBA_COM_GAME_DATE.exec(dateText)?.[1] ?? '');
  const date = parsed.ok ? parsed.value : undefined;
  if (date === undefined) bad('invalid_date', 'GAME_DATE', `"${dateText}" is not a valid date (yyyy-MM-dd)`);

  const team = get('TEAM_ABBREVIATION');
  const matchup = get('MATCHUP');
  const m = NBA_COM_MATCHUP.exec(matchup);
  if (!m) bad('malformed_line', 'MATCHUP', `"${matchup}" is not "<team> @ <opponent>" or "<team> vs. <opponent>"`);
  else if (m[1] !== team) bad('malformed_line', 'MATCHUP', `"${matchup}" does not start with the row's TEAM_ABBREVIATION "${team}"`);
  else if (m[3] === team) bad('same_team', 'MATCHUP', `"${matchup}": a team cannot play itself`);

  const pointsText = get('PTS');
  if (!/^\d{1,4}$/.test(pointsText)) bad('malformed_line', 'PTS', `PTS "${pointsText}" is not a whole number of points`);
  const plusMinusText = get('PLUS_MINUS');
  const pm = /^(-?\d{1,4})(?:\.0+)?$/.exec(plusMinusText);
  if (!pm) bad('malformed_line', 'PLUS_MINUS', `PLUS_MINUS "${plusMinusText}" is not a whole number`);
  const plusMinus = Number(pm?.[1]);
  const wl = get('WL');
  if (wl !== 'W' && wl !== 'L') bad('malformed_line', 'WL', `WL "${wl}" is not W or L`);
  else if (pm && plusMinus === 0) bad('invalid_score', 'PLUS_MINUS', 'PLUS_MINUS is 0; an NBA game cannot end tied');
  else if (pm && (wl === 'W') !== plusMinus > 0) bad('invalid_score', 'WL', `WL is ${wl} with PLUS_MINUS ${plusMinus}`);

  const seasonTypeText = get('SEASON_TYPE');
  const seasonType = NBA_COM_SEASON_TYPES[seasonTypeText];
  if (seasonType === undefined) bad('malformed_line', 'SEASON_TYPE', `SEASON_TYPE "${seasonTypeText}" is not Regular Season, Playoffs, PlayIn or Pre Season`);

  let teamId: TeamId | undefined;
  if (date !== undefined && team !== '') {
    const season = seasonOfDate('nba', date);
    teamId = teamIdOf(team, season);
    if (teamId === undefined) bad('unknown_team', 'TEAM_ABBREVIATION', `unknown team abbreviation "${team}" in season ${season}`);
  } else if (team === '') bad('malformed_line', 'TEAM_ABBREVIATION', 'TEAM_ABBREVIATION is empty');

  if (!ok || date === undefined || m === null || m[3] === undefined || teamId === undefined || seasonType === undefined) return undefined;
  return { lineNo, date, team, teamId, opponent: m[3], home: m[2] === 'vs.', points: Number(pointsText), plusMinus, seasonTypeText, seasonType };
}
