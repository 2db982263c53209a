/**
 * The number written by `count` ASCII digits of `text` from `from`, or -1 when one of them is not
 * an ASCII digit (or lies past the end). Dates are read with it where they stand, with no slices
 * or `Number` (a date parameter on every request, 60 ages in a draft body: D168, D176).
 *
 * @example
 * digitsAt('2014-07-25', 5, 2); // 7
 * digitsAt('2014-0x-25', 5, 2); // -1
 */
export function digitsAt(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const c = text.charCodeAt(i) - 0x30;
    // NaN past the end fails both tests below as well.
    if (!(c >= 0 && c <= 9)) return -1;
    value = value * 10 + c;
  }
  return value;
}
