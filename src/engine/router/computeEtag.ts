import { hashJoined, hashJoinedWith, type FoldMemo } from '../hashText.js';

/**
 * The strong entity tag of a successful answer (D146): the engine's 64-bit hash of the answering
 * state's fingerprint and the answer's key ({@link hashJoined}: the text
 * `` `${fingerprint}\u0000${key}` `` read where its pieces stand, D152, D176), the key given as
 * its pieces, joined by U+0000 (everything the bytes depend on: the endpoint, sport, argument,
 * format, the parameters read, style, zone and the part of the clock used), in quotes. A state's
 * answers are a function of its content and that key, so one tag never names two bodies (up to a
 * 64-bit hash collision); the body is not read, so a tag costs the same for 300 bytes and for
 * 300 kB. With a `memo` (the route's), the fingerprint and the first piece are folded once for
 * the route's last fingerprint (D186): the same tag.
 *
 * @example
 * answerEtag('snapshot:0.1.0:0123456789abcdef', ['standings\u0000mlb\u000020190502\u0000json\u0000', 'pretty']); // '"..."' (16 hex digits)
 */
export function answerEtag(fingerprint: string, keyParts: readonly string[], memo?: FoldMemo): string {
  return `"${memo === undefined ? hashJoined(fingerprint, keyParts) : hashJoinedWith(memo, fingerprint, keyParts)}"`;
}
