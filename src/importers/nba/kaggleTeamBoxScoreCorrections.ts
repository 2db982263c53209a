import type { KaggleScoreCorrection } from './readKaggleCorrections.js';

const BREF = 'Basketball-Reference line score (shared/data/nba/bref_linescores)';
const BREF_TOTALS = 'Basketball-Reference (shared/data/nba/bref_season_tables/team_totals.csv)';
const NBA_COM = 'NBA.com team game log (shared/data/nba/nba_stats/2017-18/team_game_logs.csv)';

/**
 * The known errors of the Kaggle team box score files `2016-17_teamBoxScore.csv` and
 * `2017-18_teamBoxScore.csv`, found by cross-checking every game against Basketball-Reference's
 * line scores and (2017-18) NBA.com's team game logs, with the true values. Pass them as
 * `corrections` to `parseKaggleTeamBoxScores` / `readNbaFolder`; without them the 2016-17 file
 * has 1 and the 2017-18 file 7 games whose period scores do not add up to the points, which the
 * importer reports rather than guesses at.
 *
 * - Two box score lines whose shots made do not add up to the points: BKN 2016-12-05 (one free
 *   throw short: the season totals at Basketball-Reference have exactly one more made and
 *   attempted) and CHI 2017-10-19 (one three-pointer too many: the season has exactly one more
 *   than Basketball-Reference's, and the true score is one point lower; the player box score
 *   file shows whose: Antonio Blakeney's one made shot, a two at NBA.com, so one three-point
 *   attempt fewer too).
 * - Two wrong final scores (both listed in PROVENANCE): CHI at TOR 2017-10-19 and TOR at IND
 *   2017-11-24; NBA.com and Basketball-Reference agree on the true score.
 * - Seven games with one or two wrong quarters (e.g. New Orleans' 2nd quarter on 2018-03-17 is
 *   5 for 25): the final scores are right (the same at Basketball-Reference, and for 2017-18 at
 *   NBA.com) and Basketball-Reference's quarters add up to them.
 * - PHO at GS 2018-04-01: Phoenix's 2nd and 3rd quarters are swapped (18, 35 for 35, 18); the
 *   sums hide it. Game reports: the Suns led by one at halftime and the Warriors "outscored
 *   Phoenix 36-18 in the third quarter", as Basketball-Reference has it.
 *
 * Not corrected: IND at LAL 2017-01-20 is 96-108 here and 95-108 at Basketball-Reference (4th
 * quarter 21 vs 20). The contemporary reports (Reuters, the Lakers' NBA.com recap, Sporting
 * News) say 108-96, as the file does; Basketball-Reference may carry a later stat correction.
 * The winner is the same either way.
 *
 * @example
 * parseKaggleTeamBoxScores(text, { teamIdOf, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
 */
export const KAGGLE_TEAM_BOX_SCORE_CORRECTIONS: readonly KaggleScoreCorrection[] = Object.freeze([
  {
    date: '2016-11-12', away: 'WAS', home: 'CHI', awayPoints: 95, homePoints: 106,
    awayPeriodScores: [27, 29, 14, 25], homePeriodScores: [28, 25, 28, 25],
    reason: `4th quarter 24-23 in the file makes the periods add up to 94 and 104, not 95 and 106; ${BREF}: 25-25`,
  },
  {
    date: '2017-10-19', away: 'CHI', home: 'TOR', awayPoints: 100, homePoints: 117,
    awayPeriodScores: [23, 14, 27, 36],
    awayTotals: { threePointFieldGoalsMade: 10, threePointFieldGoalsAttempted: 32 },
    reason: `CHI's 37 FG, 11 3P and 16 FT add up to 101, the true 100: its 2017-18 season at ${BREF_TOTALS} has exactly one three-pointer fewer than this file's games; the extra three is Antonio Blakeney's one made shot, a two at NBA.com (no three attempted: 3PA 32, not 33; see KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS); CHI is given 101 (4th quarter 37); ${NBA_COM}: 100; ${BREF}: 100, 4th quarter 36`,
  },
  {
    date: '2017-10-20', away: 'GS', home: 'NO', awayPoints: 128, homePoints: 120,
    awayPeriodScores: [26, 35, 37, 30], homePeriodScores: [39, 25, 26, 30],
    reason: `4th quarter 11-8 in the file; ${BREF}: 30-30 (final 128-120 everywhere)`,
  },
  {
    date: '2017-11-24', away: 'TOR', home: 'IND', awayPoints: 104, homePoints: 107,
    reason: `TOR is given teamPTS 102 while its period scores 25+35+20+24 add up to 104; ${NBA_COM}: 104; ${BREF}: 104`,
  },
  {
    date: '2018-02-22', away: 'NY', home: 'ORL', awayPoints: 120, homePoints: 113,
    homePeriodScores: [41, 28, 21, 23],
    reason: `ORL 3rd quarter 20 in the file (periods add up to 112, not 113); ${BREF}: 21`,
  },
  {
    date: '2018-03-02', away: 'DEN', home: 'MEM', awayPoints: 108, homePoints: 102,
    homePeriodScores: [29, 25, 26, 22],
    reason: `MEM 3rd quarter 16 in the file (periods add up to 92, not 102); ${BREF}: 26`,
  },
  {
    date: '2018-03-13', away: 'ORL', home: 'SA', awayPoints: 72, homePoints: 108,
    awayPeriodScores: [18, 19, 20, 15],
    reason: `ORL 2nd quarter 29 in the file (periods add up to 82, not 72); ${BREF}: 19`,
  },
  {
    date: '2018-03-17', away: 'HOU', home: 'NO', awayPoints: 107, homePoints: 101,
    homePeriodScores: [29, 25, 18, 29],
    reason: `NO 2nd quarter 5 in the file (periods add up to 81, not 101); ${BREF}: 25`,
  },
  {
    date: '2018-03-21', away: 'NY', home: 'MIA', awayPoints: 98, homePoints: 119,
    homePeriodScores: [27, 37, 35, 20],
    reason: `MIA 3rd quarter 25 in the file (periods add up to 109, not 119); ${BREF}: 35`,
  },
  {
    date: '2018-04-01', away: 'PHO', home: 'GS', awayPoints: 107, homePoints: 117,
    awayPeriodScores: [24, 35, 18, 30],
    reason: `PHO 2nd and 3rd quarters swapped in the file (18, 35); ${BREF}: 35, 18, and game reports: Phoenix led by one at halftime, Golden State won the 3rd quarter 36-18`,
  },
  {
    date: '2016-12-05', away: 'WAS', home: 'BKN', awayPoints: 118, homePoints: 113,
    homeTotals: { freeThrowsMade: 22, freeThrowsAttempted: 30 },
    reason: `BKN's shots made (40 FG, 11 3P, 21 FT) add up to 112, not its 113 points; its season totals at ${BREF_TOTALS} have exactly one more free throw made and attempted than this file's games: 22 of 30`,
  },
]);
