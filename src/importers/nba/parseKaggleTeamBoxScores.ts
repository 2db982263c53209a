import { claimTeamDays } from './claimTeamDays.js';
import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { formatEventId } from '../../ids/EventId.js';
import { issue, type Issue, type IssueCode, type Result } from '../../ids/Issue.js';
import { createTeamLookup } from './createTeamLookup.js';
import { readKaggleCorrections, type KaggleScoreCorrection } from './readKaggleCorrections.js';
import { checkKagglePair } from './checkKagglePair.js';
import { KAGGLE_COLUMNS, readKaggleRow, type KaggleRow, type KaggleSide, type KaggleTotals } from './readKaggleRow.js';
import { splitCsvTable } from './splitCsvTable.js';

/** How {@link parseKaggleTeamBoxScores} names the file, maps abbreviations and corrects known errors. */
export interface KaggleTeamBoxScoresOptions {
  /** First element of every issue path (`2017-18_teamBoxScore.csv`); default `team box scores`. */
  readonly fileName?: string;
  /**
   * The team id of an xmlstats abbreviation (`GS`, `NO`, `NY`, `PHO`, `SA`, `BKN`...) in an NBA
   * season named by the year it ends (2016-17 is 2017), or undefined when unknown; the registry's
   * `nbaTeamIdOfAbbreviation`.
   */
  readonly teamIdOf: (abbreviation: string, season: number) => string | undefined;
  /**
   * Known errors of the file with the true values (see `KAGGLE_TEAM_BOX_SCORE_CORRECTIONS`).
   * Each correction of a season the file covers must name one of its games and change
   * something; corrections of other seasons are ignored (so one list serves every file).
   */
  readonly corrections?: readonly KaggleScoreCorrection[];
}

/**
 * Parses a team box score file of the Kaggle data set "NBA Enhanced Box Score and Standings"
 * (built from the xmlstats API; one row per team per game, `2016-17_teamBoxScore.csv`) into
 * completed NBA games: event id `yyyyMMdd-away-at-home`, the start from `gmDate` + `gmTime`
 * (US Eastern; see `parseKaggleStartTime`), `season_type` from `seasTyp`, points from
 * `teamPTS`, period scores from `teamPTS1`..`teamPTS8`. Sites are not in the file: the engine
 * gives each game its home team's arena (so the 2017 London and Mexico City games are not
 * marked neutral).
 *
 * Period scores: quarters 1-4 always, and overtimes 5..k where k is the last overtime column in
 * which either team scored. A played overtime in which both teams scored 0 would be lost, one
 * where one team scored 0 is kept; in the 2016-17 and 2017-18 files no overtime column is 0 for
 * one team and not the other, and the overtime count of every game equals Basketball-
 * Reference's `numExtraPeriods` (70 and 61 overtime games).
 *
 * The two rows of a game are paired by date and teams, in any order, and must agree (else a
 * `conflict` on the second row): mirrored team and opponent blocks (points and every period),
 * the same `gmTime`, `seasTyp` and officials. Each team's period scores must add up to its
 * points (`invalid_score`). Also reported: a row whose partner is missing (`malformed_line`), a
 * third row of a game or a team in two games of one date (`conflict`), and everything
 * `readKaggleRow` and `splitCsvTable` find. Paths are `[fileName, 'line N', column]`.
 *
 * Nothing is fixed silently: known errors of the source (a wrong score, period scores that do
 * not add up) are issues unless the caller passes a correction for them; a corrected game
 * carries the corrected values, in `games` (checked as above). When there is any issue,
 * nothing is returned.
 *
 * @example
 * const r = parseKaggleTeamBoxScores(text, { fileName: '2017-18_teamBoxScore.csv', teamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
 * if (r.ok) r.value.games?.length; // 1230
 */
export function parseKaggleTeamBoxScores(text: string, options: KaggleTeamBoxScoresOptions): Result<BatchInput> {
  const fileName = options.fileName ?? 'team box scores';
  const issues: Issue[] = [];
  const report = (code: IssueCode, lineNo: number, column: string, message: string): void => {
    issues.push(issue(code, [fileName, `line ${lineNo}`, column], `${fileName} line ${lineNo} ${column}: ${message}`));
  };
  const atCorrection = (code: IssueCode, index: number, field: string | undefined, message: string): void => {
    const path = field === undefined ? [fileName, 'corrections', index] : [fileName, 'corrections', index, field];
    issues.push(issue(code, path, `${fileName} corrections[${index}]${field === undefined ? '' : `.${field}`}: ${message}`));
  };

  const { table, issues: shapeIssues } = splitCsvTable(text, fileName, KAGGLE_COLUMNS);
  issues.push(...shapeIssues);
  if (table === undefined) return { ok: false, issues };
  const corrections = readKaggleCorrections(options.corrections ?? [], fileName, issues);

  const context = { columns: table.columns, teamIdOf: createTeamLookup('parseKaggleTeamBoxScores', options.teamIdOf), report };
  const groups = new Map<string, KaggleRow[]>();
  const seasons = new Set<number>();
  for (const csvRow of table.rows) {
    const row = readKaggleRow(csvRow, context);
    if (row === undefined) continue;
    seasons.add(row.season);
    const [away, home] = row.team.location === 'Away' ? [row.team, row.oppt] : [row.oppt, row.team];
    const key = `${row.date}|${away.abbreviation}|${home.abbreviation}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }

  const games: GameInput[] = [];
  const gameOfTeamOnDate = new Map<string, number>();
  for (const [key, rows] of groups) {
    const [a, b, ...extra] = rows as [KaggleRow, ...KaggleRow[]];
    const what = `${a.team.location === 'Away' ? `${a.team.abbreviation} at ${a.oppt.abbreviation}` : `${a.oppt.abbreviation} at ${a.team.abbreviation}`} on ${a.date}`;
    for (const x of extra) report('conflict', x.lineNo, 'teamAbbr', `a third row of ${what} (lines ${a.lineNo} and ${b?.lineNo ?? '?'})`);
    if (b === undefined) {
      report('malformed_line', a.lineNo, 'opptAbbr', `the ${a.oppt.abbreviation} row of ${what} is missing`);
      continue;
    }
    if (!checkKagglePair(a, b, report)) continue;
    const homeRow = a.team.location === 'Home' ? a : b;
    const awayRow = homeRow === a ? b : a;

    const lines = [awayRow, homeRow].map((row) => ({ lineNo: row.lineNo, date: row.date, teamId: row.teamId, label: row.team.abbreviation }));
    if (!claimTeamDays(gameOfTeamOnDate, lines, 'teamAbbr', report)) continue;

    const overtimes = countOvertimes(homeRow.team, homeRow.oppt);
    let awayPoints = awayRow.team.points;
    let homePoints = homeRow.team.points;
    let awayPeriods = awayRow.team.periods.slice(0, 4 + overtimes);
    let homePeriods = homeRow.team.periods.slice(0, 4 + overtimes);
    const fix = corrections.get(key);
    if (fix !== undefined) {
      const c = fix.correction;
      const next = { awayPoints: c.awayPoints, homePoints: c.homePoints, awayPeriods: c.awayPeriodScores?.slice() ?? awayPeriods, homePeriods: c.homePeriodScores?.slice() ?? homePeriods };
      const totalsChange = [[c.awayTotals, awayRow.totals], [c.homeTotals, homeRow.totals]].some(([fixT, fileT]) => fixT !== undefined && Object.entries(fixT).some(([k, v]) => (fileT as Record<string, number>)[k] !== v));
      if (!totalsChange && next.awayPoints === awayPoints && next.homePoints === homePoints && next.awayPeriods.join() === awayPeriods.join() && next.homePeriods.join() === homePeriods.join()) {
        atCorrection('invalid_input', fix.index, undefined, `changes nothing: the file already says ${what} ended ${awayPoints}-${homePoints}, periods [${awayPeriods.join(', ')}] and [${homePeriods.join(', ')}]`);
        continue;
      }
      if (next.awayPeriods.length !== next.homePeriods.length) {
        atCorrection('invalid_score', fix.index, c.awayPeriodScores === undefined ? 'homePeriodScores' : 'awayPeriodScores', `with the correction ${c.away} has ${next.awayPeriods.length} periods and ${c.home} ${next.homePeriods.length}`);
        continue;
      }
      ({ awayPoints, homePoints, awayPeriods, homePeriods } = next);
    }

    let sumsOk = true;
    for (const [row, points, periods, side] of [[awayRow, awayPoints, awayPeriods, 'away'], [homeRow, homePoints, homePeriods, 'home']] as const) {
      const sum = periods.reduce((s, v) => s + v, 0);
      if (sum === points) continue;
      sumsOk = false;
      if (fix === undefined) {
        report('invalid_score', row.lineNo, 'teamPTS', `${row.team.abbreviation}'s period scores ${periods.join('+')} add up to ${sum}, teamPTS is ${points} (one of them is wrong; a correction can give the true values)`);
      } else {
        atCorrection('invalid_score', fix.index, `${side}Points`, `${side}Points is ${points}, the file's period scores ${periods.join('+')} add up to ${sum}; give ${side}PeriodScores too`);
      }
    }
    if (!sumsOk) continue;

    games.push({
      sport: 'nba',
      event_id: formatEventId({ date: homeRow.date, sequence: 1, awayTeamId: awayRow.teamId, homeTeamId: homeRow.teamId }),
      status: 'completed',
      season_type: homeRow.seasonType,
      start_date_time: homeRow.startDateTime,
      away_team_id: awayRow.teamId,
      home_team_id: homeRow.teamId,
      away_points_scored: awayPoints,
      home_points_scored: homePoints,
      away_period_scores: awayPeriods,
      home_period_scores: homePeriods,
      away_totals: totalsInput({ ...awayRow.totals, ...fix?.correction.awayTotals }, awayPoints),
      home_totals: totalsInput({ ...homeRow.totals, ...fix?.correction.homeTotals }, homePoints),
    });
  }

  for (const [key, fix] of corrections) {
    if (groups.has(key) || !seasons.has(fix.season)) continue;
    const c = fix.correction;
    atCorrection('unknown_event', fix.index, undefined, `the file has no game ${c.away} at ${c.home} on ${fix.date} (it covers season${seasons.size > 1 ? 's' : ''} ${[...seasons].sort().join(', ')})`);
  }

  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { games } };
}

/** Overtimes played: up to the last overtime column (5-8) in which either team scored. */
function countOvertimes(team: KaggleSide, oppt: KaggleSide): number {
  for (let p = 7; p >= 4; p--) if ((team.periods[p] ?? 0) > 0 || (oppt.periods[p] ?? 0) > 0) return p - 3;
  return 0;
}

/** A row's totals as the batch's team totals, with the game's points (after any correction). */
function totalsInput(t: KaggleTotals, points: number): NonNullable<GameInput['home_totals']> {
  return {
    points,
    assists: t.assists,
    turnovers: t.turnovers,
    steals: t.steals,
    blocks: t.blocks,
    field_goals_attempted: t.fieldGoalsAttempted,
    field_goals_made: t.fieldGoalsMade,
    three_point_field_goals_attempted: t.threePointFieldGoalsAttempted,
    three_point_field_goals_made: t.threePointFieldGoalsMade,
    free_throws_attempted: t.freeThrowsAttempted,
    free_throws_made: t.freeThrowsMade,
    offensive_rebounds: t.offensiveRebounds,
    defensive_rebounds: t.defensiveRebounds,
    personal_fouls: t.personalFouls,
  };
}
