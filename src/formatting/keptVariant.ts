/**
 * What `make` gives for an owner and a variant, kept when the owner is frozen (the engine's
 * records, lines, teams and players are, and never change): in `kept` per owner and variant, a
 * few variants an owner at most (`limit`; past it, made on every call, so nothing grows without
 * bound). An owner that is not frozen may still change: `make`'s value, every time. The payload
 * writers keep their shared records (D98, D152) and XML elements this way. `make` is given the
 * owner and the variant, so that a caller can pass a function made once instead of a closure made
 * per call.
 *
 * @example
 * const kept = new WeakMap<object, Map<string, string>>();
 * keptVariant(kept, Object.freeze({ name: 'Red Sox' }), 'BOS', 4, () => 'made once'); // 'made once'
 */
export function keptVariant<O extends object, K, V>(kept: WeakMap<O, Map<K, V>>, owner: O, variant: K, limit: number, make: (owner: O, variant: K) => V): V {
  // An owner found kept was frozen when it was kept, and what is frozen stays frozen: only an
  // owner not found yet is checked (D191).
  let byVariant = kept.get(owner);
  if (byVariant === undefined) {
    if (!Object.isFrozen(owner)) return make(owner, variant);
    kept.set(owner, (byVariant = new Map()));
  }
  let value = byVariant.get(variant);
  if (value === undefined) {
    value = make(owner, variant);
    if (byVariant.size < limit) byVariant.set(variant, value);
  }
  return value;
}

/**
 * What `make` gives for `key` (and `arg`), kept in `kept` by the key, at most `limit` keys: the
 * map is emptied when full, so a long run of new keys costs a remake now and then and never grows
 * the map (texts of dates and date-times a table prints on every request, D188). For what is a
 * function of the key alone, never undefined.
 *
 * @example
 * keptUpTo(new Map<string, string>(), '2014-09-28', 4096, (date) => `${date}T00:00:00`); // '2014-09-28T00:00:00'
 */
export function keptUpTo<K, V, X = undefined>(kept: Map<K, V>, key: K, limit: number, make: (key: K, arg: X) => V, arg?: X): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make(key, arg as X);
    if (kept.size >= limit) kept.clear();
    kept.set(key, value);
  }
  return value;
}

/**
 * {@link keptVariant} for what depends on two objects, such as a row and the team it is shown
 * with: kept per `owner` and variant together with the `partner` it was made for, one lookup, the
 * partner compared by identity (another partner makes the value again and takes the place). Kept
 * only when both are frozen; otherwise `make`'s value, every time. What is frozen stays frozen, so
 * a value found was checked when it was kept (D185). `make` is given `arg`, so that a caller can
 * pass a function made once instead of a closure made per call (D188).
 *
 * @example
 * const kept = new WeakMap<object, Map<string, readonly [object, string]>>();
 * keptVariantWith(kept, Object.freeze({ team: 'BOS' }), Object.freeze({ player: 'Ortiz' }), '1', 4, () => 'made once'); // 'made once'
 */
export function keptVariantWith<A extends object, O extends object, K, V, X = undefined>(kept: WeakMap<O, Map<K, readonly [A, V]>>, partner: A, owner: O, variant: K, limit: number, make: (arg: X) => V, arg?: X): V {
  const byVariant = kept.get(owner);
  const found = byVariant?.get(variant);
  if (found !== undefined && found[0] === partner) return found[1];
  const value = make(arg as X);
  if (!Object.isFrozen(owner) || !Object.isFrozen(partner)) return value;
  if (byVariant === undefined) kept.set(owner, new Map([[variant, [partner, value]]]));
  else if (found !== undefined || byVariant.size < limit) byVariant.set(variant, [partner, value]);
  return value;
}

/**
 * What `make` gives for `owner`, kept by the owner object itself once `fixed(owner)` says nothing
 * it is made from can change (the owner and what it holds are frozen); otherwise `make`'s value,
 * every time. What is frozen stays frozen, so an owner found kept is not checked again: a lookup is
 * all a later call costs (a tournament's group, a leader row: D178, D182). `make` is given the
 * owner, so that a caller can pass a function made once instead of a closure made per call (D188).
 *
 * @example
 * const kept = new WeakMap<object, string>();
 * keptWhenFixed(kept, Object.freeze({ name: 'AL' }), Object.isFrozen, () => 'made once'); // 'made once'
 */
export function keptWhenFixed<O extends object, V>(kept: WeakMap<O, V>, owner: O, fixed: (owner: O) => boolean, make: (owner: O) => V): V {
  let value = kept.get(owner);
  if (value === undefined) {
    value = make(owner);
    if (fixed(owner)) kept.set(owner, value);
  }
  return value;
}
