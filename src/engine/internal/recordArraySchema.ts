import { z } from 'zod';
import { describeValue } from '../../ids/describeValue.js';
import { uncheckedIssue } from './boundedArray.js';
import { LIMITS } from './limits.js';
import { isPrintable, textProblem } from './textProblem.js';
import { unknownKeyMessage } from './unknownKeyMessage.js';

const STRING = -1;
const BOOLEAN = -2;
const OTHER = -3;

/** The type of one field of a {@link recordArraySchema} record. */
export interface FieldSpec {
  readonly kind: 'string' | 'integer' | 'number' | 'boolean';
  /** Absent (or undefined) is allowed. */
  readonly optional?: boolean;
  /** Bounds of a number, inclusive. An integer's are -2^31 and 2^31 - 1 unless given. */
  readonly min?: number;
  readonly max?: number;
  /** A string must not be empty. */
  readonly nonEmpty?: boolean;
}

/**
 * A zod schema for an array of flat records with typed fields, checked by one hand-written loop
 * instead of a `z.object` per record. The baseball box score lines are about 49,000 records of
 * 20 to 25 fields a season; `z.array(z.object(...))` spent ~70 ms on the batters of the 1,522
 * recorded 2014 games where this loop spends ~13 ms (D20); NBA player lines (~32,000 a season)
 * are checked the same way. Each wrong field is a zod issue with its path (`[3, 'hits']`) and a
 * message, so `toIssues` reports it like any other. The loop also refuses what `z.strictObject`
 * and the schemas' text and bounds refuse: a key the record does not have (`[3, 'hitz']`,
 * reported as `unknown_key`), a string with a control character, an integer beyond 32 bits.
 * After {@link LIMITS.issues} issues it stops, with one last issue naming the records not checked.
 * The output is the input array itself: the normalizers build new records from it.
 *
 * @example
 * const schema = recordArraySchema<{ name: string; hits?: number }>('batter', { name: { kind: 'string' }, hits: { kind: 'integer', min: 0, optional: true } });
 * schema.safeParse([{ name: 'A', hits: -1 }]).success; // false, issue at [0, 'hits']
 */
export function recordArraySchema<T extends object>(what: string, fields: { readonly [K in keyof T]-?: FieldSpec }): z.ZodType<T[], T[]> {
  const keys = Object.keys(fields);
  const specs = keys.map((k) => {
    const spec = (fields as Record<string, FieldSpec>)[k]!;
    return spec.kind === 'integer' ? { ...spec, min: spec.min ?? -LIMITS.int32 - 1, max: spec.max ?? LIMITS.int32 } : spec;
  });
  const indexOf = new Map(keys.map((k, i) => [k, i]));
  const required = specs.reduce((n, spec) => n + (spec.optional ? 0 : 1), 0);
  // Most fields are counts (integers from 0: their maximum), strings or flags: checked inline,
  // the rest (OTHER) through `check`.
  const fastKind = specs.map((spec) => (spec.kind === 'integer' && spec.min === 0 && spec.max! >= 0 ? spec.max! : spec.kind === 'string' ? STRING : spec.kind === 'boolean' ? BOOLEAN : OTHER));
  const nonEmpty = specs.map((spec) => spec.nonEmpty === true);
  const optional = specs.map((spec) => spec.optional === true);
  // The keys of the last record checked, by position, and their fields' indexes.
  const seenKeys: (string | undefined)[] = [];
  const seenIndex: (number | undefined)[] = [];
  return z.unknown().transform((list, ctx) => {
    if (!Array.isArray(list)) {
      ctx.issues.push({ code: 'custom', input: list, message: `expected an array of ${what} records, got ${describeValue(list)}` });
      return z.NEVER;
    }
    const start = ctx.issues.length;
    const add = (path: (string | number)[], message: string) => ctx.issues.push({ code: 'custom', input: undefined, path, message });
    // A key of no field: an `unknown_key` issue (up to the limit).
    const unknown = (key: string, i: number) => {
      if (ctx.issues.length - start < LIMITS.issues) ctx.issues.push({ code: 'unrecognized_keys', keys: [key], input: undefined, path: [i], message: unknownKeyMessage(key, keys) });
    };
    for (let i = 0; i < list.length; i++) {
      if (ctx.issues.length - start >= LIMITS.issues) {
        ctx.issues.push(uncheckedIssue(i, list.length));
        break;
      }
      const record = list[i] as unknown;
      if (typeof record !== 'object' || record === null || Array.isArray(record)) {
        add([i], `expected a ${what} object, got ${describeValue(record)}`);
        continue;
      }
      // One pass over the record's own keys (no `hasOwn` per known field): a key of no field is
      // unknown, and the required fields seen are counted to find a missing one. `for...in`
      // walks V8's enum cache without allocating a list of keys, and `fieldsOf[key]` in its
      // body is read through that cache; it sees only own keys when the prototype is Object's
      // or null (their properties are not enumerable), else the own keys are listed. The lines
      // of a batch come from one importer with their keys in one order, so the key at position
      // j of the previous record is tried before the map. Counts (integers from 0 with a
      // maximum) and printable strings pass inline; anything else goes through `check`.
      const fieldsOf = record as Record<string, unknown>;
      const proto = Object.getPrototypeOf(record) as unknown;
      let requiredSeen = 0;
      let j = 0;
      if (proto === Object.prototype || proto === null) {
        for (const key in fieldsOf) {
          // Stored only when the key differs from the previous record's (stores are not free).
          let k = seenKeys[j] === key ? seenIndex[j] : undefined;
          if (k === undefined) {
            k = indexOf.get(key);
            if (k === undefined) {
              unknown(key, i);
              j++;
              continue;
            }
            seenKeys[j] = key;
            seenIndex[j] = k;
          }
          j++;
          const value = fieldsOf[key];
          if (!optional[k]) requiredSeen++;
          const fast = fastKind[k]!;
          if (fast >= 0 ? typeof value === 'number' && value >= 0 && value <= fast && Number.isInteger(value)
            : fast === STRING ? typeof value === 'string' && value.length <= LIMITS.textLength && (value === '' ? !nonEmpty[k] : isPrintable(value))
              : fast === BOOLEAN && typeof value === 'boolean') continue;
          const problem = check(value, specs[k]!);
          if (problem !== undefined) add([i, key], problem);
        }
      } else {
        for (const key of Object.keys(fieldsOf)) {
          const k = indexOf.get(key);
          if (k === undefined) {
            unknown(key, i);
            continue;
          }
          if (!optional[k]) requiredSeen++;
          const problem = check(fieldsOf[key], specs[k]!);
          if (problem !== undefined) add([i, key], problem);
        }
      }
      if (requiredSeen < required) {
        for (let k = 0; k < keys.length; k++) if (!specs[k]!.optional && !Object.hasOwn(record, keys[k]!)) add([i, keys[k]!], 'required');
      }
    }
    return list as T[];
  }) as unknown as z.ZodType<T[], T[]>;
}

function check(value: unknown, spec: FieldSpec): string | undefined {
  if (value === undefined) return spec.optional ? undefined : 'required';
  switch (spec.kind) {
    case 'string':
      if (typeof value !== 'string') return `expected a string, got ${describeValue(value)}`;
      if (spec.nonEmpty && value === '') return 'expected a non-empty string';
      if (value.length > LIMITS.textLength) return `expected at most ${LIMITS.textLength} characters, got ${value.length}`;
      return textProblem(value);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `expected a boolean, got ${describeValue(value)}`;
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return `expected a number, got ${describeValue(value)}`;
      if (spec.kind === 'integer' && !Number.isSafeInteger(value)) return `expected an integer, got ${value}`;
      if (spec.min !== undefined && value < spec.min) return `expected a number >= ${spec.min}, got ${value}`;
      if (spec.max !== undefined && value > spec.max) return `expected a number <= ${spec.max}, got ${value}`;
      return undefined;
    }
  }
}
