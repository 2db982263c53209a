import { nbaPostseasonPositions } from '../computeNbaSeeds.js';
import type { RaceResults } from './RaceResults.js';
import { breakMlbTie } from './tiebreak/breakMlbTie.js';
import { seedMlbLeague, type SeedVia } from './tiebreak/seedMlbLeague.js';
import { nbaEligible, seedNbaConference } from './tiebreak/seedNbaConference.js';
import type { TieDecision, TieStake } from './tiebreak/TieDecision.js';

/** A seed of the postseason field and how the team earned it. */
export interface PictureSeed {
  readonly seed: number;
  readonly teamId: string;
  readonly via: SeedVia;
}

/** One league's (conference's) picture: seeds, division winners, every team in order, every tie decided. */
export interface GroupPicture {
  readonly conference: string;
  readonly seeds: readonly PictureSeed[];
  readonly divisionWinners: readonly { readonly division: string; readonly teamId: string }[];
  /** Every team of the group, best first (the field in seed order, then the rest). */
  readonly order: readonly string[];
  readonly ties: readonly TieDecision[];
}

/** The postseason picture of a season's results: one group per league or conference. */
export interface PostseasonPicture {
  readonly sport: RaceResults['sport'];
  readonly season: RaceResults['season'];
  readonly groups: readonly GroupPicture[];
}

/** Options of {@link computePostseasonPicture}. */
export interface PostseasonPictureOptions {
  /**
   * MLB through 2021 (2020 excepted): decides a tiebreaker game for a place (a division's lead,
   * the last wild card) that was not played, `a` at home, returning the winner (`a` or `b`,
   * indexes of `results.teams`): a simulator plays the game here. Two tied clubs play once; three
   * or four play their designated games (A hosts B, ...: D156), so it may be called up to three
   * times for one tie. Without it the 2022 formula stands in, named `tiebreaker-game` with the
   * detail `not played; ordered by ...`.
   */
  readonly decideTiebreakerGame?: (a: number, b: number) => number;
  /**
   * MLB: break the ties among clubs outside the field too (stake `order`, the full order);
   * default true; a simulator that needs only the field passes false. NBA: every team has a seed,
   * so those ties are always broken; false only leaves them out of `ties`.
   */
  readonly orderOutsideField?: boolean;
}

/**
 * The postseason picture of a season's results ("if the season ended today" while it is in
 * progress): per MLB league (AL first) or NBA conference (East first) the seeds with how each
 * was earned (`division`, `wildcard`, MLB 2020 `second`, NBA `record`), the division winners,
 * every team in order and every tie with the rule that decided it and the teams it was decided
 * among.
 * - MLB from 2022, and 2020: ties by formula (`breakMlbTie`; 2020's own list).
 * - MLB through 2021: a tie for a place was played off; a played tiebreaker game
 *   (`results.tiebreakerGames`) is reported as `tiebreaker-game` (its result is in the records);
 *   one not played is decided by `decideTiebreakerGame` (three or four clubs: their A/B/C(/D)
 *   designations by the formula's order, then their games, D156), else by the formula as a
 *   stand-in (so are five or more clubs). Seeding ties among
 *   qualified clubs (home field) were settled by the formula (head-to-head first) in every era.
 * - NBA: `seedNbaConference` (from 2015-16 by record; 2006-07 to 2014-15 division winners
 *   guaranteed a top-four seed); seeds are the postseason places (8, or 10 from 2020-21).
 *
 * @example
 * import { resultsOfRace } from './resultsOfRace.js';
 * const picture = computePostseasonPicture(resultsOfRace(race));
 * picture.groups[0]?.ties.map((t) => t.rule); // e.g. ['head-to-head']
 */
export function computePostseasonPicture(results: RaceResults, options: PostseasonPictureOptions = {}): PostseasonPicture {
  const groups = results.sport === 'nba' ? nbaGroups(results, options) : mlbGroups(results, options);
  return { sport: results.sport, season: results.season, groups };
}

/** Winning percentage, best first, exact (cross-multiplied); none read as .000. */
function byPct(results: RaceResults): (a: number, b: number) => number {
  const { won, lost } = results;
  return (a, b) => {
    const da = won[a]! + lost[a]!, db = won[b]! + lost[b]!;
    const left = da === 0 ? 0 : won[a]! * (db === 0 ? 1 : db);
    const right = db === 0 ? 0 : won[b]! * (da === 0 ? 1 : da);
    return right - left;
  };
}

/** The tables' order of groups: AL before NL, East before West; any other name after them, as first met. */
const GROUP_ORDER = ['American', 'National', 'East', 'West'];

/** A league's (conference's) teams and its divisions' teams, in order of first appearance. */
interface GroupLayout {
  readonly conference: string;
  readonly teams: readonly number[];
  readonly divisions: readonly { readonly division: string; readonly teams: readonly number[] }[];
}

/** Layouts per teams list: a simulation passes the same teams on every run. */
const layouts = new WeakMap<readonly unknown[], readonly GroupLayout[]>();

function layoutOf(results: RaceResults): readonly GroupLayout[] {
  const hit = layouts.get(results.teams);
  if (hit) return hit;
  const found = new Map<string, { teams: number[]; divisions: Map<string, number[]> }>();
  results.teams.forEach((t, i) => {
    let group = found.get(t.conference);
    if (!group) found.set(t.conference, (group = { teams: [], divisions: new Map() }));
    group.teams.push(i);
    const list = group.divisions.get(t.division);
    if (list) list.push(i);
    else group.divisions.set(t.division, [i]);
  });
  const rank = (c: string) => (GROUP_ORDER.includes(c) ? GROUP_ORDER.indexOf(c) : GROUP_ORDER.length);
  const out = [...found.entries()]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([conference, g]) => ({ conference, teams: g.teams, divisions: [...g.divisions.entries()].map(([division, teams]) => ({ division, teams })) }));
  layouts.set(results.teams, out);
  return out;
}

function mlbGroups(results: RaceResults, options: PostseasonPictureOptions): GroupPicture[] {
  const compare = byPct(results);
  const season = results.season;
  const playedOff = season <= 2021 && season !== 2020;
  const procedure = season === 2020 ? '2020' : 'formula';
  const ids = (list: readonly number[]) => list.map((t) => results.teams[t]!.teamId);
  const out: GroupPicture[] = [];
  for (const { conference, teams, divisions } of layoutOf(results)) {
    const ties: TieDecision[] = [];
    const breakTie = (tied: readonly number[], stake: TieStake, places: number): number[] => {
      if (stake === 'order' && options.orderOutsideField === false) return [...tied];
      if (!playedOff || (stake !== 'division' && stake !== 'place')) return breakMlbTie(results, tied, stake, ties, procedure);
      const decide = options.decideTiebreakerGame;
      if (decide && tied.length === 2) {
        const winner = decide(tied[0]!, tied[1]!);
        const loser = winner === tied[0] ? tied[1]! : tied[0]!;
        ties.push({ stake, rule: 'tiebreaker-game', among: ids(tied), placed: ids([winner]), detail: 'decided by the caller' });
        return [winner, loser];
      }
      if (decide) {
        const designated = breakMlbTie(results, tied, stake, undefined, procedure);
        const played = playOffDesignated(designated, places, decide);
        if (played) {
          const letters = designated.map((t, i) => `${'ABCD'[i]} ${results.teams[t]!.abbreviation}`).join(', ');
          ties.push({ stake, rule: 'tiebreaker-game', among: ids(tied), placed: ids(played.winners), detail: `designations ${letters} by the formula; games decided by the caller` });
          // Clubs that win a place together are seeded by the formula (home field), as any tie among qualified clubs.
          const winners = played.winners.length > 1 ? breakMlbTie(results, played.winners, 'seed', ties, procedure) : played.winners;
          return [...winners, ...played.losers];
        }
      }
      const standIn: TieDecision[] = [];
      const order = breakMlbTie(results, tied, stake, standIn, procedure);
      for (const d of standIn) ties.push({ ...d, rule: 'tiebreaker-game', detail: `not played; ordered by ${d.rule}${d.detail ? ` (${d.detail})` : ''}` });
      return order;
    };
    const seeding = seedMlbLeague({ divisions, compare, breakTie }, season);
    const played = playedOff ? playedTiebreakers(results, teams) : [];
    out.push({
      conference,
      seeds: seeding.seeds.map((s) => ({ seed: s.seed, teamId: results.teams[s.team]!.teamId, via: s.via })),
      divisionWinners: seeding.divisionWinners.map((w) => ({ division: w.division, teamId: results.teams[w.team]!.teamId })),
      order: ids(seeding.order),
      ties: [...played, ...ties],
    });
  }
  return out;
}

/**
 * MLB's tiebreaker games for three or four clubs tied for one or two places (2012-2021; D156),
 * the clubs given as designated A, B, C (D) in that order; `decide(home, away)` returns the
 * winner. Three clubs, one place: A hosts B, the winner hosts C. Three clubs, two places: A hosts
 * B and the winner is in; C hosts the loser for the other place. Four clubs: A hosts B and C
 * hosts D; for two places both winners are in, for one the two winners meet (the A-B winner at
 * home). Undefined for any other count (no procedure was published): the caller keeps its
 * stand-in. Losers are listed in the reverse order of their elimination.
 */
function playOffDesignated(clubs: readonly number[], places: number, decide: (home: number, away: number) => number): { winners: number[]; losers: number[] } | undefined {
  const play = (home: number, away: number): [number, number] => {
    const w = decide(home, away);
    return [w, w === home ? away : home];
  };
  const [a, b, c, d] = clubs;
  if (clubs.length === 3 && places === 1) {
    const [w1, l1] = play(a!, b!);
    const [w2, l2] = play(w1, c!);
    return { winners: [w2], losers: [l2, l1] };
  }
  if (clubs.length === 3 && places === 2) {
    const [w1, l1] = play(a!, b!);
    const [w2, l2] = play(c!, l1);
    return { winners: [w1, w2], losers: [l2] };
  }
  if (clubs.length === 4 && (places === 1 || places === 2)) {
    const [w1, l1] = play(a!, b!);
    const [w2, l2] = play(c!, d!);
    if (places === 2) return { winners: [w1, w2], losers: [l1, l2] };
    const [w3, l3] = play(w1, w2);
    return { winners: [w3], losers: [l3, l1, l2] };
  }
  return undefined;
}

/**
 * The tiebreaker games of a league's clubs, each reported as the tie it decided: for a division
 * (same division, level for its lead before the game) or for a place (the last wild card).
 */
function playedTiebreakers(results: RaceResults, teams: readonly number[]): TieDecision[] {
  const inLeague = new Set(teams);
  const out: TieDecision[] = [];
  for (const [w, l] of results.tiebreakerGames) {
    if (!inLeague.has(w)) continue;
    const tw = results.teams[w]!, tl = results.teams[l]!;
    let stake: TieStake = 'place';
    if (tw.division === tl.division) {
      // Level for the lead before the game: the winner's record minus the game is the division's best.
      const before = { won: results.won[w]! - 1, lost: results.lost[w]! };
      const ahead = teams.some((t) => t !== w && t !== l && results.teams[t]!.division === tw.division && results.won[t]! * (before.won + before.lost) > before.won * (results.won[t]! + results.lost[t]!));
      if (!ahead) stake = 'division';
    }
    out.push({ stake, rule: 'tiebreaker-game', among: [tw.teamId, tl.teamId], placed: [tw.teamId], detail: `${tw.abbreviation} beat ${tl.abbreviation} in game ${results.won[w]! + results.lost[w]!}` });
  }
  return out;
}

function nbaGroups(results: RaceResults, options: PostseasonPictureOptions): GroupPicture[] {
  const compare = byPct(results);
  const positions = nbaPostseasonPositions(results.season);
  const eligible = nbaEligible(results, positions);
  const era = results.season >= 2016 ? 'since2016' : 'before2016';
  const out: GroupPicture[] = [];
  for (const { conference, teams } of layoutOf(results)) {
    const ties: TieDecision[] = [];
    const seeding = seedNbaConference(results, { teams, era, eligible, positions, compare }, ties);
    const guaranteed = new Set(seeding.guaranteed);
    out.push({
      conference,
      seeds: seeding.order.slice(0, positions).map((t, i) => ({ seed: i + 1, teamId: results.teams[t]!.teamId, via: guaranteed.has(t) && seeding.divisionWinners.some((w) => w.team === t) ? 'division' : 'record' })),
      divisionWinners: seeding.divisionWinners.map((w) => ({ division: w.division, teamId: results.teams[w.team]!.teamId })),
      order: seeding.order.map((t) => results.teams[t]!.teamId),
      ties: options.orderOutsideField === false ? ties.filter((d) => d.stake !== 'order') : ties,
    });
  }
  return out;
}
