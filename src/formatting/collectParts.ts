/**
 * The text `write` returns, in parts: joined, exactly that text. Each long kept text of a shared
 * record (`JsonShape.sharedRecord`: a team, a line, a stats object, at least 256 characters) is a part of its own, the text between two of them another, so that a
 * router that encodes a body part by part copies the kept bytes of the shared texts instead of
 * encoding them again and makes no flat string of the whole body (D154). For a formatter that
 * returns what `writeJson` wrote (or such texts joined in order): while it runs, each long kept
 * text is written as a numbered mark (control characters, which the writer escapes inside strings
 * and never writes elsewhere) and set aside; the marks are then
 * replaced by parts. Throws an Error when a mark went missing (the text was cut or quoted): a
 * formatter this does not fit.
 *
 * @example
 * collectParts(() => writeJson({ a: 1 }, 'compact')); // ['{"a":1}']
 */
export function collectParts(write: () => string): string[] {
  const kept: string[] = [];
  const outer = splitInto;
  splitInto = kept;
  let text: string;
  try {
    text = write();
  } finally {
    splitInto = outer;
  }
  if (kept.length === 0) return [text];
  const pieces = text.split(MARK_OPEN);
  const parts: string[] = [pieces[0] as string];
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    const close = piece.indexOf(MARK_CLOSE);
    const k = close < 0 ? -1 : Number(piece.slice(0, close));
    const part = kept[k];
    if (part === undefined) throw new Error("collectParts: a shared text's mark is broken");
    kept[k] = undefined as unknown as string;
    parts.push(part, piece.slice(close + 1));
  }
  if (pieces.length !== kept.length + 1) throw new Error("collectParts: a shared text's mark is missing");
  return parts;
}

/** Kept texts shorter than this stay inside the text around them (a separate part costs more than it saves). */
const SPLIT_MIN_CHARS = 256;

/** Where {@link collectParts} keeps the long texts while it runs, in the order written. */
let splitInto: string[] | undefined;
const MARK_OPEN = '\u0001';
const MARK_CLOSE = '\u0002';

/** A kept text as a writer places it: itself, or its mark while {@link collectParts} runs and it is long. */
export function markKept(text: string): string {
  if (splitInto === undefined || text.length < SPLIT_MIN_CHARS) return text;
  return MARK_OPEN + (splitInto.push(text) - 1) + MARK_CLOSE;
}

/** What `write` returns with no marks in it: a kept text is whole (the shared texts inside it stay inside). */
export function whole(write: () => string): string {
  const outer = splitInto;
  splitInto = undefined;
  try {
    return write();
  } finally {
    splitInto = outer;
  }
}
