import type { Team } from '../../aggregates/Team.js';
import type { LeagueDate } from '../../ids/index.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { keptVariant } from '../keptVariant.js';
import { writeJson } from '../writeJson.js';
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
  const competitors = payload.groups.reduce((n, g) => n + g.competitors.length, 0);
  return writeJson(
    TOURNAMENT_SHAPE.record([
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
      payload.rounds.map((r) => ROUND_SHAPE.record([r.sequence, r.name, r.startDate, r.finishDate, r.roundFormat])),
      payload.groups.map((g) =>
        GROUP_SHAPE.record([g.name, g.description, g.competitors.length, g.competitors.map(competitorRecord)]),
      ),
    ]),
    options.style ?? 'pretty',
  );
}

/** The record of each frozen team as a competitor, by seed (D174): written once per style and level. */
const COMPETITORS = new WeakMap<Team, Map<number, JsonRecord>>();

function competitorRecord(c: { readonly seed: number; readonly team: Team }): JsonRecord {
  return keptVariant(COMPETITORS, c.team, c.seed, 4, () => COMPETITOR_SHAPE.sharedRecord([c.seed, teamToJson(c.team)]));
}
