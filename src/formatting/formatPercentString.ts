import { formatRatioOneDecimal } from './formatRatio.js';

/**
 * A shooting percentage as the service prints it in its `*_percentage_string` fields: percent
 * scale, one decimal rounded half-up, no percent sign; the literal `&mdash;` without attempts
 * (as the 2015 box scores print it).
 *
 * @example
 * formatPercentString(13, 24); // '54.2'
 * formatPercentString(0, 0); // '&mdash;'
 */
export function formatPercentString(made: number, attempted: number): string {
  return attempted === 0 ? '&mdash;' : formatRatioOneDecimal(made * 100, attempted);
}
