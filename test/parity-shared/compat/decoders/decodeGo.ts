import type { JsonValue } from '../../../../src/formatting/writeJson.js';
import { asObject } from './asObject.js';
import { jsonKind } from './jsonKind.js';
import { numberValue } from './numberValue.js';

/**
 * A Go type of a struct field, as xmlstats-golang declares them (`xmlstats.go:65-156`): `int`
 * (64-bit on amd64), `float32`, `bool`, `string`, `time.Time`, slices and structs.
 */
export type GoType =
  | 'int'
  | 'float32'
  | 'bool'
  | 'string'
  | 'time.Time'
  | { readonly slice: GoType }
  | { readonly struct: string; readonly fields: Readonly<Record<string, GoType>> };

/** What `json.NewDecoder(body).Decode(&v)` leaves: the value (zero values where nothing was set) and its errors. */
export interface GoDecoded {
  readonly value: unknown;
  /** The UnmarshalTypeErrors and parse errors; xmlstats-golang drops the whole value when there is any (`xmlstats.go:237-239, 250-252`). */
  readonly errors: readonly string[];
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;
const INT64 = 9_223_372_036_854_775_807;
const FLOAT32_MAX = 3.4028234663852886e38;

function zero(type: GoType): unknown {
  if (type === 'int' || type === 'float32') return 0;
  if (type === 'bool') return false;
  if (type === 'string') return '';
  if (type === 'time.Time') return '0001-01-01T00:00:00Z';
  if ('slice' in type) return null;
  return Object.fromEntries(Object.entries(type.fields).map(([k, t]) => [k, zero(t)]));
}

const typeName = (type: GoType): string => (typeof type === 'string' ? type : 'slice' in type ? `[]${typeName(type.slice)}` : `main.${type.struct}`);

/**
 * Go's `encoding/json` decoding a value read by `readJsonSource` into a Go type, with the rules
 * that matter to xmlstats-golang (docs/CLIENTS.md, xmlstats-golang): keys match a field's tag exactly or
 * case-insensitively, unknown keys are ignored, `null` leaves the zero value; an `int` takes
 * only an integer literal (`12.0` and `1e2` fail, `strconv.ParseInt`) within int64; a `float32`
 * any number within its range; a `bool` only true/false; a `string` only a string; a `time.Time`
 * only an RFC 3339 string (`2013-01-31T00:00:00-05:00`; no date-only, no `-0500`); a slice only
 * an array; a struct only an object. Every mismatch is an error, and decoding goes on.
 *
 * @example
 * decodeGo(readJsonSource('{"capacity":19599.0}'), { struct: 'Site', fields: { capacity: 'int' } }).errors;
 * // ['json: cannot unmarshal number 19599.0 into Go struct field Site.capacity of type int']
 */
export function decodeGo(value: JsonValue, type: GoType, where = ''): GoDecoded {
  const errors: string[] = [];
  const go = (v: JsonValue, t: GoType, at: string): unknown => {
    const kind = jsonKind(v);
    if (kind === 'null') return zero(t);
    const fail = (): unknown => {
      const shown = kind === 'integer' || kind === 'decimal' ? `number ${String(numberValue(v))}${kind === 'decimal' && Number.isInteger(numberValue(v)) ? '.0' : ''}` : kind;
      errors.push(`json: cannot unmarshal ${shown} into Go ${at ? `struct field ${at}` : 'value'} of type ${typeName(t)}`);
      return zero(t);
    };
    if (t === 'int') {
      if (kind !== 'integer' || Math.abs(v as number) > INT64) return fail();
      return v;
    }
    if (t === 'float32') {
      const n = numberValue(v);
      if (n === undefined || Math.abs(n) > FLOAT32_MAX) return fail();
      return Math.fround(n);
    }
    if (t === 'bool') return kind === 'boolean' ? v : fail();
    if (t === 'string') return kind === 'string' ? v : fail();
    if (t === 'time.Time') {
      if (kind !== 'string') return fail();
      const m = RFC3339.exec(v as string);
      if (!m || Number(m[2]) > 12 || Number(m[3]) > 31 || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 60 || (m[9] !== undefined && Number(m[9]) > 23)) {
        errors.push(`parsing time ${JSON.stringify(v)} as "2006-01-02T15:04:05Z07:00": cannot parse (field ${at})`);
        return zero(t);
      }
      return v;
    }
    if ('slice' in t) {
      if (kind !== 'array') return fail();
      return (v as readonly JsonValue[]).map((x, i) => go(x, t.slice, `${at}[${i}]`));
    }
    const obj = asObject(v);
    if (!obj) return fail();
    const out: Record<string, unknown> = zero(t) as Record<string, unknown>;
    for (const [key, member] of Object.entries(obj)) {
      const tag = Object.hasOwn(t.fields, key) ? key : Object.keys(t.fields).find((k) => k.toLowerCase() === key.toLowerCase());
      if (tag === undefined) continue;
      out[tag] = go(member, t.fields[tag]!, `${t.struct}.${tag}`);
    }
    return out;
  };
  const decoded = go(value, type, where);
  return { value: decoded, errors };
}
