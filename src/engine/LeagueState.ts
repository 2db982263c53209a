import type { DraftPick } from '../aggregates/DraftPick.js';
import type { Game } from '../aggregates/Game.js';
import type { Roster } from '../aggregates/Roster.js';
import type { Site } from '../aggregates/Site.js';
import type { Team } from '../aggregates/Team.js';
import type { TournamentFacts } from '../aggregates/Tournament.js';
import type { LeagueDate, Season, Sport } from '../ids/index.js';

/** Key of a team in a season: `mlb:2014:boston-red-sox`. */
export type TeamKey = `${Sport}:${number}:${string}`;
/** Key of a draft pick: sport, draft year and overall pick, `nba:2011:9`. */
export type DraftPickKey = `nba:${number}:${number}`;
/** Key of a season's games: `mlb:2014`. */
export type SeasonKey = `${Sport}:${number}`;

/**
 * The games of one season, sharded by the month and the date of their event id
 * (`months['2019-04']['2019-04-01'][eventId]`), so that ingesting one game copies a day's table
 * (a handful of games), a month's map (at most 31 days) and the map of months: never the
 * season. (One map of ~185 days would sit in the engine's slow dictionary mode and cost more to
 * copy than everything else an ingest does.)
 */
export interface SeasonGames {
  readonly sport: Sport;
  readonly season: Season;
  readonly months: { readonly [month: string]: { readonly [date: string]: DayGames } };
}

/** The games of one day, by event id. */
export interface DayGames {
  readonly [eventId: string]: Game;
}

/**
 * The immutable state of a league database: teams by season, sites and games. Normalized
 * (`ids` + `byId`), plain data only; every table and payload is computed from it when read
 * (and memoized per state object, so a read costs nothing the second time).
 *
 * @example
 * const state = createLeagueState();
 * state.teams.ids.length; // every built-in club of every season
 */
export interface LeagueState {
  readonly teams: { readonly ids: readonly TeamKey[]; readonly byId: { readonly [key: TeamKey]: Team } };
  readonly sites: { readonly ids: readonly string[]; readonly byId: { readonly [siteId: string]: Site } };
  readonly seasons: { readonly [key: SeasonKey]: SeasonGames };
  /** API accounts by e-mail address. */
  readonly accounts: { readonly ids: readonly string[]; readonly byId: { readonly [email: string]: Account } };
  /** Bearer tokens by token. */
  readonly tokens: { readonly ids: readonly string[]; readonly byId: { readonly [token: string]: Token } };
  /** Ingested postseason structures by season key (`mlb:2015`). */
  readonly tournaments: { readonly ids: readonly SeasonKey[]; readonly byId: { readonly [key: SeasonKey]: TournamentFacts } };
  /** Team rosters by team key of their season (`mlb:2014:boston-red-sox`). */
  readonly rosters: { readonly ids: readonly TeamKey[]; readonly byId: { readonly [key: TeamKey]: Roster } };
  /** NBA draft picks by draft year and overall pick (`nba:2011:9`). */
  readonly draftPicks: { readonly ids: readonly DraftPickKey[]; readonly byId: { readonly [key: DraftPickKey]: DraftPick } };
  /** Epoch ms of the latest `at` of an ingested batch, or null when no batch carried one. */
  readonly updatedAt: number | null;
}

/**
 * The key of a team in a season.
 *
 * @example
 * teamKey('mlb', 2014, 'boston-red-sox'); // 'mlb:2014:boston-red-sox'
 */
export function teamKey(sport: Sport, season: Season, teamId: string): TeamKey {
  return `${sport}:${season}:${teamId}`;
}

/**
 * The key of a season.
 *
 * @example
 * seasonKey('mlb', 2014); // 'mlb:2014'
 */
export function seasonKey(sport: Sport, season: Season): SeasonKey {
  return `${sport}:${season}`;
}

/** An API account (the person the `me` endpoint describes). */
export interface Account {
  readonly emailAddress: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly createdOn: LeagueDate;
}

/** A bearer token of an account, valid before `expiresAt` (epoch ms). */
export interface Token {
  readonly token: string;
  readonly emailAddress: string;
  readonly expiresAt: number;
}
