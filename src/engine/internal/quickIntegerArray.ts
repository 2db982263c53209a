/**
 * The quick test of an array of integers from `min` to `max` (a game's period scores): a copy
 * of the array when every element is one, else undefined, and `integerArraySchema(min, max)`
 * checks it with its issues. The copy is the one the schema gives (so the state never shares
 * an array with the caller); what is spared is zod's parse around the schema's loop, a context
 * and a result per array, ~4,900 arrays in a baseball season.
 *
 * @example
 * quickIntegerArray(-1, 999)([0, 1, -1]); // [0, 1, -1]
 * quickIntegerArray(-1, 999)([0, 1.5]); // undefined
 */
export function quickIntegerArray(min: number, max: number): (list: unknown) => number[] | undefined {
  return (list) => {
    if (!Array.isArray(list)) return undefined;
    for (let i = 0; i < list.length; i++) {
      const v = list[i] as unknown;
      if (!(typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max)) return undefined;
    }
    return list.slice() as number[];
  };
}
