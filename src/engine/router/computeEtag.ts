import { hashBytes } from '../hashBytes.js';

const encoder = new TextEncoder();

/**
 * A strong entity tag of a body, derived from its UTF-8 bytes alone: the engine's 64-bit hash of
 * them ({@link hashBytes}: eight FNV-1a lanes over little-endian words, chained and mixed) in
 * quotes. Bodies of the same length that differ in one word always get different tags; others
 * collide with a chance of about 2^-64. The same bytes always give the same tag on every host;
 * it is computed without Node's crypto so that the router runs in any JavaScript runtime (D99).
 *
 * @example
 * computeEtag('{ }'); // '"..."' (16 hex digits in quotes, the same for the same bytes)
 */
export function computeEtag(body: string | Uint8Array): string {
  return `"${hashBytes(typeof body === 'string' ? encoder.encode(body) : body)}"`;
}

