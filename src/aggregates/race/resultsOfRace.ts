import type { RaceResults } from './RaceResults.js';
import type { RaceSeason } from './RaceSeason.js';

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
  const n = race.teams.length;
  const won = new Int32Array(n);
  const lost = new Int32Array(n);
  const beat = new Int32Array(n * n);
  const pointDiff = new Int32Array(n);
  const tiebreakerGames: (readonly [number, number])[] = [];
  const detect = race.sport === 'mlb' && race.season <= LAST_SEASON_WITH_TIEBREAKER_GAMES && race.season !== 2020;
  for (const g of race.played) {
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
    sequences ??= buildSequences(race, won, lost);
    const s = sequences[i];
    if (!s) throw new RangeError(`resultsOfRace: no team ${i} (of ${n})`);
    return s;
  };
  return { sport: race.sport, season: race.season, teams: race.teams, won, lost, beat, pointDiff, sequenceOf, tiebreakerGames };
}

/** Each team's decided games in order: opponent index and 1 for a win. */
function buildSequences(race: RaceSeason, won: Int32Array, lost: Int32Array): { opponents: Int32Array; won: Uint8Array }[] {
  const out = Array.from({ length: race.teams.length }, (_, i) => ({ opponents: new Int32Array(won[i]! + lost[i]!), won: new Uint8Array(won[i]! + lost[i]!) }));
  const at = new Int32Array(race.teams.length);
  for (const g of race.played) {
    const homeWon = g.homeScore > g.awayScore ? 1 : 0;
    const h = out[g.home]!, a = out[g.away]!;
    h.opponents[at[g.home]!] = g.away;
    h.won[at[g.home]!++] = homeWon;
    a.opponents[at[g.away]!] = g.home;
    a.won[at[g.away]!++] = 1 - homeWon;
  }
  return out;
}
