import type { BoxScoreFacts } from '../../aggregates/BoxScoreFacts.js';

/** Each game's box score not yet read (what builds it), replaced by the box score once built. */
const boxes = new WeakMap<object, (() => BoxScoreFacts) | BoxScoreFacts>();

/**
 * The `box` of every game whose box score is built when first read: one getter for all of them,
 * each game's builder kept beside it. V8 then gives the games one hidden class (a getter of its
 * own per game, or a data property made an accessor, put each game in a slow dictionary of its
 * own, slower to build and to read; D141).
 */
const BOX: PropertyDescriptor = {
  get(this: object): BoxScoreFacts | undefined {
    const kept = boxes.get(this);
    if (typeof kept !== 'function') return kept;
    const box = kept();
    boxes.set(this, box);
    return box;
  },
  enumerable: true,
};

/**
 * Gives a game (not yet frozen, without a `box` property) the box score `build` makes as `box`:
 * built, frozen by `build`, when first read, and the same object on every read after. A
 * snapshot's box scores (parsed when read, D141) and an ingested basketball box score's lines
 * (built when read, D192) are attached so.
 *
 * @example
 * const game = attachLazyBox({ eventId: 'e' }, () => Object.freeze({ awayPlayers: [], homePlayers: [], officials: [], attendance: null, durationMinutes: null, temperature: null, baseball: null }));
 * game.box === game.box; // true
 */
export function attachLazyBox<G extends object>(game: G, build: () => BoxScoreFacts): G & { readonly box: BoxScoreFacts } {
  boxes.set(game, build);
  return Object.defineProperty(game, 'box', BOX) as G & { readonly box: BoxScoreFacts };
}

/** Whether a game's box score is attached by {@link attachLazyBox} (built frozen when read). */
export function hasLazyBox(game: object): boolean {
  return boxes.has(game);
}
