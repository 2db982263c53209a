import { deepFreeze } from './deepFreeze.js';
import { sameRecord } from './sameRecord.js';

/** A normalized table of the state: ids in insertion order and records by id. */
export interface Table<K extends string, T> {
  readonly ids: readonly K[];
  readonly byId: { readonly [id in K]: T };
}

/**
 * The table with `records` put in (a record equal to the one held is skipped), or undefined
 * when nothing changes. Built outside immer and frozen all the way down: any string is a safe
 * id, `__proto__` and `constructor` included. An id of `__proto__` is defined as the object's
 * own property; written through immer's draft (or by assignment) it set the object's prototype
 * instead, and immer threw. Readers find records with `Object.hasOwn` and then index, which
 * reads the own property.
 *
 * @example
 * updateTable(state.sites, new Map([['__proto__', site]]))?.byId['__proto__'] === site; // true
 */
export function updateTable<K extends string, T extends object>(current: Table<K, T>, records: ReadonlyMap<K, T>): Table<K, T> | undefined {
  let byId: Record<string, T> | undefined;
  let added: K[] | undefined;
  for (const [id, record] of records) {
    const prior = Object.hasOwn(current.byId, id) ? (current.byId as Record<string, T>)[id] : undefined;
    if (prior && sameRecord(prior, record)) continue;
    // Spread defines properties (it never calls the __proto__ setter), so an own __proto__ is copied as one.
    byId ??= { ...(current.byId as Record<string, T>) };
    if (!prior) (added ??= []).push(id);
    if (id === '__proto__') Object.defineProperty(byId, id, { value: deepFreeze(record), enumerable: true, writable: true, configurable: true });
    else byId[id] = deepFreeze(record);
  }
  if (byId === undefined) return undefined;
  return Object.freeze({
    ids: added === undefined ? current.ids : Object.freeze([...current.ids, ...added]),
    byId: Object.freeze(byId) as { readonly [id in K]: T },
  });
}
