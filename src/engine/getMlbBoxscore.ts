import type { BaseballBox } from '../aggregates/BaseballBox.js';
import type { BoxScoreFacts } from '../aggregates/BoxScoreFacts.js';
import type { Game } from '../aggregates/Game.js';
import type { Site } from '../aggregates/Site.js';
import type { Team } from '../aggregates/Team.js';
import type { BoxscoreMissingReason } from './getBoxscore.js';
import { findBoxscoreGame } from './internal/findBoxscoreGame.js';
import type { LeagueState } from './LeagueState.js';

/** A baseball box score, ready to format (`formatMlbBoxscore`). */
export interface MlbBoxscorePayload {
  readonly game: Game;
  /** The two teams as they stood in the game's season. */
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
  /** Officials and event information. */
  readonly box: BoxScoreFacts;
  /** Batters, pitchers, errors and fielding of both sides. */
  readonly baseball: BaseballBox;
}

/** The answer of {@link getMlbBoxscore} for a known game. */
export type MlbBoxscoreAnswer =
  | { readonly ok: true; readonly payload: MlbBoxscorePayload }
  | { readonly ok: false; readonly reason: Exclude<BoxscoreMissingReason, 'basic_player_lines'>; readonly game: Game };

/**
 * The box score of a baseball game: undefined for an unknown event id
 * (`20140322-2-...` and `20140322-1-...` are the second and the first game of a date),
 * otherwise the payload or the reason there is none. A box score exists only for a completed
 * regular or postseason game whose batters and pitchers are known on both sides;
 * it does not depend on the clock. Batter totals, rates, ERA and WHIP are computed when
 * formatted.
 *
 * @example
 * const r = getMlbBoxscore(state, { eventId: '20140330-los-angeles-dodgers-at-san-diego-padres' });
 * r?.ok && r.payload.baseball.awayPitchers[0]?.outs; // 21
 */
export function getMlbBoxscore(state: LeagueState, query: { readonly eventId: string }): MlbBoxscoreAnswer | undefined {
  const found = findBoxscoreGame(state, 'mlb', query.eventId);
  if (!found?.ok) return found;
  const { game } = found;
  const box = game.box;
  const baseball = box?.baseball ?? null;
  if (box === null || baseball === null || baseball.awayBatters.length === 0 || baseball.homeBatters.length === 0
    || baseball.awayPitchers.length === 0 || baseball.homePitchers.length === 0) {
    return { ok: false, reason: 'no_player_lines', game };
  }
  return { ok: true, payload: { game, away: found.away, home: found.home, site: found.site, box, baseball } };
}
