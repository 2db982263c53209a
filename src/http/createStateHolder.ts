import type { LeagueState } from '../engine/LeagueState.js';

/**
 * Holds the state a server answers from and swaps it atomically: a request reads the holder
 * once and answers entirely from that state, so a swap during a request never mixes old and
 * new data.
 *
 * @example
 * const holder = createStateHolder(state);
 * const r = ingest(holder.get(), batch);
 * if (r.ok) holder.set(r.state); // later requests see the new state; running ones keep theirs
 */
export interface StateHolder {
  get(): LeagueState;
  set(next: LeagueState): void;
}

/** A new {@link StateHolder}. */
export function createStateHolder(initial: LeagueState): StateHolder {
  let current = initial;
  return {
    get: () => current,
    set: (next) => {
      current = next;
    },
  };
}
