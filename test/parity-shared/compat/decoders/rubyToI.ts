/**
 * Ruby's lenient `String#to_i` (and `nil.to_i`), as Erik Berg's Ruby example reads
 * the remaining and reset headers with `to_i` (`roster.rb:58-59`):
 * a missing header is 0, leading whitespace and a sign are skipped, digits (single underscores
 * between them) are read up to the first other character, and no digits at all is 0.
 *
 * @example
 * rubyToI('1428838260'); // 1428838260
 * rubyToI(undefined); // 0
 * rubyToI('5, 5'); // 5
 */
export function rubyToI(value: string | undefined): number {
  if (value === undefined) return 0;
  const m = /^\s*([+-]?)(\d+(?:_\d+)*)/.exec(value);
  if (!m) return 0;
  const n = Number(m[2]!.replace(/_/g, ''));
  return m[1] === '-' ? -n : n;
}
