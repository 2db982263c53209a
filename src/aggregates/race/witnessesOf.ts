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
  const { n, division, divisions } = m;
  const own = division[x]!;
  const gx = Math.max(1, m.games[x]!);
  // Each team's games, at least 1: its wins are compared as fractions of them by cross products.
  const gj: number[] = [];
  for (let j = 0; j < n; j++) gj.push(Math.max(1, m.games[j]!));
  const out = new Array<Witness>(samples.length);
  for (let k = 0; k < samples.length; k++) {
    const f = samples[k]!;
    const fx = f[x]!;
    const strict = zeros(divisions);
    const level = zeros(divisions);
    for (let j = 0; j < n; j++) {
      if (j === x) continue;
      const d = f[j]! * gx - fx * gj[j]!;
      if (d >= 0) {
        level[division[j]!]!++;
        if (d > 0) strict[division[j]!]!++;
      }
    }
    out[k] = new SampleWitness(strict, level, own);
  }
  return out;
}

/** `length` zeros, as a packed array (`new Array(length).fill(0)` cost more than the loop that fills them). */
function zeros(length: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) out.push(0);
  return out;
}

/** A {@link Witness} whose `between` is a method (no closure per sample; most are never asked). */
class SampleWitness implements Witness {
  constructor(readonly strict: readonly number[], readonly level: readonly number[], private readonly own: number) {}

  between(within: GoalPredicate, better: GoalPredicate): boolean {
    const { strict, level, own } = this;
    // No team level with x in this sample (the usual case): one placing, no vector to walk.
    let tied = false;
    for (let d = 0; d < strict.length; d++) if (level[d] !== strict[d]) { tied = true; break; }
    if (!tied) return within(strict, own) && !better(strict, own);
    const spread = level.map((l, d) => l - strict[d]!);
    const v = strict.slice();
    return forEachCountVector(spread, (k) => {
      for (let d = 0; d < v.length; d++) v[d] = strict[d]! + k[d]!;
      return within(v, own) && !better(v, own);
    });
  }
}
