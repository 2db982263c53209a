import type { PlayerLine } from '../../aggregates/PlayerLine.js';
import type { Team } from '../../aggregates/Team.js';
import type { LeagueDate } from '../../ids/index.js';
import { JsonShape, type JsonRecord } from '../JsonShape.js';
import { keptVariant } from '../keptVariant.js';
import { writeJson, writeJsonRecordHead, writeJsonRecordParts } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { formatMidnight } from './formatMidnight.js';
import { playerLineToJson } from './playerLineToJson.js';
import { sharedRecordOf, type SharedRows } from './sharedRowRecord.js';

/**
 * What {@link formatDailyLeaders} prints (a `DailyLeadersPayload` of the engine fits it).
 *
 * @example
 * const payload: DailyLeadersPayloadLike = { date: '2018-01-05' as LeagueDate, rows: [{ line: bealLine, team: wizards }] };
 */
export interface DailyLeadersPayloadLike {
  readonly date: LeagueDate;
  readonly rows: readonly { readonly line: PlayerLine; readonly team: Team }[];
}

/**
 * The daily leaders' records of frozen lines (the state's), by team abbreviation: each line's text
 * is written once per style and level (D152, as the box score's lines, in their own form).
 */
const LINES: SharedRows<PlayerLine> = new WeakMap();

/** The daily leaders payload's keys. */
const ROOT_SHAPE = new JsonShape(['daily_leaders_date', 'sort_type:plain', 'player']);

/**
 * The daily leaders payload: `{ daily_leaders_date, sort_type, player }`.
 * `daily_leaders_date` is midnight of the league day in the display zone, as every table of a
 * date prints its date (`events_date`, `standings_date`); `sort_type` is always
 * `default`; each player is a complete line in the daily leaders' form (with `rebounds` and the
 * percent strings) carrying the abbreviation of the team he played for.
 *
 * @example
 * formatDailyLeaders(getDailyLeaders(state, { date: '20180105', now }));
 * // '{\n  "daily_leaders_date" : "2018-01-05T00:00:00-05:00",\n  "sort_type" : "default",\n  "player" : [ { ... } ]\n}'
 */
export function formatDailyLeaders(payload: DailyLeadersPayloadLike, options: FormatOptions = {}): string {
  return writeJson(dailyLeadersRecord(payload, options), options.style ?? 'pretty');
}

/**
 * {@link formatDailyLeaders} in parts (`writeJsonRecordParts`): joined, exactly its text; each
 * player's kept line is a part of its own (D177). The first part, the text up to the players, is
 * kept per frozen payload, zone and style (D191), so that the parts alternate between texts kept
 * from call to call (the head, the lines, the close) and the brackets and separators between
 * them, as the router's `encodeAlternating` writes them.
 */
export function formatDailyLeadersParts(payload: DailyLeadersPayloadLike, options: FormatOptions = {}): string[] {
  const style = options.style ?? 'pretty';
  const record = dailyLeadersRecord(payload, options);
  if (style !== 'pretty' && style !== 'compact') return writeJsonRecordParts(record, style);
  return writeJsonRecordParts(record, style, keptVariant(HEADS[style], payload, options.timeZone ?? EASTERN, HEADS_PER_PAYLOAD, WRITE_HEAD[style]));
}

function dailyLeadersRecord(payload: DailyLeadersPayloadLike, options: FormatOptions): JsonRecord {
  return rootRecord(payload, options.timeZone ?? EASTERN, payload.rows.map((r) => sharedRecordOf(LINES, r.line, r.team.abbreviation, () => playerLineToJson(r.line, r.team.abbreviation, 'daily-leaders'))));
}

function rootRecord(payload: DailyLeadersPayloadLike, timeZone: string, players: readonly JsonRecord[]): JsonRecord {
  return ROOT_SHAPE.record([formatMidnight(payload.date, timeZone), 'default', players]);
}

/** The text up to the players of each frozen payload, by zone, one map per style (D191), and what writes it. */
const HEADS = { pretty: new WeakMap<DailyLeadersPayloadLike, Map<string, string>>(), compact: new WeakMap<DailyLeadersPayloadLike, Map<string, string>>() };
const WRITE_HEAD = { pretty: headWriter('pretty'), compact: headWriter('compact') };
/** Zones whose head is kept per payload and style; past them, written on every call. */
const HEADS_PER_PAYLOAD = 8;

function headWriter(style: 'pretty' | 'compact'): (payload: DailyLeadersPayloadLike, timeZone: string) => string {
  return (payload, timeZone) => writeJsonRecordHead(rootRecord(payload, timeZone, []), style);
}
