import type { Game } from './Game.js';
import type { Site } from './Site.js';
import type { Team } from './Team.js';

/**
 * One row of a team's results (the service's results row), every derived value computed: the event
 * number in the season type (-1 for postponed, suspended, cancelled), the result (absent unless
 * completed; `tie` for an MLB tie), points (-1 unless completed) and both records.
 */
export interface ResultRow {
  readonly game: Game;
  readonly team: Team;
  readonly opponent: Team;
  readonly site: Site;
  readonly numberInSeason: number;
  readonly locationType: 'h' | 'a';
  readonly result: 'win' | 'loss' | 'tie' | undefined;
  readonly teamPoints: number;
  readonly opponentPoints: number;
  readonly teamWon: number;
  readonly teamLost: number;
  readonly opponentWon: number;
  readonly opponentLost: number;
}
