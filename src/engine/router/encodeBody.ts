const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of a body given in parts: the same bytes as `encodeBody(parts.join(''))`,
 * written part by part into one buffer, so that no flat string of the whole body is made (V8
 * flattens a string before encoding it, and a flat string over about 128 kB is a large object,
 * as slow to make as the encoding itself). A high surrogate that ends a part is carried to the
 * next one, so a pair split between parts is encoded as the pair. A long part is encoded once and
 * its bytes kept ({@link keptBytesOf}): the next body that holds the same text (a results row's
 * shared text, D98) copies them instead of encoding it again. The first `written` parts, text
 * written for this body alone, are encoded where they stand and never kept (D178). A `transient`
 * body (one the router does not keep) of at most 64 kB is a view into a slab shared with other
 * such bodies (D179, D187); any other has a buffer of its own.
 */
export function encodeParts(parts: readonly string[], written = 0, transient = false): Uint8Array {
  const kept = new Array<Uint8Array | undefined>(parts.length);
  let size = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const bytes = i < written ? undefined : keptBytesAt(i, part);
    kept[i] = bytes;
    size += bytes === undefined ? part.length : bytes.length;
  }
  const slab = transient && size <= SLAB_MAX_BYTES;
  let out = slab ? fromSlab(size) : allocate(size);
  let at = 0;
  let carry = '';
  for (let i = 0; i < parts.length; i++) {
    const bytes = kept[i];
    if (bytes !== undefined && carry === '') {
      if (at + bytes.length > out.length) out = grow(out, at, at + bytes.length + (size - at));
      out.set(bytes, at);
      at += bytes.length;
      continue;
    }
    let text = carry === '' ? (parts[i] as string) : carry + (parts[i] as string);
    carry = '';
    if (text.length <= SHORT_CHARS && at + text.length <= out.length) {
      // A separator or a short run between kept parts: its ASCII characters written here, one
      // byte each, cost less than a call to the encoder (which makes a view and a result object).
      let j = 0;
      for (; j < text.length; j++) {
        const c = text.charCodeAt(j);
        if (c >= 0x80) break;
        out[at + j] = c;
      }
      at += j;
      if (j === text.length) continue;
      text = text.slice(j);
    }
    if (i < parts.length - 1 && endsInHighSurrogate(text)) {
      carry = text.slice(-1);
      text = text.slice(0, -1);
    }
    for (;;) {
      // A body's first part is written into the buffer itself: no view of it made (D188).
      const { read, written: wrote } = encoder.encodeInto(text, at === 0 ? out : out.subarray(at));
      at += wrote;
      if (read === text.length) break;
      // Not ASCII: each remaining UTF-16 unit takes at most 3 bytes.
      out = grow(out, at, Math.max(out.length * 2, at + 3 * (text.length - read) + (size - at)));
      text = text.slice(read);
    }
  }
  if (slab && out.buffer === slabBuffer) return keepFromSlab(out, at);
  return at === out.length ? out : out.slice(0, at);
}

/**
 * {@link keptBytesOf} (with its `minChars`) of the part at place `i` of a body: a body asked again gives the same
 * string objects in the same places (a shared row's text, D98), so the text last kept at a place
 * is compared first (the same object: one comparison) and the lookup by text is made only when it
 * differs (D190). The first {@link PLACES} places are remembered.
 */
function keptBytesAt(i: number, part: string, minChars = KEEP_MIN_CHARS): Uint8Array | undefined {
  if (i < PLACES && placeTexts[i] === part) return placeBytes[i];
  const bytes = keptBytesOf(part, minChars);
  // Only bytes the kept parts hold (not those of a text past the whole budget, never kept).
  if (bytes !== undefined && i < PLACES && bytes.length <= KEEP_BUDGET) {
    placeTexts[i] = part;
    placeBytes[i] = bytes;
  }
  return bytes;
}

/** Places of a body whose last kept text is remembered (a season's results have about 330 parts). */
const PLACES = 1024;
const placeTexts: string[] = [];
const placeBytes: Uint8Array[] = [];

/**
 * The UTF-8 bytes of a body given as one text that the router does not keep: `encodeParts([text],
 * 1, true)` without its lists, the text written where it stands (`me`, D189).
 */
export function encodeTransientText(text: string): Uint8Array {
  if (text.length > SLAB_MAX_BYTES) return encodeParts([text], 1, true);
  const out = fromSlab(text.length);
  const { read, written } = encoder.encodeInto(text, out);
  if (read === text.length) return keepFromSlab(out, written);
  // Not ASCII, so longer than its characters: written again by the general path (the slab's free end is where it was).
  return encodeParts([text], 1, true);
}

/**
 * The UTF-8 bytes of a body whose parts alternate between texts kept from call to call (even
 * indexes) and texts written for this call (odd indexes): the kept ones' bytes are kept by text
 * however short they are ({@link keptBytesAt}: `me`'s account text and clock tail are the same
 * string objects from call to call, found by place) and copied, the others' ASCII characters written
 * one byte each, so a short body that is mostly the same on every call is not encoded anew (`me`,
 * D190). A kept text ending in half a pair, or a fresh one that is not ASCII, sends the body
 * through {@link encodeParts}, every part encoded where it stands. Transient bodies as there.
 */
export function encodeAlternating(parts: readonly string[], transient = false): Uint8Array {
  let size = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if ((i & 1) === 1) {
      size += part.length;
      continue;
    }
    const bytes = keptBytesAt(i, part, 0);
    if (bytes === undefined) return encodeParts(parts, parts.length, transient);
    alternating[i >> 1] = bytes;
    size += bytes.length;
  }
  const slab = transient && size <= SLAB_MAX_BYTES;
  const out = slab ? fromSlab(size) : allocate(size);
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    if ((i & 1) === 0) {
      const bytes = alternating[i >> 1] as Uint8Array;
      out.set(bytes, at);
      at += bytes.length;
      continue;
    }
    const part = parts[i] as string;
    for (let j = 0; j < part.length; j++) {
      const c = part.charCodeAt(j);
      // Not ASCII: written again by the general path (a slab's free end is where it was).
      if (c >= 0x80) return encodeParts(parts, parts.length, transient);
      out[at++] = c;
    }
  }
  return slab ? keepFromSlab(out, at) : out;
}

/**
 * The kept texts' bytes of the body {@link encodeAlternating} is writing, by place: found once,
 * copied after the size is known. Overwritten by the next body, never emptied (emptying an array
 * makes the next call allocate its store again): it holds the last such body's kept texts' bytes
 * (`me`'s: a few hundred), which are copied and never handed out.
 */
const alternating: Uint8Array[] = [];

/**
 * Bodies of at most this many bytes that are not kept take their bytes from a shared slab
 * (D179): a new `ArrayBuffer` costs about 0.4 µs whatever its size (more than encoding 1 kB), so
 * short answers written for one call share one, as Node's pooled Buffers do; a body of 16 to 64
 * kB written into a fresh buffer of its own cost about 1 µs more than into the slab (D187). A
 * kept answer has an exact buffer of its own, so the memo never holds a slab.
 */
export const SLAB_MAX_BYTES = 64 * 1024;
/** The size of a slab: eight of the longest bodies it takes. */
export const SLAB_BYTES = 512 * 1024;
let slabBuffer: ArrayBuffer | undefined;
let slabAt = 0;

/**
 * A view of `size` bytes at the free end of the slab: a new slab when this one is short, or was
 * detached (a caller transferred an answer's buffer to a worker). A new slab is a zeroed
 * `ArrayBuffer` (D191): the answers written into it next then cost less than in one Node leaves
 * unzeroed, and a view's buffer never shows memory the process used for anything else.
 */
function fromSlab(size: number): Uint8Array {
  if (slabBuffer === undefined || slabAt + size > slabBuffer.byteLength) {
    slabBuffer = new ArrayBuffer(SLAB_BYTES);
    slabAt = 0;
  }
  return new Uint8Array(slabBuffer, slabAt, size);
}

/** The first `at` bytes of a view from {@link fromSlab}, the rest given back (the next view starts on an 8-byte boundary). */
function keepFromSlab(out: Uint8Array, at: number): Uint8Array {
  slabAt = (out.byteOffset + at + 7) & ~7;
  return at === out.length ? out : out.subarray(0, at);
}

/** Parts at most this long are tried as ASCII, byte by byte, before the encoder (see {@link encodeParts}). */
const SHORT_CHARS = 32;

function endsInHighSurrogate(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff;
}

/** A larger buffer holding the first `at` bytes of `out`. */
function grow(out: Uint8Array, at: number, size: number): Uint8Array {
  const grown = allocate(Math.max(size, out.length * 2));
  grown.set(out.subarray(0, at));
  return grown;
}

/** Parts shorter than this are encoded where they stand (separators, brackets, small rows). */
const KEEP_MIN_CHARS = 256;
/** Most bytes kept for parts, in all: past it the parts kept so far are dropped and keeping starts again. */
const KEEP_BUDGET = 16 * 1024 * 1024;
const keptParts = new Map<string, Uint8Array>();
let keptTotal = 0;

/**
 * The UTF-8 bytes of a long part, encoded on its first use and kept by its text: the text is the
 * key, so a hit is the same text and the same bytes whatever state or answer it came from. A
 * repeated part is usually the very string object kept with a shared record, whose hash V8 keeps
 * with the string, so a hit costs a lookup and a copy instead of an encoding (a results row of
 * 1.3 kB). Shorter parts, parts ending in a high surrogate and parts past the budget are not
 * kept (undefined).
 */
export function keptBytesOf(part: string, minChars = KEEP_MIN_CHARS): Uint8Array | undefined {
  if (part.length < minChars) return undefined;
  let bytes = keptParts.get(part);
  if (bytes === undefined) {
    // A text ending in half a pair is never kept (its other half may start the next part), so a
    // text found here needs no check (D181).
    if (endsInHighSurrogate(part)) return undefined;
    bytes = encoder.encode(part);
    if (bytes.length > KEEP_BUDGET) return bytes;
    if (keptTotal + bytes.length > KEEP_BUDGET) {
      keptParts.clear();
      keptTotal = 0;
      // What the places remember is kept here too, so it goes with it: the budget bounds both (D190).
      placeTexts.length = 0;
      placeBytes.length = 0;
    }
    keptParts.set(part, bytes);
    keptTotal += bytes.length;
  }
  return bytes;
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
