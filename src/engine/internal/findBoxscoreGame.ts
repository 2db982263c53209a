import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import type { Sport } from '../../ids/index.js';
import { findGame } from '../findGame.js';
import type { LeagueState } from '../LeagueState.js';
import { resolveSite } from './resolveSite.js';
import { getSeasonIndex } from './seasonIndex.js';

/** A game that may have a box score, with its teams of that season and its venue. */
export interface BoxscoreGame {
  readonly ok: true;
  readonly game: Game;
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
}

/**
 * The gate both box score queries share (box scores exist for completed regular and
 * postseason games only):
 * undefined for an unknown event id, `not_completed` or `preseason` for a game that cannot have
 * a box score, otherwise the game with its two teams and venue. Which lines it needs is the
 * caller's business.
 *
 * @example
 * findBoxscoreGame(state, 'mlb', '20140330-los-angeles-dodgers-at-san-diego-padres')?.ok; // true
 */
export function findBoxscoreGame(
  state: LeagueState,
  sport: Sport,
  eventId: string,
): BoxscoreGame | { readonly ok: false; readonly reason: 'not_completed' | 'preseason'; readonly game: Game } | undefined {
  const game = findGame(state, sport, eventId);
  if (game === undefined) return undefined;
  if (game.status !== 'completed') return { ok: false, reason: 'not_completed', game };
  if (game.seasonType === 'pre') return { ok: false, reason: 'preseason', game };
  const index = getSeasonIndex(state, game.sport, game.season);
  const home = index.teamOf(game.homeTeamId)!;
  return { ok: true, game, away: index.teamOf(game.awayTeamId)!, home, site: resolveSite(state, game, home) };
}
