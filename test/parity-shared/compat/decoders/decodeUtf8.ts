/**
 * A body decoded the way Python's `data.decode('utf-8')` followed by `json.loads` reads it
 * (python-xmlstats `xmlstats/__init__.py:76`, the Python example `roster.py:26, 38`): invalid
 * UTF-8 throws (UnicodeDecodeError), and so does a leading byte order mark (json.loads:
 * "Unexpected UTF-8 BOM"). The Go, Java and Node clients are no more lenient about either.
 *
 * @example
 * decodeUtf8(Buffer.from('{"a":"José"}')); // '{"a":"José"}'
 */
export function decodeUtf8(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  if (text.startsWith('\uFEFF')) throw new Error('JSONDecodeError: Unexpected UTF-8 BOM');
  return text;
}
