import type { CareerTotals } from '../../aggregates/CareerTotals.js';
import type { PlayerBio } from '../../aggregates/PlayerBio.js';
import type { Team } from '../../aggregates/Team.js';
import { formatBodyMeasures } from '../formatBodyMeasures.js';
import { formatOrdinal } from '../formatOrdinal.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { flatText } from '../flatText.js';
import { keptWhenFixed } from '../keptVariant.js';
import { writeJson, writeJsonItems, writtenItemParts, type JsonStyle } from '../writeJson.js';
import type { PlayerFormatOptions } from './PlayerFormatOptions.js';
import { sharedRecordOf, type SharedRows } from './sharedRowRecord.js';
import { teamToJson } from './teamToJson.js';

/**
 * What {@link formatDraft} prints (a `DraftPayload` of the engine fits it): one row per pick,
 * in order, with the player's age on the clock's date and his career totals.
 *
 * @example
 * const payload: DraftPayloadLike = { picks: [{ season: 2011, round: 1, pick: 9, overallPick: 9, player: kemba, age: 23,
 *   team: bobcats, totals: { gamesPlayed: 148, points: 2250, assists: 765, defensiveRebounds: 434, offensiveRebounds: 89, steals: 219, blocks: 60 } }] };
 */
export interface DraftPayloadLike {
  readonly picks: readonly {
    readonly season: number;
    readonly round: number;
    readonly pick: number;
    readonly overallPick: number;
    readonly player: PlayerBio;
    readonly age: number;
    readonly team: Team;
    readonly totals: CareerTotals;
  }[];
}

/** The draft object's key order (the service documentation's example). */
const DRAFT_SHAPE = new JsonShape([
  'sport:plain', 'season:plain', 'round', 'pick', 'ordinal_pick:plain', 'overall_pick', 'ordinal_overall_pick:plain', 'player', 'team',
  'games_played', 'points', 'assists', 'defensive_rebounds', 'offensive_rebounds', 'steals', 'blocks',
]);

/** The draft player's key order, which differs from the roster player's. */
const PLAYER_SHAPE = new JsonShape([
  'last_name', 'first_name', 'display_name', 'birthdate:plain', 'age', 'position', 'height_in', 'height_cm', 'weight_lb', 'weight_kg',
  'birthplace', 'height_formatted', 'height_m',
]);

/** The records of the frozen drafted players, by age and height decimals (D152): written once per style and level. */
const PLAYERS: SharedRows<PlayerBio> = new WeakMap();

/**
 * The records of frozen picks (the engine's rows, kept per pick while the pick's age, club and
 * totals stay the same, D168), by height decimals: each pick's whole text is written once per
 * style and level, so a draft body is mostly kept text.
 */
const ROWS: SharedRows<DraftPayloadLike['picks'][number]> = new WeakMap();

/**
 * The draft payload: a bare array of `{ sport ("NBA"), season
 * ("2011", a string), round, pick, ordinal_pick, overall_pick, ordinal_overall_pick, player,
 * team, games_played, points, assists, defensive_rebounds, offensive_rebounds, steals, blocks }`,
 * the player `last_name, first_name, display_name, birthdate, age, position, height_in,
 * height_cm, weight_lb, weight_kg, birthplace, height_formatted, height_m`. Ordinals by
 * {@link formatOrdinal} (`9th`), measures by {@link formatBodyMeasures}.
 *
 * @example
 * formatDraft(getDraft(state, { season: 2011, teamId: 'charlotte-bobcats', now }), { heightMDecimals: 1 });
 * // '[ {\n  "sport" : "NBA",\n  "season" : "2011",\n  "round" : 1,\n  "pick" : 9,\n  "ordinal_pick" : "9th", ...'
 */
export function formatDraft(payload: DraftPayloadLike, options: PlayerFormatOptions = {}): string {
  return writeJson(draftRecords(payload, options), options.style ?? 'pretty');
}

/**
 * {@link formatDraft} in parts, a pick, a separator or a bracket each (see `writeJsonItems`):
 * joined, exactly its text. The router encodes a draft body part by part, each pick's kept text
 * as its kept bytes.
 */
export function formatDraftParts(payload: DraftPayloadLike, options: PlayerFormatOptions = {}): string[] {
  const style = options.style ?? 'pretty';
  const decimals = options.heightMDecimals ?? 2;
  const kept = style === 'pretty' || style === 'compact' ? rowTextsOf(style, decimals) : undefined;
  if (kept === undefined) return writeJsonItems(draftRecords(payload, options), style);
  return writtenItemParts(payload.picks.map((d) => keptWhenFixed(kept, d, frozenPick, () => flatText(writeJson(draftRecord(d, decimals), style)))), style);
}

/** Pick type of a payload. */
type PickLike = DraftPayloadLike['picks'][number];

/**
 * The text of each frozen pick row, per style and height decimals (D183): a draft body is its
 * picks' kept texts between separators. A few variants at most: past them, nothing is kept.
 */
const ROW_TEXTS = new Map<string, WeakMap<PickLike, string>>();
const MAX_ROW_TEXT_VARIANTS = 8;

function rowTextsOf(style: JsonStyle, decimals: 1 | 2): WeakMap<PickLike, string> | undefined {
  const variant = `${style}:${decimals}`;
  let kept = ROW_TEXTS.get(variant);
  if (kept === undefined && ROW_TEXTS.size < MAX_ROW_TEXT_VARIANTS) ROW_TEXTS.set(variant, (kept = new WeakMap()));
  return kept;
}

/** A row with anything not frozen (itself, its player, team or totals) may still change: never kept by itself. */
function frozenPick(d: PickLike): boolean {
  return Object.isFrozen(d) && Object.isFrozen(d.player) && Object.isFrozen(d.team) && Object.isFrozen(d.totals);
}

/** The record of each pick. */
function draftRecords(payload: DraftPayloadLike, options: PlayerFormatOptions): JsonRecord[] {
  const decimals = options.heightMDecimals ?? 2;
  return payload.picks.map((d) => draftRecord(d, decimals));
}

/** The record of a pick, shared per frozen pick row and height decimals. */
function draftRecord(d: PickLike, decimals: 1 | 2): JsonRecord {
  return sharedRecordOf(ROWS, d, String(decimals), () => {
    const p = d.player;
    const t = d.totals;
    return DRAFT_SHAPE.record([
      'NBA', String(d.season), d.round, d.pick, formatOrdinal(d.pick), d.overallPick, formatOrdinal(d.overallPick),
      sharedRecordOf(PLAYERS, p, `${d.age}:${decimals}`, () => {
        const m = formatBodyMeasures(p.heightIn, p.weightLb, decimals);
        return PLAYER_SHAPE.record([
          p.lastName, p.firstName, p.displayName, p.birthdate, d.age, p.position, p.heightIn, m.heightCm, p.weightLb, m.weightKg,
          p.birthplace, m.heightFormatted, m.heightM,
        ]);
      }),
      teamToJson(d.team),
      t.gamesPlayed, t.points, t.assists, t.defensiveRebounds, t.offensiveRebounds, t.steals, t.blocks,
    ]);
  });
}
