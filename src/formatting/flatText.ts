/** Written by every call of {@link flatText}, so that the engine cannot drop the read that flattens. */
let touched = 0;

/**
 * The same string, made flat: V8 keeps a string built by `+` as a tree of its pieces (a rope) and
 * copies the tree into one run of characters the first time something reads a character of it.
 * Text that is kept and then joined into many bodies (a team's or a record's piece of a payload)
 * is made flat once when it is kept; otherwise every body that contains it walks its tree again
 * when the body is encoded (D152: 120 kept pieces of 8 parts each cost 19 µs to encode as a
 * body, against 5.4 µs when each piece is flat).
 *
 * @example
 * flatText('"won" : ' + 3); // '"won" : 3'
 */
export function flatText(text: string): string {
  if (text.length > 0) touched ^= text.charCodeAt(0);
  return text;
}

/** For tests and the curious: proof that reads happened (a value that changes with the reads). */
export function flatTextReads(): number {
  return touched;
}
