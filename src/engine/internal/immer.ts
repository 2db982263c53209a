import { Immer, freeze } from 'immer';

/**
 * The library's private immer instance (auto-freeze on); immer's global settings are never
 * touched, so an application using immer itself is not affected.
 */
export const immer = new Immer({ autoFreeze: true });

/** Deep-freezes a freshly built state so that it behaves like one produced by immer. */
export function freezeState<T>(value: T): T {
  return freeze(value, true);
}
