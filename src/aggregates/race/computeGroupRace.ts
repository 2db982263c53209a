import { findEliminatingSet } from './findEliminatingSet.js';

/** A team of the group and its wins so far. */
export interface RaceTeam {
  readonly teamId: string;
  readonly won: number;
}

/** What {@link computeGroupRace} reads: the group and every game it has left. */
export interface GroupRaceInput {
  /** The teams competing for first place (a division, or any set), ids unique. */
  readonly teams: readonly RaceTeam[];
  /**
   * Games left, one entry per game, as the two team ids (order does not matter). A game against
   * a team outside the group may be won or lost freely; a game between two teams outside the
   * group is ignored, so a whole league's list can be passed for each of its groups.
   */
  readonly remaining: readonly (readonly [string, string])[];
}

/**
 * The proof that, in every completion of the remaining games, some team of `teams` finishes with
 * more than `bound` wins: `won + gamesAmong > teams.length * bound` (the games among them add
 * exactly `gamesAmong` wins to the set, so their average exceeds `bound`).
 */
export interface RaceCertificate {
  /** Teams of the group (never the team the certificate is about), in the input's order. */
  readonly teams: readonly string[];
  /** Their current wins, summed. */
  readonly won: number;
  /** Games left among them (each game once). */
  readonly gamesAmong: number;
  /** The team's most possible wins (elimination), or one less (it can only tie). */
  readonly bound: number;
}

/** The race for first place of one team of the group. */
export interface TeamRace {
  readonly teamId: string;
  /**
   * `clinched`: more wins than every other team of the group in every completion of the
   * remaining games; `eliminated`: fewer wins than some team in every completion (it cannot even
   * tie for first); `alive` otherwise.
   */
  readonly status: 'clinched' | 'eliminated' | 'alive';
  /** At least a tie for first in every completion (true when clinched). */
  readonly clinchedTie: boolean;
  /** Not eliminated, but no completion puts it alone in first: its best is a tie, for a tiebreaker to decide. */
  readonly canOnlyTie: boolean;
  /** Its wins if it wins every game it has left. */
  readonly maxWon: number;
  /** Why it is eliminated (bound `maxWon`) or can only tie (bound `maxWon - 1`); null otherwise. */
  readonly certificate: RaceCertificate | null;
}

/**
 * Clinched, eliminated or alive for first place, by wins, for every team of a group, exactly:
 * from who plays whom in the remaining games, not from the standings alone.
 * - Eliminated: the team wins every game it has left and still the others cannot all be held to
 *   its total (maximum flow, {@link findEliminatingSet}); the certificate names the teams that
 *   beat it. When no other team can be held below its total, it can only tie.
 * - Clinched: the team loses every game it has left and every other team still finishes below
 *   it. That worst case and one rival's best (winning all its games) are one completion, so the
 *   test is, for each rival, its most possible wins below the team's current wins: for first
 *   place the flow is not needed (it is for a top-k place).
 * Wins decide: with every scheduled game listed, teams playing the same number of games rank
 * by wins as by winning percentage. Tiebreakers are not applied.
 * Programmer errors (a repeated team id, wins not a non-negative integer, a game of a team
 * against itself) throw a RangeError.
 *
 * @example
 * // Princeton COS 226, "Baseball Elimination": Philadelphia reaches 83 wins at most, but then
 * // Atlanta (83) must lose its 6 games with New York (78): 83 + 78 + 6 > 2 * 83.
 * computeGroupRace({ teams: [{ teamId: 'atl', won: 83 }, { teamId: 'phi', won: 80 }, { teamId: 'nym', won: 78 }],
 *   remaining: [...Array.from({ length: 6 }, () => ['atl', 'nym'] as const), ['atl', 'phi'], ['phi', 'mon'], ['phi', 'mon']] })[1];
 * // { teamId: 'phi', status: 'eliminated', maxWon: 83, certificate: { teams: ['atl', 'nym'], won: 161, gamesAmong: 6, bound: 83 }, ... }
 */
export function computeGroupRace(input: GroupRaceInput): TeamRace[] {
  if (typeof input !== 'object' || input === null) throw new TypeError(`computeGroupRace: the input must be an object { teams, remaining }, got ${input === null ? 'null' : typeof input}`);
  const { teams, remaining } = input;
  if (!Array.isArray(teams)) throw new TypeError('computeGroupRace: teams must be an array of { teamId, won }');
  if (!Array.isArray(remaining)) throw new TypeError('computeGroupRace: remaining must be an array of [teamId, teamId] pairs');
  teams.forEach((t, i) => {
    if (typeof t !== 'object' || t === null || typeof t.teamId !== 'string') throw new TypeError(`computeGroupRace: teams[${i}] must be { teamId: string, won: number }`);
  });
  remaining.forEach((g, k) => {
    if (!Array.isArray(g) || g.length !== 2 || typeof g[0] !== 'string' || typeof g[1] !== 'string') throw new TypeError(`computeGroupRace: remaining[${k}] must be a pair of team ids [string, string]`);
  });
  const n = teams.length;
  const index = new Map<string, number>();
  teams.forEach((t, i) => {
    if (index.has(t.teamId)) throw new RangeError(`computeGroupRace: team ${t.teamId} is listed twice`);
    if (!Number.isSafeInteger(t.won) || t.won < 0) throw new RangeError(`computeGroupRace: team ${t.teamId} has ${String(t.won)} wins, not a non-negative integer`);
    index.set(t.teamId, i);
  });
  const won = teams.map((t) => t.won);
  const left = new Array<number>(n).fill(0);
  const among = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let k = 0; k < remaining.length; k++) {
    const game = remaining[k]!;
    const a = game[0], b = game[1];
    if (a === b) throw new RangeError(`computeGroupRace: a game of ${a} against itself`);
    const i = index.get(a);
    const j = index.get(b);
    if (i !== undefined) left[i]!++;
    if (j !== undefined) left[j]!++;
    if (i !== undefined && j !== undefined) { among[i]![j]!++; among[j]![i]!++; }
  }
  const maxWon = won.map((w, i) => w + left[i]!);
  return teams.map((t, x): TeamRace => {
    let bestRival = -1;
    for (let y = 0; y < n; y++) if (y !== x && maxWon[y]! > bestRival) bestRival = maxWon[y]!;
    const clinchedTie = won[x]! >= bestRival;
    const most = maxWon[x]!;
    if (won[x]! > bestRival) return { teamId: t.teamId, status: 'clinched', clinchedTie, canOnlyTie: false, maxWon: most, certificate: null };
    const beaten = findEliminatingSet(won, among, x, most);
    if (beaten) return { teamId: t.teamId, status: 'eliminated', clinchedTie, canOnlyTie: false, maxWon: most, certificate: certify(beaten, most) };
    const tied = findEliminatingSet(won, among, x, most - 1);
    return { teamId: t.teamId, status: 'alive', clinchedTie, canOnlyTie: tied !== null, maxWon: most, certificate: tied ? certify(tied, most - 1) : null };
  });

  function certify(set: readonly number[], bound: number): RaceCertificate {
    let sum = 0, games = 0;
    for (const i of set) {
      sum += won[i]!;
      for (const j of set) if (i < j) games += among[i]![j]!;
    }
    return { teams: set.map((i) => teams[i]!.teamId), won: sum, gamesAmong: games, bound };
  }
}
