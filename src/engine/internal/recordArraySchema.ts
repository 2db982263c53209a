import { z } from 'zod';
import { describeValue, uncheckedIssue } from './boundedArray.js';
import { LIMITS } from './limits.js';
import { textProblem } from './textProblem.js';
import { unknownKeyMessage } from './unknownKeyMessage.js';

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
  // Most fields are counts (integers from 0) with a maximum, or strings: checked inline, the rest through `check`.
  const countMax = specs.map((spec) => (spec.kind === 'integer' && spec.min === 0 ? spec.max! : -1));
  const strings = specs.map((spec) => spec.kind === 'string');
  // The keys of the last record checked, by position, and their fields' indexes.
  const seenKeys: (string | undefined)[] = [];
  const seenIndex: number[] = [];
  return z.unknown().transform((list, ctx) => {
    if (!Array.isArray(list)) {
      ctx.issues.push({ code: 'custom', input: list, message: `expected an array of ${what} records, got ${describeValue(list)}` });
      return z.NEVER;
    }
    const start = ctx.issues.length;
    const add = (path: (string | number)[], message: string) => ctx.issues.push({ code: 'custom', input: undefined, path, message });
    // Checks one field of record i; 1 when it is a required field. The lines of a batch come from
    // one importer with their keys in one order, so the key at position j of the previous record
    // is tried before the map.
    const visit = (fieldsOf: Record<string, unknown>, key: string, i: number, j: number): number => {
      const k = seenKeys[j] === key ? seenIndex[j]! : indexOf.get(key);
      if (k === undefined) {
        if (ctx.issues.length - start < LIMITS.issues) ctx.issues.push({ code: 'unrecognized_keys', keys: [key], input: undefined, path: [i], message: unknownKeyMessage(key, keys) });
        return 0;
      }
      seenKeys[j] = key;
      seenIndex[j] = k;
      const spec = specs[k]!;
      const value = fieldsOf[key];
      const max = countMax[k]!;
      if (max >= 0 && typeof value === 'number' && value >= 0 && value <= max && Number.isInteger(value)) return spec.optional ? 0 : 1;
      if (strings[k] && typeof value === 'string' && (value === '' ? !spec.nonEmpty : value.length <= LIMITS.textLength && textProblem(value) === undefined)) return spec.optional ? 0 : 1;
      const problem = check(value, spec);
      if (problem !== undefined) add([i, key], problem);
      return spec.optional ? 0 : 1;
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
      // walks V8's enum cache without allocating a list of keys; it sees only own keys when the
      // prototype is Object's or null (their properties are not enumerable), else the own keys
      // are listed.
      const fieldsOf = record as Record<string, unknown>;
      const proto = Object.getPrototypeOf(record) as unknown;
      let requiredSeen = 0;
      let j = 0;
      if (proto === Object.prototype || proto === null) {
        for (const key in fieldsOf) requiredSeen += visit(fieldsOf, key, i, j++);
      } else {
        for (const key of Object.keys(fieldsOf)) requiredSeen += visit(fieldsOf, key, i, j++);
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
