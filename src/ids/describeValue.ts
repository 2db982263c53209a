/**
 * A short description of a value for an issue or error message: a string quoted (cut at 30
 * characters), `null`, `an array`, `an object`, otherwise the value as text. Kept apart from the
 * schemas (no zod), so that the queries' own checks load nothing of the validation, and low
 * enough (ids) for the race's checks to share it.
 *
 * @example
 * describeValue('nhl'); // '"nhl"'
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 30 ? `${value.slice(0, 27)}...` : value);
  return typeof value === 'object' ? 'an object' : String(value);
}
