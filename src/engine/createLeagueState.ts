import type { Site } from '../aggregates/Site.js';
import type { Team } from '../aggregates/Team.js';
import { getBuiltInSites, getBuiltInTeams } from '../registry/builtIns.js';
import { deepFreeze } from './internal/deepFreeze.js';
import { teamKey, type LeagueState, type TeamKey } from './LeagueState.js';

/** Options of {@link createLeagueState}. */
export interface CreateLeagueStateOptions {
  /** Start from the built-in team registry (MLB 2008-2026, NBA) and its sites. Default true. */
  readonly builtIns?: boolean;
}

/**
 * A new league state. By default it knows every built-in club and venue, so games can be
 * ingested at once; with `{ builtIns: false }` it is empty and teams must be ingested first.
 *
 * @example
 * const state = createLeagueState();
 * const empty = createLeagueState({ builtIns: false });
 */
export function createLeagueState(options: CreateLeagueStateOptions = {}): LeagueState {
  const builtIns = options.builtIns ?? true;
  return builtIns ? builtInState() : EMPTY;
}

const EMPTY: LeagueState = deepFreeze({ teams: { ids: [], byId: {} }, sites: { ids: [], byId: {} }, seasons: {}, accounts: { ids: [], byId: {} }, tokens: { ids: [], byId: {} }, tournaments: { ids: [], byId: {} }, rosters: { ids: [], byId: {} }, draftPicks: { ids: [], byId: {} }, updatedAt: null });

let cachedBuiltIn: LeagueState | undefined;

function builtInState(): LeagueState {
  if (cachedBuiltIn) return cachedBuiltIn;
  const teamIds: TeamKey[] = [];
  const teamsById: Record<TeamKey, Team> = {};
  for (const team of getBuiltInTeams()) {
    const key = teamKey(team.sport, team.season, team.teamId);
    if (!Object.hasOwn(teamsById, key)) teamIds.push(key);
    teamsById[key] = team;
  }
  const siteIds: string[] = [];
  const sitesById: Record<string, Site> = {};
  for (const site of getBuiltInSites()) {
    if (!Object.hasOwn(sitesById, site.siteId)) siteIds.push(site.siteId);
    sitesById[site.siteId] = site;
  }
  cachedBuiltIn = deepFreeze({
    teams: { ids: teamIds, byId: teamsById },
    sites: { ids: siteIds, byId: sitesById },
    seasons: {},
    accounts: { ids: [], byId: {} },
    tokens: { ids: [], byId: {} },
    tournaments: { ids: [], byId: {} },
    rosters: { ids: [], byId: {} },
    draftPicks: { ids: [], byId: {} },
    updatedAt: null,
  });
  return cachedBuiltIn;
}
