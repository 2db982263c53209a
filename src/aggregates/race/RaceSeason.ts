import type { LeagueDate, Season, Sport } from '../../ids/index.js';

/** A team of a race: its id, names and alignment. */
export interface RaceTeamInfo {
  readonly teamId: string;
  readonly fullName: string;
  readonly abbreviation: string;
  /** MLB league (`American`, `National`) or NBA conference (`East`, `West`). */
  readonly conference: string;
  readonly division: string;
}

/** A decided regular-season game; `home` and `away` index {@link RaceSeason.teams}. */
export interface RacePlayedGame {
  readonly eventId: string;
  readonly home: number;
  readonly away: number;
  readonly homeScore: number;
  readonly awayScore: number;
  /** The league day it counts on. */
  readonly date: LeagueDate;
}

/** A regular-season game left to play; `home` and `away` index {@link RaceSeason.teams}. */
export interface RaceRemainingGame {
  readonly eventId: string;
  readonly home: number;
  readonly away: number;
  /** The league day it is scheduled on. */
  readonly date: LeagueDate;
  /**
   * True for a game owed and not on the schedule (D166: a tie's replay, a postponed game not made
   * up), dated the season's last day when its own is past. Cancelled once every other game is decided.
   */
  readonly owed?: boolean;
}

/**
 * A season's race as of a date, compact: the teams, the regular-season games decided through
 * that date (chronological) and the games left (by scheduled date). Clinching, the postseason
 * picture, what-if and the playoff odds all read it; the engine builds it from the state
 * (`getRaceSeason`).
 */
export interface RaceSeason {
  readonly sport: Sport;
  readonly season: Season;
  /** Games counted through this league day are in `played`; later ones in `remaining`. */
  readonly asOf: LeagueDate;
  readonly teams: readonly RaceTeamInfo[];
  readonly played: readonly RacePlayedGame[];
  readonly remaining: readonly RaceRemainingGame[];
  /**
   * Games each team still owes whose opponent and date the race does not know, by index of
   * `teams` (D166): a game postponed and not yet made up, or never made up. Each counts as a game
   * left against no team of the race, won or lost on its own. Absent: none. Read only while a
   * scheduled game is left (one of `remaining` not `owed`): once the last one is decided the
   * season is over and what was owed is cancelled, as the leagues do when it decides nothing.
   */
  readonly owed?: readonly number[];
}
