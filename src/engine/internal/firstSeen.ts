/**
 * A record of where keys were first seen, for the duplicate checks of box score lines (a player
 * twice in a game, a batting slot or pitch order taken twice on a side), reused from one list to
 * the next: `begin` starts a new round in which nothing has been seen, without emptying the map.
 */
export interface FirstSeen<K> {
  /** Starts a new round: every key counts as not seen. */
  readonly begin: () => void;
  /**
   * Where `key` was first seen in this round, or undefined (and `key` is recorded as seen at
   * `at`) when it was not. `at` is an integer from 0 to 2^32 - 1.
   */
  readonly see: (key: K, at: number) => number | undefined;
}

/** Positions of a round take the low 32 bits of a value; rounds the bits above (2^21 rounds fit in 2^53). */
const SPAN = 2 ** 32;
const ROUNDS = 2 ** 20;
/** Keys kept across rounds before the map is emptied (players of many seasons). */
const MAX_KEYS = 65_536;

/**
 * A new {@link FirstSeen}. One map serves every round: a key's value holds the round it was
 * last seen in and its position then, so a new round costs no new map and a key seen again in a
 * later round is overwritten in place. A new `Map` per box score side, grown entry by entry, was
 * most of the garbage of an NBA season's ingest after the lines themselves (~2 MB of ~15 MB,
 * D137).
 *
 * @example
 * const seen = firstSeen<string>();
 * seen.begin();
 * seen.see('a', 0); // undefined
 * seen.see('a', 3); // 0
 * seen.begin();
 * seen.see('a', 5); // undefined
 */
export function firstSeen<K>(): FirstSeen<K> {
  const map = new Map<K, number>();
  let base = 0;
  return {
    begin: () => {
      base += SPAN;
      if (base >= ROUNDS * SPAN || map.size > MAX_KEYS) {
        map.clear();
        base = SPAN;
      }
    },
    see: (key, at) => {
      const v = map.get(key);
      if (v !== undefined && v >= base) return v - base;
      map.set(key, base + at);
      return undefined;
    },
  };
}
