import type { TeamAlignment } from './computeTeamTimelines.js';
import type { RaceResults } from './race/RaceResults.js';
import type { RaceTeamInfo } from './race/RaceSeason.js';
import { seedNbaConference } from './race/tiebreak/seedNbaConference.js';
import { byWinPercentage } from './StandingRow.js';
import type { Game } from './Game.js';
import type { Team } from './Team.js';
import { winPercentageOf, type TeamRecord } from './TeamRecord.js';
import { kthLargest, sortStable } from './sortStable.js';

/**
 * Playoff seeds 1..n of one NBA conference by the league's procedure of the season
 * (peers-and-rules B3), an adapter over `seedNbaConference` (the seeding of the postseason
 * picture) for the engine's `Team` and `Game` records:
 * - from 2015-16 (`season` 2016 on, or absent) teams are ordered by winning percentage; a tie is
 *   broken
 *   - between two teams by: head-to-head; division winner; division record (same division
 *     only); conference record; record against the conference's playoff-eligible teams; against
 *     the other conference's; point differential;
 *   - among more by: division winner; record in the games among them; division record (all in
 *     one division only); conference record; record against the conference's playoff-eligible
 *     teams; point differential;
 * - 2006-07 to 2014-15: the division winners and the best other team take seeds 1-4 (by record),
 *   and a two-team tie looks at the division winner first, head-to-head second (NBA.com's playoff
 *   picture of those seasons);
 * - a criterion places the teams by its value; teams still equal start again from the first
 *   criterion (two-team or multi-team list by their number);
 * - a tie for a division's lead is broken first, by the same procedure, only to name the
 *   division winner; nothing separating them, full name decides (a stand-in for the draw).
 * "Playoff-eligible" are the teams placed 1-8 by winning percentage (1-10 in the play-in era,
 * {@link nbaPostseasonPositions}), ties at the last place included ({@link nbaPlayoffEligible});
 * the other conference's are passed in. `gamesOf` gives a team's regular-season games counted so
 * far (its own games suffice: every criterion is a record of the team's). `eligibleHere`: this
 * conference's playoff-eligible teams when the caller has them already (by default computed).
 *
 * @example
 * const seeds = computeNbaSeeds(eastTeams, recordOf, gamesOf, alignmentOf); // Map teamId -> 1..15
 */
export function computeNbaSeeds(
  teams: readonly Team[],
  recordOf: (team: Team) => TeamRecord,
  gamesOf: (teamId: string) => readonly Game[],
  alignmentOf: (teamId: string) => TeamAlignment | undefined,
  eligibleElsewhere: ReadonlySet<string> = new Set(),
  positions = 8,
  season?: number,
  eligibleHere?: ReadonlySet<string>,
): Map<string, number> {
  const records = teams.map(recordOf);
  const untied = untiedNbaSeeds(records, season);
  if (untied !== undefined) {
    const seeds = new Map<string, number>();
    for (let i = 0; i < teams.length; i++) seeds.set(teams[i]!.teamId, untied[i]!);
    return seeds;
  }
  const compare = (a: number, b: number) => byWinPercentage(records[a]!, records[b]!);
  const era = season === undefined || season >= 2016 ? 'since2016' : 'before2016';
  const local = teams.map((_, i) => i);
  const sorted = sortStable(local.slice(), compare);
  const { results, indexOf } = conferenceResults(teams, records, tiedTeams(teams, sorted, compare), gamesOf, alignmentOf, season);
  const eligible = new Uint8Array(results.teams.length);
  for (const set of [eligibleHere ?? nbaPlayoffEligible(teams, recordOf, positions), eligibleElsewhere]) {
    for (const id of set) {
      const i = indexOf.get(id);
      if (i !== undefined) eligible[i] = 1;
    }
  }
  const { order } = seedNbaConference(results, { teams: local, era, eligible, positions, compare });
  return new Map(order.map((t, k) => [teams[t]!.teamId as string, k + 1]));
}

let scratchPercentages = new Float64Array(32);
let scratchOrder = new Int32Array(32);

/**
 * The seeds of a conference that needs no tiebreaker: from 2015-16 (`season` 2016 on, or absent)
 * teams are seeded by winning percentage alone when no two share one, so the seeds are the order
 * of `records` (a conference's teams' records, in its teams' order) by winning percentage. The
 * seed of each team by its place in `records` (1 the best), or undefined when two teams share a
 * percentage or the season is before 2016 (then {@link computeNbaSeeds} runs the whole
 * procedure). What {@link computeNbaSeeds} gives in that case, without a lookup by team id: the
 * standings of a date ask for it on every call (D184).
 *
 * @example
 * untiedNbaSeeds([{ won: 30, lost: 20 }, { won: 35, lost: 15 }], 2018); // Int32Array [2, 1]
 * untiedNbaSeeds([{ won: 30, lost: 20 }, { won: 30, lost: 20 }], 2018); // undefined (tied)
 */
export function untiedNbaSeeds(records: readonly Pick<TeamRecord, 'won' | 'lost'>[], season?: number): Int32Array | undefined {
  if (season !== undefined && season < 2016) return undefined;
  const n = records.length;
  // Each percentage read once (in the order of `byWinPercentage` for season-sized records: see
  // `byOwnWinPercentage`), the order made in scratch space kept between calls (D189).
  if (scratchPercentages.length < n) {
    scratchPercentages = new Float64Array(2 * n);
    scratchOrder = new Int32Array(2 * n);
  }
  const pct = scratchPercentages;
  const order = scratchOrder;
  for (let i = 0; i < n; i++) pct[i] = winPercentageOf(records[i]!);
  for (let i = 0; i < n; i++) {
    // Insertion by winning percentage, best first; a tie with any team ends it.
    const p = pct[i]!;
    let j = i - 1;
    while (j >= 0) {
      const q = pct[order[j]!]!;
      if (q === p) return undefined;
      if (q > p) break;
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = i;
  }
  const seeds = new Int32Array(n);
  for (let k = 0; k < n; k++) seeds[order[k]!] = k + 1;
  return seeds;
}

/** Local indexes of the teams that share a winning percentage with another team of the conference (every tie the seeding may break). */
function tiedTeams(teams: readonly Team[], sorted: readonly number[], compare: (a: number, b: number) => number): Uint8Array {
  const tied = new Uint8Array(teams.length);
  for (let k = 1; k < sorted.length; k++) {
    if (compare(sorted[k - 1]!, sorted[k]!) === 0) tied[sorted[k - 1]!] = tied[sorted[k]!] = 1;
  }
  return tied;
}

/**
 * The results the NBA criteria read for one conference: its teams first (index `i` is
 * `teams[i]`), then every opponent the tied teams met; records and point differential as the
 * standings print them; the wins and losses of each tied team against each opponent, from its
 * own games (a game between two tied teams read once). Only tied teams are ever compared, so the
 * others' games are not read.
 */
function conferenceResults(
  teams: readonly Team[],
  records: readonly TeamRecord[],
  tied: Uint8Array,
  gamesOf: (teamId: string) => readonly Game[],
  alignmentOf: (teamId: string) => TeamAlignment | undefined,
  season: number | undefined,
): { results: RaceResults; indexOf: Map<string, number> } {
  const infos: RaceTeamInfo[] = teams.map((t) => ({ teamId: t.teamId, fullName: t.fullName, abbreviation: t.abbreviation, conference: t.conference, division: t.division }));
  const indexOf = new Map<string, number>(infos.map((t, i) => [t.teamId, i]));
  const pairs: number[] = []; // winner, loser, winner, loser...
  teams.forEach((t, i) => {
    if (tied[i] !== 1) return;
    for (const g of gamesOf(t.teamId)) {
      if (g.status !== 'completed' || g.homeScore === null || g.awayScore === null || g.homeScore === g.awayScore) continue;
      const home = g.homeTeamId === t.teamId;
      const opponentId = home ? g.awayTeamId : g.homeTeamId;
      let o = indexOf.get(opponentId);
      if (o === undefined) {
        const a = alignmentOf(opponentId);
        o = infos.length;
        infos.push({ teamId: opponentId, fullName: opponentId, abbreviation: opponentId, conference: a?.conference ?? '', division: a?.division ?? '' });
        indexOf.set(opponentId, o);
      }
      if (o < teams.length && tied[o] === 1 && o < i) continue; // read from the other side
      if (home ? g.homeScore > g.awayScore : g.awayScore > g.homeScore) pairs.push(i, o);
      else pairs.push(o, i);
    }
  });
  const n = infos.length;
  const beat = new Int32Array(n * n);
  for (let k = 0; k < pairs.length; k += 2) beat[pairs[k]! * n + pairs[k + 1]!]!++;
  const won = new Int32Array(n), lost = new Int32Array(n), pointDiff = new Int32Array(n);
  records.forEach((r, i) => {
    won[i] = r.won;
    lost[i] = r.lost;
    pointDiff[i] = r.pointsFor - r.pointsAgainst;
  });
  const results: RaceResults = {
    sport: 'nba', season: season ?? teams[0]?.season ?? 0, teams: infos, won, lost, beat, pointDiff,
    sequenceOf: () => ({ opponents: [], won: [] }), // no NBA criterion reads the order of games
    tiebreakerGames: [],
  };
  return { results, indexOf };
}

/**
 * The playoff-eligible teams of a conference for the tiebreakers: the `positions` best by
 * winning percentage (8, or 10 in the play-in era), every team tied with the last included.
 *
 * @example
 * nbaPlayoffEligible(westTeams, recordOf); // Set of 8 or more team ids
 * nbaPlayoffEligible(westTeams, recordOf, nbaPostseasonPositions(2023)); // 10 or more
 */
export function nbaPlayoffEligible(teams: readonly Team[], recordOf: (team: Team) => TeamRecord, positions = 8): Set<string> {
  // Each team's percentage once (the sort would ask for it about 2 n log n times).
  const pcts = teams.map((t) => {
    const r = recordOf(t);
    return r.won + r.lost === 0 ? 0 : r.won / (r.won + r.lost);
  });
  const cut = kthLargest(pcts, positions) ?? -1;
  const eligible = new Set<string>();
  teams.forEach((t, i) => {
    if (pcts[i]! >= cut) eligible.add(t.teamId);
  });
  return eligible;
}

/**
 * How many places of a conference reach the postseason in an NBA season: 8 through 2019-20,
 * 10 from 2020-21, when places 7-10 began to meet in the play-in tournament (peers-and-rules B4).
 * The tiebreakers' "teams eligible for the playoffs" are these places (D14).
 *
 * @example
 * nbaPostseasonPositions(2018); // 8
 * nbaPostseasonPositions(2021); // 10
 */
export function nbaPostseasonPositions(season: number): number {
  return season >= 2021 ? 10 : 8;
}
