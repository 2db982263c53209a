import { postseasonFormat } from '../PostseasonFormat.js';
import { binomialStandardError } from './binomialStandardError.js';
import { checkRaceSeason } from './checkRaceSeason.js';
import { computePostseasonPicture } from './computePostseasonPicture.js';
import { createSimulatedSequences } from './createSimulatedSequences.js';
import { createPythagoreanModel } from './createPythagoreanModel.js';
import { createSeededRandom } from './createSeededRandom.js';
import type { GameModel, HomeWinProbability } from './GameModel.js';
import type { RaceResults } from './RaceResults.js';
import type { RaceSeason } from './RaceSeason.js';
import { owedOf } from './owedOf.js';
import { resultsOfRace } from './resultsOfRace.js';
import { simulatePostseason } from './simulatePostseason.js';

/** A probability estimated from the simulations and its standard error (binomial: `sqrt(p (1 - p) / n)`). */
export interface Odds {
  readonly p: number;
  readonly se: number;
}

/** One team's odds. */
export interface TeamOdds {
  readonly teamId: string;
  readonly conference: string;
  readonly division: string;
  /** Average final wins over the simulations. */
  readonly averageWon: number;
  readonly goals: {
    /** Wins its division (after the tiebreakers of its season). */
    readonly division: Odds;
    /** In the postseason field (NBA from 2021: the top ten, play-in included). */
    readonly postseason: Odds;
    /** MLB from 2022: a top-two seed (a bye past the Wild Card Series); NBA from 2021: a top-six seed (past the play-in). Null in other formats. */
    readonly bye: Odds | null;
    /** NBA from 2021: seeds 7-10 (the play-in tournament). Null in other formats. */
    readonly playIn: Odds | null;
    /** Plays in the final round: wins the pennant (MLB) or the conference (NBA). */
    readonly finalRound: Odds;
    /** Wins the World Series or the NBA Finals. */
    readonly title: Odds;
  };
  /** `seeds[k]`: ends as seed `k + 1` of its league or conference (the format's places). */
  readonly seeds: readonly Odds[];
  /** `rounds[k]`: plays in round `k` of {@link OddsReport.rounds} or later (a bye counts as reaching the round it skips). */
  readonly rounds: readonly Odds[];
}

/** The playoff odds of a race: per team, from `n` simulated completions of the season and postseason. */
export interface OddsReport {
  readonly sport: RaceSeason['sport'];
  readonly season: RaceSeason['season'];
  readonly asOf: RaceSeason['asOf'];
  readonly n: number;
  readonly seed: number | string;
  /** How the games were decided: the model's description. */
  readonly model: string;
  /** The postseason's round names, in order (`postseasonFormat`). */
  readonly rounds: readonly string[];
  readonly teams: readonly TeamOdds[];
}

/** Options of {@link simulateOdds}. */
export interface OddsOptions {
  /** Simulations (a positive integer). */
  readonly n: number;
  /** The generator's seed: the same seed, the same odds. */
  readonly seed: number | string;
  /** How a game is decided: a model, or a bare probability that the home team wins; default `createPythagoreanModel(race)`. */
  readonly model?: GameModel | HomeWinProbability;
}

/**
 * The playoff odds of a race by Monte Carlo: `n` times, every remaining game is drawn from the
 * game model with one seeded generator (`createSeededRandom`), the season's postseason picture
 * is computed with its full tiebreakers and seeding (`computePostseasonPicture`; MLB through
 * 2021, a two-club tie for a place is played off, the game drawn from the model with the first
 * club of the pair at home), and the postseason is played out with the same model
 * (`simulatePostseason`). Each probability is the share of simulations, with its binomial
 * standard error. The same race, `n`, seed and model give identical odds in every run.
 * - A game a team owes against no known opponent (`RaceSeason.owed`, D166) is drawn after the
 *   remaining games, against an average team of the race (the model's probability against each
 *   other team, home and away, averaged); it counts in the team's record only, not in any
 *   head-to-head or in the order of its games.
 * - Point differential (an NBA tiebreaker, the last criterion) stays as of the date: simulated
 *   games add no points.
 * - Each simulation fills flat arrays (wins, losses, wins over each opponent) copied from the
 *   played games; each team's games in order are built only when a tiebreaker reads them.
 *
 * @example
 * const odds = simulateOdds(race, { n: 10_000, seed: 2019 });
 * odds.teams[0]?.goals.postseason; // { p, se }: the share of simulations in the field, its standard error
 * odds.teams[0]?.seeds.map((s) => s.p); // each seed's share
 */
export function simulateOdds(race: RaceSeason, options: OddsOptions): OddsReport {
  checkRaceSeason('simulateOdds', race);
  const runs = options.n;
  if (!Number.isSafeInteger(runs) || runs < 1) throw new RangeError(`simulateOdds: n must be a positive integer (got ${runs})`);
  const random = createSeededRandom(options.seed);
  const { model, description } = resolveModel(race, options.model);
  const teams = race.teams;
  const n = teams.length;
  const matrix = new Float64Array(n * n);
  for (let h = 0; h < n; h++) {
    for (let a = 0; a < n; a++) {
      if (h === a) continue;
      const p = model(h, a);
      if (!(p >= 0 && p <= 1)) throw new RangeError(`simulateOdds: the model gave ${p} for ${teams[h]!.teamId} v ${teams[a]!.teamId} (a probability is in [0, 1])`);
      matrix[h * n + a] = p;
    }
  }
  const probability: HomeWinProbability = (h, a) => matrix[h * n + a]!;
  const m = race.remaining.length;
  const home = new Int32Array(m), away = new Int32Array(m), pHome = new Float64Array(m);
  race.remaining.forEach((g, k) => {
    home[k] = g.home;
    away[k] = g.away;
    pHome[k] = matrix[g.home * n + g.away]!;
  });
  // A game owed against no known opponent (D166): against an average team of the race, home or away alike.
  const owed = owedOf(race);
  const owedList: number[] = [], pOwed: number[] = [];
  if (owed) {
    owed.forEach((k, i) => {
      let sum = 0;
      for (let j = 0; j < n; j++) if (j !== i) sum += matrix[i * n + j]! + 1 - matrix[j * n + i]!;
      for (let c = 0; c < k; c++) {
        owedList.push(i);
        pOwed.push(n > 1 ? sum / (2 * (n - 1)) : 0.5);
      }
    });
  }
  const base = resultsOfRace(race);
  const won = new Int32Array(n), lost = new Int32Array(n), beat = new Int32Array(n * n);
  const outcome = new Uint8Array(m);
  const sequenceOf = createSimulatedSequences(race, base, outcome);
  const format = postseasonFormat(race.sport, race.season);
  const places = format.perGroup;
  const finalRound = format.rounds.length - 1;
  const indexOf = new Map(teams.map((t, i) => [t.teamId, i]));
  const decideTiebreakerGame = (a: number, b: number): number => (random() < matrix[a * n + b]! ? a : b);
  const compareRecords = (a: number, b: number): number => won[b]! * (won[a]! + lost[a]!) - won[a]! * (won[b]! + lost[b]!);
  const divisionOf = (t: number) => teams[t]!.division;
  const tally = { division: new Int32Array(n), postseason: new Int32Array(n), title: new Int32Array(n), seeds: new Int32Array(n * places), rounds: new Int32Array(n * format.rounds.length) };
  const wonSum = new Float64Array(n);
  const reached = new Int32Array(n);
  for (let run = 0; run < runs; run++) {
    won.set(base.won);
    lost.set(base.lost);
    beat.set(base.beat);
    for (let k = 0; k < m; k++) {
      const h = home[k]!, a = away[k]!;
      if (random() < pHome[k]!) {
        outcome[k] = 1;
        won[h]!++;
        lost[a]!++;
        beat[h * n + a]!++;
      } else {
        outcome[k] = 0;
        won[a]!++;
        lost[h]!++;
        beat[a * n + h]!++;
      }
    }
    for (let k = 0; k < owedList.length; k++) {
      if (random() < pOwed[k]!) won[owedList[k]!]!++;
      else lost[owedList[k]!]!++;
    }
    sequenceOf.reset();
    const results: RaceResults = { sport: race.sport, season: race.season, teams, won, lost, beat, pointDiff: base.pointDiff, sequenceOf: sequenceOf.of, tiebreakerGames: base.tiebreakerGames };
    const picture = computePostseasonPicture(results, { decideTiebreakerGame, orderOutsideField: false });
    const fields: number[][] = [];
    for (const group of picture.groups) {
      for (const w of group.divisionWinners) tally.division[indexOf.get(w.teamId)!]!++;
      const field: number[] = [];
      for (const s of group.seeds) {
        const t = indexOf.get(s.teamId)!;
        field.push(t);
        if (s.seed <= places) tally.seeds[t * places + s.seed - 1]!++;
      }
      fields.push(field);
    }
    for (let i = 0; i < n; i++) wonSum[i]! += won[i]!;
    reached.fill(-1);
    const champion = simulatePostseason({ rule: format.rule, fields, homeWinProbability: probability, random, compareRecords, divisionOf }, reached);
    tally.title[champion]!++;
    for (let i = 0; i < n; i++) {
      if (reached[i]! < 0) continue;
      tally.postseason[i]!++;
      for (let r = 0; r <= reached[i]!; r++) tally.rounds[i * format.rounds.length + r]!++;
    }
  }
  const odds = (count: number): Odds => {
    const p = count / runs;
    return { p, se: binomialStandardError(p, runs) };
  };
  const sumSeeds = (t: number, from: number, to: number) => {
    let c = 0;
    for (let s = from; s <= to; s++) c += tally.seeds[t * places + s - 1]!;
    return c;
  };
  const byes = format.rule === 'mlb-12' ? 2 : format.rule === 'nba-play-in' ? 6 : 0;
  return {
    sport: race.sport,
    season: race.season,
    asOf: race.asOf,
    n: runs,
    seed: options.seed,
    model: description,
    rounds: format.rounds.map((r) => r.name),
    teams: teams.map((team, t) => ({
      teamId: team.teamId,
      conference: team.conference,
      division: team.division,
      averageWon: wonSum[t]! / runs,
      goals: {
        division: odds(tally.division[t]!),
        postseason: odds(tally.postseason[t]!),
        bye: byes > 0 ? odds(sumSeeds(t, 1, byes)) : null,
        playIn: format.rule === 'nba-play-in' ? odds(sumSeeds(t, 7, 10)) : null,
        finalRound: odds(tally.rounds[t * format.rounds.length + finalRound]!),
        title: odds(tally.title[t]!),
      },
      seeds: Array.from({ length: places }, (_, s) => odds(tally.seeds[t * places + s]!)),
      rounds: format.rounds.map((_, r) => odds(tally.rounds[t * format.rounds.length + r]!)),
    })),
  };
}

function resolveModel(race: RaceSeason, model: GameModel | HomeWinProbability | undefined): { model: HomeWinProbability; description: string } {
  if (model === undefined) {
    const m = createPythagoreanModel(race);
    return { model: m.homeWinProbability, description: m.description };
  }
  if (typeof model === 'function') return { model, description: 'the caller\'s' };
  return { model: model.homeWinProbability, description: model.description };
}
