import type { LeagueState } from '../engine/LeagueState.js';
import { createStateHolder, type StateHolder } from './createStateHolder.js';

/**
 * The state holder a handler reads: the holder given, or a new one over a state given directly
 * (a server that never swaps its data needs no holder of its own). A TypeError naming the caller
 * for anything else.
 *
 * @example
 * holderOf('createNodeListener', state).get() === state; // true
 */
export function holderOf(caller: string, stateOrHolder: StateHolder | LeagueState): StateHolder {
  if (typeof stateOrHolder === 'object' && stateOrHolder !== null) {
    const x = stateOrHolder as Partial<StateHolder> & Partial<LeagueState>;
    if (typeof x.get === 'function' && typeof x.set === 'function') return stateOrHolder as StateHolder;
    if (typeof x.teams === 'object' && x.teams !== null && typeof x.seasons === 'object' && x.seasons !== null) return createStateHolder(stateOrHolder as LeagueState);
  }
  throw new TypeError(
    `${caller}: the first argument must be a state holder (createStateHolder(state)) or a league state, got ${stateOrHolder === null ? 'null' : typeof stateOrHolder}`,
  );
}
