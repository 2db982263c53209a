import type { LeaderValue } from '../../aggregates/computeLeaders.js';
import type { PlayerTotals } from '../../aggregates/PlayerTotals.js';
import type { Team } from '../../aggregates/Team.js';
import { decimalOf } from '../Decimal.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { keptVariantWith, keptWhenFixed } from '../keptVariant.js';
import { writeJson, writeJsonItems } from '../writeJson.js';
import type { FormatOptions } from './FormatOptions.js';
import { teamToJson } from './teamToJson.js';

/**
 * What {@link formatLeaders} prints (a `LeadersPayload` of the engine fits it).
 *
 * @example
 * const payload: LeadersPayloadLike = { rows: [{ player: { lastName: 'Anthony', firstName: 'Carmelo', displayName: 'Carmelo Anthony' },
 *   rank: 1, value: { scaled: 2866, scale: 2 }, team: knicks }] };
 */
export interface LeadersPayloadLike {
  readonly rows: readonly {
    readonly player: Pick<PlayerTotals, 'lastName' | 'firstName' | 'displayName'>;
    readonly rank: number;
    readonly value: LeaderValue;
    readonly team: Team;
  }[];
}

/** The leader entry's key order (the recorded 2013 response). */
const LEADER_SHAPE = new JsonShape(['last_name', 'first_name', 'display_name', 'rank', 'value', 'team']);

/**
 * The leaders payload: a bare array of `{ last_name, first_name,
 * display_name, rank, value, team }`. A whole-number value prints as an integer (`82`), the
 * others as doubles with the decimals they were rounded to (`28.66`, `22.9`, `0.603`).
 *
 * @example
 * formatLeaders(getLeaders(state, { category: 'points_per_game', now }));
 * // '[ {\n  "last_name" : "Anthony",\n  "first_name" : "Carmelo",\n  ...\n  "value" : 28.66,\n  "team" : { ... }\n}, ... ]'
 */
export function formatLeaders(payload: LeadersPayloadLike, options: FormatOptions = {}): string {
  return writeJson(payload.rows.map(leaderRecord), options.style ?? 'pretty');
}

/**
 * {@link formatLeaders} in parts, a row, a separator or a bracket each (see `writeJsonItems`):
 * joined, exactly its text. The router sends each kept row text as its kept bytes.
 */
export function formatLeadersParts(payload: LeadersPayloadLike, options: FormatOptions = {}): string[] {
  return writeJsonItems(payload.rows.map(leaderRecord), options.style ?? 'pretty');
}

type LeaderRowLike = LeadersPayloadLike['rows'][number];

/**
 * The records of leader rows, per frozen player totals (the engine's totals after a game, D170)
 * by rank and value, with the team they were written for: a row's text is written once per style
 * and level. A player's totals show in up to 19 categories, each with its own rank and value,
 * hence the larger limit.
 */
const ROWS = new WeakMap<LeaderRowLike['player'], Map<string, readonly [Team, JsonRecord]>>();
const VARIANTS_PER_PLAYER = 24;

/**
 * The record of each frozen row object itself (D182): the engine keeps a date's ranked list with
 * its read (D177), so the same row comes again while that list is kept, and is found here by one
 * lookup instead of by team, player and a key made of its rank and value.
 */
const BY_ROW = new WeakMap<LeaderRowLike, JsonRecord>();

function leaderRecord(r: LeaderRowLike): JsonRecord {
  return keptWhenFixed(BY_ROW, r, frozenRow, rowRecord);
}

/** A row with anything not frozen (itself, its value, player or team) may still change: never kept by itself. */
function frozenRow(r: LeaderRowLike): boolean {
  return Object.isFrozen(r) && Object.isFrozen(r.value) && Object.isFrozen(r.player) && Object.isFrozen(r.team);
}

function rowRecord(r: LeaderRowLike): JsonRecord {
  return keptVariantWith(ROWS, r.team, r.player, `${r.rank}:${r.value.scaled}:${r.value.scale}`, VARIANTS_PER_PLAYER, () => LEADER_SHAPE.sharedRecord([
    r.player.lastName,
    r.player.firstName,
    r.player.displayName,
    r.rank,
    r.value.scale === 0 ? r.value.scaled : decimalOf(r.value.scaled, r.value.scale),
    teamToJson(r.team),
  ]));
}
