import { rescaleDecimal, type Decimal } from './Decimal.js';

/**
 * A rate as the service's display strings print it: three decimals and no leading zero below 1
 * (`win_percentage` `".617"`, `".000"`; MLB `avg_string` `"1.000"`, `ops_string` `"2.000"`,
 * `slg_string` `"1.250"`). This is Java's
 * `new DecimalFormat(".000")`, checked on OpenJDK 17 (`.617`, `1.000`, `.000`, `-.500`).
 * A decimal with another scale is padded, or rounded half away from zero. A negative value
 * that rounds to zero is `".000"` where Java prints `"-.000"` (same decision as
 * `formatFixed`); rates are never negative in payloads anyway.
 *
 * @example
 * formatRateString(roundRatio(50, 81, 3)); // '.617'
 * formatRateString(decimalOf(0, 3)); // '.000'
 * formatRateString(decimalOf(1, 0)); // '1.000'
 * formatRateString(decimalOf(1250, 3)); // '1.250'
 */
export function formatRateString(value: Decimal): string {
  const scaled = rescaleDecimal(value, 3).scaled;
  const negative = scaled < 0;
  const abs = negative ? -scaled : scaled;
  const whole = (abs - (abs % 1000)) / 1000;
  const fraction = String(abs % 1000);
  const text = (whole === 0 ? '' : String(whole)) + '.' + (fraction.length === 3 ? fraction : '0'.repeat(3 - fraction.length) + fraction);
  return negative ? '-' + text : text;
}
