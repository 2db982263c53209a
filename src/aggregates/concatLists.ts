/**
 * The items of several lists in one new array, in order: what `lists.flat()` gives for a list of
 * lists, by a loop. V8 in Node 20 runs `Array.prototype.flat` and `flatMap` through its runtime:
 * 1.7 µs for three lists of five, against 75 ns for this loop (D180), and the NBA standings made
 * two such lists on every call.
 *
 * @example
 * concatLists([[1, 2], [], [3]]); // [1, 2, 3]
 */
export function concatLists<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i]!;
    for (let j = 0; j < list.length; j++) out.push(list[j]!);
  }
  return out;
}
