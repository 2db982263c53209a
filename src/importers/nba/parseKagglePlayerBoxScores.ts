import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { formatEventId } from '../../ids/EventId.js';
import { issue, type Issue, type IssueCode, type Result } from '../../ids/Issue.js';
import { attachPlayerLines, type PlayerLineGroup } from './attachPlayerLines.js';
import { createTeamLookup } from './createTeamLookup.js';
import { describeLineNos } from './describeLineNos.js';
import { readKagglePlayerCorrections, type KagglePlayerCorrection } from './readKagglePlayerCorrections.js';
import { KAGGLE_PLAYER_COLUMNS, readKagglePlayerRow, type KagglePlayerRow } from './readKagglePlayerRow.js';
import { splitCsvTable } from './splitCsvTable.js';

/** How {@link parseKagglePlayerBoxScores} names the file, maps abbreviations and corrects known errors. */
export interface KagglePlayerBoxScoresOptions {
  /** First element of every issue path (`2017-18_playerBoxScore.csv`); default `player box scores`. */
  readonly fileName?: string;
  /** The team id of an xmlstats abbreviation in an NBA season (the registry's `nbaTeamIdOfAbbreviation`). */
  readonly teamIdOf: (abbreviation: string, season: number) => string | undefined;
  /**
   * Known errors of rows of the file with the true values (`KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS`).
   * Each correction of a season the file covers must name one of its rows and change something.
   */
  readonly corrections?: readonly KagglePlayerCorrection[];
}

/** The team totals fields (the batch's names) that the lines of a side add up to. */
const SUMMED = [
  'points', 'assists', 'turnovers', 'steals', 'blocks', 'field_goals_attempted', 'field_goals_made', 'three_point_field_goals_attempted',
  'three_point_field_goals_made', 'free_throws_attempted', 'free_throws_made', 'offensive_rebounds', 'defensive_rebounds', 'personal_fouls',
] as const;
type TotalsInput = NonNullable<GameInput['away_totals']>;

/**
 * Parses a player box score file of the Kaggle data set "NBA Enhanced Box Score and Standings"
 * (built from the xmlstats API; one row per player per game, `2017-18_playerBoxScore.csv`) into
 * complete player lines, and attaches them to `games`, the games of the same season from
 * `parseKaggleTeamBoxScores` (matched by event id `yyyyMMdd-away-at-home`, from `gmDate`,
 * `teamAbbr`, `opptAbbr` and `teamLoc`). Names, position and starter flag as the file writes
 * them (`playFNm`, `playLNm`, `playDispNm` = display name, `playPos`, `playStat` Starter);
 * `player_id` is the slug of the display name; `playMin` whole minutes.
 *
 * Every row is checked by `readKagglePlayerRow` (makes within attempts, points from the shots,
 * rebounds from the split...). Then per game: one row per player (`conflict`; two players with
 * different birth dates whose names make one player id are a `conflict` too), the row's
 * `teamRslt` and `seasTyp` agree with the game, five starters a side, and each side's lines add
 * up to the game's team box score (`away_totals`/`home_totals`) in all fourteen counts
 * (`invalid_score` at `[fileName, event_id, side_stats, field]`; checked once every row could be
 * taken, as a side without one of its rows cannot add up), but for one:
 *
 * Turnovers: the team box score's `teamTO` counts team turnovers (shot clock, 8-second and
 * other violations charged to no player), the player lines do not, so the lines may add up to
 * fewer (never more): in the 2017-18 file 688 of the 1,548 team-games have 1-4 team turnovers
 * (NBA.com's team and player game logs show the same gap). The game keeps the team box score's
 * turnovers, which team stats sum; ingest accepts totals turnovers of at least the lines' sum,
 * and the box score payload prints the lines' sums (D17).
 *
 * Coverage (see `attachPlayerLines`): a game of `games` in the file's date span must have lines
 * for both sides; games after its last date (the file stops at 2018-02-02) are returned without
 * lines. Lines of a game not in `games`: `unknown_event`. Paths are `[fileName, 'line N', column]`
 * for rows, `[fileName, 'corrections', i, field]` for corrections. Nothing is fixed silently:
 * a wrong row is an issue unless a correction gives its true values. Any issue: nothing is
 * returned.
 *
 * @example
 * const team = parseKaggleTeamBoxScores(teamText, { teamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
 * const r = team.ok && parseKagglePlayerBoxScores(playerText, team.value.games ?? [], { teamIdOf, corrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS });
 * // r.ok: 1,230 games, the 774 through 2018-02-02 with away_stats and home_stats
 */
export function parseKagglePlayerBoxScores(text: string, games: readonly GameInput[], options: KagglePlayerBoxScoresOptions): Result<BatchInput> {
  const fileName = options.fileName ?? 'player box scores';
  const issues: Issue[] = [];
  const report = (code: IssueCode, lineNo: number, column: string, message: string): void => {
    issues.push(issue(code, [fileName, `line ${lineNo}`, column], `${fileName} line ${lineNo} ${column}: ${message}`));
  };
  const atCorrection = (code: IssueCode, index: number, message: string): void => {
    issues.push(issue(code, [fileName, 'corrections', index], `${fileName} corrections[${index}]: ${message}`));
  };
  const { table, issues: shapeIssues } = splitCsvTable(text, fileName, KAGGLE_PLAYER_COLUMNS);
  issues.push(...shapeIssues);
  if (table === undefined) return { ok: false, issues };
  const corrections = readKagglePlayerCorrections(options.corrections ?? [], fileName, issues);
  const context = { columns: table.columns, teamIdOf: createTeamLookup('parseKagglePlayerBoxScores', options.teamIdOf), report };
  const get = (fields: readonly string[], column: string): string => fields[table.columns.get(column) ?? -1] ?? '';

  const used = new Set<string>();
  const seasons = new Set<number>();
  const groups = new Map<string, { eventId: string; side: 'away' | 'home'; date: KagglePlayerRow['date']; label: string; rows: KagglePlayerRow[]; lineNos: number[]; lines: KagglePlayerRow['line'][] }>();
  const bornOf = new Map<string, { readonly birthDate: string; readonly lineNo: number; readonly name: string }>();
  const playerInGame = new Map<string, number>();
  /** Whether a row could not be taken: then no sums are checked (a side may lack it). */
  let incomplete = false;
  for (const csvRow of table.rows) {
    const key = `${get(csvRow.fields, 'gmDate')}|${get(csvRow.fields, 'teamAbbr')}|${get(csvRow.fields, 'playDispNm')}`;
    const fix = corrections.get(key);
    if (fix !== undefined) {
      used.add(key);
      const values = Object.entries(fix.correction.values);
      if (values.every(([column, value]) => get(csvRow.fields, column) === String(value))) {
        atCorrection('invalid_input', fix.index, `changes nothing: line ${csvRow.lineNo} already has ${values.map(([c, v]) => `${c} ${v}`).join(', ')}`);
      }
    }
    const row = readKagglePlayerRow(csvRow, context, fix?.correction.values);
    if (row === undefined) {
      incomplete = true;
      continue;
    }
    seasons.add(row.season);
    const { player_id: playerId, display_name: name = '' } = row.line;
    const born = bornOf.get(playerId);
    if (born === undefined) bornOf.set(playerId, { birthDate: row.birthDate, lineNo: row.lineNo, name });
    else if (born.birthDate !== row.birthDate) {
      report('conflict', row.lineNo, 'playDispNm', `${name} (born ${row.birthDate}) and ${born.name} (born ${born.birthDate}, line ${born.lineNo}) are two players with one player id "${playerId}"`);
      incomplete = true;
      continue;
    }
    const [awayTeamId, homeTeamId] = row.home ? [row.opponentId, row.teamId] : [row.teamId, row.opponentId];
    const eventId = formatEventId({ date: row.date, sequence: 1, awayTeamId, homeTeamId });
    const twice = playerInGame.get(`${eventId}|${playerId}`);
    if (twice !== undefined) {
      report('conflict', row.lineNo, 'playDispNm', `${name} already has a line in game ${eventId} (line ${twice})`);
      incomplete = true;
      continue;
    }
    playerInGame.set(`${eventId}|${playerId}`, row.lineNo);
    const side = row.home ? 'home' : 'away';
    const groupKey = `${eventId}|${side}`;
    let group = groups.get(groupKey);
    if (group === undefined) {
      group = { eventId, side, date: row.date, label: row.team, rows: [], lineNos: [], lines: [] };
      groups.set(groupKey, group);
    }
    group.rows.push(row);
    group.lineNos.push(row.lineNo);
    group.lines.push(row.line);
  }
  for (const [key, fix] of corrections) {
    if (used.has(key) || !seasons.has(fix.season)) continue;
    const c = fix.correction;
    atCorrection('unknown_event', fix.index, `the file has no row of ${c.player} of ${c.team} on ${c.date}`);
  }

  const out = attachPlayerLines(games, groups, fileName, issues, (game, group) => (incomplete ? undefined : checkSide(game, group, fileName, issues)));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { games: out } };
}

/** The checks of one side's lines against its game (see {@link parseKagglePlayerBoxScores}); the totals to give the game. */
function checkSide(game: GameInput, group: PlayerLineGroup<KagglePlayerRow>, fileName: string, issues: Issue[]): Partial<GameInput> | undefined {
  const before = issues.length;
  const { eventId, side, label } = group;
  const where = `${label}'s ${describeLineNos(group.lineNos)}`;
  const at = (field?: string): (string | number)[] => (field === undefined ? [fileName, eventId, `${side}_stats`] : [fileName, eventId, `${side}_stats`, field]);
  const own = side === 'away' ? game.away_points_scored : game.home_points_scored;
  const other = side === 'away' ? game.home_points_scored : game.away_points_scored;
  for (const row of group.rows) {
    if (own != null && other != null && row.won !== own > other) {
      issues.push(issue('conflict', [fileName, `line ${row.lineNo}`, 'teamRslt'], `${fileName} line ${row.lineNo} teamRslt: ${row.won ? 'Win' : 'Loss'}, but game ${eventId} ended ${game.away_points_scored}-${game.home_points_scored}`));
    }
    if (row.seasonType !== (game.season_type ?? 'regular')) {
      issues.push(issue('conflict', [fileName, `line ${row.lineNo}`, 'seasTyp'], `${fileName} line ${row.lineNo} seasTyp: a ${row.seasonType} season row of a ${game.season_type ?? 'regular'} season game ${eventId}`));
    }
  }
  const starters = group.lines.filter((l) => l.is_starter === true).length;
  if (starters !== 5) issues.push(issue('invalid_input', at('is_starter'), `${fileName}: ${where} in game ${eventId} have ${starters} starters, not 5`));

  const totals: TotalsInput | undefined = side === 'away' ? game.away_totals : game.home_totals;
  if (totals === undefined) {
    issues.push(issue('invalid_input', [fileName, eventId, `${side}_totals`], `${fileName}: game ${eventId} has no ${side} team totals to check ${where} against`));
    return undefined;
  }
  const sums: Record<(typeof SUMMED)[number], number> = Object.fromEntries(SUMMED.map((name) => [name, 0])) as Record<(typeof SUMMED)[number], number>;
  for (const line of group.lines) for (const name of SUMMED) sums[name] += line[name] ?? 0;
  for (const name of SUMMED) {
    const sum = sums[name];
    const want = totals[name];
    if (name === 'turnovers' ? sum <= want : sum === want) continue;
    issues.push(issue('invalid_score', at(name), name === 'turnovers'
      ? `${fileName}: ${where} in game ${eventId} add up to ${sum} turnovers, more than the team box score's ${want} (which includes team turnovers)`
      : `${fileName}: ${where} in game ${eventId} add up to ${sum} ${name.replace(/_/g, ' ')}, the team box score says ${want}`));
  }
  if (issues.length > before) return undefined;
  return {};
}
