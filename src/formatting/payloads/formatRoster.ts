import type { RosterPlayer } from '../../aggregates/Roster.js';
import type { Team } from '../../aggregates/Team.js';
import { formatBodyMeasures } from '../formatBodyMeasures.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import type { PlayerFormatOptions } from './PlayerFormatOptions.js';
import { sharedRecordOf, type SharedRows } from './sharedRowRecord.js';
import { teamToJson } from './teamToJson.js';

/**
 * What {@link formatRoster} prints (a `RosterPayload` of the engine fits it): the team, and the
 * players in order, each with his age on the clock's date.
 *
 * @example
 * const payload: RosterPayloadLike = { team: redSox, players: [{ player: ortiz, age: 38 }] };
 */
export interface RosterPayloadLike {
  readonly team: Team;
  readonly players: readonly { readonly player: RosterPlayer; readonly age: number }[];
}

const ROSTER_SHAPE = new JsonShape(['team', 'players']);

/**
 * The roster player's key order: the 2013 NBA documentation's order, then the fields added
 * later (`bats`, `throws`, `roster_status`; the MLB samples
 * were reserialized and keep no order). `bats` and `throws` are omitted when unknown (NBA
 * players, three 2014 MLB players).
 */
const PLAYER_SHAPE = new JsonShape([
  'last_name', 'first_name', 'display_name', 'birthdate:plain', 'age', 'birthplace', 'height_in', 'height_cm', 'height_m',
  'height_formatted', 'weight_lb', 'weight_kg', 'position', 'uniform_number', 'bats:plain', 'throws:plain', 'roster_status:plain',
]);

/**
 * The records of the frozen roster players of the state, by age and height decimals (D152): a
 * player's text is written once per style and level, not on every roster asked for.
 */
const PLAYERS: SharedRows<RosterPlayer> = new WeakMap();

function playerToJson(p: RosterPlayer, age: number, heightMDecimals: 1 | 2): JsonRecord {
  const m = formatBodyMeasures(p.heightIn, p.weightLb, heightMDecimals);
  return PLAYER_SHAPE.record([
    p.lastName, p.firstName, p.displayName, p.birthdate, age, p.birthplace, p.heightIn, m.heightCm, m.heightM, m.heightFormatted,
    p.weightLb, m.weightKg, p.position, p.uniformNumber, p.bats ?? undefined, p.throws ?? undefined, p.rosterStatus,
  ]);
}

/**
 * The roster payload: `{ team, players }`, each player `last_name,
 * first_name, display_name, birthdate, age, birthplace, height_in, height_cm, height_m,
 * height_formatted, weight_lb, weight_kg, position, uniform_number, bats, throws,
 * roster_status`, the metric values computed from inches and pounds by
 * {@link formatBodyMeasures} (`heightMDecimals: 1` for the 2013 documentation's `height_m`).
 *
 * @example
 * formatRoster(getRoster(state, { sport: 'mlb', teamId: 'boston-red-sox', now, status: 'expanded' })!);
 * // '{\n  "team" : { ... },\n  "players" : [ {\n    "last_name" : "Badenhop", ...'
 */
export function formatRoster(payload: RosterPayloadLike, options: PlayerFormatOptions = {}): string {
  const decimals = options.heightMDecimals ?? 2;
  return writeJson(
    ROSTER_SHAPE.record([teamToJson(payload.team), payload.players.map((r) => sharedRecordOf(PLAYERS, r.player, `${r.age}:${decimals}`, () => playerToJson(r.player, r.age, decimals)))]),
    options.style ?? 'pretty',
  );
}
