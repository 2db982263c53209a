const encoder = new TextEncoder();

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
