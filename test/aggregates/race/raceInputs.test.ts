import { describe, expect, it } from 'vitest';
import { computeGroupRace, type GroupRaceInput } from '../../../src/aggregates/race/computeGroupRace.js';
import { computeMagicNumber } from '../../../src/aggregates/race/computeMagicNumber.js';
import { createSeededRandom } from '../../../src/aggregates/race/createSeededRandom.js';
import { raceGoals } from '../../../src/aggregates/race/raceGoals.js';
import type { Sport } from '../../../src/ids/index.js';

describe('the race functions that take hand-made input name what is wrong with it (D164)', () => {
  it('computeGroupRace: the input, its teams and its games left, each of the wrong shape', () => {
    const bad = (input: unknown) => () => computeGroupRace(input as GroupRaceInput);
    expect(bad(null)).toThrow(new TypeError('computeGroupRace: the input must be an object { teams, remaining }, got null'));
    expect(bad({ remaining: [] })).toThrow(new TypeError('computeGroupRace: teams must be an array of { teamId, won }'));
    expect(bad({ teams: [] })).toThrow(new TypeError('computeGroupRace: remaining must be an array of [teamId, teamId] pairs'));
    expect(bad({ teams: [{ won: 3 }], remaining: [] })).toThrow(new TypeError('computeGroupRace: teams[0] must be { teamId: string, won: number }'));
    expect(bad({ teams: [{ teamId: 'a', won: 3 }], remaining: [['a']] })).toThrow(new TypeError('computeGroupRace: remaining[0] must be a pair of team ids [string, string]'));
    expect(computeGroupRace({ teams: [{ teamId: 'a', won: 3 }, { teamId: 'b', won: 1 }], remaining: [['a', 'b']] }).map((t) => t.status)).toEqual(['clinched', 'eliminated']);
  });

  it('computeMagicNumber: records that are not counts, options that are not an object', () => {
    expect(() => computeMagicNumber({ won: Number.NaN, lost: 0 }, { won: 0, lost: 0 }, { scheduledGames: 162 })).toThrow(new RangeError('computeMagicNumber: leader.won must be a non-negative integer, got NaN'));
    expect(() => computeMagicNumber({ won: 90, lost: 60 }, { won: 80, lost: -1 }, { scheduledGames: 162 })).toThrow(new RangeError('computeMagicNumber: rival.lost must be a non-negative integer, got -1'));
    expect(() => computeMagicNumber({ won: 90, lost: 60 }, { won: 80, lost: 70 }, undefined as never)).toThrow(TypeError);
    expect(computeMagicNumber({ won: 90, lost: 60 }, { won: 80, lost: 70 }, { scheduledGames: 162 })).toBe(3);
  });

  it('createSeededRandom: a seed that is neither a number nor a string is a TypeError', () => {
    expect(() => createSeededRandom({} as never)).toThrow(new TypeError('createSeededRandom: the seed must be a safe integer or a string (got object)'));
    expect(() => createSeededRandom(null as never)).toThrow(new TypeError('createSeededRandom: the seed must be a safe integer or a string (got null)'));
    expect(createSeededRandom('2019')()).toBe(createSeededRandom('2019')());
  });

  it('raceGoals: a sport, season or number of divisions out of range', () => {
    expect(() => raceGoals('nhl' as Sport, 2019, 3)).toThrow(new RangeError(`raceGoals: sport must be 'mlb' or 'nba', got "nhl"`));
    expect(() => raceGoals('mlb', 2019.5, 3)).toThrow(new RangeError('raceGoals: season must be an integer year, got 2019.5'));
    expect(() => raceGoals('mlb', 2019, 0)).toThrow(new RangeError("raceGoals: divisions must be a positive integer (the conference's divisions), got 0"));
    expect(raceGoals('mlb', 2019, 3).map((g) => g.goal)[0]).toBe('division');
  });
});
