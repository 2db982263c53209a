import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import type { IssueCode } from '../../ids/Issue.js';
import { parseLeagueDate, type LeagueDate } from '../../ids/LeagueDate.js';
import { seasonOfDate, type SeasonType } from '../../ids/Season.js';
import type { TeamId } from '../../ids/TeamId.js';
import { parseKaggleStartTime } from './parseKaggleStartTime.js';
import type { CsvRow } from './splitCsvTable.js';

/** The columns of a team box score file that the batch needs. */
export const KAGGLE_COLUMNS: readonly string[] = [
  'gmDate', 'gmTime', 'seasTyp',
  'offLNm1', 'offFNm1', 'offLNm2', 'offFNm2', 'offLNm3', 'offFNm3',
  ...['team', 'oppt'].flatMap((side) => [`${side}Abbr`, `${side}Loc`, `${side}Rslt`, `${side}PTS`, ...[1, 2, 3, 4, 5, 6, 7, 8].map((p) => `${side}PTS${p}`)]),
  ...['AST', 'TO', 'STL', 'BLK', 'PF', 'FGA', 'FGM', '3PA', '3PM', 'FTA', 'FTM', 'ORB', 'DRB'].map((c) => `team${c}`),
];

/** A team's box score totals in a row, but for the points (the game's, after any correction). */
export type KaggleTotals = Omit<TeamBoxTotals, 'points'>;

/** The officials' name columns: the two rows of a game must agree on each. */
export const KAGGLE_OFFICIAL_COLUMNS: readonly string[] = ['offLNm1', 'offFNm1', 'offLNm2', 'offFNm2', 'offLNm3', 'offFNm3'];

/** One side (team or opponent block) of a row. */
export interface KaggleSide {
  readonly abbreviation: string;
  readonly location: 'Home' | 'Away';
  readonly result: 'Win' | 'Loss';
  readonly points: number;
  /** teamPTS1..teamPTS8 as written: quarters 1-4, overtimes 5-8 (0 when not played). */
  readonly periods: readonly number[];
}

/** One row of the file (one team in one game), checked. */
export interface KaggleRow {
  readonly lineNo: number;
  readonly date: LeagueDate;
  /** NBA season, named by the year it ends (2016-17 is 2017). */
  readonly season: number;
  readonly gmTime: string;
  readonly startDateTime: string | null;
  readonly seasTyp: string;
  readonly seasonType: SeasonType;
  /** The six official name columns, in {@link KAGGLE_OFFICIAL_COLUMNS} order. */
  readonly officials: readonly string[];
  readonly teamId: TeamId;
  readonly team: KaggleSide;
  readonly oppt: KaggleSide;
  /** The row's team's box score totals (teamAST, teamTO, ... teamDRB). */
  readonly totals: KaggleTotals;
}

/** What {@link readKaggleRow} reads from and reports to. */
export interface KaggleRowContext {
  readonly columns: ReadonlyMap<string, number>;
  readonly teamIdOf: (abbreviation: string, season: number) => TeamId | undefined;
  /** Records an issue on a column of a line. */
  readonly report: (code: IssueCode, lineNo: number, column: string, message: string) => void;
}

/**
 * `seasTyp` values and their season types (the files hold `Regular`; the others are accepted too).
 *
 * @example
 * KAGGLE_SEASON_TYPES['Regular']; // 'regular'
 */
export const KAGGLE_SEASON_TYPES: Readonly<Record<string, SeasonType>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, SeasonType>, { Regular: 'regular', Playoffs: 'post', Playoff: 'post', Post: 'post', Pre: 'pre', Preseason: 'pre' }),
);

/**
 * Reads one row of a Kaggle xmlstats-derived team box score file, checking each field it
 * needs: a real `gmDate`, a `gmTime` that {@link parseKaggleStartTime} reads, a known `seasTyp`
 * (`Regular`; `Playoffs`/`Post`, `Pre` are accepted too), the team through the context's
 * lookup (season = the NBA season of the date), `Home`/`Away` on opposite sides, `Win`/`Loss`
 * that agree with the points (an NBA game cannot end tied), and whole non-negative points and
 * period points. Every problem is reported; the row is returned only when there was none.
 *
 * @example
 * const row = readKaggleRow({ lineNo: 2, fields }, kaggleContext);
 * // { date: '2016-10-25', season: 2017, startDateTime: '2016-10-25T20:00:00-04:00', team: { abbreviation: 'NY', location: 'Away', points: 88, ... }, ... }
 */
export function readKaggleRow(row: CsvRow, context: KaggleRowContext): KaggleRow | undefined {
  const { lineNo } = row;
  let ok = true;
  const bad = (code: IssueCode, column: string, message: string): void => {
    ok = false;
    context.report(code, lineNo, column, message);
  };
  const get = (column: string): string => row.fields[context.columns.get(column) ?? -1] ?? '';

  const dateText = get('gmDate');
  const parsedDate = parseLeagueDate(dateText);
  const date = parsedDate.ok ? parsedDate.value : undefined;
  if (date === undefined) bad('invalid_date', 'gmDate', `"${dateText}" is not a valid date (yyyy-MM-dd)`);
  const season = date === undefined ? undefined : seasonOfDate('nba', date);

  const gmTime = get('gmTime');
  let startDateTime: string | null | undefined;
  if (date !== undefined) {
    const t = parseKaggleStartTime(date, gmTime);
    if (t.ok) startDateTime = t.value;
    else bad('malformed_line', 'gmTime', t.issues[0]?.message ?? `bad gmTime "${gmTime}"`);
  }

  const seasTyp = get('seasTyp');
  const seasonType = KAGGLE_SEASON_TYPES[seasTyp];
  if (seasonType === undefined) bad('malformed_line', 'seasTyp', `seasTyp "${seasTyp}" is not Regular, Playoffs or Pre`);

  const side = (prefix: 'team' | 'oppt'): KaggleSide | undefined => {
    let sideOk = true;
    const count = (column: string): number => {
      const text = get(column);
      if (!/^\d{1,4}$/.test(text)) {
        sideOk = false;
        bad('malformed_line', column, `${column} "${text}" is not a whole number of points`);
        return 0;
      }
      return Number(text);
    };
    const abbreviation = get(`${prefix}Abbr`);
    if (abbreviation === '') {
      sideOk = false;
      bad('malformed_line', `${prefix}Abbr`, `${prefix}Abbr is empty`);
    }
    const location = get(`${prefix}Loc`);
    if (location !== 'Home' && location !== 'Away') {
      sideOk = false;
      bad('malformed_line', `${prefix}Loc`, `${prefix}Loc "${location}" is not Home or Away`);
    }
    const result = get(`${prefix}Rslt`);
    if (result !== 'Win' && result !== 'Loss') {
      sideOk = false;
      bad('malformed_line', `${prefix}Rslt`, `${prefix}Rslt "${result}" is not Win or Loss`);
    }
    const points = count(`${prefix}PTS`);
    const periods = [1, 2, 3, 4, 5, 6, 7, 8].map((p) => count(`${prefix}PTS${p}`));
    if (!sideOk || (location !== 'Home' && location !== 'Away') || (result !== 'Win' && result !== 'Loss')) return undefined;
    return { abbreviation, location, result, points, periods };
  };
  const team = side('team');
  const oppt = side('oppt');
  const stat = (column: string): number => {
    const text = get(column);
    if (!/^\d{1,4}$/.test(text)) {
      bad('malformed_line', column, `${column} "${text}" is not a whole number`);
      return 0;
    }
    return Number(text);
  };
  const totals: KaggleTotals = {
    assists: stat('teamAST'), turnovers: stat('teamTO'), steals: stat('teamSTL'), blocks: stat('teamBLK'), personalFouls: stat('teamPF'),
    fieldGoalsAttempted: stat('teamFGA'), fieldGoalsMade: stat('teamFGM'), threePointFieldGoalsAttempted: stat('team3PA'),
    threePointFieldGoalsMade: stat('team3PM'), freeThrowsAttempted: stat('teamFTA'), freeThrowsMade: stat('teamFTM'),
    offensiveRebounds: stat('teamORB'), defensiveRebounds: stat('teamDRB'),
  };
  if (team !== undefined && oppt !== undefined) {
    if (team.location === oppt.location) bad('malformed_line', 'opptLoc', `teamLoc and opptLoc are both ${team.location}`);
    if (team.points === oppt.points) bad('invalid_score', 'teamPTS', `teamPTS and opptPTS are both ${team.points}; an NBA game cannot end tied`);
    else {
      const won = team.points > oppt.points;
      if ((team.result === 'Win') !== won) bad('invalid_score', 'teamRslt', `teamRslt is ${team.result} with ${team.points} points to ${oppt.points}`);
      if ((oppt.result === 'Win') === won) bad('invalid_score', 'opptRslt', `opptRslt is ${oppt.result} with ${oppt.points} points to ${team.points}`);
    }
  }

  let teamId: TeamId | undefined;
  if (season !== undefined && team !== undefined) {
    teamId = context.teamIdOf(team.abbreviation, season);
    if (teamId === undefined) bad('unknown_team', 'teamAbbr', `unknown team abbreviation "${team.abbreviation}" in season ${season}`);
  }

  if (!ok || date === undefined || season === undefined || startDateTime === undefined || seasonType === undefined || team === undefined || oppt === undefined || teamId === undefined) return undefined;
  const officials = KAGGLE_OFFICIAL_COLUMNS.map(get);
  return { lineNo, date, season, gmTime, startDateTime, seasTyp, seasonType, officials, teamId, team, oppt, totals };
}
