import type { FirstRoundRule } from '../PostseasonFormat.js';
import type { SeededRandom } from './createSeededRandom.js';
import type { HomeWinProbability } from './GameModel.js';

/** What {@link simulatePostseason} plays: the format, each group's field and how a game is decided. */
export interface BracketInput {
  readonly rule: FirstRoundRule;
  /** Per group (MLB league, NBA conference), the field in seed order (indexes of the race's teams), as many as the format takes. */
  readonly fields: readonly (readonly number[])[];
  readonly homeWinProbability: HomeWinProbability;
  readonly random: SeededRandom;
  /** Home field in the final round (between groups): < 0 when `a` has the better regular-season record, 0 when equal (then drawn). */
  readonly compareRecords: (a: number, b: number) => number;
  /** A team's division (MLB through 2011: the wild card does not meet its own division's winner in the Division Series). */
  readonly divisionOf: (team: number) => string;
}

// Games the higher seed hosts, in order (1 = the higher seed at home).
const ONE = [1];
const ALL_THREE = [1, 1, 1];
const BEST_OF_5 = [1, 1, 0, 0, 1];
const MLB_BEST_OF_7 = [1, 1, 0, 0, 0, 1, 1];
const NBA_BEST_OF_7 = [1, 1, 0, 0, 1, 0, 1];

/** The round index of each format's final round (rounds as in `postseasonFormat`). */
const FINAL_ROUND: Readonly<Record<FirstRoundRule, number>> = { 'mlb-8': 2, 'mlb-10': 3, 'mlb-16': 3, 'mlb-12': 3, 'nba-16': 3, 'nba-play-in': 4 };
const FIELD: Readonly<Record<FirstRoundRule, number>> = { 'mlb-8': 4, 'mlb-10': 5, 'mlb-16': 8, 'mlb-12': 6, 'nba-16': 8, 'nba-play-in': 10 };

/**
 * Plays one postseason of a format (see `PostseasonFormat`) game by game with the model and the
 * generator, and returns the champion; `reached[team]` becomes the index of the last round the
 * team played or was given a bye into (the rounds of `postseasonFormat`: 0 is the first round, a
 * bye counts as reaching the round it skips), for every team of the fields (others untouched).
 * - The higher seed hosts: single games and, from 2020, the MLB best-of-three entirely; a
 *   best-of-five 2-2-1; a best-of-seven 2-3-2 (MLB) or 2-2-1-1-1 (NBA).
 * - Brackets are fixed, no reseeding: MLB `mlb-8` 1 v 4 and 2 v 3 (1 v 3 and 2 v 4 when the wild
 *   card is of seed 1's division); `mlb-10` the Wildcard game 4 v 5, then 1 v its winner, 2 v 3;
 *   `mlb-12` 3 v 6 and 4 v 5, then 1 v (4/5), 2 v (3/6); `mlb-16` 1 v 8 ... 4 v 5, then (1/8) v
 *   (4/5), (2/7) v (3/6); NBA 1 v 8, 4 v 5, 3 v 6, 2 v 7, then (1/8) v (4/5), (2/7) v (3/6); the
 *   play-in (`nba-play-in`): 7 hosts 8 (the winner is the 7 seed), 9 hosts 10, the loser of 7/8
 *   hosts the winner of 9/10 (the winner is the 8 seed).
 * - Final round: the better regular-season record hosts; equal records, a draw.
 * Not modelled: MLB 2020's neutral sites after the first round.
 *
 * @example
 * const reached = new Int32Array(12).fill(-1);
 * const fields = [[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]];
 * // Every draw 0.5 (a real run passes createSeededRandom(seed)): the home team (.54) wins every game.
 * const champion = simulatePostseason({ rule: 'mlb-12', fields, homeWinProbability: () => 0.54, random: () => 0.5, compareRecords: (a, b) => a - b, divisionOf: () => '' }, reached);
 * champion; // 0: seed 1 of the first group, the better record in the final
 * reached[0]; // 3: the World Series
 * reached[2]; // 1: seed 3 won its Wild Card Series at home, then lost the Division Series' fifth game at seed 2
 */
export function simulatePostseason(input: BracketInput, reached: Int32Array): number {
  const { rule, fields, homeWinProbability, random } = input;
  for (const field of fields) {
    if (field.length !== FIELD[rule]) throw new RangeError(`simulatePostseason: ${rule} takes ${FIELD[rule]} teams a group (got ${field.length})`);
    for (const t of field) reached[t] = Math.max(reached[t]!, 0);
  }
  const nba = rule === 'nba-16' || rule === 'nba-play-in';
  const bestOf7 = nba ? NBA_BEST_OF_7 : MLB_BEST_OF_7;
  /** A series (or single game) between `hi` (home field) and `lo` in round `round`: the winner. */
  const play = (hi: number, lo: number, round: number, pattern: readonly number[]): number => {
    reached[hi] = Math.max(reached[hi]!, round);
    reached[lo] = Math.max(reached[lo]!, round);
    const need = (pattern.length + 1) >> 1;
    let wonHi = 0, wonLo = 0;
    for (let g = 0; wonHi < need && wonLo < need; g++) {
      const hiHome = pattern[g] === 1;
      const p = hiHome ? homeWinProbability(hi, lo) : 1 - homeWinProbability(lo, hi);
      if (random() < p) wonHi++;
      else wonLo++;
    }
    return wonHi === need ? hi : lo;
  };
  const pennants = fields.map((s) => {
    const seed = (t: number) => s.indexOf(t);
    const byeSeed = (a: number, b: number, round: number, pattern: readonly number[]) => (seed(a) <= seed(b) ? play(a, b, round, pattern) : play(b, a, round, pattern));
    const s0 = s[0]!, s1 = s[1]!, s2 = s[2]!, s3 = s[3]!;
    const league = (a: number, b: number, round: number) => byeSeed(a, b, round, bestOf7);
    switch (rule) {
      case 'mlb-8': {
        const crossed = input.divisionOf(s3) === input.divisionOf(s0);
        const a = crossed ? play(s0, s2, 0, BEST_OF_5) : play(s0, s3, 0, BEST_OF_5);
        const b = crossed ? play(s1, s3, 0, BEST_OF_5) : play(s1, s2, 0, BEST_OF_5);
        return league(a, b, 1);
      }
      case 'mlb-10': {
        const wild = play(s3, s[4]!, 0, ONE);
        return league(play(s0, wild, 1, BEST_OF_5), play(s1, s2, 1, BEST_OF_5), 2);
      }
      case 'mlb-12': {
        const w36 = play(s2, s[5]!, 0, ALL_THREE), w45 = play(s3, s[4]!, 0, ALL_THREE);
        return league(byeSeed(s0, w45, 1, BEST_OF_5), byeSeed(s1, w36, 1, BEST_OF_5), 2);
      }
      case 'mlb-16': {
        const w = [0, 1, 2, 3].map((k) => play(s[k]!, s[7 - k]!, 0, ALL_THREE));
        return league(byeSeed(w[0]!, w[3]!, 1, BEST_OF_5), byeSeed(w[1]!, w[2]!, 1, BEST_OF_5), 2);
      }
      case 'nba-16':
        return conferenceBracket(s, 0, league);
      case 'nba-play-in': {
        const seventh = play(s[6]!, s[7]!, 0, ONE);
        const loser = seventh === s[6] ? s[7]! : s[6]!;
        const eighth = play(loser, play(s[8]!, s[9]!, 0, ONE), 0, ONE);
        return conferenceBracket([s0, s1, s2, s3, s[4]!, s[5]!, seventh, eighth], 1, (a, b, round) => {
          // Seeds 7 and 8 are the play-in's, whatever their place in the field.
          const rank = (t: number) => (t === seventh ? 6 : t === eighth ? 7 : seed(t));
          return rank(a) <= rank(b) ? play(a, b, round, bestOf7) : play(b, a, round, bestOf7);
        });
      }
    }
  });
  const a = pennants[0]!, b = pennants[1]!;
  if (pennants.length !== 2) throw new RangeError(`simulatePostseason: two groups expected (got ${pennants.length})`);
  const c = input.compareRecords(a, b);
  const aHosts = c < 0 || (c === 0 && random() < 0.5);
  return aHosts ? play(a, b, FINAL_ROUND[rule], bestOf7) : play(b, a, FINAL_ROUND[rule], bestOf7);
}

/** An NBA conference's three rounds from its eight seeds (`first` is the first round's index). */
function conferenceBracket(s: readonly number[], first: number, series: (a: number, b: number, round: number) => number): number {
  const w18 = series(s[0]!, s[7]!, first), w45 = series(s[3]!, s[4]!, first), w36 = series(s[2]!, s[5]!, first), w27 = series(s[1]!, s[6]!, first);
  return series(series(w18, w45, first + 1), series(w27, w36, first + 1), first + 2);
}
