/**
 * Python 3's `int(x)` of a header value, as python-xmlstats reads the reset header on a 429
 * and the Python example reads the remaining and reset headers on every success. Of the rate-limit
 * headers: `None` (a missing header) raises TypeError; a string may have surrounding whitespace,
 * a sign, decimal digits with single underscores between them and leading zeros (`int('08')` is
 * 8); anything else (empty, a decimal point, an exponent, a list `5, 5`) raises ValueError.
 *
 * @example
 * pythonInt('1428838260'); // 1428838260
 * pythonInt('1428838260.5'); // throws ValueError
 */
export function pythonInt(value: string | undefined): number {
  if (value === undefined) throw new TypeError("int() argument must be a string, a bytes-like object or a real number, not 'NoneType'");
  const m = /^\s*([+-]?)(\d+(?:_\d+)*)\s*$/.exec(value);
  if (!m) throw new Error(`ValueError: invalid literal for int() with base 10: ${JSON.stringify(value)}`);
  const n = Number(m[2]!.replace(/_/g, ''));
  return m[1] === '-' ? -n : n;
}
