import { writeJson, type JsonValue } from '../writeJson.js';
import type { FormatOptions } from '../payloads/FormatOptions.js';

/** One goal of a team in a {@link PlayoffPictureLike} (the clinch report's `GoalClinch`). */
export interface PictureGoalLike {
  readonly goal: string;
  readonly status: 'clinched' | 'eliminated' | 'alive';
  readonly clinchedTie?: boolean;
  readonly canOnlyTie?: boolean;
  readonly byTiebreak?: boolean;
  readonly tiesOpen?: boolean;
}

/** One team of a group of a {@link PlayoffPictureLike}. */
export interface PictureTeamLike {
  readonly teamId: string;
  readonly fullName: string;
  readonly abbreviation: string;
  readonly division: string;
  readonly won: number;
  readonly lost: number;
  readonly gamesLeft: number;
  /** The seed if the season ended on the date, else null. */
  readonly seed: number | null;
  readonly clinch: {
    readonly goals: readonly PictureGoalLike[];
    readonly indicator: string | null;
    readonly magicNumber: number | null;
    readonly eliminationNumber: number | null;
    readonly wildCardMagicNumber: number | null;
    readonly wildCardEliminationNumber: number | null;
    readonly notes: readonly string[];
  };
}

/** A tie decided within a group: what was at stake, the rule, the teams tied and the ones placed ahead. */
export interface PictureTieLike {
  readonly stake: string;
  readonly rule: string;
  readonly among: readonly string[];
  readonly placed: readonly string[];
  readonly detail?: string;
}

/** What {@link formatPlayoffPicture} prints (structural: the engine's `PlayoffPicture` fits). */
export interface PlayoffPictureLike {
  readonly sport: string;
  readonly season: number;
  readonly asOf: string;
  readonly gamesLeft: number;
  readonly groups: readonly {
    readonly conference: string;
    readonly seeds: readonly { readonly seed: number; readonly teamId: string; readonly via: string }[];
    /** Every team of the group, best first. */
    readonly teams: readonly PictureTeamLike[];
    readonly ties: readonly PictureTieLike[];
  }[];
}

/**
 * The playoff picture extension's JSON document (`/ext/{sport}/playoff-picture/{date}.json`):
 * snake_case keys in a fixed order, every key always present (null where a value does not
 * apply), in the pretty or compact style of the xmlstats payloads:
 *
 * `{ extension: "playoff-picture", sport, season, as_of, games_left, groups: [{ conference,
 * seeds: [{ seed, team_id, via }], teams: [{ team_id, full_name, abbreviation, division, won,
 * lost, games_left, seed, indicator, magic_number, elimination_number, wild_card_magic_number,
 * wild_card_elimination_number, goals: [{ goal, status, clinched_tie, can_only_tie, by_tiebreak,
 * ties_open }], notes }],
 * ties: [{ stake, rule, among, placed, detail }] }] }`
 *
 * @example
 * formatPlayoffPicture({ sport: 'mlb', season: 2019, asOf: '2019-09-01', gamesLeft: 0, groups: [] }, { style: 'compact' });
 * // '{"extension":"playoff-picture","sport":"mlb","season":2019,"as_of":"2019-09-01","games_left":0,"groups":[]}'
 */
export function formatPlayoffPicture(picture: PlayoffPictureLike, options: FormatOptions = {}): string {
  const doc: JsonValue = {
    extension: 'playoff-picture',
    sport: picture.sport,
    season: picture.season,
    as_of: picture.asOf,
    games_left: picture.gamesLeft,
    groups: picture.groups.map((g) => ({
      conference: g.conference,
      seeds: g.seeds.map((s) => ({ seed: s.seed, team_id: s.teamId, via: s.via })),
      teams: g.teams.map(teamJson),
      ties: g.ties.map((t) => ({ stake: t.stake, rule: t.rule, among: [...t.among], placed: [...t.placed], detail: t.detail ?? null })),
    })),
  };
  return writeJson(doc, options.style ?? 'pretty');
}

function teamJson(t: PictureTeamLike): JsonValue {
  const c = t.clinch;
  return {
    team_id: t.teamId,
    full_name: t.fullName,
    abbreviation: t.abbreviation,
    division: t.division,
    won: t.won,
    lost: t.lost,
    games_left: t.gamesLeft,
    seed: t.seed,
    indicator: c.indicator,
    magic_number: c.magicNumber,
    elimination_number: c.eliminationNumber,
    wild_card_magic_number: c.wildCardMagicNumber,
    wild_card_elimination_number: c.wildCardEliminationNumber,
    goals: c.goals.map((g) => ({
      goal: g.goal, status: g.status, clinched_tie: g.clinchedTie ?? null, can_only_tie: g.canOnlyTie ?? null,
      by_tiebreak: g.byTiebreak === true, ties_open: g.tiesOpen === true,
    })),
    notes: [...c.notes],
  };
}
