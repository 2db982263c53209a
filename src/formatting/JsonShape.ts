import type { JsonValue } from './writeJson.js';

/** NEWLINES[n] = a newline and n levels of 2-space indent. */
const NEWLINES: string[] = ['\n'];

/** A newline followed by the indent of a nesting level. */
export function newlineAt(level: number): string {
  while (NEWLINES.length <= level) NEWLINES.push((NEWLINES[NEWLINES.length - 1] as string) + '  ');
  return NEWLINES[level] as string;
}

/**
 * An object type of a payload with its fixed key order (FORMAT-NOTES section 4: key order is
 * fixed per object type). The text before each value, `,\n    "key" : ` in the pretty style
 * and `,"key":` in the compact one, is built once per nesting level, so a row of the type is
 * written without looking a key up.
 *
 * @example
 * const SITE = new JsonShape(['capacity', 'surface', 'name', 'state', 'city']);
 * writeJson(SITE.record([33871, 'Grass', 'Fenway Park', 'Massachusetts', 'Boston']), 'compact');
 * // '{"capacity":33871,"surface":"Grass","name":"Fenway Park","state":"Massachusetts","city":"Boston"}'
 */
export class JsonShape {
  readonly keys: readonly string[];
  /** `,"key":` per key. */
  readonly compactPrefixes: readonly string[];
  private readonly prettyByLevel: (readonly string[])[] = [];

  constructor(keys: readonly string[]) {
    if (new Set(keys).size !== keys.length) throw new TypeError(`JsonShape: repeated key in ${keys.join(', ')}`);
    this.keys = keys;
    this.compactPrefixes = keys.map((k) => `,${JSON.stringify(k)}:`);
  }

  /** `,\n<indent>"key" : ` per key, for values nested `level` objects deep. */
  prettyPrefixes(level: number): readonly string[] {
    let prefixes = this.prettyByLevel[level];
    if (prefixes === undefined) {
      const nl = newlineAt(level + 1);
      prefixes = this.keys.map((k) => `,${nl}${JSON.stringify(k)} : `);
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
}

/** One object of a {@link JsonShape}: printed exactly like the plain object with those keys. */
export class JsonRecord {
  constructor(
    readonly shape: JsonShape,
    readonly values: readonly (JsonValue | undefined)[],
  ) {}
}
