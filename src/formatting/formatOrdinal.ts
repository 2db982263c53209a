/**
 * An English ordinal, as in `ordinal_rank` and draft `ordinal_pick` (`1st 2nd 3rd 4th 11th
 * 12th 13th 21st 22nd 101st 111th 112th`): `th` for anything ending in 11, 12 or 13, otherwise
 * `st`, `nd`, `rd` after a last digit of 1, 2, 3, and `th` after the rest (`0th`).
 *
 * Throws a RangeError for a negative or non-integer rank.
 *
 * @example
 * formatOrdinal(1); // '1st'
 * formatOrdinal(12); // '12th'
 * formatOrdinal(22); // '22nd'
 * formatOrdinal(111); // '111th'
 */
export function formatOrdinal(n: number): string {
  if (n >= 0 && n < SMALL.length && (n | 0) === n) return SMALL[n]!;
  return ordinalText(n);
}

function ordinalText(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`formatOrdinal: expected a non-negative integer, got ${String(n)}`);
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return n + 'th';
  switch (n % 10) {
    case 1:
      return n + 'st';
    case 2:
      return n + 'nd';
    case 3:
      return n + 'rd';
    default:
      return n + 'th';
  }
}

/** The ordinals of every rank a table can have. */
const SMALL: readonly string[] = Array.from({ length: 64 }, (_, i) => ordinalText(i));
