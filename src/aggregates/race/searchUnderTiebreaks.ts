import { aheadInPicture } from './aheadInPicture.js';
import { canMeetGoal } from './canMeetGoal.js';
import { canMissGoal } from './canMissGoal.js';
import { computePostseasonPicture } from './computePostseasonPicture.js';
import type { ConferenceModel } from './ConferenceModel.js';
import { forEachChoicePath } from './forEachChoicePath.js';
import type { RaceResults, UnsettledTies } from './RaceResults.js';
import type { RacePlayedGame, RaceSeason } from './RaceSeason.js';
import { owedOf } from './owedOf.js';
import { resultsAfter, resultsOfRace } from './resultsOfRace.js';
import { readsOwnDivisionOnly, type GoalPredicate } from './raceGoals.js';
import type { TieRule } from './tiebreak/TieDecision.js';

/** What a picture read at a leaf past its first counts against the budget, in nodes: about its cost against a node's (70 and 4 µs, 2019). */
const PICTURE_NODES = 16;

/**
 * The share of the budget of the guided run that comes first (D159). Measured over 2013-2023 from
 * August 1 (2,000 nodes): a quarter leaves 205 goals open against 311 without it, a tenth 251, two
 * fifths 204; the goals settled are the same with each.
 */
const GUIDED_SHARE = 1 / 4;

/** What a search under the tiebreak rules looks for: a completion where the team misses the goal, or one where it meets it. */
export type TieSearchWant = 'miss' | 'meet';

/**
 * Whether some completion of the remaining games has team `x` (a local index of the conference
 * model) missing (`want: 'miss'`) or meeting (`'meet'`) a monotone goal when every tie is broken
 * by the season's tiebreak rules (`computePostseasonPicture`), D151. Undefined when the search
 * ran out of its budget (the most nodes it may visit; a leaf's pictures past its first count
 * PICTURE_NODES each, D156).
 *
 * What a completion does not settle is decided against x when looking for a miss, for x when
 * looking for a meet: a criterion that reads margins of games not yet played (the point
 * differential of a tied team with games left), the drawing of lots, the NBA's record against the
 * other conference's playoff-eligible teams while that conference has games of its own left, and
 * (MLB through 2021) a tiebreaker game involving x (three or four clubs play their designated
 * games, D156); a tiebreaker game between two other clubs of x's league is tried both ways, one of
 * the other league is played one way. A tie among other teams is ordered as the rules order it,
 * and where it reaches a criterion the completion does not settle, every order is tried (D158).
 * A game a team owes against no known opponent (D166) is tried both ways at each leaf, and no
 * criterion is settled for a tie that includes a team owing one (its opponent is unknown).
 *
 * The search assigns the games left that involve the conference one at a time (x's own first,
 * then those inside the conference, then the rest; MLB: a game between teams each surely above
 * or surely below x is not branched on; NBA: one between two teams each surely above x), and at
 * each node asks the exact searches of D123 about the completions below it: a miss (meet) that
 * holds whichever way ties go ends the search with yes; none even with every tie going the wanted
 * way ends that branch with no. Only branches where the answer turns on a tie go deeper; a full
 * completion is read from its picture.
 *
 * A guided run comes first, with a quarter of the budget (D159): the same search, but a branch is
 * given up as soon as no completion below it reaches the wanted answer with the ties resolved by
 * season series, for x with every team that has not taken the series from x (looking for a meet),
 * against x with every team x has not taken it from (a miss). It leads to completions where x is
 * level only with teams it can beat, where the exact search, which backtracks from its last games
 * first, can stay among completions with many teams level with x. Only a completion it finds is an
 * answer; the exact search then runs with the rest of the budget.
 *
 * @example
 * import { conferenceModelOf } from './ConferenceModel.js';
 * import { raceGoals } from './raceGoals.js';
 * const al = conferenceModelOf(race, 'American');
 * const division = raceGoals('mlb', 2023, al.divisions)[0]!;
 * searchUnderTiebreaks(race, al, 3, division.kind === 'part' ? division.meets : () => true, 'miss', 4096); // false: team 3 holds the division whatever happens
 */
export function searchUnderTiebreaks(race: RaceSeason, m: ConferenceModel, x: number, meets: GoalPredicate, want: TieSearchWant, budget: number): boolean | undefined {
  const n = m.n;
  const local = new Array<number>(race.teams.length).fill(-1);
  m.teams.forEach((t, i) => (local[t] = i));
  const xGlobal = m.teams[x]!;
  // The games to assign: x's first, then inside the conference, then across.
  const mine: number[] = [], inside: number[] = [], across: number[] = [];
  let otherConferenceLeft = false;
  const hadGamesLeft = new Uint8Array(race.teams.length);
  race.remaining.forEach((g, k) => {
    hadGamesLeft[g.home] = hadGamesLeft[g.away] = 1;
    const h = local[g.home]!, a = local[g.away]!;
    if (h < 0 && a < 0) otherConferenceLeft = true;
    else if (h === x || a === x) mine.push(k);
    else if (h >= 0 && a >= 0) inside.push(k);
    else across.push(k);
  });
  const order = [...mine, ...inside, ...across];
  // Games owed against no known opponent (D166): each leaf tries both results of each game a team
  // of the conference owes. Its opponent is another team that owes one (the schedule's counts
  // balance), so a tie among teams that owe none reads nothing it changes; a tie with a team that
  // owes one is not settled by these results. Another conference's games owed can change which
  // of its teams are playoff-eligible (NBA).
  const owesOne = new Uint8Array(race.teams.length);
  const owing: number[] = [];
  let xOwes = 0;
  owedOf(race)?.forEach((count, t) => {
    if (t === xGlobal) xOwes = count;
    if (count === 0) return;
    owesOne[t] = hadGamesLeft[t] = 1;
    if (local[t]! < 0) otherConferenceLeft = true;
    else for (let c = 0; c < count; c++) owing.push(t);
  });

  const won = [...m.won], left = [...m.left], among = [...m.among], outside = [...m.outside];
  const model: ConferenceModel = { ...m, won, left, among, outside };
  const outcome = new Int8Array(race.remaining.length).fill(-1);
  const forX = want === 'meet';
  const withinDivision = readsOwnDivisionOnly(meets);
  const unsettled: UnsettledTies = {
    team: xGlobal,
    forTeam: forX,
    open: (rule: TieRule, tied: readonly number[]) =>
      rule === 'draw' ||
      tied.some((t) => owesOne[t] === 1) ||
      (rule === 'point-differential' && tied.some((t) => hadGamesLeft[t] === 1)) ||
      (rule === 'playoff-eligible-other-conference' && otherConferenceLeft),
  };
  let nodes = 0;
  // The guided run's share first (D159), then the whole budget.
  let limit = Math.floor(GUIDED_SHARE * budget);
  let base: RaceResults | undefined;
  let decided: (readonly [RacePlayedGame, RacePlayedGame])[] | undefined;
  // The season series of x with each team of the conference (local): x's wins over it, its wins over x.
  const xBeat = new Array<number>(n).fill(0), beatX = new Array<number>(n).fill(0);
  for (const g of race.played) {
    const h = local[g.home]!, a = local[g.away]!;
    if (h === x && a >= 0) (g.homeScore > g.awayScore ? xBeat : beatX)[a]!++;
    else if (a === x && h >= 0) (g.awayScore > g.homeScore ? xBeat : beatX)[h]!++;
  }
  /** Ties a guided run resolves for x (D159): looking for a meet, with every team that has not taken the series from x; for a miss, with those x has taken it from. */
  const guide = forX
    ? (j: number): boolean => beatX[j]! <= xBeat[j]! + among[x * n + j]!
    : (j: number): boolean => xBeat[j]! > beatX[j]! + among[x * n + j]!;
  // First a guided run with a share of the budget (D159): only its yes is an answer. Then the
  // exact search with what is left.
  let guided = true;
  if (visit(0) === true) return true;
  guided = false;
  nodes = Math.min(nodes, limit);
  limit = budget;
  return visit(0);

  function visit(depth: number): boolean | undefined {
    if (++nodes > limit) return undefined;
    if (want === 'miss') {
      if (canMissGoal(model, x, meets, true)) return true;
      if (!canMissGoal(model, x, meets, guided ? guide : false)) return false;
    } else {
      if (canMeetGoal(model, x, meets, false)) return true;
      if (!canMeetGoal(model, x, meets, guided ? guide : true)) return false;
    }
    if (depth === order.length) return leaf();
    const k = order[depth]!;
    if (depth >= mine.length && !matters(k)) {
      // Either outcome gives the same answer (see matters): one is played.
      apply(k, 1, 1);
      const r = visit(depth + 1);
      apply(k, 1, -1);
      return r;
    }
    let undecided = false;
    for (const homeWins of [1, 0]) {
      apply(k, homeWins, 1);
      const r = visit(depth + 1);
      apply(k, homeWins, -1);
      if (r === true) return true;
      if (r === undefined) undecided = true;
    }
    return undecided ? undefined : false;
  }

  /**
   * Once x's games are played (its total fixed): whether game k can change the answer. MLB: only
   * when it involves a team of the conference that can still finish level with x or on either
   * side of it. A team that cannot is above x in every completion below this node, or below it in
   * every one, whatever this game; the MLB criteria read only the games of the tied teams
   * (head-to-head, division, league, the last games in order), so the game's outcome changes
   * neither the teams ahead of x nor any tie x is part of. For a goal that reads only x's division
   * (the division title), only a game of an open team of x's division (D157): no other team is
   * counted, and a tie for the title is among the division's teams, read from their own games.
   * NBA: a game between two teams of the conference each surely above x is played one way
   * (D153); from 2015-16, when every tie of x's is decided by a season series that is over, the
   * games are pruned as MLB's are (D167). NBA criteria also read records against the
   * playoff-eligible teams of both conferences, which a game of a team below x (it may cross the
   * line of eligibility) or of the other conference can change; two teams above x are eligible
   * whenever a tie of x's can matter (x is then inside the line, and they are ahead of it),
   * neither can lead a division a team level with x could lead, and neither is part of a tie with x.
   */
  function matters(k: number): boolean {
    const g = race.remaining[k]!;
    const h = local[g.home]!, a = local[g.away]!;
    if (race.sport === 'mlb' || tiesDecidedBySeries()) return withinDivision ? rival(h) || rival(a) : open(h) || open(a);
    return !(above(h) && above(a));
  }

  /**
   * NBA from 2015-16 (seeds by record alone, D167): whether every tie x can still be part of is
   * decided by a season series that is over: at most one team that x's goal reads (of the
   * conference; of x's division for the division title) can finish level with x (no tie of three),
   * and if one can, x and it have played all their games and one of them won more (the first
   * two-team criterion). A game of two teams that cannot finish level with x then changes nothing
   * x's place reads: each stays above or below x whatever the game gives, and no later criterion
   * (division leader, records against the eligible teams) is read for x. Not with a team that owes
   * a game to no one known (D166): its series may not be over.
   */
  function tiesDecidedBySeries(): boolean {
    if (race.season < 2016 || owesOne[xGlobal] === 1) return false;
    let level = -1;
    for (let j = 0; j < n; j++) {
      if (j === x || !(withinDivision ? rival(j) : open(j))) continue;
      if (level >= 0) return false;
      level = j;
    }
    return level < 0 || (owesOne[m.teams[level]!] === 0 && xBeat[level] !== beatX[level]);
  }

  /** An open team of x's division: for a goal that reads only x's division, the only teams whose games can change the answer (D157). */
  function rival(j: number): boolean {
    return open(j) && m.division[j] === m.division[x];
  }

  /** Whether team j (local) can still finish level with x or on either side of it: neither surely above nor surely below. */
  function open(j: number): boolean {
    return j >= 0 && !above(j) && !below(j);
  }

  /**
   * Whether team j (local) finishes above x in every completion: more wins by percentage than x's
   * final record already (its games left played, the games it owes won, D166).
   */
  function above(j: number): boolean {
    return j >= 0 && j !== x && won[j]! * Math.max(1, m.games[x]!) > (won[x]! + xOwes) * m.games[j]!;
  }

  /** Whether team j (local) finishes below x in every completion: fewer wins by percentage than x's, even winning every game left. */
  function below(j: number): boolean {
    return (won[j]! + left[j]!) * Math.max(1, m.games[x]!) < won[x]! * m.games[j]!;
  }

  /** Plays game k (`sign` 1) or takes it back (-1). */
  function apply(k: number, homeWins: number, sign: 1 | -1): void {
    const g = race.remaining[k]!;
    const h = local[g.home]!, a = local[g.away]!;
    const w = homeWins ? h : a;
    if (w >= 0) won[w]! += sign;
    if (h >= 0) left[h]! -= sign;
    if (a >= 0) left[a]! -= sign;
    // x's season series with the other side.
    if (h === x && a >= 0) (homeWins ? xBeat : beatX)[a]! += sign;
    else if (a === x && h >= 0) (homeWins ? beatX : xBeat)[h]! += sign;
    if (h >= 0 && a >= 0) {
      among[h * n + a]! -= sign;
      among[a * n + h]! -= sign;
    } else if (h >= 0) outside[h]! -= sign;
    else if (a >= 0) outside[a]! -= sign;
    outcome[k] = sign === 1 ? homeWins : -1;
  }

  /**
   * Every game of the conference decided: the picture of the race with those games played after
   * the played ones (each won 1-0) says, trying both ways each tiebreaker game x is not part of and
   * every order of a tie among other teams that a criterion these results cannot settle decides
   * (D158); a tie x is part of goes against it (for it) at such a criterion.
   */
  function leaf(): boolean | undefined {
    const more: RacePlayedGame[] = [];
    // Each game left as won by its away (0) or home (1) side, made once per search.
    decided ??= race.remaining.map((g) => [{ ...g, homeScore: 0, awayScore: 1 }, { ...g, homeScore: 1, awayScore: 0 }] as const);
    for (let k = 0; k < outcome.length; k++) {
      const o = outcome[k]!;
      if (o >= 0) more.push(decided[k]![o]!);
    }
    // The played games folded once per search; each leaf adds its assigned games to them.
    base ??= resultsOfRace(race);
    const after = resultsAfter(race, base, more);
    let first = true, over = false;
    // Every way the choices x is not part of can go: tiebreaker games between other clubs, and
    // the order of a tie among other teams that an unsettled criterion decides (D158).
    const found = forEachChoicePath((choose) => {
      // Each way past the first is a picture more, which costs about PICTURE_NODES nodes: it
      // counts so against the budget.
      if (!first && (nodes += PICTURE_NODES) > limit) return (over = true);
      first = false;
      let results: RaceResults = { ...after, unsettled: { ...unsettled, choose } };
      if (owing.length > 0) {
        // Each game owed won or lost (D166): every way is a path.
        const won = Int32Array.from(after.won), lost = Int32Array.from(after.lost);
        for (const t of owing) (choose(2) === 1 ? won : lost)[t]!++;
        results = { ...results, won, lost };
      }
      const picture = computePostseasonPicture(results, {
        orderOutsideField: false,
        decideTiebreakerGame: (a, b) => {
          if (a === xGlobal || b === xGlobal) return forX === (a === xGlobal) ? a : b;
          // The other league's games change nothing x's goal reads: played one way.
          if (local[a]! < 0) return a;
          return choose(2) === 1 ? b : a;
        },
      });
      return meets(aheadInPicture(picture, race, m)!(x), m.division[x]!) === forX;
    });
    return over ? undefined : found;
  }
}
