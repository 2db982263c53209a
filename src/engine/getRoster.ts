import { computeAge } from '../aggregates/computeAge.js';
import type { Roster, RosterPlayer } from '../aggregates/Roster.js';
import type { Team } from '../aggregates/Team.js';
import { seasonOfDate, type Season, type Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import { today, type Clock } from './internal/clock.js';
import { teamKey, type LeagueState } from './LeagueState.js';

/** Parameters of {@link getRoster}. */
export interface RosterQuery {
  readonly sport: Sport;
  readonly teamId: string;
  /** Ages are computed on the clock's US Eastern date; the season served is chosen from it. */
  readonly now: Clock;
  /** Baseball: `expanded` for the 40-man roster (active and expanded players); anything else, or none, the active players. Basketball ignores it. */
  readonly status?: string;
}

/** A team's roster as served on a date: its players in order, each with his age. */
export interface RosterPayload {
  readonly sport: Sport;
  /** The season of the roster served. */
  readonly season: Season;
  readonly team: Team;
  readonly players: readonly { readonly player: RosterPlayer; readonly age: number }[];
}

/**
 * A team's roster (the roster endpoint): the roster ingested for the season of the clock's date,
 * else the latest one ingested for the team in an earlier season; undefined when there is none.
 * The team object is the club's in that season. Baseball's `status=expanded` returns active and
 * expanded players, anything else the active ones; basketball returns every player.
 * Players keep the service's order (position group in baseball, then
 * last name), and ages are completed years on the clock's Eastern date.
 *
 * @example
 * getRoster(state, { sport: 'mlb', teamId: 'boston-red-sox', now: '2014-07-28T12:00:00-04:00', status: 'expanded' })?.players.length; // 40
 */
export function getRoster(state: LeagueState, query: RosterQuery): RosterPayload | undefined {
  sportParam('getRoster', query.sport);
  const day = today('getRoster', query.now);
  const current = seasonOfDate(query.sport, day);
  const roster = findRoster(state, query.sport, query.teamId, current);
  if (!roster) return undefined;
  const key = teamKey(roster.sport, roster.season, roster.teamId);
  if (!Object.hasOwn(state.teams.byId, key)) return undefined;
  const all = query.sport === 'nba' || query.status === 'expanded';
  const players = roster.players.filter((p) => all || p.rosterStatus === 'active').map((player) => ({ player, age: computeAge(player.birthdate, day) }));
  return { sport: roster.sport, season: roster.season, team: state.teams.byId[key]!, players };
}

/** The team's roster of the season, else of the latest earlier season with one. */
function findRoster(state: LeagueState, sport: Sport, teamId: string, season: Season): Roster | undefined {
  const exact = teamKey(sport, season, teamId);
  if (Object.hasOwn(state.rosters.byId, exact)) return state.rosters.byId[exact];
  let best: Roster | undefined;
  for (const key of state.rosters.ids) {
    const r = state.rosters.byId[key]!;
    if (r.sport === sport && r.teamId === teamId && r.season < season && (!best || r.season > best.season)) best = r;
  }
  return best;
}
