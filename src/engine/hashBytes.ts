/** Whether this machine stores 32-bit words little-endian (every current JavaScript host does). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** FNV's 32-bit prime. */
const PRIME = 0x01000193;

/**
 * The engine's 64-bit hash of bytes, as 16 hex digits: the bytes read four at a time as
 * little-endian words and dealt to eight FNV-1a lanes (word i to lane i mod 8, the last words
 * and bytes to lanes 0 and 1), so the eight multiplications of a round run side by side instead
 * of one after the other; the lanes and the length then chained into two 32-bit values, each
 * mixed to avalanche. Every step is a bijection of a lane for a given word, so inputs of the same
 * length that differ in one word (or only in the words of one lane) always get different hashes;
 * others collide with a chance of about 2^-64. The same bytes give the same hash on every host;
 * pure JavaScript, so it runs in any runtime. The ETag (D99) and the snapshot body's hash (D107)
 * are this hash.
 *
 * @example
 * hashBytes(new TextEncoder().encode('{ }')); // 16 hex digits, the same for the same bytes
 */
export function hashBytes(bytes: Uint8Array): string {
  const n = bytes.length;
  const words = n >>> 2;
  const rounds = words >>> 3;
  let l0 = 0x811c9dc5;
  let l1 = 0x050c5d1f;
  let l2 = 0x1b873593;
  let l3 = 0x27d4eb2f;
  let l4 = 0x165667b1;
  let l5 = 0x61c88647;
  let l6 = 0x2545f491;
  let l7 = 0x68e31da4;
  const view = wordsOf(bytes, words);
  let i = 0;
  for (let r = 0; r < rounds; r++, i += 8) {
    l0 = Math.imul(l0 ^ view[i]!, PRIME);
    l1 = Math.imul(l1 ^ view[i + 1]!, PRIME);
    l2 = Math.imul(l2 ^ view[i + 2]!, PRIME);
    l3 = Math.imul(l3 ^ view[i + 3]!, PRIME);
    l4 = Math.imul(l4 ^ view[i + 4]!, PRIME);
    l5 = Math.imul(l5 ^ view[i + 5]!, PRIME);
    l6 = Math.imul(l6 ^ view[i + 6]!, PRIME);
    l7 = Math.imul(l7 ^ view[i + 7]!, PRIME);
  }
  for (; i < words; i++) l0 = Math.imul(l0 ^ view[i]!, PRIME);
  for (let k = words * 4; k < n; k++) l1 = Math.imul(l1 ^ bytes[k]!, PRIME);
  let a = Math.imul(0x811c9dc5 ^ n, PRIME);
  let b = Math.imul(0x01000193 ^ n, 0x5bd1e995);
  for (const lane of [l0, l1, l2, l3, l4, l5, l6, l7]) {
    a = Math.imul(a ^ lane, PRIME);
    b = Math.imul(b ^ lane, 0x5bd1e995) ^ (b >>> 15);
  }
  a = avalanche(a);
  b = avalanche(b ^ a);
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}

/**
 * The first `words` little-endian 32-bit words of the bytes: a view of them where the host is
 * little-endian and they start on a word boundary (an encoded body does; a snapshot's body is
 * padded to), else a copy.
 */
function wordsOf(bytes: Uint8Array, words: number): Uint32Array {
  if (LITTLE_ENDIAN && (bytes.byteOffset & 3) === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset, words);
  const out = new Uint32Array(words);
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < words; i++) out[i] = data.getUint32(i * 4, true);
  return out;
}

/** Murmur3's 32-bit finalizer: a bijection of 32-bit values in which every input bit moves about half the output bits (shared with `hashText`). */
export function avalanche(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
