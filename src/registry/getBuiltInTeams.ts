import type { Team } from '../aggregates/Team.js';
import { SPORTS } from '../ids/index.js';
import { getTeamsOfSeason } from './getTeamsOfSeason.js';
import { MLB_CLUBS } from './mlbTeams.js';
import { NBA_CLUBS } from './nbaTeams.js';

let all: readonly Team[] | undefined;

/**
 * Every team of every sport and season the registry covers (MLB 2008-2026, NBA 2012-2026),
 * sport by sport, season by season, each season in listing order. Built once, frozen.
 *
 * @example
 * getBuiltInTeams().filter((t) => t.sport === 'mlb').length; // 570 (19 seasons x 30 clubs)
 */
export function getBuiltInTeams(): readonly Team[] {
  if (all) return all;
  const teams: Team[] = [];
  for (const sport of SPORTS) {
    const clubs = sport === 'mlb' ? MLB_CLUBS : NBA_CLUBS;
    const first = Math.min(...clubs.map((c) => c.identities[0]?.from ?? Number.POSITIVE_INFINITY));
    const last = Math.max(...clubs.map((c) => c.last));
    for (let season = first; season <= last; season++) teams.push(...getTeamsOfSeason(sport, season));
  }
  all = Object.freeze(teams);
  return all;
}
