import { checkRaceSeason } from './checkRaceSeason.js';
import type { GameModel } from './GameModel.js';
import type { RaceSeason } from './RaceSeason.js';

/** Options of {@link createPythagoreanModel}. */
export interface PythagoreanModelOptions {
  /** The exponent of the Pythagorean expectation; default 1.83 (MLB, Baseball-Reference's) or 13.91 (NBA, Morey's). */
  readonly exponent?: number;
  /** Games at the league's average scoring added to each team's points scored and allowed (a regression to .500); default 20 (MLB), 10 (NBA). */
  readonly priorGames?: number;
  /** The home team's share of wins between equal teams; default measured from the season so far (below). */
  readonly homeShare?: number;
}

/** Long-run share of games the home team wins, the prior of the measured share: MLB about .54, NBA about .60 (through 2019). */
const HOME_SHARE_PRIOR = { mlb: 0.54, nba: 0.6 } as const;
/** Games at the long-run share added to the season's own games when measuring the home share. */
const HOME_PRIOR_GAMES = 200;
const EXPONENT = { mlb: 1.83, nba: 13.91 } as const;
const PRIOR_GAMES = { mlb: 20, nba: 10 } as const;

const logit = (p: number) => Math.log(p / (1 - p));

/**
 * The default game model of the playoff odds, from the games played so far:
 * - each team's rating is its Pythagorean expectation `RS^x / (RS^x + RA^x)` over the runs
 *   (points) it scored and allowed, each padded with `priorGames` games at the league's average
 *   so that a team with few games starts near .500;
 * - the home team's share between equal teams `h` is the season's home winning share, padded
 *   with 200 games at the long-run share (MLB .54, NBA .60);
 * - a game combines them by log5 with the home factor, on the log-odds scale:
 *   `P(home wins) = 1 / (1 + exp(-(logit(r_home) - logit(r_away) + logit(h))))` (Bill James's
 *   log5; equal teams give `h`, a neutral site `h = .5` gives log5 itself).
 * The ratings are fixed for the rest of the season (no update as simulated games are played).
 *
 * @example
 * const model = createPythagoreanModel(race);
 * model.homeWinProbability(0, 1); // race.teams[0] at home to race.teams[1]
 * model.description; // 'pythagorean (exponent 1.83, 20 prior games at the league average) by log5 with home share ...'
 */
export function createPythagoreanModel(race: RaceSeason, options: PythagoreanModelOptions = {}): GameModel {
  checkRaceSeason('createPythagoreanModel', race);
  const n = race.teams.length;
  const exponent = options.exponent ?? EXPONENT[race.sport];
  const priorGames = options.priorGames ?? PRIOR_GAMES[race.sport];
  if (!(exponent > 0) || !(priorGames >= 0)) throw new RangeError(`createPythagoreanModel: exponent must be positive and priorGames non-negative (got ${exponent}, ${priorGames})`);
  const scored = new Float64Array(n), allowed = new Float64Array(n), games = new Float64Array(n);
  let homeWins = 0, total = 0, points = 0;
  for (const g of race.played) {
    scored[g.home]! += g.homeScore;
    allowed[g.home]! += g.awayScore;
    scored[g.away]! += g.awayScore;
    allowed[g.away]! += g.homeScore;
    games[g.home]!++;
    games[g.away]!++;
    if (g.homeScore > g.awayScore) homeWins++;
    total++;
    points += g.homeScore + g.awayScore;
  }
  // Average points of one team in one game; with no game played, any positive value (all teams equal).
  const average = total > 0 ? points / (2 * total) : 1;
  const rating = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const rs = scored[i]! + priorGames * average, ra = allowed[i]! + priorGames * average;
    const r = rs + ra > 0 ? 1 / (1 + Math.pow(ra / rs, exponent)) : 0.5;
    // Clamped away from 0 and 1 so that log-odds stay finite (a team that allowed nothing yet, no prior).
    rating[i] = logit(Math.min(1 - 1e-9, Math.max(1e-9, Number.isFinite(r) ? r : 0)));
  }
  const measured = (homeWins + HOME_PRIOR_GAMES * HOME_SHARE_PRIOR[race.sport]) / (total + HOME_PRIOR_GAMES);
  const homeShare = options.homeShare ?? measured;
  if (!(homeShare > 0 && homeShare < 1)) throw new RangeError(`createPythagoreanModel: homeShare must be in (0, 1) (got ${homeShare})`);
  const home = logit(homeShare);
  const description = `pythagorean (exponent ${exponent}, ${priorGames} prior games at the league average) by log5 with home share ${homeShare.toFixed(3)}${options.homeShare === undefined ? ` (${homeWins} home wins in ${total} games, ${HOME_PRIOR_GAMES} prior games at ${HOME_SHARE_PRIOR[race.sport]})` : ''}`;
  return {
    description,
    homeWinProbability: (h, a) => 1 / (1 + Math.exp(-(rating[h]! - rating[a]! + home))),
  };
}
