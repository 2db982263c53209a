import type { Game } from './Game.js';
import type { Site } from './Site.js';
import type { Team } from './Team.js';

/** One event of the events endpoint (specification 2.3): the game with its teams and venue. */
export interface EventRow {
  readonly game: Game;
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
}
