import type { JsonValue } from '../../../../src/formatting/writeJson.js';
import { asObject } from './asObject.js';
import { jsonKind } from './jsonKind.js';

/**
 * A Java type as the Java example declares its POJOs (`Events.java`, `Event.java`, `Team.java`,
 * `XmlstatsError.java`): `String`, `ArrayList<T>`, and POJOs with their properties by JSON name,
 * with or without `@JsonIgnoreProperties(ignoreUnknown = true)`.
 */
export type JavaType =
  | 'String'
  | { readonly list: JavaType }
  | { readonly pojo: string; readonly properties: Readonly<Record<string, JavaType>>; readonly ignoreUnknown: boolean };

/** What `new ObjectMapper().readValue(in, T.class)` makes of a value. */
export interface JacksonDecoded {
  readonly value: unknown;
  /** Every property a class without `ignoreUnknown` does not map (FAIL_ON_UNKNOWN_PROPERTIES), as `Class.property`. */
  readonly unrecognized: readonly string[];
  /** Every other mismatch (an object for a String, a single object for a list). */
  readonly errors: readonly string[];
}

/**
 * Jackson 2 with a default `ObjectMapper` (FAIL_ON_UNKNOWN_PROPERTIES on, scalars coerced to
 * String, ACCEPT_SINGLE_VALUE_AS_ARRAY off) reading a value from `readJsonSource`: properties
 * match by exact name; a property a class does not map is an UnrecognizedPropertyException
 * unless the class ignores unknown ones; a `String` takes any scalar or null, never an object or
 * array; a list only an array or null; a POJO only an object or null. Jackson stops at the first
 * problem; here every one is listed, so that a test can say which keys a class cannot read.
 *
 * @example
 * decodeJackson(readJsonSource('{"events_date":"x","count":1,"event":[]}'), EVENTS).unrecognized; // ['Events.count']
 */
export function decodeJackson(value: JsonValue, type: JavaType): JacksonDecoded {
  const unrecognized: string[] = [];
  const errors: string[] = [];
  const java = (v: JsonValue, t: JavaType, at: string): unknown => {
    const kind = jsonKind(v);
    if (kind === 'null') return null;
    if (t === 'String') {
      if (kind === 'array' || kind === 'object') {
        errors.push(`Cannot deserialize value of type java.lang.String from ${kind === 'array' ? 'Array' : 'Object'} value (${at})`);
        return null;
      }
      return typeof v === 'string' ? v : kind === 'decimal' || kind === 'integer' ? String(v) : String(v);
    }
    if ('list' in t) {
      if (kind !== 'array') {
        errors.push(`Cannot deserialize value of type java.util.ArrayList from ${kind} value (${at})`);
        return null;
      }
      return (v as readonly JsonValue[]).map((x, i) => java(x, t.list, `${at}[${i}]`));
    }
    const obj = asObject(v);
    if (!obj) {
      errors.push(`Cannot construct instance of ${t.pojo} from ${kind} value (${at})`);
      return null;
    }
    const out: Record<string, unknown> = Object.fromEntries(Object.keys(t.properties).map((k) => [k, null]));
    for (const [key, member] of Object.entries(obj)) {
      if (!Object.hasOwn(t.properties, key)) {
        if (!t.ignoreUnknown) unrecognized.push(`${t.pojo}.${key}`);
        continue;
      }
      out[key] = java(member, t.properties[key]!, at === '' ? key : `${at}.${key}`);
    }
    return out;
  };
  return { value: java(value, type, ''), unrecognized, errors };
}
