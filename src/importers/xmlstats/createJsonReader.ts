import { issue, type Issue, type IssueCode } from '../../ids/Issue.js';

/** A JSON path: a file or response name, then keys and array indexes. */
export type JsonPath = readonly (string | number)[];

/**
 * Reads fields of untrusted JSON by hand, recording an issue (with the field's path) for every
 * value of the wrong type instead of throwing. Each getter returns undefined when the value is
 * missing or wrong. Importers validate only the fields they use; the engine's schema checks
 * the batch they build once more.
 */
export interface JsonReader {
  /** Every issue recorded so far. */
  readonly issues: Issue[];
  /** Records an issue. */
  fail(code: IssueCode, path: JsonPath, message: string): void;
  /** The value as a plain object (not an array, not null). */
  object(value: unknown, path: JsonPath): Readonly<Record<string, unknown>> | undefined;
  /** The value as an array. */
  array(value: unknown, path: JsonPath): readonly unknown[] | undefined;
  /** A string field (non-empty unless `allowEmpty`). */
  string(obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath, allowEmpty?: boolean): string | undefined;
  /** A string field that may be null. */
  nullableString(obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath): string | null | undefined;
  /** An integer field. */
  integer(obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath): number | undefined;
  /** A non-negative integer field that may be null. */
  nullableCount(obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath): number | null | undefined;
  /** A boolean field. */
  boolean(obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath): boolean | undefined;
  /** One of the given strings. */
  oneOf<T extends string>(obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath, values: readonly T[]): T | undefined;
  /** An array of integers. */
  integers(obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath): number[] | undefined;
}

/** Renders a path for a message: `results/boston-red-sox.json[3].team.team_id`. */
function pathText(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out === '' ? '(root)' : out;
}

/** A short description of an unexpected value for a message. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * Creates a {@link JsonReader} that collects its issues in a fresh list.
 *
 * @example
 * const read = createJsonReader();
 * const row = read.object(json, ['results/boston-red-sox.json', 0]);
 * const id = row && read.string(row, 'event_id', ['results/boston-red-sox.json', 0]);
 * // read.issues: [] when event_id is a non-empty string
 */
export function createJsonReader(): JsonReader {
  const issues: Issue[] = [];
  const fail = (code: IssueCode, path: JsonPath, message: string): void => {
    issues.push(issue(code, path, `${pathText(path)}: ${message}`));
  };
  const wrong = (path: JsonPath, expected: string, value: unknown): undefined => {
    fail('invalid_input', path, `expected ${expected}, got ${describe(value)}`);
    return undefined;
  };
  const field = (obj: Readonly<Record<string, unknown>>, key: string): unknown => (Object.hasOwn(obj, key) ? obj[key] : undefined);

  return {
    issues,
    fail,
    object(value, path) {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Readonly<Record<string, unknown>>;
      return wrong(path, 'an object', value);
    },
    array(value, path) {
      return Array.isArray(value) ? (value as readonly unknown[]) : wrong(path, 'an array', value);
    },
    string(obj, key, path, allowEmpty = false) {
      const v = field(obj, key);
      if (typeof v === 'string' && (allowEmpty || v !== '')) return v;
      return wrong([...path, key], allowEmpty ? 'a string' : 'a non-empty string', v);
    },
    nullableString(obj, key, path) {
      const v = field(obj, key);
      if (v === null || typeof v === 'string') return v;
      return wrong([...path, key], 'a string or null', v);
    },
    integer(obj, key, path) {
      const v = field(obj, key);
      if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
      return wrong([...path, key], 'an integer', v);
    },
    nullableCount(obj, key, path) {
      const v = field(obj, key);
      if (v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)) return v;
      return wrong([...path, key], 'a non-negative integer or null', v);
    },
    boolean(obj, key, path) {
      const v = field(obj, key);
      return typeof v === 'boolean' ? v : wrong([...path, key], 'true or false', v);
    },
    oneOf(obj, key, path, values) {
      const v = field(obj, key);
      if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as (typeof values)[number];
      return wrong([...path, key], `one of ${values.join(', ')}`, v);
    },
    integers(obj, key, path) {
      const v = field(obj, key);
      if (Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isSafeInteger(x))) return (v as number[]).slice();
      return wrong([...path, key], 'an array of integers', v);
    },
  };
}
