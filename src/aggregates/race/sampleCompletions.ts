import type { ConferenceModel } from './ConferenceModel.js';

/**
 * `count` completions of a conference's remaining games, each its teams' final wins, drawn from
 * a fixed seed (so the same race gives the same samples): each sample gives every team a random
 * strength and splits the games of each pair by it, sharply, so that the samples spread the teams over
 * every order. They serve only as witnesses (a goal met, or missed, in a real completion) that
 * spare the exact searches; no answer depends on which samples were drawn.
 *
 * @example
 * import { conferenceModelOf } from './ConferenceModel.js';
 * sampleCompletions(conferenceModelOf(race, 'American'), 16).length; // 16
 */
export function sampleCompletions(m: ConferenceModel, count: number): Int32Array[] {
  const { n, won, among, outside } = m;
  let state = 0x9e3779b9;
  const random = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pairs: number[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (among[i * n + j]! > 0) pairs.push(i, j, among[i * n + j]!);
  const out: Int32Array[] = [];
  // e^(10 s) of each team's strength s: i beats j in a share 1 / (1 + e^(-10 (s_i - s_j))) of
  // their games, which is e_i / (e_i + e_j), and 1 / (1 + e^(-10 (s_i - 0.5))) of its games
  // against the other conference, e_i / (e_i + e^5): one exponential a team, not one a pair.
  const e = new Float64Array(n);
  const half = Math.exp(5);
  for (let k = 0; k < count; k++) {
    const f = new Int32Array(won);
    for (let i = 0; i < n; i++) e[i] = Math.exp(10 * random());
    // The games of a pair split by the strengths, rounded at random (one draw a pair, not a game).
    for (let p = 0; p < pairs.length; p += 3) {
      const i = pairs[p]!, j = pairs[p + 1]!, g = pairs[p + 2]!;
      const wins = Math.floor((g * e[i]!) / (e[i]! + e[j]!) + random());
      f[i]! += wins;
      f[j]! += g - wins;
    }
    for (let i = 0; i < n; i++) f[i]! += Math.floor((outside[i]! * e[i]!) / (e[i]! + half) + random());
    out.push(f);
  }
  return out;
}
