/**
 * Murmur3's 32-bit finalizer: a bijection of 32-bit values in which every input bit moves about
 * half the output bits; the last step of the engine's hashes (the ETag, D99; the snapshot body's
 * hash, D107).
 *
 * @example
 * avalanche(0); // 0
 * avalanche(1) !== avalanche(2); // true
 */
export function avalanche(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
