import type { Season, TeamId } from '../ids/index.js';
import { getTeamsOfSeason } from './getTeamsOfSeason.js';

// One map per covered season, built on first use; seasons the registry does not cover are not
// kept, so asking for arbitrary seasons cannot grow the cache.
const bySeason = new Map<Season, ReadonlyMap<string, TeamId>>();

/**
 * The NBA team id that one of the service's own abbreviations stands for in a season, or
 * undefined when no club of that season carries it. These are the abbreviations of the
 * service's team objects and of the xmlstats-derived Kaggle files (`teamAbbr`, `opptAbbr`):
 * GS, NO, NY, PHO, SA, UTA, BKN, CHA... (NBA.com's GSW, NOP, NYK, PHX, SAS are not among them:
 * see `nbaTeamIdOfNbaComAbbreviation`). Upper case, exactly as written.
 *
 * @example
 * nbaTeamIdOfAbbreviation('GS', 2017); // 'golden-state-warriors'
 * nbaTeamIdOfAbbreviation('CHA', 2014); // 'charlotte-bobcats'
 * nbaTeamIdOfAbbreviation('CHA', 2015); // 'charlotte-hornets'
 * nbaTeamIdOfAbbreviation('NJ', 2013); // undefined (the Brooklyn Nets, BKN, from 2013)
 */
export function nbaTeamIdOfAbbreviation(abbreviation: string, season: Season): TeamId | undefined {
  let map = bySeason.get(season);
  if (!map) {
    const teams = getTeamsOfSeason('nba', season);
    if (teams.length === 0) return undefined;
    map = new Map(teams.map((team) => [team.abbreviation, team.teamId]));
    bySeason.set(season, map);
  }
  return map.get(abbreviation);
}
