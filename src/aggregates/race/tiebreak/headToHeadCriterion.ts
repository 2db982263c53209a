import type { RaceResults } from '../RaceResults.js';
import type { TieCriterion } from './orderByCriteria.js';

/**
 * The `head-to-head` criterion both leagues start from: each tied team's won-lost in the games
 * among the tied teams (combined, for three or more), read from `results.beat`.
 *
 * @example
 * import { resultsOfRace } from '../resultsOfRace.js';
 * const h2h = headToHeadCriterion(resultsOfRace(race));
 * h2h.record(0, [0, 1]); // team 0's [won, lost] against team 1
 */
export function headToHeadCriterion(results: RaceResults): Extract<TieCriterion, { readonly record: unknown }> {
  const n = results.teams.length;
  return {
    rule: 'head-to-head',
    record: (t, tied) => {
      let w = 0, l = 0;
      for (const o of tied) {
        if (o === t) continue;
        w += results.beat[t * n + o]!;
        l += results.beat[o * n + t]!;
      }
      return [w, l];
    },
  };
}
