import type { JsonValue } from '../../../../src/formatting/writeJson.js';
import { jsonKind } from './jsonKind.js';

/**
 * A JSON object read by `readJsonSource` as a record of its members (keys in the text's order),
 * or undefined when the value is not an object.
 *
 * @example
 * asObject(readJsonSource('{"a":1}')); // { a: 1 }
 */
export function asObject(value: JsonValue): Readonly<Record<string, JsonValue>> | undefined {
  return jsonKind(value) === 'object' ? (value as Readonly<Record<string, JsonValue>>) : undefined;
}
