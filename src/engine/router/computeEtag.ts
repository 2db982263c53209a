const encoder = new TextEncoder();

/** Whether this machine stores 32-bit words little-endian (every current JavaScript host does). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * A strong entity tag of a body: two independent 32-bit FNV-style hashes of its UTF-8 bytes,
 * read four bytes at a time as little-endian words, as 16 hex digits in quotes. The same bytes
 * always give the same tag on every host; it is computed without Node's crypto so that the
 * router runs in any JavaScript runtime.
 *
 * @example
 * computeEtag('{ }'); // '"..."' (16 hex digits in quotes, the same for the same bytes)
 */
export function computeEtag(body: string | Uint8Array): string {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  const words = bytes.length >>> 2;
  if (LITTLE_ENDIAN && (bytes.byteOffset & 3) === 0) {
    const view = new Uint32Array(bytes.buffer, bytes.byteOffset, words);
    for (let i = 0; i < words; i++) {
      const w = view[i]!;
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0x5bd1e995) ^ (b >>> 15);
    }
  } else {
    const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < words; i++) {
      const w = data.getUint32(i * 4, true);
      a = Math.imul(a ^ w, 0x01000193);
      b = Math.imul(b ^ w, 0x5bd1e995) ^ (b >>> 15);
    }
  }
  for (let i = words * 4; i < bytes.length; i++) {
    a = Math.imul(a ^ bytes[i]!, 0x01000193);
    b = Math.imul(b ^ bytes[i]!, 0x5bd1e995) ^ (b >>> 15);
  }
  a = Math.imul(a ^ bytes.length, 0x01000193);
  return `"${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}"`;
}

/** The UTF-8 bytes of a body (what is sent, counted and hashed). */
export function encodeBody(body: string): Uint8Array {
  return encoder.encode(body);
}
