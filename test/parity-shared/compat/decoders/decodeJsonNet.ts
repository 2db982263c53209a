import type { JsonValue } from '../../../../src/formatting/writeJson.js';
import { asObject } from './asObject.js';
import { jsonKind } from './jsonKind.js';
import { numberValue } from './numberValue.js';

/**
 * A C# member type as the two .NET clients declare them: `int` (Int32), `double`, `float`
 * (Single), `bool`, `string`, `DateTime` (BetsKiller's members with `[JsonConverter(typeof(IsoDateTimeConverter))]`),
 * `List<T>`/`T[]`, and classes with their members by JSON name.
 */
export type NetType =
  | 'int'
  | 'double'
  | 'float'
  | 'bool'
  | 'string'
  | 'DateTime'
  | { readonly list: NetType }
  | { readonly class: string; readonly members: Readonly<Record<string, NetType>> };

/** What `JsonConvert.DeserializeObject<T>(text)` leaves: the value (C# defaults where a member is absent) and the exceptions it would throw. */
export interface NetDecoded {
  readonly value: unknown;
  /** Json.NET stops at the first; all are listed. */
  readonly errors: readonly string[];
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
const FLOAT_MAX = 3.4028234663852886e38;
/** What the reader takes for an ISO date (NJ7 `DateTimeUtils.cs:287-314`) or `DateTime.Parse` accepts of what the service could send. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function defaultOf(type: NetType): unknown {
  if (type === 'int' || type === 'double' || type === 'float') return 0;
  if (type === 'bool') return false;
  if (type === 'DateTime') return '0001-01-01T00:00:00';
  return null;
}

const typeName = (type: NetType): string =>
  typeof type === 'string' ? { int: 'System.Int32', double: 'System.Double', float: 'System.Single', bool: 'System.Boolean', string: 'System.String', DateTime: 'System.DateTime' }[type]
    : 'list' in type ? `List<${typeName(type.list)}>` : type.class;

/**
 * Json.NET's `JsonConvert.DeserializeObject<T>` with default settings (Json.NET 5.0.6 for
 * XMLStats4Net, 7.0.1 for BetsKiller; docs/CLIENTS.md, .NET clients) applied to a value read by
 * `readJsonSource`: members match by name exactly, then case-insensitively; missing members keep
 * the C# default, unknown ones are ignored (MissingMemberHandling.Ignore). An `int` takes an
 * integer literal within Int32 or a string holding one, never `null`, `""`, a number with a point
 * or exponent (`12.0`); a `double`/`float` any number or numeric string, never `null`; a `bool`
 * true/false, a number or `"true"`/`"false"`, never `null`; a `string` any scalar or `null`,
 * never an object or array; a `DateTime` (IsoDateTimeConverter) an ISO date-time or a date,
 * never `null`, a number or an empty string; a list an array or `null`; a class an object or
 * `null`.
 *
 * @example
 * decodeJsonNet(readJsonSource('{"capacity":null}'), { class: 'Site', members: { capacity: 'int' } }).errors;
 * // ['Error converting value {null} to type \'System.Int32\'. Path \'capacity\'']
 */
export function decodeJsonNet(value: JsonValue, type: NetType): NetDecoded {
  const errors: string[] = [];
  const net = (v: JsonValue, t: NetType, at: string): unknown => {
    const kind = jsonKind(v);
    const fail = (why: string): unknown => {
      errors.push(`${why}. Path '${at}'`);
      return defaultOf(t);
    };
    if (t === 'int') {
      if (kind === 'null') return fail(`Error converting value {null} to type '${typeName(t)}'`);
      if (kind === 'integer') return (v as number) < INT32_MIN || (v as number) > INT32_MAX ? fail(`JSON integer ${String(v)} is too large or small for an Int32`) : v;
      if (kind === 'decimal') {
        // readJsonSource keeps that the literal had a point or exponent, not its digits: 5.0 shows as 5.0, 12.50 as 12.5.
        const n = numberValue(v)!;
        return fail(`Input string '${Number.isInteger(n) ? n.toFixed(1) : String(n)}' is not a valid integer`);
      }
      if (kind === 'string') {
        const s = (v as string).trim();
        if (s === '') return fail(`Error converting value {null} to type '${typeName(t)}'`);
        if (!/^[+-]?\d+$/.test(s) || Number(s) < INT32_MIN || Number(s) > INT32_MAX) return fail(`Could not convert string to integer: ${String(v)}`);
        return Number(s);
      }
      return fail(`Error reading integer. Unexpected token: ${kind}`);
    }
    if (t === 'double' || t === 'float') {
      if (kind === 'null') return fail(`Error converting value {null} to type '${typeName(t)}'`);
      const n = kind === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(v as string) ? Number(v) : kind === 'boolean' ? Number(v) : numberValue(v);
      if (n === undefined || Number.isNaN(n)) return fail(`Error converting value ${JSON.stringify(v)} to type '${typeName(t)}'`);
      if (t === 'float' && Math.abs(n) > FLOAT_MAX) return fail(`Value was either too large or too small for a Single`);
      return t === 'float' ? Math.fround(n) : n;
    }
    if (t === 'bool') {
      if (kind === 'boolean') return v;
      if (kind === 'integer' || kind === 'decimal') return numberValue(v) !== 0;
      if (kind === 'string' && /^(true|false)$/i.test((v as string).trim())) return (v as string).trim().toLowerCase() === 'true';
      return fail(`Error converting value ${kind === 'null' ? '{null}' : JSON.stringify(v)} to type '${typeName(t)}'`);
    }
    if (t === 'string') {
      if (kind === 'null') return null;
      if (kind === 'string') return v;
      if (kind === 'integer' || kind === 'decimal' || kind === 'boolean') return String(numberValue(v) ?? v);
      return fail(`Error reading string. Unexpected token: Start${kind === 'array' ? 'Array' : 'Object'}`);
    }
    if (t === 'DateTime') {
      if (kind === 'null') return fail('Cannot convert null value to System.DateTime');
      if (kind !== 'string') return fail(`Unexpected token parsing date. Expected String, got ${kind}`);
      if (!ISO_DATE_TIME.test(v as string) && !DATE_ONLY.test(v as string)) return fail(`String was not recognized as a valid DateTime: ${JSON.stringify(v)}`);
      return v;
    }
    if ('list' in t) {
      if (kind === 'null') return null;
      if (kind !== 'array') return fail(`Cannot deserialize the current JSON ${kind} into type '${typeName(t)}'`);
      return (v as readonly JsonValue[]).map((x, i) => net(x, t.list, `${at}[${i}]`));
    }
    if (kind === 'null') return null;
    const obj = asObject(v);
    if (!obj) return fail(`${kind === 'array' ? 'Cannot deserialize the current JSON array' : `Error converting value ${JSON.stringify(v)}`} to type '${t.class}'`);
    const out: Record<string, unknown> = Object.fromEntries(Object.entries(t.members).map(([k, m]) => [k, defaultOf(m)]));
    for (const [key, member] of Object.entries(obj)) {
      const name = Object.hasOwn(t.members, key) ? key : Object.keys(t.members).find((k) => k.toLowerCase() === key.toLowerCase());
      if (name === undefined) continue;
      out[name] = net(member, t.members[name]!, at === '' ? key : `${at}.${key}`);
    }
    return out;
  };
  return { value: net(value, type, ''), errors };
}
