import { flatText } from './flatText.js';
import type { JsonValue } from './writeJson.js';

/** NEWLINES[n] = a newline and n levels of 2-space indent. */
const NEWLINES: string[] = ['\n'];

/** A newline followed by the indent of a nesting level. */
export function newlineAt(level: number): string {
  while (NEWLINES.length <= level) NEWLINES.push(flatText((NEWLINES[NEWLINES.length - 1] as string) + '  '));
  return NEWLINES[level] as string;
}

/**
 * Whether a string can stand between JSON quotes as it is (no quote, backslash or control
 * character), so that it may be given to a `:plain` field.
 *
 * @example
 * isPlainText('Red Sox'); // true
 * isPlainText('say "hi"'); // false
 */
export function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}

/**
 * A key of a {@link JsonShape}: its name, or `name:plain` for a field whose value is always a
 * string the builder made itself from digits, letters, `-`, `.` and the like (`"W3"`, `".617"`,
 * `"102.9"`, a validated team id): such a value needs no escaping, so its quotes are folded into
 * the text around it. Strings that come from data (names, cities) must not be marked plain.
 */
export type ShapeKey = string;

/** The text the writer puts before a value: per key, after a plain field or not. */
export interface ShapePrefixes {
  /** [previous field was plain ? 1 : 0][key index]; the first written key drops its comma. */
  readonly before: readonly [readonly string[], readonly string[]];
  readonly first: readonly string[];
  /** What closes the object: [last field was plain ? 1 : 0]. */
  readonly close: readonly [string, string];
}

/**
 * An object type of a payload with its fixed key order (the service's key order
 * is fixed per object type). The text before each value, `,\n    "key" : ` in the pretty style
 * and `,"key":` in the compact one, is built once per nesting level, so a row of the type is
 * written without looking a key up.
 *
 * @example
 * const SITE = new JsonShape(['capacity', 'surface', 'name', 'city', 'state']);
 * writeJson(SITE.record([33871, 'Grass', 'Fenway Park', 'Boston', 'Massachusetts']), 'compact');
 * // '{"capacity":33871,"surface":"Grass","name":"Fenway Park","city":"Boston","state":"Massachusetts"}'
 */
export class JsonShape {
  readonly keys: readonly string[];
  /** Whether each key's value is a plain string (see {@link ShapeKey}). */
  readonly plain: readonly boolean[];
  private readonly compactPrefixes: ShapePrefixes;
  private readonly prettyByLevel: ShapePrefixes[] = [];

  constructor(keys: readonly ShapeKey[]) {
    this.keys = keys.map((k) => k.replace(/:plain$/, ''));
    this.plain = keys.map((k) => k.endsWith(':plain'));
    if (new Set(this.keys).size !== this.keys.length) throw new TypeError(`JsonShape: repeated key in ${this.keys.join(', ')}`);
    this.compactPrefixes = this.build((k) => `,${JSON.stringify(k)}:`, '}');
  }

  private build(prefixOf: (key: string) => string, end: string): ShapePrefixes {
    const open = this.keys.map((k, i) => flatText(prefixOf(k) + (this.plain[i] ? '"' : '')));
    return {
      before: [open, open.map((p) => flatText(`"${p}`))],
      first: open.map((p) => flatText(p.slice(1))),
      close: [flatText(end), flatText(`"${end}`)],
    };
  }

  /** The compact style's text around values. */
  compact(): ShapePrefixes {
    return this.compactPrefixes;
  }

  /** The pretty style's text around values nested `level` objects deep. */
  pretty(level: number): ShapePrefixes {
    let prefixes = this.prettyByLevel[level];
    if (prefixes === undefined) {
      const nl = newlineAt(level + 1);
      prefixes = this.build((k) => `,${nl}${JSON.stringify(k)} : `, `${newlineAt(level)}}`);
      this.prettyByLevel[level] = prefixes;
    }
    return prefixes;
  }

  /**
   * A row of this type: one value per key, in key order; `undefined` omits the key (a field
   * absent from this row, like `team_event_result` of a game not completed).
   */
  record(values: readonly (JsonValue | undefined)[]): JsonRecord {
    if (values.length !== this.keys.length) {
      throw new TypeError(`JsonShape.record: ${values.length} values for ${this.keys.length} keys (${this.keys.join(', ')})`);
    }
    return new JsonRecord(this, values);
  }

  /**
   * A row of this type that is printed the same wherever it appears and is never changed: a
   * team or a site, built once per immutable record and repeated on every row that names it.
   * {@link writeJson} keeps its text per style and nesting level after the first printing, so
   * a payload of 162 results copies the text of its teams and sites instead of writing them
   * again (the values are read once; changing them afterwards does not change the text).
   */
  sharedRecord(values: readonly (JsonValue | undefined)[]): JsonRecord {
    const record = this.record(values);
    record.texts = [];
    return record;
  }
}

/**
 * One object of a {@link JsonShape}: printed exactly like the plain object with those keys.
 *
 * `JSON.stringify` gives the payload object too (D82): {@link JsonRecord.toJSON} hands it the
 * keys in the shape's order with their values (a key whose value is undefined left out), and a
 * nested record or {@link Decimal} converts itself the same way. What the public `*ToJson`
 * functions (`playerLineToJson`, `boxTotalsToJson`) return is such a record.
 *
 * @example
 * JSON.stringify(boxTotalsToJson(okcTotals, 241)); // '{"minutes":241,"points":106,...,"free_throw_percentage":0.885}'
 */
export class JsonRecord {
  /**
   * The printed text of a {@link JsonShape.sharedRecord}, by style and level (0: compact; n + 1:
   * pretty at nesting level n), filled by {@link writeJson}; undefined for every other record.
   */
  texts: (string | undefined)[] | undefined = undefined;

  constructor(
    readonly shape: JsonShape,
    readonly values: readonly (JsonValue | undefined)[],
  ) {}

  /**
   * The payload object for `JSON.stringify`: an object without prototype (so that no key, not
   * even `__proto__`, is special) holding the keys in order and the values as they are.
   */
  toJSON(): { readonly [key: string]: JsonValue } {
    const out: { [key: string]: JsonValue } = Object.create(null) as { [key: string]: JsonValue };
    const keys = this.shape.keys;
    for (let i = 0; i < keys.length; i++) {
      const v = this.values[i];
      if (v !== undefined) out[keys[i] as string] = v;
    }
    return out;
  }
}
