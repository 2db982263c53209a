/**
 * `simulateOdds` on a real NBA season: 2017-18 from the xmlstats-derived team box scores
 * (`shared/data/nba/xmlstats_kaggle/2017-18_teamBoxScore.csv`, with the importer's corrections),
 * as of 2018-03-01 (the games after it as the remaining schedule): with a fixed seed, every
 * team's odds are identical across runs; a goal `computeClinch` marks clinched has odds 1, an
 * eliminated one 0.
 */
import { describe, expect, it } from 'vitest';
import { computeClinch } from '../../../../src/aggregates/race/computeClinch.js';
import { simulateOdds } from '../../../../src/aggregates/race/simulateOdds.js';
import { getRaceSeason } from '../../../../src/engine/getRaceSeason.js';
import { loadKaggleSeason } from '../../loadKaggleSeason.js';

const raceOn = (date: string) => getRaceSeason(loadKaggleSeason('2017-18'), { sport: 'nba', date, now: '2018-06-30T12:00:00-04:00' });

describe('simulateOdds on the NBA 2017-18 season', () => {
  it('from 2018-03-01: the same seed gives identical odds for every team across runs', () => {
    const race = raceOn('2018-03-01');
    expect(race.teams).toHaveLength(30);
    expect(race.remaining.length).toBeGreaterThan(250);
    const first = simulateOdds(race, { n: 2000, seed: 2018 });
    expect(simulateOdds(race, { n: 2000, seed: 2018 })).toEqual(first);
    expect(first.model).toMatch(/^pythagorean \(exponent 13\.91/);
    expect(first.teams.reduce((a, t) => a + t.goals.title.p, 0)).toBeCloseTo(1, 9);
  });

  it.each(['2018-03-15', '2018-04-01', '2018-04-08'])('as of %s: a goal computeClinch marks clinched has odds 1, an eliminated one 0', (date) => {
    const race = raceOn(date);
    const odds = simulateOdds(race, { n: 1000, seed: date });
    let decided = 0;
    for (const c of computeClinch(race)) {
      const t = odds.teams.find((x) => x.teamId === c.teamId)!;
      for (const g of c.goals) {
        const seed = /^seed(\d+)$/.exec(g.goal);
        const p = g.goal === 'division' || g.goal === 'postseason' ? t.goals[g.goal].p : seed ? t.seeds[Number(seed[1]) - 1]?.p : undefined;
        if (p === undefined || g.status === 'alive') continue;
        decided++;
        expect(p, `${c.teamId} ${g.goal} ${g.status}`).toBe(g.status === 'clinched' ? 1 : 0);
      }
    }
    expect(decided).toBeGreaterThan(10);
  }, 120_000);
});
