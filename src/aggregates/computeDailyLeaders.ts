import type { LeagueDate } from '../ids/index.js';
import { computeGameScore } from './computeGameScore.js';
import type { Game } from './Game.js';
import type { PlayerLine } from './PlayerLine.js';

/**
 * One performance of a daily leaders list.
 *
 * @example
 * const row: DailyLeaderRow = { line: bealLine, teamId: 'washington-wizards', gameScore: 310 }; // Game Score 31.0
 */
export interface DailyLeaderRow {
  readonly line: PlayerLine;
  /** The team he played for in that game. */
  readonly teamId: string;
  /** Game Score times ten ({@link computeGameScore}). */
  readonly gameScore: number;
}

/**
 * What {@link computeDailyLeaders} finds on a date.
 *
 * @example
 * const found: DailyLeaders = { rows: [], basicLines: 0, gamesWithoutLines: 0 }; // a day without games
 */
export interface DailyLeaders {
  /** The best performances, best first. */
  readonly rows: readonly DailyLeaderRow[];
  /** Lines of the date's games that could not be scored (basic lines, without makes and attempts). */
  readonly basicLines: number;
  /** Completed games of the date without player lines for a side (no box score): their players are not ranked. */
  readonly gamesWithoutLines: number;
}

/**
 * The best performances of a league day by Game Score: the lines of the completed
 * regular-season and postseason games that count on `date`, highest Game Score first, ties by
 * points (more first), then display name, then player id; the first `count` (3 by default).
 * Only complete lines can be scored; basic lines are counted in `basicLines` and left out, and
 * completed games without lines for a side in `gamesWithoutLines`.
 *
 * @example
 * computeDailyLeaders(seasonGames, '2018-01-05' as LeagueDate).rows.map((r) => r.line.displayName); // ['Bradley Beal', 'Kris Dunn', 'Karl-Anthony Towns']
 */
export function computeDailyLeaders(games: readonly Game[], date: LeagueDate, count = 3): DailyLeaders {
  const rows: DailyLeaderRow[] = [];
  let basicLines = 0;
  let gamesWithoutLines = 0;
  for (const game of games) {
    if (game.countsOn !== date || game.status !== 'completed' || game.seasonType === 'pre') continue;
    if (game.box === null || game.box.awayPlayers.length === 0 || game.box.homePlayers.length === 0) gamesWithoutLines++;
    if (game.box === null) continue;
    for (const [teamId, lines] of [[game.awayTeamId, game.box.awayPlayers], [game.homeTeamId, game.box.homePlayers]] as const) {
      for (const line of lines) {
        const gameScore = computeGameScore(line);
        if (gameScore === null) basicLines++;
        else rows.push({ line, teamId, gameScore });
      }
    }
  }
  rows.sort((a, b) => b.gameScore - a.gameScore || b.line.points - a.line.points || compare(a.line.displayName, b.line.displayName) || compare(a.line.playerId, b.line.playerId));
  return { rows: rows.slice(0, count), basicLines, gamesWithoutLines };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
