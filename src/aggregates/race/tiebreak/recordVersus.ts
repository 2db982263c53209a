import type { RaceResults } from '../RaceResults.js';

/**
 * A team's won-lost against the opponents `include` accepts (itself never), read from
 * `results.beat`: the record every league's division, conference and eligible-team criteria
 * compare.
 *
 * @example
 * import { resultsOfRace } from '../resultsOfRace.js';
 * const results = resultsOfRace(race);
 * recordVersus(results, 0, (o) => results.teams[o]!.division === results.teams[0]!.division); // [won, lost] in its division
 */
export function recordVersus(results: RaceResults, team: number, include: (opponent: number) => boolean): [number, number] {
  const n = results.teams.length;
  let w = 0, l = 0;
  for (let o = 0; o < n; o++) {
    if (o === team || !include(o)) continue;
    w += results.beat[team * n + o]!;
    l += results.beat[o * n + team]!;
  }
  return [w, l];
}
