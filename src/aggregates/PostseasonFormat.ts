import type { Season, Sport } from '../ids/index.js';

/**
 * How the first round of a postseason is paired (see `computeFirstRoundPairings`):
 * - `mlb-8` (through 2011): per league 3 division winners and 1 wild card, no bye; 1 v 4 and
 *   2 v 3, or 1 v 3 and 2 v 4 when the wild card is of seed 1's division;
 * - `mlb-10` (2012-2019, 2021): 3 division winners and 2 wild cards; the Wildcard game 4 v 5;
 * - `mlb-16` (2020): 3 division winners, 3 second-placed teams, 2 wild cards; 1 v 8 ... 4 v 5;
 * - `mlb-12` (from 2022): 3 division winners and 3 wild cards; 3 v 6 and 4 v 5, byes for 1, 2;
 * - `nba-16` (through 2019-20): 8 per conference; 1 v 8 ... 4 v 5;
 * - `nba-play-in` (from 2020-21): 10 per conference; play-in 7 v 8 and 9 v 10, byes for 1-6.
 */
export type FirstRoundRule = 'mlb-8' | 'mlb-10' | 'mlb-16' | 'mlb-12' | 'nba-16' | 'nba-play-in';

/** A round of a format: sequence, name and format, no dates. */
export interface FormatRound {
  readonly sequence: number;
  readonly name: string;
  readonly roundFormat: string;
}

/** A group of a format: the conference value of its teams (`American`, `East`) and its names. */
export interface FormatGroup {
  readonly conference: string;
  readonly name: string;
  readonly description: string;
}

/**
 * The postseason format of a league in a season: name, rounds, groups, competitors per group and
 * the first-round rule. peers-and-rules B4 and B6; the 2012-2021 round's name `Wildcard` and
 * format `Single Elimination` are the service's (the 2015 documentation sample).
 */
export interface PostseasonFormat {
  readonly sport: Sport;
  readonly season: Season;
  readonly name: string;
  readonly description: string;
  readonly rule: FirstRoundRule;
  readonly perGroup: number;
  readonly rounds: readonly FormatRound[];
  readonly groups: readonly FormatGroup[];
}

const DS = 'Division Series';
const LCS = 'League Championship Series';
const WS = 'World Series';
const bestOf = (n: number) => `Best of ${n}`;

function rounds(list: readonly (readonly [string, string])[]): FormatRound[] {
  return list.map(([name, roundFormat], i) => ({ sequence: i + 1, name, roundFormat }));
}

/**
 * The postseason format of a season: MLB 8 teams through 2011, 10 in 2012-2021 (a Wildcard game),
 * 16 in 2020, 12 from 2022 (a best-of-3 Wild Card Series, byes for the two best division
 * winners); NBA 16 teams, and from 2020-21 (season 2021) 20 with the play-in tournament of places
 * 7-10. Named `2015 MLB Postseason`, "The competition to determine the 2015 MLB champion." as in
 * the service's sample.
 *
 * @example
 * postseasonFormat('mlb', 2015).rounds.map((r) => r.name); // ['Wildcard', 'Division Series', 'League Championship Series', 'World Series']
 * postseasonFormat('nba', 2021).perGroup; // 10
 */
export function postseasonFormat(sport: Sport, season: Season): PostseasonFormat {
  const label = sport.toUpperCase();
  const base = { sport, season, name: `${season} ${label} Postseason`, description: `The competition to determine the ${season} ${label} champion.` };
  if (sport === 'nba') {
    const groups = (['East', 'West'] as const).map((c) => {
      const name = `${c}ern Conference`;
      return { conference: c, name, description: `The teams competing for the ${season} ${name} championship.` };
    });
    const playoffs: [string, string][] = [['First Round', bestOf(7)], ['Conference Semifinals', bestOf(7)], ['Conference Finals', bestOf(7)], ['Finals', bestOf(7)]];
    return season >= 2021
      ? { ...base, rule: 'nba-play-in', perGroup: 10, groups, rounds: rounds([['Play-In Tournament', 'Play-In'], ...playoffs]) }
      : { ...base, rule: 'nba-16', perGroup: 8, groups, rounds: rounds(playoffs) };
  }
  const groups = (['American', 'National'] as const).map((c) => {
    const name = `${c} League`;
    return { conference: c, name, description: `The teams competing for the ${season} ${name} pennant.` };
  });
  const tail: [string, string][] = [[DS, bestOf(5)], [LCS, bestOf(7)], [WS, bestOf(7)]];
  if (season <= 2011) return { ...base, rule: 'mlb-8', perGroup: 4, groups, rounds: rounds(tail) };
  if (season === 2020) return { ...base, rule: 'mlb-16', perGroup: 8, groups, rounds: rounds([['Wild Card Series', bestOf(3)], ...tail]) };
  if (season >= 2022) return { ...base, rule: 'mlb-12', perGroup: 6, groups, rounds: rounds([['Wild Card Series', bestOf(3)], ...tail]) };
  return { ...base, rule: 'mlb-10', perGroup: 5, groups, rounds: rounds([['Wildcard', 'Single Elimination'], ...tail]) };
}
