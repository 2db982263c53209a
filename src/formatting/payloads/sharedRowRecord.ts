import type { JsonRecord, JsonShape } from '../JsonShape.js';
import type { JsonValue } from '../writeJson.js';

/** The shared records of rows, per row and display zone (see {@link sharedRowRecord}). */
export type SharedRows<R extends object> = WeakMap<R, Map<string, JsonRecord>>;

/** A few zones per row at most: beyond that, a record per call (no growth without bound). */
const MAX_ZONES_PER_ROW = 4;

/**
 * The record of a payload row (a results row, an event) for a display zone. A frozen row (the
 * engine freezes the rows it keeps per state) gets a shared record, kept in `kept` per row and
 * zone, whose text is written once per style and nesting level and reused by every payload
 * that holds the row (D98). A row that is not frozen may still change, so it gets a new record
 * every time. `values` gives the row's values in the shape's key order.
 */
export function sharedRowRecord<R extends object>(kept: SharedRows<R>, row: R, timeZone: string, shape: JsonShape, values: (row: R, timeZone: string) => readonly (JsonValue | undefined)[]): JsonRecord {
  if (!Object.isFrozen(row)) return shape.record(values(row, timeZone));
  let byZone = kept.get(row);
  if (byZone === undefined) kept.set(row, (byZone = new Map()));
  let record = byZone.get(timeZone);
  if (record === undefined) {
    record = shape.sharedRecord(values(row, timeZone));
    if (byZone.size < MAX_ZONES_PER_ROW) byZone.set(timeZone, record);
  }
  return record;
}
