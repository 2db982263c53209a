import type { PlayerLineInput } from '../../engine/BatchInput.js';
import type { IssueCode } from '../../ids/Issue.js';
import { parseLeagueDate, type LeagueDate } from '../../ids/LeagueDate.js';
import { toPlayerId } from '../../ids/PlayerId.js';
import { seasonOfDate, type SeasonType } from '../../ids/Season.js';
import type { TeamId } from '../../ids/TeamId.js';
import { KAGGLE_SEASON_TYPES } from './readKaggleRow.js';
import { KAGGLE_PLAYER_COUNT_COLUMNS, type KagglePlayerCountColumn } from './readKagglePlayerCorrections.js';
import type { CsvRow } from './splitCsvTable.js';

/**
 * The columns of a Kaggle player box score file that the importer reads (the header must name each).
 *
 * @example
 * KAGGLE_PLAYER_COLUMNS.includes('playDispNm'); // true
 */
export const KAGGLE_PLAYER_COLUMNS: readonly string[] = [
  'gmDate', 'seasTyp', 'playLNm', 'playFNm', 'teamAbbr', 'teamLoc', 'teamRslt', 'playDispNm', 'playStat', 'playPos', 'playBDate',
  ...KAGGLE_PLAYER_COUNT_COLUMNS, 'opptAbbr',
];

/** One row of a player box score file (one player in one game), checked. */
export interface KagglePlayerRow {
  readonly lineNo: number;
  readonly date: LeagueDate;
  readonly season: number;
  readonly seasonType: SeasonType;
  readonly team: string;
  readonly teamId: TeamId;
  readonly opponentId: TeamId;
  readonly home: boolean;
  readonly won: boolean;
  /** `playBDate` as written, to tell two players of one name apart. */
  readonly birthDate: string;
  /** The line in the batch's shape, `player_id` the slug of `playDispNm`. */
  readonly line: PlayerLineInput & { readonly player_id: string };
}

/** What {@link readKagglePlayerRow} reads from and reports to. */
export interface KagglePlayerRowContext {
  readonly columns: ReadonlyMap<string, number>;
  readonly teamIdOf: (abbreviation: string, season: number) => TeamId | undefined;
  readonly report: (code: IssueCode, lineNo: number, column: string, message: string) => void;
}

/**
 * Reads one row of a Kaggle xmlstats-derived player box score file
 * (`2017-18_playerBoxScore.csv`) and checks it on its own: a real `gmDate`, a known `seasTyp`,
 * both teams known (season = the NBA season of the date) and different, `teamLoc` Home/Away,
 * `teamRslt` Win/Loss, a display name with letters or digits, `playStat` Starter/Bench, whole
 * non-negative counts, makes within attempts (field goals, twos, threes, free throws), field goals
 * = twos + threes (made and attempted), points = 2 x field goals made + threes made + free throws
 * made, and total rebounds = offensive + defensive. `values` (a correction) replace the file's
 * counts before any check. Every problem is reported (path column named as the file names it);
 * the row is returned only when there was none.
 *
 * @example
 * readKagglePlayerRow({ lineNo: 2, fields }, playerContext);
 * // { date: '2017-10-17', team: 'BOS', home: false, won: false, line: { player_id: 'jaylen-brown', points: 25, ... }, ... }
 */
export function readKagglePlayerRow(row: CsvRow, context: KagglePlayerRowContext, values?: Readonly<Partial<Record<KagglePlayerCountColumn, number>>>): KagglePlayerRow | undefined {
  const { lineNo } = row;
  let ok = true;
  const bad = (code: IssueCode, column: string, message: string): void => {
    ok = false;
    context.report(code, lineNo, column, message);
  };
  const get = (column: string): string => row.fields[context.columns.get(column) ?? -1] ?? '';
  const n = {} as Record<KagglePlayerCountColumn, number>;
  for (const column of KAGGLE_PLAYER_COUNT_COLUMNS) {
    const fixed = values?.[column];
    if (fixed !== undefined) {
      n[column] = fixed;
      continue;
    }
    const text = get(column);
    if (/^\d{1,4}$/.test(text)) n[column] = Number(text);
    else {
      n[column] = 0;
      bad('malformed_line', column, `${column} "${text}" is not a whole non-negative number`);
    }
  }

  const dateText = get('gmDate');
  const parsed = parseLeagueDate(dateText);
  const date = parsed.ok ? parsed.value : undefined;
  if (date === undefined) bad('invalid_date', 'gmDate', `"${dateText}" is not a valid date (yyyy-MM-dd)`);
  const season = date === undefined ? undefined : seasonOfDate('nba', date);
  const seasTyp = get('seasTyp');
  const seasonType = KAGGLE_SEASON_TYPES[seasTyp];
  if (seasonType === undefined) bad('malformed_line', 'seasTyp', `seasTyp "${seasTyp}" is not Regular, Playoffs or Pre`);

  const team = get('teamAbbr');
  const opponent = get('opptAbbr');
  const lookup = (column: string, abbreviation: string): TeamId | undefined => {
    if (abbreviation === '') {
      bad('malformed_line', column, `${column} is empty`);
      return undefined;
    }
    if (season === undefined) return undefined;
    const id = context.teamIdOf(abbreviation, season);
    if (id === undefined) bad('unknown_team', column, `unknown team abbreviation "${abbreviation}" in season ${season}`);
    return id;
  };
  const teamId = lookup('teamAbbr', team);
  const opponentId = lookup('opptAbbr', opponent);
  if (team !== '' && team === opponent) bad('same_team', 'opptAbbr', `teamAbbr and opptAbbr are both "${team}"`);
  const location = get('teamLoc');
  if (location !== 'Home' && location !== 'Away') bad('malformed_line', 'teamLoc', `teamLoc "${location}" is not Home or Away`);
  const result = get('teamRslt');
  if (result !== 'Win' && result !== 'Loss') bad('malformed_line', 'teamRslt', `teamRslt "${result}" is not Win or Loss`);
  const displayName = get('playDispNm');
  const playerId = toPlayerId(displayName);
  if (playerId === '') bad('malformed_line', 'playDispNm', `playDispNm "${displayName}" has no letters or digits to make a player id of`);
  const status = get('playStat');
  if (status !== 'Starter' && status !== 'Bench') bad('malformed_line', 'playStat', `playStat "${status}" is not Starter or Bench`);

  for (const [made, attempted, what] of [['playFGM', 'playFGA', 'field goals'], ['play2PM', 'play2PA', 'two-pointers'], ['play3PM', 'play3PA', 'three-pointers'], ['playFTM', 'playFTA', 'free throws']] as const) {
    if (n[made] > n[attempted]) bad('invalid_score', made, `${n[made]} ${what} made, more than the ${n[attempted]} attempted (${attempted})`);
  }
  if (n.play2PA + n.play3PA !== n.playFGA) bad('invalid_score', 'playFGA', `${n.playFGA} field goals attempted, but ${n.play2PA} twos and ${n.play3PA} threes`);
  if (n.play2PM + n.play3PM !== n.playFGM) bad('invalid_score', 'playFGM', `${n.playFGM} field goals made, but ${n.play2PM} twos and ${n.play3PM} threes`);
  const fromShots = 2 * n.playFGM + n.play3PM + n.playFTM;
  if (fromShots !== n.playPTS) bad('invalid_score', 'playPTS', `${n.playPTS} points, but ${n.playFGM} field goals, ${n.play3PM} of them threes, and ${n.playFTM} free throws make ${fromShots}`);
  if (n.playORB + n.playDRB !== n.playTRB) bad('invalid_score', 'playTRB', `${n.playTRB} rebounds, but ${n.playORB} offensive and ${n.playDRB} defensive`);

  if (!ok || date === undefined || season === undefined || seasonType === undefined || teamId === undefined || opponentId === undefined) return undefined;
  return {
    lineNo,
    date,
    season,
    seasonType,
    team,
    teamId,
    opponentId,
    home: location === 'Home',
    won: result === 'Win',
    birthDate: get('playBDate'),
    line: {
      player_id: playerId,
      last_name: get('playLNm'),
      first_name: get('playFNm'),
      display_name: displayName,
      position: get('playPos'),
      is_starter: status === 'Starter',
      minutes: n.playMin,
      points: n.playPTS,
      rebounds: n.playTRB,
      assists: n.playAST,
      turnovers: n.playTO,
      steals: n.playSTL,
      blocks: n.playBLK,
      field_goals_attempted: n.playFGA,
      field_goals_made: n.playFGM,
      three_point_field_goals_attempted: n.play3PA,
      three_point_field_goals_made: n.play3PM,
      free_throws_attempted: n.playFTA,
      free_throws_made: n.playFTM,
      defensive_rebounds: n.playDRB,
      offensive_rebounds: n.playORB,
      personal_fouls: n.playPF,
    },
  };
}
