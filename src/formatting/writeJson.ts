import { flatText } from './flatText.js';
import { markKept, whole } from './collectParts.js';
import { JsonRecord, newlineAt, type ShapePrefixes } from './JsonShape.js';
import { Decimal } from './Decimal.js';
import { formatJavaDouble } from './formatJavaDouble.js';

/**
 * A payload value as the serializer takes it. Numbers are integers only; every float field is a
 * {@link Decimal}, because the type of a field (int or double) decides how it prints (`66` vs
 * `0.0`) and a JavaScript number cannot carry that.
 *
 * @example
 * const row: JsonValue = { rank: 1, games_back: decimalFromHalves(0), win_percentage: '.805' };
 */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | Decimal
  | JsonRecord
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** `pretty`: the recorded Jackson layout; `compact`: no whitespace at all. */
export type JsonStyle = 'pretty' | 'compact';

/**
 * Serializes a payload to the exact bytes the service sent.
 *
 * `pretty` is Jackson's `DefaultPrettyPrinter` as recorded on the wire:
 * objects break lines with a 2-space indent per nested object, `"key" : value`; arrays stay on
 * the line and do not indent (`[ 26, 23, 22 ]`, `[ {` ... `}, {` ... `} ]`); empty containers
 * are `[ ]` and `{ }`; no trailing newline. `compact` is the 2015 wire form, the same tokens
 * with no whitespace at all (`{"a":1,"b":[]}`). Both reproduce the recorded samples byte for byte
 * and match Jackson 2.17 on the edge cases the repository's tests hold.
 *
 * - Keys keep insertion order (JavaScript puts integer-like keys such as `"2013"` first; payload
 *   keys never look like that).
 * - Strings are escaped like Jackson: `"` and `\` with a backslash; `\b \t \n \f \r`; other
 *   control characters below U+0020 as `\u00XX` with upper-case hex; `/`, DEL and everything
 *   non-ASCII are written as they are (the body is UTF-8). A lone surrogate is passed through.
 * - A {@link Decimal} prints with {@link formatJavaDouble}.
 *
 * Throws a TypeError starting with `writeJson:` and naming the path (`$.standing[3].games_back`)
 * for a number that is not a safe integer (floats must come as Decimal), `undefined`, a
 * function, symbol or bigint, an object that is not a plain object or array (a `Date`, a `Map`),
 * or nesting deeper than 1000 levels (a cycle).
 *
 * @example
 * writeJson({ event: [] }, 'pretty'); // '{\n  "event" : [ ]\n}'
 * writeJson([{ won: 66, pct: decimalOf(805, 3) }], 'compact'); // '[{"won":66,"pct":0.805}]'
 */
export function writeJson(value: JsonValue, style: JsonStyle): string {
  try {
    if (style === 'pretty') return pretty(value, 0, 0);
    if (style === 'compact') return compact(value, 0);
  } catch (error) {
    if (error === INVALID) throw new TypeError(`writeJson: ${describeProblem(value)}`);
    throw error;
  }
  throw new TypeError(`writeJson: unknown style ${JSON.stringify(style)} (expected 'pretty' or 'compact')`);
}

/**
 * {@link writeJson} of an array, in parts: joined, the parts are exactly `writeJson(items,
 * style)` (and it throws alike). The opening bracket, each item, each separator and the closing
 * bracket are parts of their own, so that a caller can encode a large body part by part without
 * making one flat string of it, and without a copy of each item glued to its separator (an item
 * that is a shared record's text is already flat).
 *
 * @example
 * writeJsonItems([1, 2], 'pretty'); // ['[ ', '1', ', ', '2', ' ]']
 */
export function writeJsonItems(items: readonly JsonValue[], style: JsonStyle): string[] {
  return itemParts(items, style, 0);
}

/**
 * {@link writeJsonItems} of items already written: `texts[i]` is item i's text as written where
 * the array stands (for an array at the top, `writeJson(items[i], style)`: an item's text is the
 * same at the top and in a top-level array), and the parts are those texts between the array's
 * brackets and separators. A formatter that keeps each row's text (D183) writes the array without
 * writing its items again.
 *
 * @example
 * writtenItemParts(['1', '2'], 'pretty'); // ['[ ', '1', ', ', '2', ' ]']
 */
export function writtenItemParts(texts: readonly string[], style: JsonStyle): string[] {
  const parts = itemFrame(texts.length, style === 'pretty');
  for (let i = 0; i < texts.length; i++) parts[2 * i + 1] = texts[i] as string;
  return parts;
}

/**
 * The parts of an array of `n` items with its brackets and separators in place and each item's
 * slot (`lead + 2 * i + 1`) left for the caller to fill; the empty array when `n` is 0. `lead`
 * slots before the array and one after it when `close` are left for a record's head and close
 * (D190: made in place, since `unshift` on such an array costs more than the frame).
 */
function itemFrame(n: number, isPretty: boolean, lead = 0, close = false): string[] {
  const parts: string[] = new Array<string>(lead + (n === 0 ? 1 : 2 * n + 1) + (close ? 1 : 0));
  if (n === 0) {
    parts[lead] = isPretty ? '[ ]' : '[]';
    return parts;
  }
  parts[lead] = isPretty ? '[ ' : '[';
  for (let i = 1; i < n; i++) parts[lead + 2 * i] = isPretty ? ', ' : ',';
  parts[lead + 2 * n] = isPretty ? ' ]' : ']';
  return parts;
}

/**
 * {@link writeJsonItems} of an array written at `level` (the objects around it), as its parts;
 * with `lead` and `close`, slots left around them as {@link itemFrame} leaves them.
 */
function itemParts(items: readonly JsonValue[], style: JsonStyle, level: number, lead = 0, close = false): string[] {
  if (style !== 'pretty' && style !== 'compact') return [writeJson(items, style)];
  const isPretty = style === 'pretty';
  const parts = itemFrame(items.length, isPretty, lead, close);
  try {
    for (let i = 0; i < items.length; i++) {
      parts[lead + 2 * i + 1] = isPretty ? pretty(items[i] as JsonValue, level, level + 1) : compact(items[i] as JsonValue, level + 1);
    }
  } catch (error) {
    if (error === INVALID) throw new TypeError(`writeJson: ${describeProblem(items)}`);
    throw error;
  }
  return parts;
}

/**
 * {@link writeJson} of a shaped record whose last value is an array (an events table, a list of
 * rows after a date and a count), in parts: joined, exactly `writeJson(record, style)`, and it
 * throws alike. The text up to the array is one part, the array's brackets, items and separators
 * are parts as {@link writeJsonItems} gives them, and the record's close is the last part, so a
 * body of long shared items is sent as copies of their kept bytes with nothing to split (D176).
 * A record of any other kind is one part. `keptHead`, when given, is the first part as
 * {@link writeJsonRecordHead} wrote it for the same values before the array, kept by the caller
 * (D191): used as it is.
 *
 * @example
 * // eventsRecord: the shaped record {"count":2,"event":[1,2]}
 * writeJsonRecordParts(eventsRecord, 'compact'); // ['{"count":2,"event":', '[', '1', ',', '2', ']', '}']
 */
export function writeJsonRecordParts(record: JsonRecord, style: JsonStyle, keptHead?: string): string[] {
  const values = record.values;
  const last = values.length - 1;
  const items = values[last];
  if (!Array.isArray(items) || items.length === 0 || record.shape.plain[last] || (style !== 'pretty' && style !== 'compact')) return [writeJson(record, style)];
  const isPretty = style === 'pretty';
  const prefixes = isPretty ? record.shape.pretty(0) : record.shape.compact();
  let head: string;
  let parts: string[];
  try {
    head = keptHead ?? recordHead(record, prefixes, isPretty);
    parts = itemParts(items as readonly JsonValue[], style, 1, 1, true);
  } catch {
    // An invalid value: the whole record written again throws with the value's path in it.
    return [writeJson(record, style)];
  }
  parts[0] = head;
  parts[parts.length - 1] = prefixes.close[0] as string;
  return parts;
}

/**
 * The first part {@link writeJsonRecordParts} gives of a record whose last value is an array, in
 * the pretty or compact style: its text up to that array (the array itself is not read). A caller
 * that keeps it, for values before the array that do not change, hands it back as
 * `writeJsonRecordParts`'s `keptHead` (D191). Throws as `writeJson` does on an invalid value.
 *
 * @example
 * // eventsRecord: the shaped record {"count":2,"event":[1,2]}
 * writeJsonRecordHead(eventsRecord, 'compact'); // '{"count":2,"event":'
 */
export function writeJsonRecordHead(record: JsonRecord, style: 'pretty' | 'compact'): string {
  const isPretty = style === 'pretty';
  try {
    return recordHead(record, isPretty ? record.shape.pretty(0) : record.shape.compact(), isPretty);
  } catch (error) {
    if (error === INVALID) throw new TypeError(`writeJson: ${describeProblem(record)}`);
    throw error;
  }
}

/**
 * What {@link writeRecord} writes of a record before its last value (an array: not a plain
 * field): the values before it, then the last key's prefix. The same text as the record written
 * with that array empty, cut before the empty array (D188).
 */
function recordHead(record: JsonRecord, prefixes: ShapePrefixes, isPretty: boolean): string {
  const last = record.values.length - 1;
  const out = fieldsText(record, prefixes, last, 0, 0, isPretty);
  return out + (fieldsAfter < 0 ? (prefixes.first[last] as string) : (prefixes.before[fieldsAfter as 0 | 1][last] as string));
}

/** Thrown internally on the first invalid value; the path is worked out only then. */
const INVALID: unique symbol = Symbol('invalid JSON value');
const MAX_DEPTH = 1000;

const newline = newlineAt;

/**
 * Payloads repeat the same keys row after row, so the text before each value is built once:
 * PRETTY_PREFIXES[level] maps a key to `,\n    "key" : ` (the first entry drops the comma),
 * COMPACT_PREFIXES maps it to `,"key":`. A cache stops growing at MAX_CACHED_KEYS keys, so
 * data-driven keys cannot make it grow without bound.
 */
const PRETTY_PREFIXES: Map<string, string>[] = [];
const COMPACT_PREFIXES = new Map<string, string>();
const MAX_CACHED_KEYS = 1024;

function prettyPrefix(key: string, level: number): string {
  let cache = PRETTY_PREFIXES[level];
  if (cache === undefined) {
    cache = new Map();
    PRETTY_PREFIXES[level] = cache;
  }
  let prefix = cache.get(key);
  if (prefix === undefined) {
    prefix = flatText(',' + newline(level + 1) + quote(key) + ' : ');
    if (cache.size < MAX_CACHED_KEYS) cache.set(key, prefix);
  }
  return prefix;
}

function compactPrefix(key: string): string {
  let prefix = COMPACT_PREFIXES.get(key);
  if (prefix === undefined) {
    prefix = flatText(',' + quote(key) + ':');
    if (COMPACT_PREFIXES.size < MAX_CACHED_KEYS) COMPACT_PREFIXES.set(key, prefix);
  }
  return prefix;
}

/** `level`: objects around the value (the indent); `depth`: objects and arrays (the cycle guard). */
function pretty(value: JsonValue, level: number, depth: number): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return integer(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      throw INVALID;
  }
  if (value === null) return 'null';
  if (value instanceof Decimal) return formatJavaDouble(value);
  if (depth >= MAX_DEPTH) throw INVALID;
  if (value instanceof JsonRecord) return value.texts === undefined ? writeRecord(value, value.shape.pretty(level), level, depth, true) : sharedText(value, value.texts, level, depth, true);
  if (Array.isArray(value)) {
    const items = value as readonly JsonValue[];
    const n = items.length;
    if (n === 0) return '[ ]';
    let out = '[ ' + pretty(items[0] as JsonValue, level, depth + 1);
    for (let i = 1; i < n; i++) out += ', ' + pretty(items[i] as JsonValue, level, depth + 1);
    return out + ' ]';
  }
  const record = plainObject(value);
  const keys = Object.keys(record);
  const n = keys.length;
  if (n === 0) return '{ }';
  let out = '{';
  for (let i = 0; i < n; i++) {
    const key = keys[i] as string;
    const prefix = prettyPrefix(key, level);
    out += (i === 0 ? prefix.slice(1) : prefix) + pretty(record[key] as JsonValue, level + 1, depth + 1);
  }
  return out + newline(level) + '}';
}

function compact(value: JsonValue, depth: number): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return integer(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      throw INVALID;
  }
  if (value === null) return 'null';
  if (value instanceof Decimal) return formatJavaDouble(value);
  if (depth >= MAX_DEPTH) throw INVALID;
  if (value instanceof JsonRecord) return value.texts === undefined ? writeRecord(value, value.shape.compact(), 0, depth, false) : sharedText(value, value.texts, 0, depth, false);
  if (Array.isArray(value)) {
    const items = value as readonly JsonValue[];
    const n = items.length;
    if (n === 0) return '[]';
    let out = '[' + compact(items[0] as JsonValue, depth + 1);
    for (let i = 1; i < n; i++) out += ',' + compact(items[i] as JsonValue, depth + 1);
    return out + ']';
  }
  const record = plainObject(value);
  const keys = Object.keys(record);
  const n = keys.length;
  if (n === 0) return '{}';
  let out = '{';
  for (let i = 0; i < n; i++) {
    const key = keys[i] as string;
    const prefix = compactPrefix(key);
    out += (i === 0 ? prefix.slice(1) : prefix) + compact(record[key] as JsonValue, depth + 1);
  }
  return out + '}';
}

/** The text of 0..1023: counting stats are small, and a table beats number-to-string. */
const SMALL_INTEGERS: readonly string[] = Array.from({ length: 1024 }, (_, i) => String(i));

/**
 * A shaped record: the text before each value comes from the shape's tables; a plain string
 * field is written between quotes the tables already hold. Strings and integers, most of a
 * row, are written here without another call.
 */
function writeRecord(value: JsonRecord, prefixes: ShapePrefixes, level: number, depth: number, isPretty: boolean): string {
  const out = fieldsText(value, prefixes, value.values.length, level, depth, isPretty);
  return fieldsAfter < 0 ? (isPretty ? '{ }' : '{}') : out + prefixes.close[fieldsAfter];
}

/**
 * `{` and the record's fields before `end` (those not undefined), each after its prefix, as
 * {@link writeRecord} and {@link recordHead} write them. What the last written field was is left
 * in `fieldsAfter`: -1 for none, 1 for a plain field (whose quote the next prefix closes), 0 for
 * another (read at once by the caller: a nested record sets it again).
 */
function fieldsText(value: JsonRecord, prefixes: ShapePrefixes, end: number, level: number, depth: number, isPretty: boolean): string {
  const values = value.values;
  const plain = value.shape.plain;
  let out = '{';
  let after = -1;
  for (let i = 0; i < end; i++) {
    const v = values[i];
    if (v === undefined) continue;
    const prefix = after < 0 ? (prefixes.first[i] as string) : (prefixes.before[after as 0 | 1][i] as string);
    if (plain[i]) {
      if (typeof v !== 'string') throw INVALID;
      out += prefix + v;
      after = 1;
    } else {
      out += prefix + (typeof v === 'string' ? quote(v) : typeof v === 'number' ? integer(v) : isPretty ? pretty(v, level + 1, depth + 1) : compact(v, depth + 1));
      after = 0;
    }
  }
  fieldsAfter = after;
  return out;
}

/** What {@link fieldsText} wrote last (see there). */
let fieldsAfter = -1;

/**
 * The text of a shared record (a team, a site) at a style and level, written on its first use and
 * kept flat: as one piece of the body it is copied once when the body is flattened for encoding,
 * where its pieces would each be a node of the string to walk.
 */
function sharedText(value: JsonRecord, texts: (string | undefined)[], level: number, depth: number, isPretty: boolean): string {
  const slot = isPretty ? level + 1 : 0;
  let text = texts[slot];
  if (text === undefined) {
    // A kept text is whole: the shared records inside it are not split out of it.
    text = flatText(whole(() => writeRecord(value, isPretty ? value.shape.pretty(level) : value.shape.compact(), level, depth, isPretty)));
    texts[slot] = text;
  }
  return markKept(text);
}

function integer(value: number): string {
  if (value >= 0 && value < 1024 && (value | 0) === value) return SMALL_INTEGERS[value] as string;
  if (!Number.isSafeInteger(value)) throw INVALID;
  return value === 0 ? '0' : String(value);
}

function plainObject(value: object): { readonly [key: string]: JsonValue } {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw INVALID;
  return value as { readonly [key: string]: JsonValue };
}

/** ESCAPES[c] for the characters below 0x5d that Jackson escapes, '' for the others. */
const ESCAPES: readonly string[] = (() => {
  const table: string[] = new Array<string>(0x5d).fill('');
  for (let c = 0; c < 0x20; c++) table[c] = '\\u00' + (c < 0x10 ? '0' : '1') + '0123456789ABCDEF'.charAt(c & 0xf);
  table[0x08] = '\\b';
  table[0x09] = '\\t';
  table[0x0a] = '\\n';
  table[0x0c] = '\\f';
  table[0x0d] = '\\r';
  table[0x22] = '\\"';
  table[0x5c] = '\\\\';
  return table;
})();

/** A JSON string literal; one scan, and no copy when nothing needs escaping (the usual case). */
function quote(text: string): string {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) return '"' + escapeFrom(text, i) + '"';
  }
  return '"' + text + '"';
}

function escapeFrom(text: string, start: number): string {
  let out = text.slice(0, start);
  let from = start;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) {
      out += text.slice(from, i) + (ESCAPES[c] as string);
      from = i + 1;
    }
  }
  return out + text.slice(from);
}

/** Finds the first invalid value again, this time keeping the path, for the error message. */
function describeProblem(root: unknown): string {
  const visit = (value: unknown, path: string, depth: number): string | undefined => {
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return undefined;
      case 'number':
        return Number.isSafeInteger(value)
          ? undefined
          : `${String(value)} at ${path} is not a safe integer (a float field must be a Decimal)`;
      case 'object':
        break;
      default:
        return `${typeof value} at ${path} is not a JSON value`;
    }
    if (value === null || value instanceof Decimal) return undefined;
    if (depth >= MAX_DEPTH) return `nesting deeper than ${MAX_DEPTH} at ${path} (a cycle?)`;
    if (value instanceof JsonRecord) {
      for (let i = 0; i < value.values.length; i++) {
        const v = value.values[i];
        if (v === undefined) continue;
        const found = visit(v, `${path}.${value.shape.keys[i] ?? i}`, depth + 1);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = visit(value[i], `${path}[${i}]`, depth + 1);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
      return `${typeof name === 'string' ? name : 'object'} at ${path} is not a plain object, array or Decimal`;
    }
    for (const key of Object.keys(value)) {
      const found = visit((value as Record<string, unknown>)[key], `${path}${/^[A-Za-z_$][\w$]*$/.test(key) ? '.' + key : `[${JSON.stringify(key)}]`}`, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(root, '$', 0) ?? 'invalid value';
}
