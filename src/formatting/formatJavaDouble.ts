import type { Decimal } from './Decimal.js';

/**
 * Prints a decimal the way Java's `Double.toString` prints the double nearest to it, which is
 * how the service wrote every float field: at least one
 * fractional digit and no trailing zeros (`0.0`, `12.0`, `16.5`, `0.31`, `28.66`, `-3.5`).
 *
 * Java's layout is followed everywhere, including outside the range payloads use:
 * - 10^-3 <= |v| < 10^7: plain notation (`0.001`, `9999999.5`);
 * - otherwise computerized scientific notation, one digit before the point, at least one after,
 *   an unsigned positive exponent: `5.0E-4`, `1.0E7`, `-1.2345678E7`;
 * - zero is `0.0`; a Decimal never holds a negative zero, so Java's `-0.0` cannot occur.
 *
 * Digits: up to 15 significant digits the digits are exactly those of the decimal (any such
 * decimal survives the trip through a double), so no floating-point operation is involved.
 * A 16-digit `scaled` may not survive it; then the shortest digits that identify the nearest
 * double are printed (JavaScript's shortest round trip, which is what the contract's "no
 * trailing zeros" asks for; the pre-JDK 19 `FloatingDecimal` occasionally printed one digit
 * more than needed for such values, JDK-4511638, and is not imitated).
 *
 * Verified against `Double.toString` of OpenJDK 17 for the edge cases and random decimals the
 * repository's tests hold.
 *
 * @example
 * formatJavaDouble(decimalOf(0, 3)); // '0.0'
 * formatJavaDouble(decimalOf(120, 1)); // '12.0'
 * formatJavaDouble(decimalOf(310, 3)); // '0.31'
 * formatJavaDouble(decimalOf(-2, 1)); // '-0.2'
 * formatJavaDouble(decimalOf(5, 4)); // '5.0E-4'
 */
export function formatJavaDouble(value: Decimal): string {
  // Computed once per (immutable) decimal: shared decimals such as games back repeat.
  let text = value.javaText;
  if (text === undefined) {
    text = javaDoubleText(value);
    value.javaText = text;
  }
  return text;
}

function javaDoubleText(value: Decimal): string {
  let m = value.scaled;
  if (m === 0) return '0.0';
  const negative = m < 0;
  if (negative) m = -m;
  // Drop trailing zeros (also those of the integer part, so `e` may go negative): 1.2E7 has 2 digits.
  let e = value.scale;
  while (m % 10 === 0) {
    m /= 10;
    e--;
  }
  let digits: string;
  // Position of the decimal point, counted from the left of `digits` (value = 0.digits * 10^point).
  let point: number;
  if (m < SIXTEEN_DIGITS) {
    digits = String(m);
    point = digits.length - e;
  } else {
    // 16 significant digits (and e >= 0: a 16-digit m times a power of ten is not a safe
    // integer): take the shortest digits of the nearest double, `d.ddddde±x`.
    const text = (m / (POW10[e] as number)).toExponential();
    const ePos = text.indexOf('e');
    digits = text.charCodeAt(1) === DOT ? text[0] + text.slice(2, ePos) : text.slice(0, ePos);
    point = Number(text.slice(ePos + 1)) + 1;
  }
  const body = point >= -2 && point <= 7 ? plain(digits, point) : scientific(digits, point);
  return negative ? '-' + body : body;
}

const SIXTEEN_DIGITS = 1e15;
const POW10: readonly number[] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];
const DOT = 46;

/** Plain notation: the integer part (or `0`), a point, the fraction (or `0`). */
function plain(digits: string, point: number): string {
  if (point <= 0) return '0.' + '0'.repeat(-point) + digits;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length) + '.0';
  return digits.slice(0, point) + '.' + digits.slice(point);
}

/** Java's `d.dddE±x`: exponent without a plus sign, at least one fractional digit. */
function scientific(digits: string, point: number): string {
  const fraction = digits.length > 1 ? digits.slice(1) : '0';
  return digits[0] + '.' + fraction + 'E' + String(point - 1);
}
