import type { Season } from '../ids/index.js';

/**
 * One NBA.com team abbreviation (`TEAM_ABBREVIATION` of stats.nba.com) and the service's
 * abbreviation of the club it stands for, in the seasons `from`..`until` (both inclusive; a
 * missing bound is open).
 *
 * @example
 * const warriors: NbaComAbbreviation = { nbaCom: 'GSW', abbreviation: 'GS' };
 */
export interface NbaComAbbreviation {
  readonly nbaCom: string;
  readonly abbreviation: string;
  readonly from?: Season;
  readonly until?: Season;
}

/**
 * NBA.com's team abbreviations and the service's abbreviations they translate to. Most are the
 * same; NBA.com writes GSW, NYK, PHX and SAS where the service writes GS, NY, PHO and SA
 * (nba_stats/2017-18 and 2018-19 against the Kaggle files of the same seasons), NJN for the New
 * Jersey Nets of 2011-12, and NOH for New Orleans through 2012-13 (the Hornets: NBA.com keeps
 * the name of the season), NOP from 2013-14. Charlotte is CHA both as Bobcats and as Hornets.
 * NBA.com's NOH of 2012-13 therefore stands for the registry's 2013 club, which carries the
 * recorded name New Orleans Pelicans (`NBA_CLUBS`).
 *
 * @example
 * NBA_COM_ABBREVIATIONS.find((a) => a.nbaCom === 'PHX')?.abbreviation; // 'PHO'
 */
export const NBA_COM_ABBREVIATIONS: readonly NbaComAbbreviation[] = [
  { nbaCom: 'ATL', abbreviation: 'ATL' },
  { nbaCom: 'BKN', abbreviation: 'BKN', from: 2013 },
  { nbaCom: 'BOS', abbreviation: 'BOS' },
  { nbaCom: 'CHA', abbreviation: 'CHA' },
  { nbaCom: 'CHI', abbreviation: 'CHI' },
  { nbaCom: 'CLE', abbreviation: 'CLE' },
  { nbaCom: 'DAL', abbreviation: 'DAL' },
  { nbaCom: 'DEN', abbreviation: 'DEN' },
  { nbaCom: 'DET', abbreviation: 'DET' },
  { nbaCom: 'GSW', abbreviation: 'GS' },
  { nbaCom: 'HOU', abbreviation: 'HOU' },
  { nbaCom: 'IND', abbreviation: 'IND' },
  { nbaCom: 'LAC', abbreviation: 'LAC' },
  { nbaCom: 'LAL', abbreviation: 'LAL' },
  { nbaCom: 'MEM', abbreviation: 'MEM' },
  { nbaCom: 'MIA', abbreviation: 'MIA' },
  { nbaCom: 'MIL', abbreviation: 'MIL' },
  { nbaCom: 'MIN', abbreviation: 'MIN' },
  { nbaCom: 'NJN', abbreviation: 'NJ', until: 2012 },
  { nbaCom: 'NOH', abbreviation: 'NO', until: 2013 },
  { nbaCom: 'NOP', abbreviation: 'NO', from: 2014 },
  { nbaCom: 'NYK', abbreviation: 'NY' },
  { nbaCom: 'OKC', abbreviation: 'OKC' },
  { nbaCom: 'ORL', abbreviation: 'ORL' },
  { nbaCom: 'PHI', abbreviation: 'PHI' },
  { nbaCom: 'PHX', abbreviation: 'PHO' },
  { nbaCom: 'POR', abbreviation: 'POR' },
  { nbaCom: 'SAC', abbreviation: 'SAC' },
  { nbaCom: 'SAS', abbreviation: 'SA' },
  { nbaCom: 'TOR', abbreviation: 'TOR' },
  { nbaCom: 'UTA', abbreviation: 'UTA' },
  { nbaCom: 'WAS', abbreviation: 'WAS' },
];
