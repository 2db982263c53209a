import { owedOf } from './owedOf.js';
import type { RaceSeason } from './RaceSeason.js';

/**
 * One conference (MLB league, NBA conference) of a race, in the compact form the clinch search
 * reads; teams are local indexes `0 .. n - 1`.
 */
export interface ConferenceModel {
  readonly n: number;
  /** Indexes of the teams in {@link RaceSeason.teams}. */
  readonly teams: readonly number[];
  /** Division of each team, `0 .. divisions - 1`. */
  readonly division: readonly number[];
  readonly divisions: number;
  /** Wins so far. */
  readonly won: readonly number[];
  /** Games of the whole schedule (played, left and owed): teams rank by `won / games`. */
  readonly games: readonly number[];
  /** Games left, all opponents (the games owed against no known opponent too, D166). */
  readonly left: readonly number[];
  /** `among[i * n + j]`: games left between teams i and j of the conference. */
  readonly among: readonly number[];
  /** Games left against teams outside the conference, and games owed (free: won or lost at will). */
  readonly outside: readonly number[];
}

/**
 * The model of one conference of a race: wins, schedule lengths and the games left, by team of
 * the conference. A game a team owes against no known opponent (`RaceSeason.owed`, D166) is a
 * game left outside the conference. Divisions are numbered in order of first appearance.
 *
 * @example
 * const al = conferenceModelOf(race, 'American');
 * al.n; // 15
 */
export function conferenceModelOf(race: RaceSeason, conference: string): ConferenceModel {
  const teams: number[] = [];
  const local = new Array<number>(race.teams.length).fill(-1);
  const divisionNames: string[] = [];
  const division: number[] = [];
  race.teams.forEach((t, i) => {
    if (t.conference !== conference) return;
    local[i] = teams.length;
    teams.push(i);
    let d = divisionNames.indexOf(t.division);
    if (d < 0) { d = divisionNames.length; divisionNames.push(t.division); }
    division.push(d);
  });
  const n = teams.length;
  const won = new Array<number>(n).fill(0);
  const games = new Array<number>(n).fill(0);
  const left = new Array<number>(n).fill(0);
  const outside = new Array<number>(n).fill(0);
  const among = new Array<number>(n * n).fill(0);
  for (const g of race.played) {
    const h = local[g.home]!, a = local[g.away]!;
    if (h >= 0) { games[h]!++; if (g.homeScore > g.awayScore) won[h]!++; }
    if (a >= 0) { games[a]!++; if (g.awayScore > g.homeScore) won[a]!++; }
  }
  for (const g of race.remaining) {
    const h = local[g.home]!, a = local[g.away]!;
    if (h >= 0) { games[h]!++; left[h]!++; }
    if (a >= 0) { games[a]!++; left[a]!++; }
    if (h >= 0 && a >= 0) { among[h * n + a]!++; among[a * n + h]!++; }
    else if (h >= 0) outside[h]!++;
    else if (a >= 0) outside[a]!++;
  }
  const owed = owedOf(race);
  if (owed) {
    teams.forEach((i, x) => {
      const k = owed[i]!;
      games[x]! += k;
      left[x]! += k;
      outside[x]! += k;
    });
  }
  return { n, teams, division, divisions: divisionNames.length, won, games, left, among, outside };
}
