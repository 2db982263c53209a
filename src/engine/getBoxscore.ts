import type { BoxScoreFacts } from '../aggregates/BoxScoreFacts.js';
import type { Game } from '../aggregates/Game.js';
import type { Site } from '../aggregates/Site.js';
import type { Team } from '../aggregates/Team.js';
import { sumPlayerLines } from '../aggregates/sumPlayerLines.js';
import type { TeamBoxTotals } from '../aggregates/TeamBoxTotals.js';
import type { Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import { findBoxscoreGame } from './internal/findBoxscoreGame.js';
import type { LeagueState } from './LeagueState.js';

/** Parameters of {@link getBoxscore}. */
export interface BoxscoreQuery {
  /** The event id as in the path (`20120621-oklahoma-city-thunder-at-miami-heat`). */
  readonly eventId: string;
  /** Default `nba`. */
  readonly sport?: Sport;
}

/** A basketball box score, ready to format (`formatBoxscore`). */
export interface BoxscorePayload {
  readonly game: Game;
  /** The two teams as they stood in the game's season. */
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
  /** Complete player lines on both sides, officials and event information. */
  readonly box: BoxScoreFacts;
  /** Each side's totals: the sums of its lines. */
  readonly awayTotals: TeamBoxTotals;
  readonly homeTotals: TeamBoxTotals;
}

/**
 * Why a known game has no box score: it is not completed, it is a preseason game (the service
 * offered box scores of regular and postseason games only), no player lines of it were ingested, or only basic ones (the NBA.com game
 * logs' lines, without makes and attempts).
 */
export type BoxscoreMissingReason = 'not_completed' | 'preseason' | 'no_player_lines' | 'basic_player_lines';

/** The answer of {@link getBoxscore} for a known game. */
export type BoxscoreAnswer =
  | { readonly ok: true; readonly payload: BoxscorePayload }
  | { readonly ok: false; readonly reason: BoxscoreMissingReason; readonly game: Game };

/**
 * The box score of a basketball game: undefined for an unknown event id, otherwise
 * either the payload or the reason there is none. A box score exists only for a completed
 * regular or postseason game whose complete player lines are known on both sides;
 * it does not depend on the clock.
 *
 * Only basketball player lines are modelled: a baseball game passes the status checks and then
 * has `no_player_lines`.
 *
 * @example
 * const r = getBoxscore(state, { eventId: '20120621-oklahoma-city-thunder-at-miami-heat' });
 * r?.ok && r.payload.awayTotals.points; // 106
 * getBoxscore(state, { eventId: '20150614-cleveland-cavaliers-at-golden-state-warriors' }); // { ok: false, reason: 'not_completed', game }
 */
export function getBoxscore(state: LeagueState, query: BoxscoreQuery): BoxscoreAnswer | undefined {
  const found = findBoxscoreGame(state, query.sport === undefined ? 'nba' : sportParam('getBoxscore', query.sport), query.eventId);
  if (!found?.ok) return found;
  const { game } = found;
  const box = game.box;
  if (box === null || box.awayPlayers.length === 0 || box.homePlayers.length === 0) return { ok: false, reason: 'no_player_lines', game };
  const basic = box.awayPlayers.some((p) => p.detail === null) || box.homePlayers.some((p) => p.detail === null);
  if (basic || game.awayTotals === null || game.homeTotals === null) return { ok: false, reason: 'basic_player_lines', game };
  return {
    ok: true,
    payload: { game, away: found.away, home: found.home, site: found.site, box, awayTotals: sumPlayerLines(box.awayPlayers), homeTotals: sumPlayerLines(box.homePlayers) },
  };
}
