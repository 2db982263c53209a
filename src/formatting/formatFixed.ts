import { MAX_SCALE, rescaleDecimal, type Decimal } from './Decimal.js';

/**
 * A decimal with exactly `digits` decimals, a leading zero and a minus sign when negative, like
 * the standings per-game strings (`"102.9"`, `"95.0"`, `"-0.2"`). More
 * digits than the decimal has are padded with zeros; fewer round half away from zero (Java's
 * `String.format` rounds the same way), but round the ratio once at the printed scale instead.
 *
 * Decision: a value that rounds to zero prints `"0.0"`, never `"-0.0"`. Java's
 * `String.format("%.1f", -0.04)` (and `DecimalFormat("0.0")`) would print `-0.0` (checked on
 * OpenJDK 17), but no recorded payload shows a negative zero, and a point differential of
 * `-0.0` per game reads as a bug to a user; a {@link Decimal} has no negative zero either, so
 * `formatFixed(roundRatio(-3, 82, 1), 1)` and `formatFixed(decimalOf(-4, 2), 1)` agree.
 *
 * Throws a RangeError when `digits` is not an integer in 0..6. With 0 digits there is no point
 * (`"3"`), as with `%.0f`.
 *
 * @example
 * formatFixed(decimalOf(1029, 1), 1); // '102.9'
 * formatFixed(decimalOf(95, 0), 1); // '95.0'
 * formatFixed(decimalOf(-2, 1), 1); // '-0.2'
 * formatFixed(decimalOf(-4, 2), 1); // '0.0'
 */
export function formatFixed(value: Decimal, digits: number): string {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_SCALE) {
    throw new RangeError(`formatFixed: digits must be an integer in 0..${MAX_SCALE}, got ${String(digits)}`);
  }
  // Fewer digits: round. More: print at the decimal's own scale and pad, so nothing overflows.
  const rounded = digits < value.scale ? rescaleDecimal(value, digits) : value;
  const scaled = rounded.scaled;
  const scale = rounded.scale;
  const negative = scaled < 0;
  let text = String(negative ? -scaled : scaled);
  if (scale > 0) {
    if (text.length <= scale) text = '0'.repeat(scale + 1 - text.length) + text;
    const cut = text.length - scale;
    text = text.slice(0, cut) + '.' + text.slice(cut);
  }
  if (digits > scale) text += (scale === 0 ? '.' : '') + '0'.repeat(digits - scale);
  return negative ? '-' + text : text;
}
