import { describe, expect, it } from 'vitest';
import { computeEliminationNumber } from '../../../src/aggregates/race/computeEliminationNumber.js';
import { computeGroupRace } from '../../../src/aggregates/race/computeGroupRace.js';
import { computeMagicNumber } from '../../../src/aggregates/race/computeMagicNumber.js';

describe('published-style magic and elimination numbers', () => {
  it('is G + 1 - leader wins - rival losses, 0 once reached', () => {
    // A 90-60 leader over an 85-65 rival, 162 games: 163 - 90 - 65 = 8.
    expect(computeMagicNumber({ won: 90, lost: 60 }, { won: 85, lost: 65 }, { scheduledGames: 162 })).toBe(8);
    expect(computeMagicNumber({ won: 100, lost: 60 }, { won: 85, lost: 75 }, { scheduledGames: 162 })).toBe(0);
  });

  it('drops the + 1 when the leader owns the tiebreaker', () => {
    expect(computeMagicNumber({ won: 90, lost: 60 }, { won: 85, lost: 65 }, { scheduledGames: 162, leaderOwnsTiebreak: true })).toBe(7);
    expect(computeMagicNumber({ won: 90, lost: 60 }, { won: 85, lost: 65 }, { scheduledGames: 162, leaderOwnsTiebreak: false })).toBe(8);
  });

  it('gives the trailing team the leader magic number over it as its elimination number', () => {
    expect(computeEliminationNumber({ won: 85, lost: 65 }, { won: 90, lost: 60 }, { scheduledGames: 162 })).toBe(8);
    // Montreal (77-82) against Atlanta (83-71): out.
    expect(computeEliminationNumber({ won: 77, lost: 82 }, { won: 83, lost: 71 }, { scheduledGames: 162 })).toBe(0);
  });

  it('differs from the exact answer when who plays whom matters (Princeton teams4: Philadelphia)', () => {
    // Published style: Philadelphia (80-79) is one Atlanta (83-71) win or one Philadelphia loss from elimination...
    expect(computeEliminationNumber({ won: 80, lost: 79 }, { won: 83, lost: 71 }, { scheduledGames: 162 })).toBe(1);
    // ...but it is already out: Atlanta losing its last games means New York winning six.
    const race = computeGroupRace({
      teams: [{ teamId: 'atl', won: 83 }, { teamId: 'phi', won: 80 }, { teamId: 'nym', won: 78 }, { teamId: 'mon', won: 77 }],
      remaining: [['atl', 'phi'], ...Array.from({ length: 6 }, () => ['atl', 'nym'] as const), ['atl', 'mon'], ['phi', 'mon'], ['phi', 'mon']],
    });
    expect(race[1]).toMatchObject({ teamId: 'phi', status: 'eliminated' });
  });

  it('throws a RangeError on a bad schedule length', () => {
    expect(() => computeMagicNumber({ won: 1, lost: 1 }, { won: 1, lost: 1 }, { scheduledGames: -1 })).toThrow(new RangeError('computeMagicNumber: scheduledGames must be a non-negative integer, got -1'));
  });
});
