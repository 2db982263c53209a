import { Decimal } from '../../../../src/formatting/index.js';
import type { JsonValue } from '../../../../src/formatting/writeJson.js';

/**
 * The numeric value of a number read by `readJsonSource`, whether written as an integer or with
 * a point (a Decimal); undefined for anything else.
 *
 * @example
 * numberValue(readJsonSource('16.5')); // 16.5
 */
export function numberValue(value: JsonValue): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Decimal) return value.scaled / 10 ** value.scale;
  return undefined;
}
