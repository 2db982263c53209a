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
   * `at`) when it was not.
   */
  readonly see: (key: K, at: number) => number | undefined;
}

/** Keys kept across rounds before the map is emptied (players of many seasons). */
const MAX_KEYS = 65_536;

/**
 * A new {@link FirstSeen}. One map serves every round, as a sparse set: the map gives a key's
 * slot in the round's log, and the key was seen in this round when that slot is below the
 * round's count and holds the key; `begin` only resets the count. So a new round costs no new
 * map, a key seen again in a later round is overwritten in place, and every value is a small
 * integer (no number boxed per entry). A new `Map` per box score side, grown entry by entry,
 * was ~2 MB of the ~15 MB an NBA season's ingest allocates.
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
  const slots = new Map<K, number>();
  const keys: K[] = [];
  const positions: number[] = [];
  let count = 0;
  return {
    begin: () => {
      count = 0;
      if (slots.size > MAX_KEYS) slots.clear();
    },
    see: (key, at) => {
      const slot = slots.get(key);
      if (slot !== undefined && slot < count && keys[slot] === key) return positions[slot];
      slots.set(key, count);
      keys[count] = key;
      positions[count] = at;
      count++;
      return undefined;
    },
  };
}
