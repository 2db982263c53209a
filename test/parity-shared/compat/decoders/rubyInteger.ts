/**
 * Ruby's strict `Kernel#Integer(string)`, as xmlstats-ruby 1.7.0 reads the three rate-limit
 * headers (`lib/xmlstats/http_getters/net_http.rb:18-20`): `nil` (a missing header) raises
 * TypeError; surrounding whitespace, a sign, a radix prefix (`0x`, `0b`, `0o`, `0d`, or a bare
 * leading `0` for octal: `"010"` is 8, `"08"` raises) and single underscores between digits are
 * accepted; anything else (empty, a decimal point, `"5, 5"` from a repeated header) raises
 * ArgumentError.
 *
 * @example
 * rubyInteger('6'); // 6
 * rubyInteger(''); // throws ArgumentError
 */
export function rubyInteger(value: string | undefined): number {
  if (value === undefined) throw new TypeError("can't convert nil into Integer");
  const m = /^\s*([+-]?)(0[xX][0-9a-fA-F]+(?:_[0-9a-fA-F]+)*|0[bB][01]+(?:_[01]+)*|0[oO_]?[0-7]+(?:_[0-7]+)*|0[dD]\d+(?:_\d+)*|0|[1-9]\d*(?:_\d+)*)\s*$/.exec(value);
  if (!m) throw new Error(`ArgumentError: invalid value for Integer(): ${JSON.stringify(value)}`);
  const digits = m[2]!.replace(/_/g, '');
  let n: number;
  if (/^0[xX]/.test(digits)) n = parseInt(digits.slice(2), 16);
  else if (/^0[bB]/.test(digits)) n = parseInt(digits.slice(2), 2);
  else if (/^0[dD]/.test(digits)) n = parseInt(digits.slice(2), 10);
  else if (/^0[oO]/.test(digits)) n = parseInt(digits.slice(2), 8);
  else if (digits.length > 1 && digits.startsWith('0')) n = parseInt(digits.slice(1), 8);
  else n = parseInt(digits, 10);
  return m[1] === '-' ? -n : n;
}
