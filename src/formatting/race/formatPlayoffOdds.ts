import { decimalOf, type Decimal } from '../Decimal.js';
import { writeJson, type JsonValue } from '../writeJson.js';
import type { FormatOptions } from '../payloads/FormatOptions.js';

/** One goal's estimate: the share of simulated seasons in which the team met it, and its standard error. */
export interface OddsGoalLike {
  readonly goal: string;
  /** A probability in [0, 1]. */
  readonly p: number;
  /** Its standard error, sqrt(p (1 - p) / n) for n independent seasons. */
  readonly se: number;
}

/** What {@link formatPlayoffOdds} prints (structural: the engine's `PlayoffOdds` fits). */
export interface PlayoffOddsLike {
  readonly sport: string;
  readonly season: number;
  readonly asOf: string;
  readonly gamesLeft: number;
  /** Seasons simulated. */
  readonly n: number;
  readonly seed: number;
  /** The game model's name (how one game's winner is drawn). */
  readonly model: string;
  /** The postseason's rounds, in order: goal `roundK` is reaching round K of these (or later). */
  readonly rounds: readonly string[];
  readonly groups: readonly {
    readonly conference: string;
    readonly teams: readonly {
      readonly teamId: string;
      readonly fullName: string;
      readonly abbreviation: string;
      readonly division: string;
      readonly won: number;
      readonly lost: number;
      /** Average final wins over the simulated seasons. */
      readonly averageWon: number;
      readonly odds: readonly OddsGoalLike[];
    }[];
  }[];
}

/** Decimals of `p` and `se`: 5, so that `p` of 1,000, 10,000 or 100,000 seasons prints exactly. */
const SCALE = 5;

/**
 * The playoff odds extension's JSON document (`/ext/{sport}/odds/{date}.json`): snake_case keys in
 * a fixed order, `p` and `se` rounded half up to 5 decimals (exact JSON numbers, the same bytes on
 * every platform), in the pretty or compact style of the xmlstats payloads:
 *
 * `{ extension: "playoff-odds", sport, season, as_of, games_left, n, seed, model, rounds, groups:
 * [{ conference, teams: [{ team_id, full_name, abbreviation, division, won, lost, average_won,
 * odds: [{ goal, p, se }] }] }] }` (`average_won` with one decimal)
 *
 * @example
 * formatPlayoffOdds({ sport: 'mlb', season: 2019, asOf: '2019-09-01', gamesLeft: 392, n: 1000, seed: 1, model: 'log5', rounds: [], groups: [] }, { style: 'compact' });
 * // '{"extension":"playoff-odds","sport":"mlb","season":2019,"as_of":"2019-09-01","games_left":392,"n":1000,"seed":1,"model":"log5","rounds":[],"groups":[]}'
 */
export function formatPlayoffOdds(odds: PlayoffOddsLike, options: FormatOptions = {}): string {
  const doc: JsonValue = {
    extension: 'playoff-odds',
    sport: odds.sport,
    season: odds.season,
    as_of: odds.asOf,
    games_left: odds.gamesLeft,
    n: odds.n,
    seed: odds.seed,
    model: odds.model,
    rounds: [...odds.rounds],
    groups: odds.groups.map((g) => ({
      conference: g.conference,
      teams: g.teams.map((t) => ({
        team_id: t.teamId,
        full_name: t.fullName,
        abbreviation: t.abbreviation,
        division: t.division,
        won: t.won,
        lost: t.lost,
        average_won: decimalOf(Math.round(t.averageWon * 10), 1),
        odds: t.odds.map((o) => ({ goal: o.goal, p: fixed(o.p), se: fixed(o.se) })),
      })),
    })),
  };
  return writeJson(doc, options.style ?? 'pretty');
}

/** A share in [0, 1] (or a small error) as a decimal of {@link SCALE} places, half up. */
function fixed(value: number): Decimal {
  return decimalOf(Math.round(value * 10 ** SCALE), SCALE);
}
