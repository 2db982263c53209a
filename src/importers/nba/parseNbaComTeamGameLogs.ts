import { claimTeamDays } from './claimTeamDays.js';
import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { formatEventId } from '../../ids/EventId.js';
import { issue, type Issue, type IssueCode, type Result } from '../../ids/Issue.js';
import { createTeamLookup } from './createTeamLookup.js';
import { NBA_COM_COLUMNS, readNbaComRow, type NbaComRow } from './readNbaComRow.js';
import { splitCsvTable } from './splitCsvTable.js';

/** How {@link parseNbaComTeamGameLogs} names the file and maps abbreviations. */
export interface NbaComTeamGameLogsOptions {
  /** First element of every issue path (`nba_stats/2017-18/team_game_logs.csv`); default `team game logs`. */
  readonly fileName?: string;
  /**
   * The team id of an NBA.com abbreviation (`GSW`, `NOP`, `NYK`, `PHX`, `SAS`...) in an NBA
   * season named by the year it ends, or undefined; the registry's `nbaTeamIdOfNbaComAbbreviation`.
   */
  readonly teamIdOf: (abbreviation: string, season: number) => string | undefined;
}

/**
 * Parses an NBA.com team game log (`nba_stats/<season>/team_game_logs.csv`, as the nba_api
 * client saves the stats.nba.com `teamgamelogs` table: one row per team per game, regular season
 * and playoffs) into completed NBA games. `MATCHUP` names the sides: `BOS @ CLE` is the Boston
 * row of Boston at Cleveland, `CLE vs. BOS` the Cleveland row of the same game. Points from
 * `PTS`; `SEASON_TYPE` `Regular Season` is regular, `Playoffs` (and `PlayIn`, from 2020-21)
 * post, `Pre Season` pre. The file has no start times (null: unknown), period scores or sites.
 *
 * Checked per row: a valid `GAME_DATE`, a `MATCHUP` that starts with the row's own
 * `TEAM_ABBREVIATION`, `WL` W/L agreeing with the sign of `PLUS_MINUS` (no ties), whole
 * `PTS`, the team through `teamIdOf` (season = the NBA season of the date). The two rows of a
 * game (paired by date and teams) must mirror each other: each `PLUS_MINUS` is the own points
 * minus the other row's, and the same `SEASON_TYPE` (else a `conflict` on the second row). A
 * row without its partner is `malformed_line`; a third row or a team in two games of one date
 * is a `conflict`. Paths are `[fileName, 'line N', column]`; any issue: nothing is returned.
 *
 * @example
 * const r = parseNbaComTeamGameLogs(text, { fileName: 'team_game_logs.csv', teamIdOf });
 * // r.ok && r.value.games.length === 1312 (1,230 regular season + 82 playoff games, 2017-18)
 */
export function parseNbaComTeamGameLogs(text: string, options: NbaComTeamGameLogsOptions): Result<BatchInput> {
  const fileName = options.fileName ?? 'team game logs';
  const issues: Issue[] = [];
  const report = (code: IssueCode, lineNo: number, column: string, message: string): void => {
    issues.push(issue(code, [fileName, `line ${lineNo}`, column], `${fileName} line ${lineNo} ${column}: ${message}`));
  };
  const { table, issues: shapeIssues } = splitCsvTable(text, fileName, NBA_COM_COLUMNS);
  issues.push(...shapeIssues);
  if (table === undefined) return { ok: false, issues };
  const teamIdOf = createTeamLookup('parseNbaComTeamGameLogs', options.teamIdOf);

  const groups = new Map<string, NbaComRow[]>();
  for (const csvRow of table.rows) {
    const row = readNbaComRow(csvRow, table.columns, teamIdOf, report);
    if (row === undefined) continue;
    const [away, home] = row.home ? [row.opponent, row.team] : [row.team, row.opponent];
    const key = `${row.date}|${away}|${home}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }

  const games: GameInput[] = [];
  const gameOfTeamOnDate = new Map<string, number>();
  for (const rows of groups.values()) {
    const [a, b, ...extra] = rows as [NbaComRow, ...NbaComRow[]];
    const what = `${a.home ? `${a.opponent} at ${a.team}` : `${a.team} at ${a.opponent}`} on ${a.date}`;
    for (const x of extra) report('conflict', x.lineNo, 'MATCHUP', `a third row of ${what} (lines ${a.lineNo} and ${b?.lineNo ?? '?'})`);
    if (b === undefined) {
      report('malformed_line', a.lineNo, 'MATCHUP', `the ${a.opponent} row of ${what} is missing`);
      continue;
    }
    if (b.team === a.team) {
      report('conflict', b.lineNo, 'MATCHUP', `a second ${b.team} row of ${what} (line ${a.lineNo})`);
      continue;
    }
    let ok = true;
    const differ = (column: string, message: string): void => {
      ok = false;
      report('conflict', b.lineNo, column, `${message} (line ${a.lineNo} is the ${a.team} row of the same game)`);
    };
    if (b.seasonTypeText !== a.seasonTypeText) differ('SEASON_TYPE', `SEASON_TYPE is "${b.seasonTypeText}", line ${a.lineNo} has "${a.seasonTypeText}"`);
    if (b.points - a.points !== b.plusMinus) differ('PLUS_MINUS', `PLUS_MINUS is ${b.plusMinus}, but ${b.team} scored ${b.points} and ${a.team} ${a.points}`);
    else if (a.plusMinus !== -b.plusMinus) differ('PLUS_MINUS', `PLUS_MINUS is ${b.plusMinus}, line ${a.lineNo} has ${a.plusMinus}`);
    if (!ok) continue;

    const homeRow = a.home ? a : b;
    const awayRow = homeRow === a ? b : a;
    const lines = [awayRow, homeRow].map((row) => ({ lineNo: row.lineNo, date: row.date, teamId: row.teamId, label: row.team }));
    if (!claimTeamDays(gameOfTeamOnDate, lines, 'MATCHUP', report)) continue;

    games.push({
      sport: 'nba',
      event_id: formatEventId({ date: homeRow.date, sequence: 1, awayTeamId: awayRow.teamId, homeTeamId: homeRow.teamId }),
      status: 'completed',
      season_type: homeRow.seasonType,
      start_date_time: null,
      away_team_id: awayRow.teamId,
      home_team_id: homeRow.teamId,
      away_points_scored: awayRow.points,
      home_points_scored: homeRow.points,
    });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { games } };
}
