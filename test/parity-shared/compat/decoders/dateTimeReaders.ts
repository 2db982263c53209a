/**
 * Whether a string parses as each client's date-time reader wants it (the service sends
 * `2013-04-14T00:00:00-04:00`):
 * - `rfc3339`: Go's `time.Time` JSON decoding (xmlstats-golang `xmlstats.go:69`);
 * - `javaIsoZoned`: `ZonedDateTime.parse` with ISO_ZONED_DATE_TIME (the Java example,
 *   `ExampleApacheHttp.java:82, 93`): an offset with a colon or `Z` is required, `-0400` and no
 *   offset fail;
 * - `phpW3c`: `DateTime::createFromFormat(DateTime::W3C, ...)` (the PHP example, `index.php:50,
 *   107-108`): `Y-m-d\TH:i:sP`, no fractional seconds, an offset required;
 * - `rubyTimeParse`: `Time.parse` (the gem's `time` fields, `lib/xmlstats/object.rb:24-29`): a
 *   string holding a date; null or a number raises.
 *
 * @example
 * DATE_TIME_READERS.javaIsoZoned('2013-04-14T13:00:00-0400'); // false
 */
export const DATE_TIME_READERS = {
  rfc3339: (s: unknown): boolean => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s),
  javaIsoZoned: (s: unknown): boolean => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)(\[[^\]]+\])?$/.test(s),
  phpW3c: (s: unknown): boolean => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:?\d{2})$/.test(s),
  rubyTimeParse: (s: unknown): boolean => typeof s === 'string' && /\d{4}-\d{2}-\d{2}/.test(s),
} as const;
