import type { Season, TeamId } from '../ids/index.js';
import { indexOfSeason } from './indexOfSeason.js';

/**
 * The MLB team id that a Retrosheet game-log team code (fields 4 and 7: ANA, CHA, CHN, KCA,
 * LAN, NYA, NYN, SDN, SFN, SLN, TBA, FLO, MIA...) stands for in a season, or undefined when the
 * code is not a club of that season (FLO after 2011, MIA before 2012). Codes are upper case,
 * as in the game logs.
 *
 * @example
 * retrosheetTeamId('CHA', 2016); // 'chicago-white-sox'
 * retrosheetTeamId('FLO', 2011); // 'florida-marlins'
 * retrosheetTeamId('FLO', 2012); // undefined
 */
export function retrosheetTeamId(code: string, season: Season): TeamId | undefined {
  return indexOfSeason('mlb', season).byRetrosheet.get(code);
}
