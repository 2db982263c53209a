import type { GameInput, PlayerLineInput } from '../../engine/BatchInput.js';
import { issue, type Issue } from '../../ids/Issue.js';
import type { LeagueDate } from '../../ids/LeagueDate.js';
import { describeLineNos } from './describeLineNos.js';

/** The player lines a file gives one side of one game, and the rows they came from. */
export interface PlayerLineGroup<R> {
  readonly eventId: string;
  readonly side: 'away' | 'home';
  readonly date: LeagueDate;
  /** How the file names the team (`CHI`), for messages. */
  readonly label: string;
  readonly rows: readonly R[];
  /** The file line of each row, in the same order. */
  readonly lineNos: readonly number[];
  readonly lines: readonly PlayerLineInput[];
}

/**
 * Checks one side's lines against its game; returns what to change in the game besides the lines
 * (`{}` for nothing), or undefined after reporting why the lines cannot be attached.
 */
export type PlayerLineCheck<R> = (game: GameInput, group: PlayerLineGroup<R>) => Partial<GameInput> | undefined;

/**
 * Attaches the player lines of a file (grouped by game and side, key `eventId|side`) to the games
 * they belong to, for the player importers. Reported into `issues`, with paths under `fileName`:
 * - a group whose game is not among `games` (matched by `event_id`): `unknown_event` at the
 *   group's first line, one issue per team-game;
 * - a completed game dated within the file's first and last dates (the span the file covers)
 *   without lines for one of its sides: `invalid_input` at `[fileName, event_id, side_stats]`;
 *   games outside that span are returned without lines (a partial-season file);
 * - whatever `check` reports (sums against the team's score or totals).
 * Returns every game of `games` in order, with `away_stats`/`home_stats` set where the file has
 * them and `check`'s changes applied.
 *
 * @example
 * const out = attachPlayerLines(gameInputs, lineGroups, 'player_game_logs.csv', issues, (game, g) => ({}));
 * out[0]?.away_stats?.length; // 12
 */
export function attachPlayerLines<R>(
  games: readonly GameInput[],
  groups: ReadonlyMap<string, PlayerLineGroup<R>>,
  fileName: string,
  issues: Issue[],
  check: PlayerLineCheck<R>,
): GameInput[] {
  const indexOf = new Map<string, number>();
  games.forEach((g, i) => {
    if (g.event_id !== undefined) indexOf.set(g.event_id, i);
  });
  let first: string | undefined;
  let last: string | undefined;
  const patches = new Map<number, Partial<GameInput>>();
  for (const group of groups.values()) {
    if (first === undefined || group.date < first) first = group.date;
    if (last === undefined || group.date > last) last = group.date;
    const at = indexOf.get(group.eventId);
    const game = at === undefined ? undefined : games[at];
    if (at === undefined || game === undefined) {
      const lineNo = group.lineNos[0] ?? 0;
      issues.push(issue('unknown_event', [fileName, `line ${lineNo}`], `${fileName} line ${lineNo}: the player lines of ${group.label} on ${group.date} (${describeLineNos(group.lineNos)}) belong to game ${group.eventId}, which is not among the games`));
      continue;
    }
    const change = check(game, group);
    if (change === undefined) continue;
    patches.set(at, { ...patches.get(at), ...change, [`${group.side}_stats`]: group.lines });
  }
  if (first === undefined || last === undefined) return games.slice();

  return games.map((game, i) => {
    const patch = patches.get(i);
    const id = game.event_id ?? '';
    const date = `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;
    if (game.status === 'completed' && date >= (first as string) && date <= (last as string)) {
      for (const side of ['away', 'home'] as const) {
        if (groups.has(`${id}|${side}`)) continue;
        issues.push(issue('invalid_input', [fileName, id, `${side}_stats`], `${fileName}: no player lines for the ${side} team (${side === 'away' ? game.away_team_id : game.home_team_id}) of game ${id}, though the file covers ${first} to ${last}`));
      }
    }
    return patch === undefined ? game : { ...game, ...patch };
  });
}
