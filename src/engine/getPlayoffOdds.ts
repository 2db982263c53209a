import { checkRaceSeason } from '../aggregates/race/checkRaceSeason.js';
import { simulateOdds, type OddsReport, type TeamOdds } from '../aggregates/race/simulateOdds.js';
import type { RaceSeason } from '../aggregates/race/RaceSeason.js';
import type { LeagueDate, Season, Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import type { Clock } from './internal/clock.js';
import { getRaceSeason } from './getRaceSeason.js';
import type { LeagueState } from './LeagueState.js';

/** The most seasons {@link getPlayoffOdds} simulates. */
export const MAX_ODDS_RUNS = 100_000;
/** The largest seed (the generator's state is 32 bits). */
export const MAX_ODDS_SEED = 0xffff_ffff;
/** Seasons simulated when none is asked for: the benchmark size, ten times nflseedR's default. */
export const DEFAULT_ODDS_RUNS = 10_000;
/** The seed when none is given: the answer stays a pure function of the state and the request. */
export const DEFAULT_ODDS_SEED = 1;

/** Parameters of {@link getPlayoffOdds}. */
export interface PlayoffOddsQuery {
  readonly sport: Sport;
  /** The odds after all games of this date (`yyyyMMdd` or `yyyy-MM-dd`); absent = the clock's league day. */
  readonly date?: string;
  readonly now: Clock;
  /** Seasons to simulate, 1 to {@link MAX_ODDS_RUNS} (default {@link DEFAULT_ODDS_RUNS}). */
  readonly n?: number;
  /** The generator's seed, 0 to {@link MAX_ODDS_SEED} (default {@link DEFAULT_ODDS_SEED}). */
  readonly seed?: number;
}

/** One goal's estimate for a team. */
export interface OddsGoal {
  readonly goal: string;
  readonly p: number;
  readonly se: number;
}

/** The playoff odds of a sport on a date, per conference, each team with its record and the estimate of every goal. */
export interface PlayoffOdds {
  readonly sport: Sport;
  readonly season: Season;
  readonly asOf: LeagueDate;
  readonly gamesLeft: number;
  readonly n: number;
  readonly seed: number;
  readonly model: string;
  /** The postseason's rounds in order: goal `roundK` is reaching the K-th (or later; a bye counts as reaching the round it skips). */
  readonly rounds: readonly string[];
  readonly groups: readonly {
    readonly conference: string;
    /** Every team of the conference, most likely to make the postseason first. */
    readonly teams: readonly {
      readonly teamId: string;
      readonly fullName: string;
      readonly abbreviation: string;
      readonly division: string;
      readonly won: number;
      readonly lost: number;
      readonly averageWon: number;
      /**
       * In this order: `division`, `postseason`, `bye` (MLB from 2022: a top-two seed; NBA from
       * 2021: a top-six seed), `playIn` (NBA from 2021), `seed1` ... (exactly that seed),
       * `round1` ... (reaching that round of `rounds`; the last is the final round), `title`.
       */
      readonly odds: readonly OddsGoal[];
    }[];
  }[];
}

/**
 * The playoff odds as of a date: `n` completions of the games left drawn with a seeded generator
 * (`simulateOdds`: its game model, tiebreakers and seeding), per team the share of completions
 * meeting each goal and its standard error. The same state, date, `n` and `seed` give the same
 * odds on every run. Undefined when no team of the sport is known on the date. `n` outside 1 to
 * 100,000 or `seed` outside 0 to 4,294,967,295 (or not integers) is a RangeError naming the
 * function; a value that is not a number a TypeError.
 *
 * @example
 * const odds = getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-01', now, n: 1000, seed: 7 });
 * odds?.groups[0]?.teams[0]?.odds[0]?.p; // a share in [0, 1]
 */
export function getPlayoffOdds(state: LeagueState, query: PlayoffOddsQuery): PlayoffOdds | undefined {
  sportParam('getPlayoffOdds', query.sport);
  const n = checkInteger('getPlayoffOdds', 'n', query.n ?? DEFAULT_ODDS_RUNS, 1, MAX_ODDS_RUNS);
  const seed = checkInteger('getPlayoffOdds', 'seed', query.seed ?? DEFAULT_ODDS_SEED, 0, MAX_ODDS_SEED);
  return oddsOrNone(getRaceSeason(state, query), n, seed);
}

/**
 * {@link getPlayoffOdds} of a race season as it is given: one forked by `applyOutcomes` (what-if,
 * D115) gives the odds as if its hypothetical results had been played. Same `n` and `seed`
 * rules and defaults, errors naming this function.
 *
 * @example
 * const race = getRaceSeason(state, { sport: 'mlb', date: '2019-09-22', now });
 * const forked = applyOutcomes(race, [{ eventId: race.remaining[0]!.eventId, winner: race.teams[race.remaining[0]!.home]!.teamId }]);
 * if (forked.ok) oddsOfRaceSeason(forked.value, { n: 1000, seed: 7 });
 */
export function oddsOfRaceSeason(race: RaceSeason, options: { readonly n?: number; readonly seed?: number } = {}): PlayoffOdds | undefined {
  checkRaceSeason('oddsOfRaceSeason', race);
  const n = checkInteger('oddsOfRaceSeason', 'n', options.n ?? DEFAULT_ODDS_RUNS, 1, MAX_ODDS_RUNS);
  const seed = checkInteger('oddsOfRaceSeason', 'seed', options.seed ?? DEFAULT_ODDS_SEED, 0, MAX_ODDS_SEED);
  return oddsOrNone(race, n, seed);
}

function oddsOrNone(race: RaceSeason, n: number, seed: number): PlayoffOdds | undefined {
  if (race.teams.length === 0 || race.played.length + race.remaining.length === 0) return undefined;
  return oddsOfRace(race, simulateOdds(race, { n, seed }), n, seed);
}

function checkInteger(caller: string, name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number') throw new TypeError(`${caller}: ${name} must be a number, got ${value === null ? 'null' : typeof value}`);
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${caller}: ${name} must be an integer from ${min} to ${max}, got ${value}`);
  return value;
}

/** The report of the simulation joined with the race's teams and records, grouped by conference (as the standings: American, National; East, West). */
function oddsOfRace(race: RaceSeason, report: OddsReport, n: number, seed: number): PlayoffOdds {
  const won = new Array<number>(race.teams.length).fill(0);
  const lost = new Array<number>(race.teams.length).fill(0);
  for (const g of race.played) {
    const homeWon = g.homeScore > g.awayScore;
    won[homeWon ? g.home : g.away]!++;
    lost[homeWon ? g.away : g.home]!++;
  }
  const byTeam = new Map(report.teams.map((t) => [t.teamId, t]));
  const conferences = [...new Set(race.teams.map((t) => t.conference))].sort(byConference);
  return {
    sport: race.sport, season: race.season, asOf: race.asOf, gamesLeft: race.remaining.length, n, seed, model: report.model, rounds: report.rounds,
    groups: conferences.map((conference) => {
      const teams = race.teams.flatMap((t, i) => {
        const r = byTeam.get(t.teamId);
        if (t.conference !== conference || !r) return [];
        return [{ teamId: t.teamId, fullName: t.fullName, abbreviation: t.abbreviation, division: t.division, won: won[i]!, lost: lost[i]!, averageWon: r.averageWon, odds: goalsOf(r) }];
      });
      const postseason = (t: (typeof teams)[number]) => t.odds[1]!.p;
      teams.sort((a, b) => postseason(b) - postseason(a) || b.averageWon - a.averageWon || (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0));
      return { conference, teams };
    }),
  };
}

/** A team's odds as one list of named goals (see {@link PlayoffOdds}). */
function goalsOf(t: TeamOdds): OddsGoal[] {
  const g = t.goals;
  const out: OddsGoal[] = [{ goal: 'division', ...g.division }, { goal: 'postseason', ...g.postseason }];
  if (g.bye) out.push({ goal: 'bye', ...g.bye });
  if (g.playIn) out.push({ goal: 'playIn', ...g.playIn });
  t.seeds.forEach((o, k) => out.push({ goal: `seed${k + 1}`, p: o.p, se: o.se }));
  t.rounds.forEach((o, k) => out.push({ goal: `round${k + 1}`, p: o.p, se: o.se }));
  out.push({ goal: 'title', ...g.title });
  return out;
}

/** The standings' order of conferences: MLB American then National League, NBA East then West. */
const CONFERENCE_ORDER = ['American', 'National', 'East', 'West'];

function byConference(a: string, b: string): number {
  return CONFERENCE_ORDER.indexOf(a) - CONFERENCE_ORDER.indexOf(b) || (a < b ? -1 : a > b ? 1 : 0);
}
