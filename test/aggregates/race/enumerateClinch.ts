import { computePostseasonPicture } from '../../../src/aggregates/race/computePostseasonPicture.js';
import { forEachChoicePath } from '../../../src/aggregates/race/forEachChoicePath.js';
import type { RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { raceGoals } from '../../../src/aggregates/race/raceGoals.js';
import { resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';

/** For one team and one goal, over every completion of the remaining games, with ties resolved for it or against it. */
export interface EnumeratedGoal {
  /** Meets the goal in some completion, ties for it. */
  readonly someFor: boolean;
  /** Meets it in some completion, ties against it. */
  readonly someAgainst: boolean;
  /** Meets it in every completion, ties for it. */
  readonly everyFor: boolean;
  /** Meets it in every completion, ties against it. */
  readonly everyAgainst: boolean;
  /** Meets it in some completion with some placing of the teams level with it (each one before or after it). */
  readonly someAny: boolean;
}

/**
 * The reference answer by brute force, independent of the flow code: every one of the 2^g
 * outcomes of the remaining games; in each, every conference ordered by winning percentage over
 * the whole schedule (the team looked at first or last among its equals, the others by index),
 * the field seeded directly (MLB: division winners by that order, then the wild cards, 2020 the
 * runners-up then two wild cards; NBA: the order), and each goal read from the seed.
 * Returns, by team index of `race.teams`, a map goal -> what it found.
 */
export function enumerateClinch(race: RaceSeason, goalNames: readonly string[]): Map<string, EnumeratedGoal>[] {
  const n = race.teams.length;
  const { won0, games } = winsAndGames(race);
  const acc = race.teams.map(() => new Map(goalNames.map((name) => [name, { someFor: false, someAgainst: false, everyFor: true, everyAgainst: true, someAny: false }])));
  const final = new Array<number>(n);
  const R = race.remaining.length;
  for (let mask = 0; mask < 2 ** R; mask++) {
    winsOfCompletion(race, won0, mask, final);
    for (let x = 0; x < n; x++) {
      const level = race.teams.map((_, j) => j).filter((j) => j !== x && race.teams[j]!.conference === race.teams[x]!.conference && final[j]! * games[x]! === final[x]! * games[j]!);
      for (let sub = 0; sub < 2 ** level.length; sub++) {
        const before = new Set(level.filter((_, k) => (sub >> k) & 1));
        const seed = seedOf(race, final, games, x, (j) => !before.has(j));
        for (const name of goalNames) if (goalMet(race, name, seed)) acc[x]!.get(name)!.someAny = true;
      }
      for (const tiesFor of [true, false]) {
        const seed = seedOf(race, final, games, x, () => tiesFor);
        for (const name of goalNames) {
          const meets = goalMet(race, name, seed);
          const a = acc[x]!.get(name)!;
          if (tiesFor) { if (meets) a.someFor = true; else a.everyFor = false; }
          else { if (meets) a.someAgainst = true; else a.everyAgainst = false; }
        }
      }
    }
  }
  return acc;
}

/** By team index: the games won so far, and the games of the whole schedule (played and left). */
function winsAndGames(race: RaceSeason): { won0: number[]; games: number[] } {
  const won0 = new Array<number>(race.teams.length).fill(0);
  const games = new Array<number>(race.teams.length).fill(0);
  for (const g of race.played) {
    games[g.home]!++; games[g.away]!++;
    won0[g.homeScore > g.awayScore ? g.home : g.away]!++;
  }
  for (const g of race.remaining) { games[g.home]!++; games[g.away]!++; }
  return { won0, games };
}

/** Into `final`, by team: the wins at the end of the completion `mask` (bit k set: game k left won by its home team). */
function winsOfCompletion(race: RaceSeason, won0: readonly number[], mask: number, final: number[]): void {
  for (let i = 0; i < won0.length; i++) final[i] = won0[i]!;
  race.remaining.forEach((g, k) => { final[(mask >> k) & 1 ? g.home : g.away]!++; });
}

interface Seeded { readonly seed: number | null; readonly divisionWinner: boolean; readonly divisions: number }

/** `xFirst(j)`: whether x goes before team j when they are level. */
function seedOf(race: RaceSeason, final: readonly number[], games: readonly number[], x: number, xFirst: (j: number) => boolean): Seeded {
  const conf = race.teams[x]!.conference;
  const members = race.teams.map((_, i) => i).filter((i) => race.teams[i]!.conference === conf);
  const cmp = (a: number, b: number): number => {
    const d = final[b]! * games[a]! - final[a]! * games[b]!;
    if (d !== 0) return d;
    // Level teams: those x goes after, then x, then those it goes before (a valid total order).
    const place = (i: number) => (i === x ? 1 : xFirst(i) ? 2 : 0);
    return place(a) - place(b) || a - b;
  };
  const order = [...members].sort(cmp);
  const divisionNames = [...new Set(members.map((i) => race.teams[i]!.division))];
  const byDivision = divisionNames.map((d) => order.filter((i) => race.teams[i]!.division === d));
  const winners = byDivision.map((d) => d[0]!).sort(cmp);
  let field: number[];
  if (race.sport === 'nba' && race.season <= 2015) {
    // Division winners and the best other team first (by record), then the others.
    const others = order.filter((i) => !winners.includes(i));
    const top = [...winners, ...others.slice(0, 1)].sort(cmp);
    field = [...top, ...others.slice(1)].slice(0, 8);
  } else if (race.sport === 'nba') field = order.slice(0, race.season >= 2021 ? 10 : 8);
  else if (race.season === 2020) {
    const seconds = byDivision.flatMap((d) => d.slice(1, 2)).sort(cmp);
    const rest = byDivision.flatMap((d) => d.slice(2)).sort(cmp);
    field = [...winners, ...seconds, ...rest.slice(0, 2)];
  } else {
    const rest = byDivision.flatMap((d) => d.slice(1)).sort(cmp);
    field = [...winners, ...rest.slice(0, race.season <= 2011 ? 1 : race.season <= 2021 ? 2 : 3)];
  }
  const at = field.indexOf(x);
  return { seed: at < 0 ? null : at + 1, divisionWinner: winners.includes(x), divisions: divisionNames.length };
}

function goalMet(race: RaceSeason, name: string, s: Seeded): boolean {
  const seed = s.seed;
  if (name === 'division') return s.divisionWinner;
  if (name === 'postseason') return seed !== null;
  if (seed === null) return false;
  if (name === 'wildCard') return seed > (race.season === 2020 ? 2 * s.divisions : s.divisions);
  if (name === 'bye') return seed <= 2;
  if (name === 'topSix') return seed <= 6;
  if (name === 'playIn') return seed >= 7;
  if (name.startsWith('atMost')) return seed <= Number(name.slice(6));
  if (name.startsWith('seed')) return seed === Number(name.slice(4));
  throw new Error(`unknown goal ${name}`);
}

/** For one team and one goal, over every completion, with ties broken by the season's tiebreak rules (D151). */
export interface EnumeratedUnderRules {
  /** Meets the goal in some completion (what the completion leaves unsettled going its way). */
  readonly some: boolean;
  /** Meets it in every completion (what the completion leaves unsettled going against it). */
  readonly every: boolean;
}

/** Thrown by {@link enumerateUnderRules} when the answer would take more than its `maxPictures` seedings. */
export class ReferenceTooCostly extends Error {
  constructor(readonly maxPictures: number) {
    super(`the reference enumeration needs more than ${maxPictures} seedings`);
    this.name = 'ReferenceTooCostly';
  }
}

/**
 * The reference answer under the tiebreak rules, by brute force: every one of the 2^g outcomes of
 * the remaining games played into the race, its results (`resultsOfRace`) seeded by
 * `computePostseasonPicture`, each goal read from the seed and the division winners. What a
 * completion does not settle is decided against the team when asking "every", for it when asking
 * "some" (the model of D151): a point differential among teams one of which had games left, the
 * drawing of lots, the record against the other conference's playoff-eligible teams while games
 * inside the other conference were left, a tiebreaker game the team plays in; a tiebreaker game
 * between two other clubs is tried both ways; a tie among other teams is ordered by the rules,
 * every order tried where they reach a criterion the completion does not settle (D158). `only`: the
 * teams to look at (all by default; the others' entries stay at "some" false, "every" true).
 *
 * `shortcut` (the default): in a completion where the team meets a goal placed last among the
 * teams level with it, the rules meet it too, and where it misses the goal placed first, they miss
 * it; the rules are played only in the completions where the tie decides a goal ("part" goals
 * directly, a "between" goal through its two parts) whose answer is still open, and only until it
 * is found. That premise (the rules order a tie, they never move a team past a better record) is
 * checked against the full enumeration (`shortcut: false`) by a test of its own; the full one
 * costs up to a minute on one generated league, and the shortcut keeps the property test's time
 * bounded. `maxPictures`: at most that many seedings (`computePostseasonPicture` calls), else
 * {@link ReferenceTooCostly} is thrown (a tie of many teams that the rules may order in any of
 * k! ways costs that many).
 */
export function enumerateUnderRules(race: RaceSeason, goalNames: readonly string[], only?: ReadonlySet<number>, options: { readonly shortcut?: boolean; readonly maxPictures?: number } = {}): Map<string, EnumeratedUnderRules>[] {
  const shortcut = options.shortcut ?? true;
  const maxPictures = options.maxPictures ?? Infinity;
  let pictures = 0;
  const n = race.teams.length;
  const conf = (i: number) => race.teams[i]!.conference;
  const hadLeft = new Uint8Array(n);
  for (const g of race.remaining) hadLeft[g.home] = hadLeft[g.away] = 1;
  const acc = race.teams.map(() => new Map(goalNames.map((name) => [name, { some: false, every: true }])));
  const R = race.remaining.length;
  const divisionsOf = (x: number) => new Set(race.teams.filter((t) => t.conference === conf(x)).map((t) => t.division)).size;
  if (only?.size === 0) return acc;
  const kinds = race.teams.map((_, x) => new Map(raceGoals(race.sport, race.season, divisionsOf(x)).map((g) => [g.goal, g])));
  const { won0, games } = winsAndGames(race);
  const final = new Array<number>(n);
  for (let mask = 0; mask < 2 ** R; mask++) {
    // By team: the goals this completion leaves to the tie, for the "some" and the "every" pass.
    const openSome = new Map<number, Set<string>>();
    const openEvery = new Map<number, Set<string>>();
    if (shortcut) winsOfCompletion(race, won0, mask, final);
    for (let x = 0; x < n; x++) {
      if (only && !only.has(x)) continue;
      if (!shortcut) {
        openSome.set(x, new Set(goalNames));
        openEvery.set(x, new Set(goalNames));
        continue;
      }
      const first = seedOf(race, final, games, x, () => true);
      const last = seedOf(race, final, games, x, () => false);
      // Whether the rules meet a goal here: true or false when the tie cannot turn it, else undefined.
      const settled = (name: string): boolean | undefined => {
        const goal = kinds[x]!.get(name);
        if (goal?.kind === 'between') {
          const within = settled(goal.within), better = settled(goal.better);
          if (within === false || better === true) return false;
          return within === true && better === false ? true : undefined;
        }
        const best = goalMet(race, name, first), worst = goalMet(race, name, last);
        return worst ? true : best ? undefined : false;
      };
      const some = new Set<string>(), every = new Set<string>();
      for (const name of goalNames) {
        const a = acc[x]!.get(name)!;
        const s = settled(name);
        if (s === true) a.some = true;
        else if (s === false) a.every = false;
        else {
          if (!a.some) some.add(name);
          if (a.every) every.add(name);
        }
      }
      if (some.size > 0) openSome.set(x, some);
      if (every.size > 0) openEvery.set(x, every);
    }
    if (openSome.size === 0 && openEvery.size === 0) continue;
    const completed: RaceSeason = {
      ...race,
      played: [...race.played, ...race.remaining.map((g, k) => ({ ...g, homeScore: (mask >> k) & 1, awayScore: 1 - ((mask >> k) & 1) }))],
      remaining: [],
    };
    const results = resultsOfRace(completed);
    for (let x = 0; x < n; x++) {
      const otherLeft = race.remaining.some((g) => conf(g.home) !== conf(x) && conf(g.away) !== conf(x));
      for (const forX of [true, false]) {
        const open = (forX ? openSome : openEvery).get(x);
        if (!open) continue;
        const unsettled = {
          team: x, forTeam: forX,
          open: (rule: string, tied: readonly number[]) => rule === 'draw' || (rule === 'point-differential' && tied.some((t) => hadLeft[t] === 1)) || (rule === 'playoff-eligible-other-conference' && otherLeft),
        };
        // Every way the choices x is not part of can go: tiebreaker games between other clubs and the
        // order of a tie among other teams that an unsettled criterion decides (D158).
        forEachChoicePath((choose) => {
          if (++pictures > maxPictures) throw new ReferenceTooCostly(maxPictures);
          const picture = computePostseasonPicture({ ...results, unsettled: { ...unsettled, choose } }, {
            decideTiebreakerGame: (a, b) => (a === x || b === x ? (forX === (a === x) ? a : b) : choose(2) === 1 ? b : a),
          });
          const id = race.teams[x]!.teamId;
          const group = picture.groups.find((g) => g.order.includes(id))!;
          const seeded: Seeded = {
            seed: group.seeds.find((s) => s.teamId === id)?.seed ?? null,
            divisionWinner: group.divisionWinners.some((w) => w.teamId === id),
            divisions: divisionsOf(x),
          };
          for (const name of open) {
            const meets = goalMet(race, name, seeded);
            const a = acc[x]!.get(name)!;
            if (forX && meets) { a.some = true; open.delete(name); }
            if (!forX && !meets) { a.every = false; open.delete(name); }
          }
          // Stop once every goal left to this pass is answered.
          return open.size === 0;
        });
      }
    }
  }
  return acc;
}
