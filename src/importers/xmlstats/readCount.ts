import type { JsonPath, JsonReader } from './createJsonReader.js';

/**
 * A non-negative integer field of a recorded response (a count), or undefined with an issue
 * naming the field when it is missing, not an integer or negative.
 *
 * @example
 * readCount(read, { hits: 2 }, 'hits', ['boxscore/x.json', 'away_batters', 0]); // 2
 */
export function readCount(read: JsonReader, obj: Readonly<Record<string, unknown>>, key: string, path: JsonPath): number | undefined {
  const v = read.integer(obj, key, path);
  if (v !== undefined && v < 0) {
    read.fail('invalid_input', [...path, key], `expected a non-negative integer, got ${v}`);
    return undefined;
  }
  return v;
}
