import type { IssueCode } from '../../ids/Issue.js';
import { parseLeagueDate, type LeagueDate } from '../../ids/LeagueDate.js';
import { seasonOfDate, type SeasonType } from '../../ids/Season.js';
import type { TeamId } from '../../ids/TeamId.js';
import { NBA_COM_GAME_DATE, NBA_COM_MATCHUP, NBA_COM_SEASON_TYPES } from './readNbaComRow.js';
import type { CsvRow } from './splitCsvTable.js';

/**
 * The columns of an NBA.com player game log that the importer reads (the header must name each).
 *
 * @example
 * NBA_COM_PLAYER_COLUMNS.includes('REB'); // true
 */
export const NBA_COM_PLAYER_COLUMNS: readonly string[] = [
  'PLAYER_ID', 'PLAYER_NAME', 'TEAM_ABBREVIATION', 'GAME_DATE', 'MATCHUP', 'WL', 'MIN', 'PTS', 'REB', 'AST', 'STL', 'BLK', 'TOV', 'SEASON_TYPE',
];

/** One checked row of an NBA.com player game log: one player in one game. */
export interface NbaComPlayerRow {
  readonly lineNo: number;
  /** NBA.com's person id (`PLAYER_ID`), as written. */
  readonly nbaComId: string;
  readonly name: string;
  readonly date: LeagueDate;
  readonly team: string;
  readonly teamId: TeamId;
  readonly opponentId: TeamId;
  readonly home: boolean;
  readonly won: boolean;
  readonly seasonType: SeasonType;
  readonly minutes: number;
  readonly points: number;
  readonly rebounds: number;
  readonly assists: number;
  readonly steals: number;
  readonly blocks: number;
  readonly turnovers: number;
}

/**
 * Reads and checks one row of an NBA.com player game log (`nba_stats/<season>/player_game_logs.csv`,
 * the stats.nba.com `playergamelogs` table): a whole `PLAYER_ID`, a `PLAYER_NAME` with a letter
 * or digit, a valid `GAME_DATE`, a `MATCHUP` (`BOS @ CLE`, `CLE vs. BOS`) that starts with the
 * row's `TEAM_ABBREVIATION`, both teams known (season = the NBA season of the date), `WL` W or
 * L, whole non-negative `MIN`, `PTS`, `REB`, `AST`, `STL`, `BLK`, `TOV`, and a known
 * `SEASON_TYPE`. (A player's `PLUS_MINUS` is his own, so unlike a team row it says nothing about
 * the result.) Every problem is reported; the row is returned only when there was none.
 *
 * @example
 * readNbaComPlayerRow({ lineNo: 2, fields }, columns, teamIdOf, report);
 * // { nbaComId: '202681', name: 'Kyrie Irving', date: '2017-10-17', team: 'BOS', home: false, won: false, points: 22, ... }
 */
export function readNbaComPlayerRow(
  row: CsvRow,
  columns: ReadonlyMap<string, number>,
  teamIdOf: (abbreviation: string, season: number) => TeamId | undefined,
  report: (code: IssueCode, lineNo: number, column: string, message: string) => void,
): NbaComPlayerRow | undefined {
  const { lineNo } = row;
  let ok = true;
  const bad = (code: IssueCode, column: string, message: string): void => {
    ok = false;
    report(code, lineNo, column, message);
  };
  const get = (column: string): string => row.fields[columns.get(column) ?? -1] ?? '';
  const count = (column: string): number => {
    const text = get(column);
    if (/^\d{1,4}$/.test(text)) return Number(text);
    bad('malformed_line', column, `${column} "${text}" is not a whole non-negative number`);
    return 0;
  };

  const nbaComId = get('PLAYER_ID');
  if (!/^\d{1,12}$/.test(nbaComId)) bad('malformed_line', 'PLAYER_ID', `PLAYER_ID "${nbaComId}" is not a whole number`);
  const name = get('PLAYER_NAME').trim();
  if (!/[\p{L}\p{N}]/u.test(name)) bad('malformed_line', 'PLAYER_NAME', `PLAYER_NAME "${name}" has no letters or digits`);

  const dateText = get('GAME_DATE');
  const parsed = parseLeagueDate(NBA_COM_GAME_DATE.exec(dateText)?.[1] ?? '');
  const date = parsed.ok ? parsed.value : undefined;
  if (date === undefined) bad('invalid_date', 'GAME_DATE', `"${dateText}" is not a valid date (yyyy-MM-dd)`);
  const season = date === undefined ? undefined : seasonOfDate('nba', date);

  const team = get('TEAM_ABBREVIATION');
  const matchup = get('MATCHUP');
  const m = NBA_COM_MATCHUP.exec(matchup);
  if (team === '') bad('malformed_line', 'TEAM_ABBREVIATION', 'TEAM_ABBREVIATION is empty');
  if (!m) bad('malformed_line', 'MATCHUP', `"${matchup}" is not "<team> @ <opponent>" or "<team> vs. <opponent>"`);
  else if (m[1] !== team) bad('malformed_line', 'MATCHUP', `"${matchup}" does not start with the row's TEAM_ABBREVIATION "${team}"`);
  else if (m[3] === team) bad('same_team', 'MATCHUP', `"${matchup}": a team cannot play itself`);
  const lookup = (column: string, abbreviation: string): TeamId | undefined => {
    if (season === undefined || abbreviation === '') return undefined;
    const id = teamIdOf(abbreviation, season);
    if (id === undefined) bad('unknown_team', column, `unknown team abbreviation "${abbreviation}" in season ${season}`);
    return id;
  };
  const teamId = lookup('TEAM_ABBREVIATION', team);
  const opponentId = m && m[1] === team ? lookup('MATCHUP', m[3] ?? '') : undefined;

  const wl = get('WL');
  if (wl !== 'W' && wl !== 'L') bad('malformed_line', 'WL', `WL "${wl}" is not W or L`);
  const seasonTypeText = get('SEASON_TYPE');
  const seasonType = NBA_COM_SEASON_TYPES[seasonTypeText];
  if (seasonType === undefined) bad('malformed_line', 'SEASON_TYPE', `SEASON_TYPE "${seasonTypeText}" is not Regular Season, Playoffs, PlayIn or Pre Season`);
  const counts = {
    minutes: count('MIN'), points: count('PTS'), rebounds: count('REB'), assists: count('AST'), steals: count('STL'), blocks: count('BLK'), turnovers: count('TOV'),
  };

  if (!ok || date === undefined || m === null || teamId === undefined || opponentId === undefined || seasonType === undefined) return undefined;
  return { lineNo, nbaComId, name, date, team, teamId, opponentId, home: m[2] === 'vs.', won: wl === 'W', seasonType, ...counts };
}
