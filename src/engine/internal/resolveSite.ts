import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import type { LeagueState } from '../LeagueState.js';
import { siteIdOfName } from './siteIdOfName.js';

/**
 * The venue of a game: its own site, else the home team's ballpark from the site table, else a
 * site built from the home team's record with unknown capacity and surface.
 */
export function resolveSite(state: LeagueState, game: Game, home: Team): Site {
  const byId = state.sites.byId;
  if (game.siteId !== null && Object.hasOwn(byId, game.siteId)) return byId[game.siteId]!;
  const homeSite = siteIdOfName(home.siteName);
  if (Object.hasOwn(byId, homeSite)) return byId[homeSite]!;
  return { siteId: homeSite, name: home.siteName, capacity: null, surface: null, city: home.city, state: home.state };
}
