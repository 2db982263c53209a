import { flatText } from './flatText.js';

/** Most variants (style, zone) kept per payload: past them a payload's text is not kept. */
const MAX_VARIANTS = 4;

/**
 * The whole text of a payload that can never change, kept by the payload object per `variant`
 * (what else the text depends on: the style, the display zone) and written by `make` once (D183):
 * a season's team list, a date's daily leaders, a derived postseason, which the engine keeps,
 * frozen all the way down, for as long as the state that made them. Undefined when the payload
 * or anything it holds is not frozen (it may still change), or when it already has
 * {@link MAX_VARIANTS} texts: the caller writes it as it would without this.
 *
 * @example
 * const kept = new WeakMap<object, Map<string, string>>();
 * keptWholeText(kept, Object.freeze({ a: 1 }), 'pretty', () => '{ "a" : 1 }'); // '{ "a" : 1 }', kept
 * keptWholeText(kept, { a: 1 }, 'pretty', () => '{ "a" : 1 }'); // undefined: it may change
 */
export function keptWholeText<O extends object>(kept: WeakMap<O, Map<string, string>>, owner: O, variant: string, make: () => string): string | undefined {
  let byVariant = kept.get(owner);
  const known = byVariant?.get(variant);
  if (known !== undefined) return known;
  if ((byVariant !== undefined && byVariant.size >= MAX_VARIANTS) || !frozenThroughout(owner)) return undefined;
  const text = flatText(make());
  if (byVariant === undefined) kept.set(owner, (byVariant = new Map()));
  byVariant.set(variant, text);
  return text;
}

/**
 * Whether a value and every object and array it reaches are frozen (a value that is not an object
 * is). Payloads are a few levels deep; one nested deeper than `depth` (or holding a cycle) is
 * taken as not frozen, so it is never kept.
 */
export function frozenThroughout(value: unknown, depth = 16): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth === 0 || !Object.isFrozen(value)) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!frozenThroughout(item, depth - 1)) return false;
    return true;
  }
  for (const key of Object.keys(value)) if (!frozenThroughout((value as Record<string, unknown>)[key], depth - 1)) return false;
  return true;
}
