import type { KagglePlayerCorrection } from './readKagglePlayerCorrections.js';

const NBA_COM = 'NBA.com player game log (shared/data/nba/nba_stats/2017-18/player_game_logs.csv)';

/**
 * The known errors of the Kaggle player box score file `2017-18_playerBoxScore.csv` (through
 * 2018-02-02), with the true values. Both are the rows behind the two wrong team scores of
 * `KAGGLE_TEAM_BOX_SCORE_CORRECTIONS`: with them every team-game's lines add up to the corrected
 * team box score, and without them the importer reports the row (or the sum) rather than guess.
 * Found by checking every row (shots against points) and every team-game's sums against the team
 * file, then each difference against NBA.com's player game logs.
 *
 * - CHI at TOR 2017-10-19, Antonio Blakeney: 1 of 1 from the field, written as a three (3
 *   points); NBA.com: 2 points, FG 1.000, no three-point attempt (FG3_PCT empty). Chicago's true
 *   score is 100 (NBA.com, Basketball-Reference), the file's 101 is this extra point.
 * - TOR at IND 2017-11-24, Serge Ibaka: 5 field goals (no three), 0 of 1 free throws make 10
 *   points, the file says 8; NBA.com: 10. Toronto's true score is 104, the file's 102.
 *
 * @example
 * parseKagglePlayerBoxScores(text, gameInputs, { teamIdOf, corrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS });
 */
export const KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS: readonly KagglePlayerCorrection[] = Object.freeze([
  {
    date: '2017-10-19', team: 'CHI', player: 'Antonio Blakeney',
    values: { playPTS: 2, play3PA: 0, play3PM: 0, play2PA: 1, play2PM: 1 },
    reason: `his one made field goal is written as a three (3 points, 3PA 1, 3PM 1); ${NBA_COM}: 2 points, FG_PCT 1.0, FG3_PCT empty (no three attempted); CHI's true score is 100, not the file's 101`,
  },
  {
    date: '2017-11-24', team: 'TOR', player: 'Serge Ibaka',
    values: { playPTS: 10 },
    reason: `5 field goals made, no three, 0 of 1 free throws make 10 points, the file says 8; ${NBA_COM}: 10 points; TOR's true score is 104, not the file's 102`,
  },
]);
