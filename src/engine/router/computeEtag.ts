/**
 * A strong entity tag of a body: two independent 32-bit FNV-1a hashes of its UTF-16 code
 * units, as 16 hex digits in quotes. The same bytes always give the same tag; it is computed
 * without Node's crypto so that the router runs in any JavaScript runtime.
 *
 * @example
 * computeEtag('{ }'); // '"0f2c8a3e5b9d7c11"' (some 16 hex digits)
 */
export function computeEtag(body: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  return `"${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}"`;
}
