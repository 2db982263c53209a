/** A uniform draw in [0, 1), the next of a sequence fixed by a seed. */
export type SeededRandom = () => number;

const TWO_32 = 4294967296;

/** splitmix32 (a 32-bit variant of Steele, Lea and Flood's SplitMix): the next word of `state`, and the state after it. */
function splitmix32(state: number): [word: number, next: number] {
  const next = (state + 0x9e3779b9) | 0;
  let t = next ^ (next >>> 16);
  t = Math.imul(t, 0x21f0aaad);
  t ^= t >>> 15;
  t = Math.imul(t, 0x735a2d97);
  t ^= t >>> 15;
  return [t >>> 0, next];
}

/** A 32-bit key of a seed: a safe integer's two halves, or a string's UTF-16 code units, each mixed in by splitmix32. */
function keyOf(seed: number | string): number {
  let state = typeof seed === 'string' ? 0x5eed5eed : 0x1d872b41;
  const words: number[] = [];
  if (typeof seed === 'string') {
    for (let i = 0; i < seed.length; i++) words.push(seed.charCodeAt(i));
    words.push(seed.length);
  } else {
    const negative = seed < 0 ? 1 : 0;
    const magnitude = Math.abs(seed);
    words.push(magnitude % TWO_32, Math.floor(magnitude / TWO_32), negative);
  }
  for (const w of words) state = splitmix32((state ^ w) | 0)[0] | 0;
  return state;
}

/**
 * A seeded generator of uniform draws in [0, 1): sfc32 (Chris Doty-Humphrey's Small Fast
 * Counting generator, 128 bits of state, as in PractRand) whose four words come from splitmix32
 * over the seed, the first 12 outputs discarded. The seed is a safe integer or a string; the same
 * seed gives the same sequence in every run, process and platform (32-bit integer arithmetic
 * only), and nothing global is read or changed (no `Math.random`).
 *
 * @example
 * const random = createSeededRandom(2019);
 * random(); // the same number on every run
 * createSeededRandom('opening-day')() === createSeededRandom('opening-day')(); // true
 */
export function createSeededRandom(seed: number | string): SeededRandom {
  if (typeof seed !== 'number' && typeof seed !== 'string') throw new TypeError(`createSeededRandom: the seed must be a safe integer or a string (got ${seed === null ? 'null' : typeof seed})`);
  if (typeof seed === 'number' && !Number.isSafeInteger(seed)) throw new RangeError(`createSeededRandom: the seed must be a safe integer or a string (got ${seed})`);
  let state = keyOf(seed);
  const words: number[] = [];
  for (let k = 0; k < 4; k++) {
    const [word, next] = splitmix32(state);
    words.push(word | 0);
    state = next;
  }
  let a = words[0]!, b = words[1]!, c = words[2]!, d = words[3]!;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / TWO_32;
  };
  for (let k = 0; k < 12; k++) next();
  return next;
}
