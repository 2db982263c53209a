import type { Game } from './Game.js';
import type { Site } from './Site.js';
import type { Team } from './Team.js';

/** One event of the events endpoint (the service's event object): the game with its teams and venue. */
export interface EventRow {
  readonly game: Game;
  readonly away: Team;
  readonly home: Team;
  readonly site: Site;
}
