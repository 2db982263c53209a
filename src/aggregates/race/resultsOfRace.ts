import { checkRaceSeason } from './checkRaceSeason.js';
import type { RaceResults } from './RaceResults.js';
import type { RacePlayedGame, RaceSeason } from './RaceSeason.js';

/** Games of a full MLB schedule; a game after both clubs played this many is a tiebreaker game. */
const MLB_SCHEDULE = 162;
/** The last season with tiebreaker games (from 2022 ties are broken by formula; 2020 had none). */
const LAST_SEASON_WITH_TIEBREAKER_GAMES = 2021;

/**
 * The decided results of a race in the compact form the tiebreakers and the seeding read
 * ({@link RaceResults}): wins, losses, wins of each team over each other, point (run)
 * differential and, on demand, each team's games in order. MLB through 2021 (2020 excepted)
 * also lists its tiebreaker games ("game 163"): a game between two clubs played after both had
 * completed their 162-game schedule, as `[winner, loser]`; such a game counts in the records,
 * as in the standings (tiebreaker games are regular-season games).
 *
 * @example
 * const results = resultsOfRace(race);
 * results.won[0]; // wins of race.teams[0]
 */
export function resultsOfRace(race: RaceSeason): RaceResults {
  checkRaceSeason('resultsOfRace', race);
  const n = race.teams.length;
  return fold(race, [], new Int32Array(n), new Int32Array(n), new Int32Array(n * n), new Int32Array(n), [], race.played);
}

/**
 * {@link resultsOfRace} of the race with `more` games decided after its played ones (in that
 * order), from `base`, the results of its played games alone: the same results as
 * `resultsOfRace({ ...race, played: [...race.played, ...more] })`, without folding the played
 * games again. The clinch search (D151) reads a picture of each complete assignment of the games
 * left this way: a season's 2,300 played games are folded once, not once an assignment.
 *
 * @example
 * const base = resultsOfRace(race);
 * resultsAfter(race, base, [{ ...race.remaining[0]!, homeScore: 1, awayScore: 0 }]).won[race.remaining[0]!.home]; // one more win
 */
export function resultsAfter(race: RaceSeason, base: RaceResults, more: readonly RacePlayedGame[]): RaceResults {
  return fold(race, race.played, Int32Array.from(base.won), Int32Array.from(base.lost), Int32Array.from(base.beat), Int32Array.from(base.pointDiff), [...base.tiebreakerGames], more);
}

/** Folds `games` into the counts (those of `before`, the games already in them), then gives the results of `before` and `games` in that order. */
function fold(race: RaceSeason, before: readonly RacePlayedGame[], won: Int32Array, lost: Int32Array, beat: Int32Array, pointDiff: Int32Array, tiebreakerGames: (readonly [number, number])[], games: readonly RacePlayedGame[]): RaceResults {
  const n = race.teams.length;
  const detect = race.sport === 'mlb' && race.season <= LAST_SEASON_WITH_TIEBREAKER_GAMES && race.season !== 2020;
  for (const g of games) {
    const homeWon = g.homeScore > g.awayScore;
    const w = homeWon ? g.home : g.away;
    const l = homeWon ? g.away : g.home;
    if (detect && won[w]! + lost[w]! >= MLB_SCHEDULE && won[l]! + lost[l]! >= MLB_SCHEDULE) tiebreakerGames.push(Object.freeze([w, l] as const));
    won[w]!++;
    lost[l]!++;
    beat[w * n + l]!++;
    pointDiff[g.home]! += g.homeScore - g.awayScore;
    pointDiff[g.away]! += g.awayScore - g.homeScore;
  }
  let sequences: { opponents: Int32Array; won: Uint8Array }[] | undefined;
  const sequenceOf = (i: number) => {
    sequences ??= buildSequences(race.teams.length, [before, games], won, lost);
    const s = sequences[i];
    if (!s) throw new RangeError(`resultsOfRace: no team ${i} (of ${n})`);
    return s;
  };
  return { sport: race.sport, season: race.season, teams: race.teams, won, lost, beat, pointDiff, sequenceOf, tiebreakerGames };
}

/** Each team's decided games in order (the lists one after the other): opponent index and 1 for a win. */
function buildSequences(n: number, lists: readonly (readonly RacePlayedGame[])[], won: Int32Array, lost: Int32Array): { opponents: Int32Array; won: Uint8Array }[] {
  const out = Array.from({ length: n }, (_, i) => ({ opponents: new Int32Array(won[i]! + lost[i]!), won: new Uint8Array(won[i]! + lost[i]!) }));
  const at = new Int32Array(n);
  for (const games of lists) {
    for (const g of games) {
      const homeWon = g.homeScore > g.awayScore ? 1 : 0;
      const h = out[g.home]!, a = out[g.away]!;
      h.opponents[at[g.home]!] = g.away;
      h.won[at[g.home]!++] = homeWon;
      a.opponents[at[g.away]!] = g.home;
      a.won[at[g.away]!++] = 1 - homeWon;
    }
  }
  return out;
}
