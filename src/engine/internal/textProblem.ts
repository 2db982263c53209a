/** Control characters (C0, DEL, C1), the noncharacters U+FFFE/U+FFFF and lone surrogates. */
const UNPRINTABLE_CHARS = '\\u0000-\\u001f\\u007f-\\u009f\\ufffe\\uffff\\ud800-\\udfff';
const UNPRINTABLE = new RegExp(`[${UNPRINTABLE_CHARS}]`, 'u');

/** A string none of whose characters {@link textProblem} refuses (for a zod `regex` check). */
export const PRINTABLE = new RegExp(`^[^${UNPRINTABLE_CHARS}]*$`, 'u');

/**
 * Why a string of a batch cannot be held as text, or undefined when it can: it must have no
 * control character (U+0000 to U+001F, U+007F to U+009F: tabs and newlines included), no
 * U+FFFE or U+FFFF and no lone surrogate. Names, ids and places are printed in JSON, in XML
 * (which cannot carry most of these at all) and in HTTP headers, so such a string is refused at
 * ingest instead of failing an answer later.
 *
 * @example
 * textProblem('José Abreu'); // undefined
 * textProblem('Abreu\n'); // 'contains the control character U+000A'
 */
export function textProblem(text: string): string | undefined {
  const m = UNPRINTABLE.exec(text);
  if (m === null) return undefined;
  const code = m[0].charCodeAt(0);
  const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code >= 0xd800 && code <= 0xdfff) return `contains the lone surrogate ${name}`;
  if (code >= 0xfffe) return `contains the noncharacter ${name}`;
  return `contains the control character ${name}`;
}

/** Strings found printable, up to 4,096 of at most 64 characters (cleared when full). */
const printable = new Set<string>();

/**
 * Whether {@link textProblem} finds nothing wrong with a string: the same test, remembering short
 * strings found printable, since a batch repeats them (a season's ~32,000 player lines name ~500
 * players, ids, names and positions; a set lookup costs half of the regular expression).
 *
 * @example
 * isPrintable('Kevin Durant'); // true
 * isPrintable('Durant\t'); // false
 */
export function isPrintable(text: string): boolean {
  if (printable.has(text)) return true;
  if (UNPRINTABLE.test(text)) return false;
  if (text.length <= 64) {
    if (printable.size >= 4096) printable.clear();
    printable.add(text);
  }
  return true;
}
