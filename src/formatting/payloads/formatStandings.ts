import type { StandingFacts } from '../../aggregates/StandingRow.js';
import type { LeagueDate } from '../../ids/index.js';
import { formatDateTime } from '../formatDateTime.js';
import { formatMidnight } from './formatMidnight.js';
import { JsonShape } from '../JsonShape.js';
import { writeJson } from '../writeJson.js';
import { EASTERN, type FormatOptions } from './FormatOptions.js';
import { standingToJson } from './standingToJson.js';
import { writeStandingsPretty, writeStandingsPrettyParts } from './writeStandingsPretty.js';

const STANDINGS_SHAPE = new JsonShape(['standings_date', 'standing']);

/** What {@link formatStandings} and {@link formatWildcard} print. */
export interface StandingsPayloadLike {
  readonly standingsDate: { readonly date: LeagueDate } | { readonly instant: number };
  readonly rows: readonly StandingFacts[];
}

/**
 * The standings payload `{ standings_date, standing }`.
 *
 * @example
 * formatStandings(getStandings(state, { sport: 'mlb', date: '20190502', now }));
 */
export function formatStandings(payload: StandingsPayloadLike, options: FormatOptions = {}): string {
  return formatTable(payload, options, true);
}

/**
 * The wild card payload: the standings shape without division records.
 *
 * @example
 * formatWildcard(getWildcard(state, { sport: 'mlb', date: '20190929', now }));
 */
export function formatWildcard(payload: StandingsPayloadLike, options: FormatOptions = {}): string {
  return formatTable(payload, options, false);
}

/** The pretty style through the standings' own writer (D149) when it takes the values, else (and for compact) through `writeJson`. */
function formatTable(payload: StandingsPayloadLike, options: FormatOptions, divisionRecords: boolean): string {
  const date = formatStandingsDate(payload, options.timeZone ?? EASTERN);
  const style = options.style ?? 'pretty';
  if (style === 'pretty') {
    const text = writeStandingsPretty(date, payload.rows, divisionRecords);
    if (text !== undefined) return text;
  }
  return writeJson(STANDINGS_SHAPE.record([date, payload.rows.map((r) => standingToJson(r, { divisionRecords }))]), style);
}

/**
 * {@link formatStandings} (`divisionRecords` true) or {@link formatWildcard} (false) in parts:
 * joined, exactly its text; in the pretty style each row is a part (kept whole per record, D154).
 *
 * @example
 * formatTableParts(getStandings(state, { sport: 'mlb', date: '20190929', now }), {}, true).join('') === formatStandings(getStandings(state, { sport: 'mlb', date: '20190929', now })); // true
 */
export function formatTableParts(payload: StandingsPayloadLike, options: FormatOptions, divisionRecords: boolean): string[] {
  if ((options.style ?? 'pretty') === 'pretty') {
    const parts = writeStandingsPrettyParts(formatStandingsDate(payload, options.timeZone ?? EASTERN), payload.rows, divisionRecords);
    if (parts !== undefined) return parts;
  }
  return [formatTable(payload, options, divisionRecords)];
}

export function formatStandingsDate(payload: StandingsPayloadLike, timeZone: string): string {
  const d = payload.standingsDate;
  return 'date' in d ? formatMidnight(d.date, timeZone) : formatDateTime(d.instant, timeZone);
}
