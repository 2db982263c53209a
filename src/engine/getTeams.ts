import type { Team } from '../aggregates/Team.js';
import { seasonOfDate, type Season, type Sport } from '../ids/index.js';
import { seasonParam, sportParam } from '../ids/sportParam.js';
import { today, type Clock } from './internal/clock.js';
import { getSeasonIndex } from './internal/seasonIndex.js';
import type { LeagueState } from './LeagueState.js';

/** Parameters of {@link getTeams}. */
export interface TeamsQuery {
  readonly sport: Sport;
  /** Default: the season of the clock's date, or the latest earlier season with teams. */
  readonly season?: Season;
  readonly now: Clock;
}

/**
 * The teams of a season, in the service's order (by team id).
 *
 * @example
 * getTeams(state, { sport: 'mlb', season: 2013, now: '2013-08-30T12:00:00-04:00' })[0]?.teamId; // 'arizona-diamondbacks'
 */
export function getTeams(state: LeagueState, query: TeamsQuery): readonly Team[] {
  sportParam('getTeams', query.sport);
  if (query.season !== undefined) seasonParam('getTeams', query.season);
  if (query.season !== undefined) return getSeasonIndex(state, query.sport, query.season).teams;
  const current = seasonOfDate(query.sport, today('getTeams', query.now));
  for (let season = current; season > current - 3; season--) {
    const teams = getSeasonIndex(state, query.sport, season).teams;
    if (teams.length > 0) return teams;
  }
  return [];
}
