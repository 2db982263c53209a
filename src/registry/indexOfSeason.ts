import type { Team } from '../aggregates/Team.js';
import { toTeamId, type Season, type Sport, type TeamId } from '../ids/index.js';
import type { ClubHistory } from './ClubHistory.js';
import { MLB_CLUBS } from './mlbTeams.js';
import { NBA_CLUBS } from './nbaTeams.js';
import { siteFor } from './siteFor.js';

/**
 * Everything the registry knows about one sport-season, built once on first use: the teams in
 * listing order, each team with its home site id, and the Retrosheet codes of the season.
 *
 * @example
 * indexOfSeason('mlb', 2014).byRetrosheet.get('KCA'); // 'kansas-city-royals'
 */
export interface SeasonIndex {
  readonly teams: readonly Team[];
  /** Each team with its home site id and every site id that was a home of it that season (the home first, then `otherHomes`). */
  readonly byTeamId: ReadonlyMap<string, { readonly team: Team; readonly homeSiteId: string; readonly homeSiteIds: readonly string[] }>;
  readonly byRetrosheet: ReadonlyMap<string, TeamId>;
}

const CLUBS: Readonly<Record<Sport, readonly ClubHistory[]>> = { mlb: MLB_CLUBS, nba: NBA_CLUBS };
const EMPTY: SeasonIndex = Object.freeze({ teams: Object.freeze([]), byTeamId: new Map(), byRetrosheet: new Map() });
const cache = new Map<string, SeasonIndex>();

function lastFrom<T extends { readonly from: number }>(rows: readonly T[], season: Season): T | undefined {
  let found: T | undefined;
  for (const row of rows) if (row.from <= season) found = row;
  return found;
}

function build(sport: Sport, season: Season): SeasonIndex {
  const entries: { team: Team; homeSiteId: string; homeSiteIds: readonly string[]; retrosheet: readonly string[] }[] = [];
  for (const club of CLUBS[sport]) {
    if (season > club.last) continue;
    const identity = lastFrom(club.identities, season);
    const home = lastFrom(club.homes, season);
    if (!identity || !home) continue;
    const site = siteFor(home.siteId, season);
    if (!site) throw new Error(`indexOfSeason: ${sport} ${club.franchise} ${season} has an unknown home site "${home.siteId}"`);
    const fullName = identity.fullName ?? `${identity.firstName} ${identity.lastName}`;
    const team: Team = Object.freeze({
      sport, season, teamId: toTeamId(fullName), abbreviation: identity.abbreviation, active: true,
      firstName: identity.firstName, lastName: identity.lastName, fullName,
      conference: identity.conference, division: identity.division,
      siteName: site.name, city: site.city, state: site.state,
    });
    for (const other of home.otherHomes ?? []) {
      if (!siteFor(other, season)) throw new Error(`indexOfSeason: ${sport} ${club.franchise} ${season} has an unknown other home "${other}"`);
    }
    const homeSiteIds = Object.freeze([home.siteId, ...(home.otherHomes ?? [])]);
    entries.push({ team, homeSiteId: home.siteId, homeSiteIds, retrosheet: identity.retrosheet ?? [] });
  }
  entries.sort((a, b) => (a.team.teamId < b.team.teamId ? -1 : a.team.teamId > b.team.teamId ? 1 : 0));
  const byTeamId = new Map<string, { team: Team; homeSiteId: string; homeSiteIds: readonly string[] }>();
  const byRetrosheet = new Map<string, TeamId>();
  for (const { team, homeSiteId, homeSiteIds, retrosheet } of entries) {
    if (byTeamId.has(team.teamId)) throw new Error(`indexOfSeason: ${sport} ${season} has two teams "${team.teamId}"`);
    byTeamId.set(team.teamId, Object.freeze({ team, homeSiteId, homeSiteIds }));
    for (const code of retrosheet) byRetrosheet.set(code, team.teamId);
  }
  return entries.length === 0 ? EMPTY : Object.freeze({ teams: Object.freeze(entries.map((e) => e.team)), byTeamId, byRetrosheet });
}

/**
 * The registry's teams of one sport-season with their lookups, built from the club histories
 * the first time the season is asked for and cached. A season the registry does not cover
 * gets an empty index (not cached). Internal to the registry: use `getTeamsOfSeason`, `findTeam`,
 * `retrosheetTeamId`, `homeSiteIdOf`.
 *
 * @example
 * indexOfSeason('mlb', 2013).teams.length; // 30
 */
export function indexOfSeason(sport: Sport, season: Season): SeasonIndex {
  if (!Number.isInteger(season)) return EMPTY;
  const key = `${sport}:${season}`;
  let found = cache.get(key);
  if (!found) {
    found = build(sport, season);
    // Only covered seasons are kept, so that asking for arbitrary seasons cannot grow the cache.
    if (found !== EMPTY) cache.set(key, found);
  }
  return found;
}
