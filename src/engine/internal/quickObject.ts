import type { z } from 'zod';
import { isPrintable } from './textProblem.js';

/**
 * One field of a {@link quickObject}: the same rule as the field's zod schema, without its
 * messages. `string` is `z.string()` with `max` (and `min`) characters, printable when
 * `printable` (the batch schema's `text()`); `integer` an integer from `min` to `max`; `enum`
 * one of `values`; `schema` any other schema (a list of lines, a site), parsed by zod itself
 * after its own quick test `quick` when it has one (its output, or undefined).
 * `optional`: the key may be absent; `nullable`: the value may be null; `default`: the output's
 * value when the key is absent (zod's `.default()`).
 */
export type QuickField = (
  | { readonly kind: 'string'; readonly max: number; readonly min?: number; readonly printable?: boolean }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'schema'; readonly schema: z.ZodType; readonly quick?: (value: unknown) => unknown }
) & { readonly optional?: boolean; readonly nullable?: boolean; readonly default?: unknown };

const STRING = 0;
const INTEGER = 1;
const BOOLEAN = 2;
const ENUM = 3;
const SCHEMA = 4;

/**
 * A quick test and parse of a strict object schema whose fields are `fields` (in the schema's
 * order): for a clean value, the output zod's object schema gives (the fields in that order,
 * defaults filled in, each `schema` field's own output); for any other value undefined, and the
 * caller parses it with the zod schema, so that every issue (code, path, message, order) is zod's.
 * Clean: a plain object (prototype Object's or null) whose own keys are fields, every required
 * field present, no value undefined, every value passing its field's rule. It must accept only
 * what the zod schema accepts, with the same output (the engine's tests check that for games,
 * teams and officials). Zod's object parse costs ~4 µs for a game (30 fields, each a schema run
 * with its own result object); this loop well under 1 µs beside the lines it hands to zod.
 *
 * @example
 * const quick = quickObject({ name: { kind: 'string', max: 10 }, n: { kind: 'integer', min: 0, max: 9, optional: true } });
 * quick({ name: 'a', n: 3 }); // { name: 'a', n: 3 }
 * quick({ name: 'a', m: 3 }); // undefined
 */
export function quickObject(fields: Readonly<Record<string, QuickField>>): (value: unknown) => Record<string, unknown> | undefined {
  const keys = Object.keys(fields);
  const specs = keys.map((k) => fields[k]!);
  const indexOf = new Map(keys.map((k, i) => [k, i]));
  const kind = specs.map((s) => (s.kind === 'string' ? STRING : s.kind === 'integer' ? INTEGER : s.kind === 'boolean' ? BOOLEAN : s.kind === 'enum' ? ENUM : SCHEMA));
  const required = specs.reduce((n, s) => n + (s.optional === true || 'default' in s ? 0 : 1), 0);
  const hasDefault = specs.map((s) => 'default' in s);
  // The output of each field by position (undefined: absent), one array for every call (a new one
  // per record was a third of what a season's quick tests allocated); a call made while another
  // uses it (a field's own test calling this one) gets an array of its own.
  let spare: unknown[] | undefined = new Array<unknown>(keys.length);
  const quick = (record: Record<string, unknown>, outputs: unknown[]): Record<string, unknown> | undefined => {
    // One pass over the own keys (Object's and null's prototypes have no enumerable properties).
    let requiredSeen = 0;
    for (const key in record) {
      const k = indexOf.get(key);
      if (k === undefined) return undefined;
      const v = record[key];
      const spec = specs[k]!;
      if (spec.optional !== true && !hasDefault[k]) requiredSeen++;
      if (v === null && spec.nullable === true) {
        outputs[k] = null;
        continue;
      }
      const out = fieldOutput(kind[k]!, spec, v);
      if (out === undefined) return undefined;
      outputs[k] = out;
    }
    if (requiredSeen < required) return undefined;
    const out: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) {
      const v = outputs[k];
      if (v !== undefined) out[keys[k]!] = v;
      else if (hasDefault[k]) out[keys[k]!] = specs[k]!.default;
    }
    return out;
  };
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return undefined;
    const outputs = spare ?? new Array<unknown>(keys.length);
    spare = undefined;
    const out = quick(value as Record<string, unknown>, outputs);
    for (let k = 0; k < outputs.length; k++) outputs[k] = undefined;
    spare = outputs;
    return out;
  };
}

/** A field's output for a value that passes its rule (not null), else undefined. */
function fieldOutput(kind: number, spec: QuickField, v: unknown): unknown {
  switch (kind) {
    case STRING: {
      const s = spec as Extract<QuickField, { kind: 'string' }>;
      return typeof v === 'string' && v.length <= s.max && v.length >= (s.min ?? 0) && (s.printable !== true || isPrintable(v)) ? v : undefined;
    }
    case INTEGER: {
      const s = spec as Extract<QuickField, { kind: 'integer' }>;
      return typeof v === 'number' && Number.isInteger(v) && v >= s.min && v <= s.max ? v : undefined;
    }
    case BOOLEAN:
      return typeof v === 'boolean' ? v : undefined;
    case ENUM:
      return typeof v === 'string' && (spec as Extract<QuickField, { kind: 'enum' }>).values.includes(v) ? v : undefined;
    default: {
      if (v === undefined) return undefined;
      const s = spec as Extract<QuickField, { kind: 'schema' }>;
      const q = s.quick?.(v);
      if (q !== undefined) return q;
      const r = s.schema.safeParse(v);
      return r.success ? (r.data as unknown) : undefined;
    }
  }
}
