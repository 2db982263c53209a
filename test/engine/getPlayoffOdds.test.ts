import { describe, expect, it } from 'vitest';
import { MAX_ODDS_RUNS as CLI_MAX_RUNS } from '../../src/cli/parseCommandLine.js';
import { applyOutcomes } from '../../src/aggregates/race/applyOutcomes.js';
import { getPlayoffOdds, MAX_ODDS_RUNS, oddsOfRaceSeason } from '../../src/engine/getPlayoffOdds.js';
import { getRaceSeason } from '../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

/** The bundled 2019 season (data/retrosheet/GL2019.TXT), loaded once for the test files that read it. */
const state = loadRetrosheetSeason(2019);
const NOW = '2019-10-01T12:00:00-04:00';

describe('getPlayoffOdds', () => {
  it('the same n and seed give the same odds; another seed other odds', () => {
    const a = getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-01', now: NOW, n: 400, seed: 7 })!;
    const b = getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-01', now: NOW, n: 400, seed: 7 })!;
    expect(b).toEqual(a);
    expect(getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-01', now: NOW, n: 400, seed: 8 })).not.toEqual(a);
    expect([a.n, a.seed, a.asOf, a.season]).toEqual([400, 7, '2019-09-01', 2019]);
  });

  it('per conference every team, the goals of the format in order, each share with its binomial standard error', () => {
    const odds = getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-01', now: NOW, n: 300, seed: 1 })!;
    expect(odds.groups.map((g) => g.conference)).toEqual(['American', 'National']);
    expect(odds.rounds).toHaveLength(4);
    for (const g of odds.groups) {
      expect(g.teams).toHaveLength(15);
      for (const t of g.teams) {
        expect(t.odds.map((o) => o.goal)).toEqual(['division', 'postseason', 'seed1', 'seed2', 'seed3', 'seed4', 'seed5', 'round1', 'round2', 'round3', 'round4', 'title']);
        for (const o of t.odds) {
          expect(o.p).toBeGreaterThanOrEqual(0);
          expect(o.p).toBeLessThanOrEqual(1);
          expect(Math.abs(o.p * 300 - Math.round(o.p * 300))).toBeLessThan(1e-9);
          expect(o.se).toBeCloseTo(Math.sqrt((o.p * (1 - o.p)) / 300), 12);
        }
      }
      // most likely to make the postseason first
      const p = g.teams.map((t) => t.odds[1]!.p);
      expect([...p].sort((x, y) => y - x)).toEqual(p);
    }
    const detroit = odds.groups[0]!.teams.find((t) => t.teamId === 'detroit-tigers')!;
    expect([detroit.won, detroit.lost, detroit.odds[1]!.p]).toEqual([40, 94, 0]);
  });

  it('with no game left the field is certain', () => {
    const odds = getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-30', now: NOW, n: 50 })!;
    expect(odds.gamesLeft).toBe(0);
    const sure = odds.groups.flatMap((g) => g.teams.filter((t) => t.odds[1]!.p === 1).map((t) => t.teamId)).sort();
    expect(sure).toEqual(['atlanta-braves', 'houston-astros', 'los-angeles-dodgers', 'milwaukee-brewers', 'minnesota-twins', 'new-york-yankees', 'oakland-athletics', 'st-louis-cardinals', 'tampa-bay-rays', 'washington-nationals']);
    for (const g of odds.groups) for (const t of g.teams) expect([0, 1]).toContain(t.odds[1]!.p);
  });

  it('defaults: 10,000 seasons, seed 1; undefined when no season of the sport is known', () => {
    const odds = getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-29', now: NOW })!;
    expect([odds.n, odds.seed]).toEqual([10_000, 1]);
    expect(getPlayoffOdds(state, { sport: 'nba', date: '2019-03-01', now: NOW, n: 10 })).toBeUndefined();
  });

  it('n and seed out of range are RangeErrors naming the function, non-numbers TypeErrors', () => {
    const bad = (n: unknown, seed: unknown) => () => getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-01', now: NOW, n: n as number, seed: seed as number });
    expect(bad(0, 1)).toThrow(new RangeError('getPlayoffOdds: n must be an integer from 1 to 100000, got 0'));
    expect(bad(100_001, 1)).toThrow(RangeError);
    expect(bad(1.5, 1)).toThrow(RangeError);
    expect(bad(10, -1)).toThrow(new RangeError('getPlayoffOdds: seed must be an integer from 0 to 4294967295, got -1'));
    expect(bad(10, 2 ** 32)).toThrow(RangeError);
    expect(bad('10', 1)).toThrow(new TypeError('getPlayoffOdds: n must be a number, got string'));
    expect(bad(10, '7')).toThrow(new TypeError('getPlayoffOdds: seed must be a number, got string'));
    expect(CLI_MAX_RUNS).toBe(MAX_ODDS_RUNS);
  });
});

describe('oddsOfRaceSeason (D148)', () => {
  const query = { sport: 'mlb' as const, date: '2019-09-01', now: NOW };
  const race = getRaceSeason(state, query);

  it('of the race as it stands, the same odds as getPlayoffOdds', () => {
    expect(oddsOfRaceSeason(race, { n: 200, seed: 4 })).toEqual(getPlayoffOdds(state, { ...query, n: 200, seed: 4 }));
  });

  it('of a fork, the odds of the hypothetical season: a team that wins every game left is certain of its division', () => {
    const twins = race.teams.findIndex((t) => t.teamId === 'minnesota-twins');
    const outcomes = race.remaining.filter((g) => g.home === twins || g.away === twins).map((g) => ({ eventId: g.eventId, winner: 'minnesota-twins' }));
    const forked = applyOutcomes(race, outcomes);
    if (!forked.ok) throw new Error(JSON.stringify(forked.issues));
    const odds = oddsOfRaceSeason(forked.value, { n: 200, seed: 4 })!;
    expect(odds.gamesLeft).toBe(race.remaining.length - outcomes.length);
    const mn = odds.groups[0]!.teams.find((t) => t.teamId === 'minnesota-twins')!;
    expect(mn.odds.find((o) => o.goal === 'division')!.p).toBe(1);
    expect(getPlayoffOdds(state, { ...query, n: 200, seed: 4 })!.groups[0]!.teams.find((t) => t.teamId === 'minnesota-twins')!.odds[0]!.p).toBeLessThan(1);
  });

  it('checks n and seed as getPlayoffOdds does, naming itself', () => {
    expect(() => oddsOfRaceSeason(race, { n: 0 })).toThrow(new RangeError('oddsOfRaceSeason: n must be an integer from 1 to 100000, got 0'));
    expect(() => oddsOfRaceSeason(race, { seed: 'x' as unknown as number })).toThrow(new TypeError('oddsOfRaceSeason: seed must be a number, got string'));
  });
});
