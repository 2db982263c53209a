import fc from 'fast-check';

/** One edit of a record: set the n-th key (modulo the keys) to a value, add a key, or drop the n-th key. */
export type RecordEdit = readonly [op: string, n: number, key: string, value: unknown];

/** Up to `maxLength` edits drawing added keys and values from the given hostile ones. */
export function editsOf(hostileKey: fc.Arbitrary<string>, hostile: fc.Arbitrary<unknown>, maxLength: number): fc.Arbitrary<RecordEdit[]> {
  return fc.array(fc.tuple(fc.constantFrom('set', 'add', 'drop'), fc.nat(), hostileKey, hostile), { maxLength });
}

/** Applies edits to a record in place (an added key is an own enumerable data property, even `__proto__`); anything but an object is left as it is. */
export function applyEdits<T>(record: T, ops: readonly RecordEdit[]): T {
  if (typeof record !== 'object' || record === null) return record;
  const out = record as Record<string, unknown>;
  for (const [op, n, key, value] of ops) {
    const keys = Object.keys(out);
    if (op === 'add') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else if (keys.length === 0) continue;
    else if (op === 'set') out[keys[n % keys.length]!] = value;
    else delete out[keys[n % keys.length]!];
  }
  return record;
}

/**
 * Records mostly as generated (weight `plain`), now and then edited (weight `edited`, up to two
 * edits), and now and then given another prototype (null, or a class instance).
 */
export function corrupter(hostileKey: fc.Arbitrary<string>, hostile: fc.Arbitrary<unknown>, weights: { readonly plain: number; readonly edited: number }) {
  const edits = editsOf(hostileKey, hostile, 2);
  return (arb: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> =>
    fc.tuple(arb, fc.oneof({ weight: weights.plain, arbitrary: fc.constant([] as RecordEdit[]) }, { weight: weights.edited, arbitrary: edits }), fc.nat(30))
      .map(([r, ops, proto]) => {
        const out = applyEdits(r, ops);
        if (proto === 0) return Object.assign(Object.create(null) as object, out);
        if (proto === 1) return Object.assign(new (class Line {})(), out);
        return out;
      });
}
