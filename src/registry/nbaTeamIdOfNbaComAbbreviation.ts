import type { Season, TeamId } from '../ids/index.js';
import { NBA_COM_ABBREVIATIONS } from './nbaComAbbreviations.js';
import { nbaTeamIdOfAbbreviation } from './nbaTeamIdOfAbbreviation.js';

/**
 * The NBA team id that an NBA.com team abbreviation (`TEAM_ABBREVIATION` of stats.nba.com: GSW,
 * NOP, NYK, PHX, SAS, BKN, UTA, CHA...) stands for in a season, or undefined when NBA.com used
 * no such abbreviation that season or the registry does not cover it. The service's own
 * spellings (GS, NO, NY, PHO, SA) are not NBA.com's and give undefined here. Upper case,
 * exactly as written.
 *
 * @example
 * nbaTeamIdOfNbaComAbbreviation('GSW', 2018); // 'golden-state-warriors'
 * nbaTeamIdOfNbaComAbbreviation('NOH', 2013); // 'new-orleans-pelicans' (the registry's 2013 name)
 * nbaTeamIdOfNbaComAbbreviation('NOP', 2013); // undefined (NOP from 2013-14)
 * nbaTeamIdOfNbaComAbbreviation('GS', 2018); // undefined
 */
export function nbaTeamIdOfNbaComAbbreviation(abbreviation: string, season: Season): TeamId | undefined {
  for (const row of NBA_COM_ABBREVIATIONS) {
    if (row.nbaCom !== abbreviation) continue;
    if (season < (row.from ?? Number.NEGATIVE_INFINITY) || season > (row.until ?? Number.POSITIVE_INFINITY)) continue;
    return nbaTeamIdOfAbbreviation(row.abbreviation, season);
  }
  return undefined;
}
