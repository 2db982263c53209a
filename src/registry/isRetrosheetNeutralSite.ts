import type { Season } from '../ids/index.js';
import { indexOfSeason } from './indexOfSeason.js';
import { retrosheetSiteId } from './retrosheetSiteId.js';

/**
 * Whether a game of a Retrosheet game log was played at a neutral site (`event_neutral_site`):
 * away from the homes of both teams in that season. The teams are the game log's codes (fields 4
 * and 7), the park its park id (field 17); a club's homes are its home venue and, for the Blue
 * Jays of 2021, its other homes (`ClubHome.otherHomes`). So the Seoul, London, Mexico City and
 * Tokyo games, Rickwood Field, Field of Dreams, Williamsport, Omaha, Fort Bragg and Bristol are
 * neutral, and so are games moved to a third club's park (Houston's "home" games at Tropicana
 * Field in 2017); a "home" game played at the visitors' park (Toronto at Washington in 2020) is
 * not. A park id the registry does not know is no club's home (the registry holds every home
 * park of its seasons), so a game there is neutral. False when either code is not a club of the
 * season in the registry: nothing is known of its homes.
 *
 * The answer is read on the codes, not on the caller's team and site ids, so a game log parsed
 * with other lookups gets the same flags.
 *
 * @example
 * isRetrosheetNeutralSite('SEO01', 'LAN', 'SDN', 2024); // true
 * isRetrosheetNeutralSite('PET01', 'LAN', 'SDN', 2024); // true (an unknown park)
 * isRetrosheetNeutralSite('SAN02', 'LAN', 'SDN', 2024); // false
 * isRetrosheetNeutralSite('DUN01', 'BOS', 'TOR', 2021); // false (Toronto's home of April-May 2021)
 * isRetrosheetNeutralSite('WAS11', 'WAS', 'TOR', 2020); // false (the visitors' park)
 */
export function isRetrosheetNeutralSite(parkId: string, visitorCode: string, homeCode: string, season: Season): boolean {
  const index = indexOfSeason('mlb', season);
  const visitor = index.byRetrosheet.get(visitorCode);
  const home = index.byRetrosheet.get(homeCode);
  if (visitor === undefined || home === undefined) return false;
  const siteId = retrosheetSiteId(parkId, season);
  if (siteId === undefined) return true;
  const homesOf = (teamId: string): readonly string[] => index.byTeamId.get(teamId)?.homeSiteIds ?? [];
  return !homesOf(visitor).includes(siteId) && !homesOf(home).includes(siteId);
}
