import { describe, expect, it } from 'vitest';
import { computeGroupRace } from '../../../src/aggregates/race/computeGroupRace.js';
import { findEliminatingSet } from '../../../src/aggregates/race/findEliminatingSet.js';

describe('findEliminatingSet', () => {
  it('finds the set the minimum cut proves (the doc comment example: Atlanta and New York against Philadelphia)', () => {
    expect(findEliminatingSet([83, 80, 78], [[0, 1, 6], [1, 0, 0], [6, 0, 0]], 1, 83)).toEqual([0, 2]);
  });

  it('returns a team already above the bound alone, the one with the most wins', () => {
    expect(findEliminatingSet([90, 10, 91, 91], [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], 1, 80)).toEqual([2]);
  });

  it('returns null when the others can be held to the bound, with or without a flow', () => {
    // With the bound at 84 they can be held: 83 + 78 + 6 = 167 <= 2 * 84 (New York wins at least five of the six).
    expect(findEliminatingSet([83, 80, 78], [[0, 1, 6], [1, 0, 0], [6, 0, 0]], 1, 84)).toBeNull();
    // Nobody can exceed the bound even winning every game inside the group.
    expect(findEliminatingSet([10, 10, 10], [[0, 2, 2], [2, 0, 2], [2, 2, 0]], 0, 12)).toBeNull();
    // The team left out plays everyone: its games are not in the flow.
    expect(findEliminatingSet([5, 5, 5], [[0, 9, 9], [9, 0, 0], [9, 0, 0]], 0, 5)).toBeNull();
  });
});

describe('the doc comment example of computeGroupRace', () => {
  it('gives Philadelphia the certificate {Atlanta, New York}', () => {
    const race = computeGroupRace({
      teams: [{ teamId: 'atl', won: 83 }, { teamId: 'phi', won: 80 }, { teamId: 'nym', won: 78 }],
      remaining: [...Array.from({ length: 6 }, () => ['atl', 'nym'] as const), ['atl', 'phi'], ['phi', 'mon'], ['phi', 'mon']],
    })[1];
    expect(race).toEqual({
      teamId: 'phi', status: 'eliminated', clinchedTie: false, canOnlyTie: false, maxWon: 83,
      certificate: { teams: ['atl', 'nym'], won: 161, gamesAmong: 6, bound: 83 },
    });
  });
});
