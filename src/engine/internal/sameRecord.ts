/**
 * Whether two flat records hold the same values under the same keys.
 *
 * @example
 * sameRecord({ a: 1, b: 'x' }, { a: 1, b: 'x' }); // true
 */
export function sameRecord<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
