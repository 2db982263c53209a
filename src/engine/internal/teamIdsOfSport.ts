import type { Sport } from '../../ids/index.js';
import type { LeagueState } from '../LeagueState.js';

const idsBySport = new WeakMap<object, Map<Sport, ReadonlySet<string>>>();

/**
 * Every team id of a sport in the state (any season), memoized on the (immutable) teams table:
 * ingest asks it of each event id it parses, and the box score endpoint of each request (a scan
 * of every team key per request cost more than the rest of an NBA box score answer, D152).
 */
export function teamIdsOfSport(state: LeagueState, sport: Sport): ReadonlySet<string> {
  let bySport = idsBySport.get(state.teams.byId);
  if (!bySport) idsBySport.set(state.teams.byId, (bySport = new Map()));
  let ids = bySport.get(sport);
  if (!ids) {
    const set = new Set<string>();
    for (const key of state.teams.ids) {
      const team = state.teams.byId[key];
      if (team && team.sport === sport) set.add(team.teamId);
    }
    bySport.set(sport, (ids = set));
  }
  return ids;
}
