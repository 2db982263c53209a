import type { Game } from '../../aggregates/Game.js';
import type { Site } from '../../aggregates/Site.js';
import type { Team } from '../../aggregates/Team.js';
import { getBuiltInSites } from '../../registry/getBuiltInSites.js';
import { homeSiteIdOf } from '../../registry/homeSiteIdOf.js';
import { siteFor } from '../../registry/siteFor.js';
import type { LeagueState } from '../LeagueState.js';
import { siteIdOfName } from './siteIdOfName.js';

const builtIn = new WeakSet<Site>();
let builtInLoaded = false;

/**
 * The venue of a game: its own site, else the home team's park that season, else a site built
 * from the home team's record with unknown capacity and surface. A built-in venue is read for
 * the game's season (a park's surface or capacity can change under one name: Chase Field got
 * turf in 2019); a site the user ingested is used as it is.
 */
export function resolveSite(state: LeagueState, game: Game, home: Team): Site {
  const byId = state.sites.byId;
  const seasonal = (site: Site): Site => {
    if (!builtInLoaded) {
      for (const s of getBuiltInSites()) builtIn.add(s);
      builtInLoaded = true;
    }
    return builtIn.has(site) ? (siteFor(site.siteId, game.season) ?? site) : site;
  };
  if (game.siteId !== null && Object.hasOwn(byId, game.siteId)) return seasonal(byId[game.siteId]!);
  const registered = homeSiteIdOf(home);
  const homeSite = registered !== undefined && Object.hasOwn(byId, registered) && byId[registered]!.name === home.siteName ? registered : siteIdOfName(home.siteName);
  if (homeSite !== undefined && Object.hasOwn(byId, homeSite)) return seasonal(byId[homeSite]!);
  return { siteId: homeSite ?? '', name: home.siteName, capacity: null, surface: null, city: home.city, state: home.state };
}
