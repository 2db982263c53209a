import type { JsonRecord, JsonShape } from '../JsonShape.js';
import type { JsonValue } from '../writeJson.js';
import { keptVariant } from '../keptVariant.js';

/** The shared records of rows, per row and variant (see {@link sharedRowRecord}). */
export type SharedRows<R extends object> = WeakMap<R, Map<string, JsonRecord>>;

/** A few variants per row at most: beyond that, a record per call (no growth without bound). */
const MAX_VARIANTS_PER_ROW = 4;

/**
 * The record of a payload row (a results row, an event) for a display zone. A frozen row (the
 * engine freezes the rows it keeps per state) gets a shared record, kept in `kept` per row and
 * zone, whose text is written once per style and nesting level and reused by every payload
 * that holds the row (D98). A row that is not frozen may still change, so it gets a new record
 * every time. `values` gives the row's values in the shape's key order.
 */
export function sharedRowRecord<R extends object>(kept: SharedRows<R>, row: R, timeZone: string, shape: JsonShape, values: (row: R, timeZone: string) => readonly (JsonValue | undefined)[]): JsonRecord {
  return sharedRecordOf(kept, row, timeZone, () => shape.record(values(row, timeZone)));
}

/**
 * The record `make` gives for a row, shared when the row is frozen: kept in `kept` per row and
 * `variant` (a display zone, the team abbreviation a box score line is printed with), so that its
 * text is written once per style and level (D98, D152: a box score's player lines). A row that is
 * not frozen may still change: `make`'s record, every time.
 */
export function sharedRecordOf<R extends object>(kept: SharedRows<R>, row: R, variant: string, make: () => JsonRecord): JsonRecord {
  return keptVariant(kept, row, variant, MAX_VARIANTS_PER_ROW, () => {
    const made = make();
    return made.texts === undefined ? made.shape.sharedRecord(made.values) : made;
  });
}
