import { Decimal } from '../../../../src/formatting/index.js';
import type { JsonValue } from '../../../../src/formatting/writeJson.js';

/**
 * The kind of a value read by `readJsonSource` (test/formatting/readJsonSource.ts), which keeps
 * the spelling of numbers: a number written without a point or exponent is an `integer` (a JS
 * number), one written with either is a `decimal` (a Decimal), whatever its value (`12.0` is a
 * decimal). Typed clients care: Go and Json.NET refuse `12.0` for an int field.
 *
 * @example
 * jsonKind(readJsonSource('12')); // 'integer'
 * jsonKind(readJsonSource('12.0')); // 'decimal'
 */
export type JsonKind = 'null' | 'boolean' | 'integer' | 'decimal' | 'string' | 'array' | 'object';

export function jsonKind(value: JsonValue): JsonKind {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'integer';
  if (typeof value === 'string') return 'string';
  if (value instanceof Decimal) return 'decimal';
  if (Array.isArray(value)) return 'array';
  return 'object';
}
