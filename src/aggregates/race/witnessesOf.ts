import type { ConferenceModel } from './ConferenceModel.js';
import { forEachCountVector } from './forEachCountVector.js';
import type { GoalPredicate } from './raceGoals.js';

/** What one sampled completion shows of team x: the teams ahead of it by division, ties for it (`strict`) and against it (`level`). */
export interface Witness {
  readonly strict: readonly number[];
  readonly level: readonly number[];
  /** Some placing of the teams level with x meets `within` and misses `better`. */
  readonly between: (within: GoalPredicate, better: GoalPredicate) => boolean;
}

/**
 * What each sampled completion (`sampleCompletions`) shows of team x: the teams ahead of it by
 * division with its ties resolved for it (`strict`) and against it (`level`), and whether some
 * placing of the teams level with it meets one goal and misses another.
 *
 * @example
 * import { conferenceModelOf } from './ConferenceModel.js';
 * import { sampleCompletions } from './sampleCompletions.js';
 * const al = conferenceModelOf(race, 'American');
 * const seen = witnessesOf(al, 3, sampleCompletions(al, 48));
 * seen.some((w) => w.strict[al.division[3]!] === 0); // team 3 leads its division in some sample
 */
export function witnessesOf(m: ConferenceModel, x: number, samples: readonly Int32Array[]): Witness[] {
  const own = m.division[x]!;
  const gx = Math.max(1, m.games[x]!);
  return samples.map((f) => {
    const strict = new Array<number>(m.divisions).fill(0);
    const level = new Array<number>(m.divisions).fill(0);
    for (let j = 0; j < m.n; j++) {
      if (j === x) continue;
      const d = f[j]! * gx - f[x]! * Math.max(1, m.games[j]!);
      if (d > 0) strict[m.division[j]!]!++;
      if (d >= 0) level[m.division[j]!]!++;
    }
    const spread = level.map((l, d) => l - strict[d]!);
    const v = strict.slice();
    return {
      strict, level,
      between: (within, better) => forEachCountVector(spread, (k) => {
        for (let d = 0; d < v.length; d++) v[d] = strict[d]! + k[d]!;
        return within(v, own) && !better(v, own);
      }),
    };
  });
}

