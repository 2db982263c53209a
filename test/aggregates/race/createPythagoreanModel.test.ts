import { describe, expect, it } from 'vitest';
import { createPythagoreanModel } from '../../../src/aggregates/race/createPythagoreanModel.js';
import type { RacePlayedGame, RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { leagueDate } from '../../../src/ids/index.js';

const date = leagueDate('2019-05-01');
const teams = ['A', 'B', 'C'].map((id) => ({ teamId: id, fullName: id, abbreviation: id, conference: 'American', division: 'East' }));
const game = (home: number, away: number, homeScore: number, awayScore: number): RacePlayedGame => ({ eventId: `${home}${away}${homeScore}${awayScore}`, home, away, homeScore, awayScore, date });
const race = (played: RacePlayedGame[], sport: 'mlb' | 'nba' = 'mlb'): RaceSeason => ({ sport, season: 2019, asOf: date, teams, played, remaining: [] });
const logit = (p: number) => Math.log(p / (1 - p));

describe('createPythagoreanModel', () => {
  it('rates by runs scored and allowed (exponent 1.83), combined by log5 with the home share', () => {
    // A scored 30 and allowed 20 against B; C has not played.
    const played = [game(0, 1, 6, 4), game(1, 0, 4, 6), game(0, 1, 6, 4), game(1, 0, 4, 6), game(0, 1, 6, 4)];
    const m = createPythagoreanModel(race(played), { priorGames: 0, homeShare: 0.5 });
    const rA = 30 ** 1.83 / (30 ** 1.83 + 20 ** 1.83);
    // Neutral (home share .5): log5 of the two ratings; B's rating is 1 - A's.
    const log5 = (a: number, b: number) => (a * (1 - b)) / (a * (1 - b) + (1 - a) * b);
    expect(m.homeWinProbability(0, 1)).toBeCloseTo(log5(rA, 1 - rA), 12);
    expect(m.homeWinProbability(1, 0)).toBeCloseTo(1 - log5(rA, 1 - rA), 12);
    // A team without games is rated .500.
    expect(m.homeWinProbability(0, 2)).toBeCloseTo(rA, 12);
  });

  it('gives equal teams the home share, measured from the season with 200 prior games at .54 (MLB) or .60 (NBA)', () => {
    const played = [game(0, 1, 5, 3), game(1, 0, 5, 3), game(0, 1, 3, 5), game(1, 0, 3, 5), game(0, 1, 4, 2), game(1, 0, 4, 2)];
    // A and B scored and allowed 20 each; 4 home wins in 6.
    const mlb = createPythagoreanModel(race(played));
    expect(mlb.homeWinProbability(0, 1)).toBeCloseTo((4 + 200 * 0.54) / (6 + 200), 12);
    expect(mlb.description).toContain('4 home wins in 6 games');
    const nba = createPythagoreanModel(race(played, 'nba'));
    expect(nba.homeWinProbability(0, 1)).toBeCloseTo((4 + 200 * 0.6) / (6 + 200), 12);
    expect(nba.description).toMatch(/^pythagorean \(exponent 13\.91, 10 prior games/);
  });

  it('pads each team with prior games at the league average, so a blowout in one game does not make a certainty', () => {
    const played = [game(0, 1, 10, 0)];
    const m = createPythagoreanModel(race(played), { homeShare: 0.5 });
    // League average 5 runs a team-game, 20 prior games: A 10+100 scored, 0+100 allowed.
    const rA = 1 / (1 + (100 / 110) ** 1.83), rB = 1 / (1 + (110 / 100) ** 1.83);
    expect(m.homeWinProbability(0, 1)).toBeCloseTo(1 / (1 + Math.exp(-(logit(rA) - logit(rB)))), 12);
    const raw = createPythagoreanModel(race(played), { homeShare: 0.5, priorGames: 0 });
    // Without the prior, a team that allowed nothing (or scored nothing) still gives a probability, not NaN.
    expect(raw.homeWinProbability(0, 1)).toBeGreaterThan(0.999_999);
    expect(raw.homeWinProbability(1, 0)).toBeLessThan(0.000_001);
    expect(raw.homeWinProbability(1, 0)).toBeGreaterThanOrEqual(0);
  });

  it('rejects bad options', () => {
    expect(() => createPythagoreanModel(race([]), { exponent: 0 })).toThrow(/^createPythagoreanModel: exponent/);
    expect(() => createPythagoreanModel(race([]), { homeShare: 1 })).toThrow(/^createPythagoreanModel: homeShare/);
  });
});
