import { avalanche } from '../avalanche.js';

const encoder = new TextEncoder();

/** Whether this machine stores 32-bit words little-endian (every current JavaScript host does). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * A strong entity tag of a body, derived from its UTF-8 bytes alone: the bytes are read four at
 * a time as little-endian words and dealt to eight FNV-1a lanes (word i to lane i mod 8, the
 * last words and bytes to lanes 0 and 1), so the eight multiplications of a round run side by
 * side instead of one after the other; the lanes and the length are then chained into two
 * 32-bit values, each mixed to avalanche, printed as 16 hex digits in quotes. Every step is a
 * bijection of a lane for a given word, so bodies of the same length that differ in one word
 * (or only in the words of one lane) always get different tags; others collide with a chance of
 * about 2^-64. The same bytes always give the same tag on every host; it is computed without
 * Node's crypto so that the router runs in any JavaScript runtime.
 *
 * @example
 * computeEtag('{ }'); // '"..."' (16 hex digits in quotes, the same for the same bytes)
 */
export function computeEtag(body: string | Uint8Array): string {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
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
  return `"${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}"`;
}

/**
 * The first `words` little-endian 32-bit words of the bytes: a view of them where the host is
 * little-endian and they start on a word boundary (an encoded body does), else a copy.
 */
function wordsOf(bytes: Uint8Array, words: number): Uint32Array {
  if (LITTLE_ENDIAN && (bytes.byteOffset & 3) === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset, words);
  const out = new Uint32Array(words);
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < words; i++) out[i] = data.getUint32(i * 4, true);
  return out;
}

/** FNV's 32-bit prime. */
const PRIME = 0x01000193;

/**
 * The UTF-8 bytes of a body given in parts: the same bytes as `encodeBody(parts.join(''))`,
 * written part by part into one buffer, so that no flat string of the whole body is made (V8
 * flattens a string before encoding it, and a flat string over about 128 kB is a large object,
 * as slow to make as the encoding itself). A high surrogate that ends a part is carried to the
 * next one, so a pair split between parts is encoded as the pair.
 */
export function encodeParts(parts: readonly string[]): Uint8Array {
  let chars = 0;
  for (const part of parts) chars += part.length;
  let out = allocate(chars);
  let at = 0;
  let carry = '';
  for (let i = 0; i < parts.length; i++) {
    let text = carry === '' ? (parts[i] as string) : carry + (parts[i] as string);
    carry = '';
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff && i < parts.length - 1) {
      carry = text.slice(-1);
      text = text.slice(0, -1);
    }
    for (;;) {
      const { read, written } = encoder.encodeInto(text, out.subarray(at));
      at += written;
      if (read === text.length) break;
      // Not ASCII: each remaining UTF-16 unit takes at most 3 bytes.
      const grown = allocate(Math.max(out.length * 2, at + 3 * (text.length - read) + (chars - at)));
      grown.set(out.subarray(0, at));
      out = grown;
      text = text.slice(read);
    }
  }
  return at === out.length ? out : out.slice(0, at);
}

/**
 * Node's `Buffer.allocUnsafeSlow` where there is one: a large `new Uint8Array` is zeroed first,
 * which cost as much as encoding the body (79 µs for 217 kB against 5). Only the bytes written
 * are ever read: {@link encodeParts} copies or returns exactly those.
 */
const NODE_BUFFER = (globalThis as { Buffer?: { allocUnsafeSlow?: (size: number) => Uint8Array } }).Buffer;

/** A plain `Uint8Array` of `size` bytes (not zeroed under Node), on its own buffer. */
function allocate(size: number): Uint8Array {
  if (NODE_BUFFER?.allocUnsafeSlow === undefined) return new Uint8Array(size);
  const b = NODE_BUFFER.allocUnsafeSlow(size);
  return new Uint8Array(b.buffer, b.byteOffset, size);
}

/** A body given as its text or as its parts (joined: the text, as a rope that is not flattened here). */
export function bodyText(parts: readonly string[]): string {
  let text = '';
  for (const part of parts) text += part;
  return text;
}

/** The UTF-8 bytes of a body (what is sent, counted and hashed). */
export function encodeBody(body: string): Uint8Array {
  return encoder.encode(body);
}
