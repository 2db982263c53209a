import type { BatchInput, GameInput, PlayerLineInput } from '../../engine/BatchInput.js';
import { formatEventId } from '../../ids/EventId.js';
import { issue, type Issue, type IssueCode, type Result } from '../../ids/Issue.js';
import { toPlayerId } from '../../ids/PlayerId.js';
import { attachPlayerLines, type PlayerLineGroup } from './attachPlayerLines.js';
import { createTeamLookup } from './createTeamLookup.js';
import { describeLineNos } from './describeLineNos.js';
import { NBA_COM_PLAYER_COLUMNS, readNbaComPlayerRow, type NbaComPlayerRow } from './readNbaComPlayerRow.js';
import { splitCsvTable } from './splitCsvTable.js';

/** How {@link parseNbaComPlayerGameLogs} names the file and maps abbreviations. */
export interface NbaComPlayerGameLogsOptions {
  /** First element of every issue path (`nba_stats/2017-18/player_game_logs.csv`); default `player game logs`. */
  readonly fileName?: string;
  /** The team id of an NBA.com abbreviation in an NBA season (the registry's `nbaTeamIdOfNbaComAbbreviation`). */
  readonly teamIdOf: (abbreviation: string, season: number) => string | undefined;
}

/**
 * Parses an NBA.com player game log (`nba_stats/<season>/player_game_logs.csv`: one row per
 * player per game, regular season and playoffs) into basic player lines (no makes and attempts,
 * no rebound split, no fouls: the file has only percentages of those) and attaches them to
 * `games`, the games of the same file's season from `parseNbaComTeamGameLogs` (matched by event
 * id `yyyyMMdd-away-at-home`, from `GAME_DATE` and `MATCHUP`). Each line: `minutes` (`MIN`,
 * whole minutes), `points`, `rebounds` (`REB`), `assists`, `turnovers` (`TOV`), `steals`,
 * `blocks`; no position (empty) and `is_starter` false (the file has neither).
 *
 * Names: `display_name` is `PLAYER_NAME` as written; `first_name` its first word and
 * `last_name` the rest (`Luc Mbah a Moute` -> `Luc` / `Mbah a Moute`, `Otto Porter Jr.` ->
 * `Otto` / `Porter Jr.`); a one-word name (`Nene`) is the last name, with an empty first name.
 * NBA.com writes a player's current name, also for past seasons (Enes Kanter is `Enes Freedom`).
 *
 * Player ids: the slug of the name (`toPlayerId`) of the player's first row in the file, so a
 * `PLAYER_ID` keeps one id in the file; when two different `PLAYER_ID`s of the file have names
 * with the same slug, each of them gets `<slug>-<PLAYER_ID>` instead (`john-smith-1629000`),
 * whatever the order of the rows. (Two files are not compared: the same slug in two seasons'
 * files is taken to be one player.)
 *
 * Checked, beyond `readNbaComPlayerRow`: one row per player and game (`conflict`), `WL` and
 * `SEASON_TYPE` agree with the game, and each side's points add up to the game's score from the
 * team game log (`invalid_score` at `[fileName, event_id, side_stats]`, naming the rows; checked
 * once every row could be taken); a game
 * in the file's date span without lines for a side, lines of a game not in `games`: see
 * `attachPlayerLines`. In the 2017-18 and 2018-19 files every team-game, playoffs included,
 * adds up. Any issue: nothing is returned.
 *
 * @example
 * const team = parseNbaComTeamGameLogs(teamText, { teamIdOf });
 * const r = team.ok && parseNbaComPlayerGameLogs(playerText, team.value.games ?? [], { teamIdOf });
 * // r.ok: 1,312 games (2017-18), each with away_stats and home_stats
 */
export function parseNbaComPlayerGameLogs(text: string, games: readonly GameInput[], options: NbaComPlayerGameLogsOptions): Result<BatchInput> {
  const fileName = options.fileName ?? 'player game logs';
  const issues: Issue[] = [];
  const report = (code: IssueCode, lineNo: number, column: string, message: string): void => {
    issues.push(issue(code, [fileName, `line ${lineNo}`, column], `${fileName} line ${lineNo} ${column}: ${message}`));
  };
  const { table, issues: shapeIssues } = splitCsvTable(text, fileName, NBA_COM_PLAYER_COLUMNS);
  issues.push(...shapeIssues);
  if (table === undefined) return { ok: false, issues };
  const teamIdOf = createTeamLookup('parseNbaComPlayerGameLogs', options.teamIdOf);

  const rows: NbaComPlayerRow[] = [];
  /** Whether a row could not be taken: then no sums are checked (a side may lack it). */
  let incomplete = false;
  for (const csvRow of table.rows) {
    const row = readNbaComPlayerRow(csvRow, table.columns, teamIdOf, report);
    if (row !== undefined) rows.push(row);
    else incomplete = true;
  }

  const slugOf = new Map<string, string>();
  const idsOfSlug = new Map<string, Set<string>>();
  for (const row of rows) {
    if (slugOf.has(row.nbaComId)) continue;
    const slug = toPlayerId(row.name);
    slugOf.set(row.nbaComId, slug);
    const ids = idsOfSlug.get(slug);
    if (ids === undefined) idsOfSlug.set(slug, new Set([row.nbaComId]));
    else ids.add(row.nbaComId);
  }
  const playerIdOf = (nbaComId: string): string => {
    const slug = slugOf.get(nbaComId) ?? nbaComId;
    return (idsOfSlug.get(slug)?.size ?? 0) > 1 ? `${slug}-${nbaComId}` : slug;
  };

  const groups = new Map<string, { eventId: string; side: 'away' | 'home'; date: NbaComPlayerRow['date']; label: string; rows: NbaComPlayerRow[]; lineNos: number[]; lines: PlayerLineInput[] }>();
  const playerInGame = new Map<string, number>();
  for (const row of rows) {
    const [awayTeamId, homeTeamId] = row.home ? [row.opponentId, row.teamId] : [row.teamId, row.opponentId];
    const eventId = formatEventId({ date: row.date, sequence: 1, awayTeamId, homeTeamId });
    const twice = playerInGame.get(`${eventId}|${row.nbaComId}`);
    if (twice !== undefined) {
      report('conflict', row.lineNo, 'PLAYER_ID', `${row.name} (${row.nbaComId}) already has a line in game ${eventId} (line ${twice})`);
      incomplete = true;
      continue;
    }
    playerInGame.set(`${eventId}|${row.nbaComId}`, row.lineNo);
    const side = row.home ? 'home' : 'away';
    let group = groups.get(`${eventId}|${side}`);
    if (group === undefined) {
      group = { eventId, side, date: row.date, label: row.team, rows: [], lineNos: [], lines: [] };
      groups.set(`${eventId}|${side}`, group);
    }
    const words = row.name.split(/\s+/);
    const [firstName, lastName] = words.length === 1 ? ['', row.name] : [words[0] ?? '', words.slice(1).join(' ')];
    group.rows.push(row);
    group.lineNos.push(row.lineNo);
    group.lines.push({
      player_id: playerIdOf(row.nbaComId), last_name: lastName, first_name: firstName, display_name: row.name, position: '', is_starter: false,
      minutes: row.minutes, points: row.points, rebounds: row.rebounds, assists: row.assists, turnovers: row.turnovers, steals: row.steals, blocks: row.blocks,
    });
  }

  const out = attachPlayerLines(games, groups, fileName, issues, (game, group) => (incomplete ? undefined : checkSide(game, group, fileName, issues)));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { games: out } };
}

/** The checks of one side's lines against its game (see {@link parseNbaComPlayerGameLogs}). */
function checkSide(game: GameInput, group: PlayerLineGroup<NbaComPlayerRow>, fileName: string, issues: Issue[]): Partial<GameInput> | undefined {
  const before = issues.length;
  const { eventId, side } = group;
  const own = side === 'away' ? game.away_points_scored : game.home_points_scored;
  const other = side === 'away' ? game.home_points_scored : game.away_points_scored;
  for (const row of group.rows) {
    if (own != null && other != null && row.won !== own > other) {
      issues.push(issue('conflict', [fileName, `line ${row.lineNo}`, 'WL'], `${fileName} line ${row.lineNo} WL: ${row.won ? 'W' : 'L'}, but game ${eventId} ended ${game.away_points_scored}-${game.home_points_scored}`));
    }
    if (row.seasonType !== (game.season_type ?? 'regular')) {
      issues.push(issue('conflict', [fileName, `line ${row.lineNo}`, 'SEASON_TYPE'], `${fileName} line ${row.lineNo} SEASON_TYPE: a ${row.seasonType} season row of a ${game.season_type ?? 'regular'} season game ${eventId}`));
    }
  }
  const points = group.rows.reduce((s, r) => s + r.points, 0);
  if (own != null && points !== own) {
    issues.push(issue('invalid_score', [fileName, eventId, `${side}_stats`], `${fileName}: ${group.label}'s ${describeLineNos(group.lineNos)} in game ${eventId} add up to ${points} points, the team game log gives ${group.label} ${own}`));
  }
  return issues.length > before ? undefined : {};
}
