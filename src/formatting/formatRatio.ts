import { formatFixed } from './formatFixed.js';
import { formatRateString } from './formatRateString.js';
import { roundRatio } from './Decimal.js';

/**
 * `numerator / denominator` rounded half-up to one decimal and printed with it (`"102.9"`,
 * `"-0.2"`, `"0.0"` for a zero denominator): the same text as
 * `formatFixed(roundRatio(n, d, 1), 1)`, computed without allocating a Decimal when the
 * numbers are small (every per-game figure of a season).
 *
 * @example
 * formatRatioOneDecimal(8436, 82); // '102.9'
 */
export function formatRatioOneDecimal(numerator: number, denominator: number): string {
  if (denominator <= 0 || !Number.isSafeInteger(numerator) || denominator > 1e9 || Math.abs(numerator) > 1e9) {
    return formatFixed(roundRatio(numerator, denominator, 1), 1);
  }
  const n = numerator < 0 ? -numerator : numerator;
  const top = 20 * n + denominator;
  const bottom = 2 * denominator;
  const q = (top - (top % bottom)) / bottom;
  if (q === 0) return '0.0';
  const tenth = q % 10;
  return (numerator < 0 ? '-' : '') + String((q - tenth) / 10) + '.' + String(tenth);
}

/**
 * A winning percentage or batting rate as the service prints it (`.617`, `.000`, `1.000`):
 * `formatRateString(roundRatio(n, d, 3))` without allocating a Decimal for ordinary numbers.
 *
 * @example
 * formatRateRatio(66, 82); // '.805'
 */
export function formatRateRatio(numerator: number, denominator: number): string {
  if (denominator <= 0 || numerator < 0 || !Number.isSafeInteger(numerator) || denominator > 1e9 || numerator > 1e9) {
    return formatRateString(roundRatio(numerator, denominator, 3));
  }
  const top = 2000 * numerator + denominator;
  const bottom = 2 * denominator;
  const q = (top - (top % bottom)) / bottom;
  const fraction = q % 1000;
  const whole = (q - fraction) / 1000;
  return (whole === 0 ? '' : String(whole)) + (fraction < 10 ? '.00' : fraction < 100 ? '.0' : '.') + String(fraction);
}
