import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/aggregates/race/createSeededRandom.js';
import { simulateOdds } from '../../../src/aggregates/race/simulateOdds.js';
import { postseasonFormat } from '../../../src/aggregates/PostseasonFormat.js';
import { enumeratePictures, smallLeague, strengthModel, type SmallLeague } from './generatedLeagues.js';

/**
 * On small generated leagues (10 to 12 games left), the simulated odds of every team and every
 * regular-season goal (division, postseason, each seed, bye, play-in) equal the exact answer,
 * all completions enumerated with their probabilities under the same model (and, MLB through
 * 2021, every outcome of the tiebreaker games played), within their error: |p - exact| <= 5 SE
 * + 3 / n, SE from the exact probability (the 3 / n keeps rare goals, a few expected counts, out
 * of Poisson's longer tail: under 1e-5 a comparison).
 */
const N = 4000;
const shapes: readonly SmallLeague[] = [
  { sport: 'mlb', season: 2023, divisions: 3, perDivision: 3, played: 40, remaining: 10 },
  { sport: 'mlb', season: 2019, divisions: 3, perDivision: 3, played: 40, remaining: 10 },
  { sport: 'mlb', season: 2010, divisions: 3, perDivision: 2, played: 30, remaining: 10 },
  { sport: 'mlb', season: 2020, divisions: 3, perDivision: 4, played: 50, remaining: 10 },
  { sport: 'nba', season: 2018, divisions: 3, perDivision: 3, played: 50, remaining: 10 },
  { sport: 'nba', season: 2013, divisions: 3, perDivision: 3, played: 50, remaining: 10 },
  { sport: 'nba', season: 2022, divisions: 3, perDivision: 4, played: 60, remaining: 10 },
];

describe('simulateOdds converges to the exact enumeration', () => {
  it.each(shapes.map((s) => [`${s.sport} ${s.season}`, s] as const))('%s', (_, shape) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (leagueSeed) => {
        const race = smallLeague(shape, leagueSeed);
        const n = race.teams.length;
        const model = strengthModel(n, createSeededRandom(leagueSeed + 1));
        const places = postseasonFormat(race.sport, race.season).perGroup;
        const exact = { division: new Float64Array(n), postseason: new Float64Array(n), seeds: new Float64Array(n * places) };
        const indexOf = new Map(race.teams.map((t, i) => [t.teamId, i]));
        let total = 0;
        enumeratePictures(race, model, (picture, _results, weight) => {
          total += weight;
          for (const g of picture.groups) {
            for (const w of g.divisionWinners) exact.division[indexOf.get(w.teamId)!]! += weight;
            for (const s of g.seeds) {
              const t = indexOf.get(s.teamId)!;
              exact.postseason[t]! += weight;
              exact.seeds[t * places + s.seed - 1]! += weight;
            }
          }
        });
        expect(total).toBeCloseTo(1, 9);
        const odds = simulateOdds(race, { n: N, seed: leagueSeed, model });
        const check = (what: string, p: number, exactP: number) => {
          const q = Math.min(1, Math.max(0, exactP));
          const se = Math.sqrt((q * (1 - q)) / N);
          expect(Math.abs(p - q), `${what}: simulated ${p}, exact ${q}`).toBeLessThanOrEqual(5 * se + 3 / N);
        };
        odds.teams.forEach((team, t) => {
          check(`${team.teamId} division`, team.goals.division.p, exact.division[t]!);
          check(`${team.teamId} postseason`, team.goals.postseason.p, exact.postseason[t]!);
          for (let s = 0; s < places; s++) check(`${team.teamId} seed ${s + 1}`, team.seeds[s]!.p, exact.seeds[t * places + s]!);
          const sum = (from: number, to: number) => exact.seeds.slice(t * places + from - 1, t * places + to).reduce((a, b) => a + b, 0);
          if (team.goals.bye) check(`${team.teamId} bye`, team.goals.bye.p, sum(1, race.sport === 'nba' ? 6 : 2));
          if (team.goals.playIn) check(`${team.teamId} play-in`, team.goals.playIn.p, sum(7, 10));
        });
      }),
      { numRuns: 3 },
    );
  });
});
