import { avalanche } from './hashBytes.js';

/** FNV's 32-bit offset basis and prime, and MurmurHash2's multiplier for the second lane. */
const BASIS = 0x811c9dc5;
const BASIS_B = 0x050c5d1f;
const PRIME = 0x01000193;
const MIX = 0x5bd1e995;

/**
 * The engine's 64-bit hash of a string's UTF-16 code units, as 16 hex digits: two FNV-1a lanes
 * over the code units (one per multiplier), the length folded in at the end, each mixed to
 * avalanche. Each step is a bijection of a lane for a given unit, so strings of the same length
 * that differ in one unit always get different hashes; others collide with a chance of about
 * 2^-64. It reads the string where it stands (no encoding to bytes first), so a short key costs a
 * loop over its characters: the ETag of an answer (D146, D152) is this hash of the state's
 * fingerprint and the answer's key. The same text gives the same hash on every host.
 *
 * @example
 * hashText('snapshot:0.1.0:0123456789abcdef\u0000standings'); // 16 hex digits, the same for the same text
 */
export function hashText(text: string): string {
  fold(BASIS, BASIS_B, text);
  return digest(laneA, laneB, text.length);
}

/**
 * {@link hashText} of `prefix`, then each of `texts`, each after a U+0000 (the text
 * `` `${prefix}\u0000${texts.join('\u0000')}` ``), without making that text: the lanes are
 * folded over each piece where it stands, and those of the last prefix are remembered, so a
 * state's fingerprint is read once for all its answers' tags (D176).
 *
 * @example
 * hashJoined('fp', ['standings', 'mlb']) === hashText('fp\u0000standings\u0000mlb'); // true
 */
export function hashJoined(prefix: string, texts: readonly string[]): string {
  foldPrefix(prefix);
  return foldPieces(prefixA, prefixB, prefix.length, texts, 0);
}

/** Leaves the lanes of `prefix` in `prefixA` and `prefixB`, folding it only when it is not the last prefix. */
function foldPrefix(prefix: string): void {
  if (prefix === lastPrefix) return;
  fold(BASIS, BASIS_B, prefix);
  lastPrefix = prefix;
  prefixA = laneA;
  prefixB = laneB;
}

/** The hash of lanes `a`, `b` that read `n` units, then each of `texts` from `from` on, each after a U+0000. */
function foldPieces(a: number, b: number, n: number, texts: readonly string[], from: number): string {
  for (let i = from; i < texts.length; i++) {
    const text = texts[i]!;
    // The separator: a unit of 0.
    fold(Math.imul(a, PRIME), Math.imul(b, MIX), text);
    a = laneA;
    b = laneB;
    n += 1 + text.length;
  }
  return digest(a, b, n);
}

/**
 * Where {@link hashJoined} remembers the lanes after a prefix and a first text (a route keeps one
 * for its key, D186): the last prefix and first text folded, and the lanes after them.
 */
export interface FoldMemo {
  prefix: string | undefined;
  first: string | undefined;
  a: number;
  b: number;
  /** The texts after the first of the last hash made with this memo, and that hash (D188). */
  rest: readonly string[] | undefined;
  hash: string;
}

/** A memo that remembers nothing yet. */
export function newFoldMemo(): FoldMemo {
  return { prefix: undefined, first: undefined, a: 0, b: 0, rest: undefined, hash: '' };
}

/**
 * {@link hashJoined}, the same value, with the lanes after `prefix` and `texts[0]` remembered in
 * `memo` for the last such pair, and the last hash with the texts after them: a route's answers
 * are tagged by the state's fingerprint, then the route's key, then a few short pieces (style,
 * zone, the clock's part), so the key, most of what is hashed, is folded once per route and
 * fingerprint instead of once per answer (D186), and the same pieces again give the last hash
 * without folding them (D188).
 *
 * @example
 * const memo = newFoldMemo();
 * hashJoinedWith(memo, 'fp', ['standings', 'mlb']) === hashJoined('fp', ['standings', 'mlb']); // true
 */
export function hashJoinedWith(memo: FoldMemo, prefix: string, texts: readonly string[]): string {
  if (texts.length === 0) return hashJoined(prefix, texts);
  const first = texts[0]!;
  if (memo.prefix !== prefix || memo.first !== first) {
    foldPrefix(prefix);
    fold(Math.imul(prefixA, PRIME), Math.imul(prefixB, MIX), first);
    memo.a = laneA;
    memo.b = laneB;
    memo.prefix = prefix;
    memo.first = first;
    memo.rest = undefined;
  } else if (memo.rest !== undefined && sameRest(memo.rest, texts)) {
    // The same texts after the first as the last hash: the same text, the same hash (a route asked
    // again on the same day, in the same style and zone).
    return memo.hash;
  }
  const hash = foldPieces(memo.a, memo.b, prefix.length + 1 + first.length, texts, 1);
  memo.rest = texts.slice(1);
  memo.hash = hash;
  return hash;
}

/** Whether `texts` after its first equal `rest`, text by text. */
function sameRest(rest: readonly string[], texts: readonly string[]): boolean {
  if (rest.length !== texts.length - 1) return false;
  for (let i = 0; i < rest.length; i++) if (rest[i] !== texts[i + 1]) return false;
  return true;
}

/** The lanes {@link fold} ended with (two results without an object per call). */
let laneA = 0;
let laneB = 0;
/** The last prefix of {@link hashJoined} and its lanes. */
let lastPrefix: string | undefined;
let prefixA = 0;
let prefixB = 0;

/** Folds the code units of `text` into the lanes `a` and `b`; the results are left in `laneA` and `laneB`. */
function fold(a: number, b: number, text: string): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, PRIME);
    b = Math.imul(b ^ c, MIX);
  }
  laneA = a;
  laneB = b;
}

/** The hash of lanes that read `n` units: the length folded into both, each lane avalanched. */
function digest(a: number, b: number, n: number): string {
  a = avalanche(a ^ n);
  b = avalanche(b ^ a ^ n);
  return hex16(a, b);
}

/** The char codes of the hex digits, by value. */
const HEX_CODES = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));

/**
 * The 16 hex digits of two 32-bit words, made in one call: `toString(16).padStart` costs 0.3 µs
 * a word, eight two-digit pieces joined 110 ns for both, this 35-60 ns (D188).
 */
function hex16(a: number, b: number): string {
  const H = HEX_CODES;
  return String.fromCharCode(
    H[a >>> 28]!, H[(a >>> 24) & 15]!, H[(a >>> 20) & 15]!, H[(a >>> 16) & 15]!, H[(a >>> 12) & 15]!, H[(a >>> 8) & 15]!, H[(a >>> 4) & 15]!, H[a & 15]!,
    H[b >>> 28]!, H[(b >>> 24) & 15]!, H[(b >>> 20) & 15]!, H[(b >>> 16) & 15]!, H[(b >>> 12) & 15]!, H[(b >>> 8) & 15]!, H[(b >>> 4) & 15]!, H[b & 15]!,
  );
}
