const encoder = new TextEncoder();

/**
 * A strong entity tag of a body: two independent 32-bit FNV-1a hashes of its UTF-8 bytes, as
 * 16 hex digits in quotes. The same bytes always give the same tag; it is computed without
 * Node's crypto so that the router runs in any JavaScript runtime.
 *
 * @example
 * computeEtag('{ }'); // '"..."' (16 hex digits in quotes, the same for the same bytes)
 */
export function computeEtag(body: string | Uint8Array): string {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  return `"${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}"`;
}

/** The UTF-8 bytes of a body (what is sent, counted and hashed). */
export function encodeBody(body: string): Uint8Array {
  return encoder.encode(body);
}
