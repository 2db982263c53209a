/**
 * What `make` gives for an owner and a variant, kept when the owner is frozen (the engine's
 * records, lines, teams and players are, and never change): in `kept` per owner and variant, a
 * few variants an owner at most (`limit`; past it, made on every call, so nothing grows without
 * bound). An owner that is not frozen may still change: `make`'s value, every time. The payload
 * writers keep their shared records (D98, D152) and XML elements this way.
 *
 * @example
 * const kept = new WeakMap<object, Map<string, string>>();
 * keptVariant(kept, Object.freeze({ name: 'Red Sox' }), 'BOS', 4, () => 'made once'); // 'made once'
 */
export function keptVariant<O extends object, K, V>(kept: WeakMap<O, Map<K, V>>, owner: O, variant: K, limit: number, make: () => V): V {
  if (!Object.isFrozen(owner)) return make();
  let byVariant = kept.get(owner);
  if (byVariant === undefined) kept.set(owner, (byVariant = new Map()));
  let value = byVariant.get(variant);
  if (value === undefined) {
    value = make();
    if (byVariant.size < limit) byVariant.set(variant, value);
  }
  return value;
}
