import type { Team } from '../../aggregates/Team.js';
import type { LeagueDate } from '../../ids/index.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { keptVariant, keptWhenFixed } from '../keptVariant.js';
import { writeJson, writeJsonRecordParts } from '../writeJson.js';
import type { FormatOptions } from './FormatOptions.js';
import { teamToJson } from './teamToJson.js';

/** What {@link formatTournament} prints (the engine's `TournamentPayload` fits it). */
export interface TournamentPayloadLike {
  readonly sport: string;
  readonly season: number;
  readonly seasonType: string;
  readonly name: string;
  readonly description: string;
  readonly seeded: boolean;
  readonly startDate: LeagueDate | null;
  readonly finishDate: LeagueDate | null;
  readonly rounds: readonly {
    readonly sequence: number;
    readonly name: string;
    readonly roundFormat: string;
    readonly startDate: LeagueDate | null;
    readonly finishDate: LeagueDate | null;
  }[];
  readonly groups: readonly {
    readonly name: string;
    readonly description: string;
    readonly competitors: readonly { readonly seed: number; readonly team: Team }[];
  }[];
}

// The documentation sample's order (FORMAT-NOTES 4: competitors_total before rounds_total).
const TOURNAMENT_SHAPE = new JsonShape([
  'sport:plain', 'season:plain', 'season_type:plain', 'name', 'description', 'seeded', 'groups_total', 'competitors_total', 'rounds_total',
  'start_date', 'finish_date', 'rounds', 'groups',
]);
const ROUND_SHAPE = new JsonShape(['sequence', 'name', 'start_date', 'finish_date', 'round_format']);
const GROUP_SHAPE = new JsonShape(['name', 'description', 'competitors_total', 'competitors']);
const COMPETITOR_SHAPE = new JsonShape(['seed', 'team']);

/**
 * The tournament payload in the key order of the service's 2015 sample:
 * `sport, season, season_type, name, description, seeded, groups_total, competitors_total,
 * rounds_total, start_date, finish_date, rounds [sequence, name, start_date, finish_date,
 * round_format], groups [name, description, competitors_total, competitors [seed, team]]`.
 * Sport upper case, season a string, dates `yyyy-MM-dd`, an unknown date `null`.
 *
 * @example
 * formatTournament(getTournament(state, { sport: 'mlb', season: 2015, now })!);
 * // '{\n  "sport" : "MLB",\n  "season" : "2015",\n  "season_type" : "post",\n  "name" : "2015 MLB Postseason", ...'
 */
export function formatTournament(payload: TournamentPayloadLike, options: FormatOptions = {}): string {
  return writeJson(tournamentRecord(payload), options.style ?? 'pretty');
}

/**
 * {@link formatTournament} in parts (`writeJsonRecordParts`): joined, exactly its text; each
 * group, a kept text when the payload is frozen, is a part of its own (D178).
 */
export function formatTournamentParts(payload: TournamentPayloadLike, options: FormatOptions = {}): string[] {
  return writeJsonRecordParts(tournamentRecord(payload), options.style ?? 'pretty');
}

function tournamentRecord(payload: TournamentPayloadLike): JsonRecord {
  const competitors = payload.groups.reduce((n, g) => n + g.competitors.length, 0);
  return TOURNAMENT_SHAPE.record([
    payload.sport.toUpperCase(),
    String(payload.season),
    payload.seasonType,
    payload.name,
    payload.description,
    payload.seeded,
    payload.groups.length,
    competitors,
    payload.rounds.length,
    payload.startDate,
    payload.finishDate,
    payload.rounds.map(roundRecord),
    payload.groups.map(groupRecord),
  ]);
}

type Round = TournamentPayloadLike['rounds'][number];
type Group = TournamentPayloadLike['groups'][number];

/** The record of each frozen round, written once per style and level (D178). */
const ROUNDS = new WeakMap<Round, JsonRecord>();

function roundRecord(r: Round): JsonRecord {
  return keptWhenFixed(ROUNDS, r, Object.isFrozen, () => ROUND_SHAPE.sharedRecord([r.sequence, r.name, r.startDate, r.finishDate, r.roundFormat]));
}

/**
 * The record of each group, kept per group object when the group, its list of competitors and each
 * competitor are frozen (an engine payload is, D178; teams are immutable, as `teamToJson` takes
 * them): written once per style and level. Anything not frozen may still change, so such a group
 * is written afresh. What is frozen stays frozen, so a group found kept was checked when it was
 * kept.
 */
const GROUPS = new WeakMap<Group, JsonRecord>();

function groupRecord(g: Group): JsonRecord {
  return keptWhenFixed(GROUPS, g, frozenGroup, () => GROUP_SHAPE.sharedRecord([g.name, g.description, g.competitors.length, g.competitors.map(competitorRecord)]));
}

function frozenGroup(g: Group): boolean {
  return Object.isFrozen(g) && Object.isFrozen(g.competitors) && g.competitors.every((c) => Object.isFrozen(c));
}

/** The record of each frozen team as a competitor, by seed (D174): written once per style and level. */
const COMPETITORS = new WeakMap<Team, Map<number, JsonRecord>>();

function competitorRecord(c: { readonly seed: number; readonly team: Team }): JsonRecord {
  return keptVariant(COMPETITORS, c.team, c.seed, 4, sharedCompetitor);
}

function sharedCompetitor(team: Team, seed: number): JsonRecord {
  return COMPETITOR_SHAPE.sharedRecord([seed, teamToJson(team)]);
}
