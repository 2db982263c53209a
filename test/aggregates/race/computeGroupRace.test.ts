import { describe, expect, it } from 'vitest';
import { computeGroupRace, type GroupRaceInput } from '../../../src/aggregates/race/computeGroupRace.js';

/**
 * A division as the Princeton COS 226 assignment "Baseball Elimination" writes it (teams4.txt,
 * teams5.txt; https://www.cs.princeton.edu/courses/archive/spring04/cos226/assignments/baseball.html):
 * wins, losses, games left, and games left against each team of the division. Games left that
 * the matrix does not account for are against teams outside the division.
 */
function division(rows: readonly (readonly [string, number, number, number, ...number[]])[]): GroupRaceInput {
  const remaining: (readonly [string, string])[] = [];
  rows.forEach(([id, , , left, ...against], i) => {
    against.forEach((g, j) => {
      if (j > i) for (let k = 0; k < g; k++) remaining.push([id, rows[j]![0]]);
    });
    const outside = left - against.reduce((s, g) => s + g, 0);
    for (let k = 0; k < outside; k++) remaining.push([id, 'outside']);
  });
  return { teams: rows.map(([teamId, won]) => ({ teamId, won })), remaining };
}

const byId = (input: GroupRaceInput) => Object.fromEntries(computeGroupRace(input).map((r) => [r.teamId, r]));

describe('computeGroupRace on the Princeton examples', () => {
  // teams4.txt: the NL East example of the assignment's text.
  const teams4 = division([
    ['Atlanta', 83, 71, 8, 0, 1, 6, 1],
    ['Philadelphia', 80, 79, 3, 1, 0, 0, 2],
    ['New_York', 78, 78, 6, 6, 0, 0, 0],
    ['Montreal', 77, 82, 3, 1, 2, 0, 0],
  ]);

  it('eliminates Montreal trivially and Philadelphia through New York, and says why', () => {
    const race = byId(teams4);
    // "Montreal is mathematically eliminated since it can finish with at most 80 wins and Atlanta already has 83 wins."
    expect(race['Montreal']).toMatchObject({ status: 'eliminated', maxWon: 80, certificate: { teams: ['Atlanta'], won: 83, gamesAmong: 0, bound: 80 } });
    // "Philadelphia is eliminated by the subset R = { Atlanta New_York }": 83 + 78 + 6 = 167 > 2 * 83.
    expect(race['Philadelphia']).toMatchObject({ status: 'eliminated', maxWon: 83, certificate: { teams: ['Atlanta', 'New_York'], won: 161, gamesAmong: 6, bound: 83 } });
    // "New York is not yet mathematically eliminated despite the fact that it has fewer wins than Philadelphia."
    expect(race['New_York']).toMatchObject({ status: 'alive', canOnlyTie: false, certificate: null });
    expect(race['Atlanta']).toMatchObject({ status: 'alive', clinchedTie: false, canOnlyTie: false, certificate: null });
  });

  // teams5.txt: the American League East at the end of play on August 30, 1996.
  const teams5 = division([
    ['New_York', 75, 59, 28, 0, 3, 8, 7, 3],
    ['Baltimore', 71, 63, 28, 3, 0, 2, 7, 7],
    ['Boston', 69, 66, 27, 8, 2, 0, 0, 3],
    ['Toronto', 63, 72, 27, 7, 7, 0, 0, 0],
    ['Detroit', 49, 86, 27, 3, 7, 3, 0, 0],
  ]);

  it('eliminates Detroit by the other four teams (average 76.25 wins > 76), nobody else', () => {
    const race = byId(teams5);
    // "Detroit is eliminated by the subset R = { New_York Baltimore Boston Toronto }": 278 wins + 27 games among them.
    expect(race['Detroit']).toMatchObject({
      status: 'eliminated', maxWon: 76,
      certificate: { teams: ['New_York', 'Baltimore', 'Boston', 'Toronto'], won: 278, gamesAmong: 27, bound: 76 },
    });
    for (const id of ['New_York', 'Baltimore', 'Boston', 'Toronto']) expect(race[id]!.status, id).toBe('alive');
  });

  it('does not eliminate Detroit when the teams above it have fewer games among themselves, but it can only tie', () => {
    // Move New York - Boston's 8 games to outside opponents: the four can now be held to 76, not to 75
    // (New York, Baltimore and Toronto: 209 wins + 17 games among them > 3 * 75).
    const input = division([
      ['New_York', 75, 59, 28, 0, 3, 0, 7, 3],
      ['Baltimore', 71, 63, 28, 3, 0, 2, 7, 7],
      ['Boston', 69, 66, 27, 0, 2, 0, 0, 3],
      ['Toronto', 63, 72, 27, 7, 7, 0, 0, 0],
      ['Detroit', 49, 86, 27, 3, 7, 3, 0, 0],
    ]);
    expect(byId(input)['Detroit']).toMatchObject({
      status: 'alive', canOnlyTie: true, certificate: { teams: ['New_York', 'Baltimore', 'Toronto'], won: 209, gamesAmong: 17, bound: 75 },
    });
  });
});

describe('computeGroupRace: clinching and ties', () => {
  it('clinches when the team, losing every game left, stays above every rival winning all of theirs', () => {
    const input: GroupRaceInput = { teams: [{ teamId: 'a', won: 90 }, { teamId: 'b', won: 85 }], remaining: [['a', 'b'], ['a', 'b'], ['b', 'x'], ['b', 'x']] };
    // b at most 89 < 90.
    expect(byId(input)['a']).toMatchObject({ status: 'clinched', clinchedTie: true, canOnlyTie: false, certificate: null });
    expect(byId(input)['b']).toMatchObject({ status: 'eliminated', certificate: { teams: ['a'], won: 90, gamesAmong: 0, bound: 89 } });
  });

  it('says clinchedTie but not clinched when the best rival can only draw level', () => {
    const input: GroupRaceInput = { teams: [{ teamId: 'a', won: 90 }, { teamId: 'b', won: 86 }], remaining: [['a', 'b'], ['a', 'b'], ['b', 'x'], ['b', 'x']] };
    const race = byId(input);
    expect(race['a']).toMatchObject({ status: 'alive', clinchedTie: true, canOnlyTie: false });
    // b reaches 90 at most, a tie with a's worst case: a tiebreaker would decide.
    expect(race['b']).toMatchObject({ status: 'alive', clinchedTie: false, canOnlyTie: true, maxWon: 90, certificate: { teams: ['a'], won: 90, gamesAmong: 0, bound: 89 } });
  });

  it('finds a tie forced by a set of teams: the two leaders play each other, one of them reaches the third team', () => {
    // c at most 10; a and b (9 each) play twice: together they end with 20 wins, so one has 10 or more.
    const input: GroupRaceInput = { teams: [{ teamId: 'a', won: 9 }, { teamId: 'b', won: 9 }, { teamId: 'c', won: 8 }], remaining: [['a', 'b'], ['a', 'b'], ['c', 'x'], ['c', 'x']] };
    expect(byId(input)['c']).toMatchObject({ status: 'alive', canOnlyTie: true, certificate: { teams: ['a', 'b'], won: 18, gamesAmong: 2, bound: 9 } });
  });

  it('clinches a lone team and answers an empty group with nothing', () => {
    expect(computeGroupRace({ teams: [{ teamId: 'a', won: 0 }], remaining: [['a', 'b']] })[0]).toMatchObject({ status: 'clinched', clinchedTie: true });
    expect(computeGroupRace({ teams: [], remaining: [['a', 'b']] })).toEqual([]);
  });

  it('ignores games between two teams outside the group', () => {
    const teams = [{ teamId: 'a', won: 5 }, { teamId: 'b', won: 3 }];
    expect(computeGroupRace({ teams, remaining: [['a', 'b'], ['x', 'y'], ['y', 'x']] })).toEqual(computeGroupRace({ teams, remaining: [['a', 'b']] }));
  });

  it('throws a RangeError on a repeated team, bad wins, or a game of a team against itself', () => {
    expect(() => computeGroupRace({ teams: [{ teamId: 'a', won: 1 }, { teamId: 'a', won: 2 }], remaining: [] })).toThrow(new RangeError('computeGroupRace: team a is listed twice'));
    expect(() => computeGroupRace({ teams: [{ teamId: 'a', won: -1 }], remaining: [] })).toThrow(new RangeError('computeGroupRace: team a has -1 wins, not a non-negative integer'));
    expect(() => computeGroupRace({ teams: [{ teamId: 'a', won: 1.5 }], remaining: [] })).toThrow(RangeError);
    expect(() => computeGroupRace({ teams: [{ teamId: 'a', won: 1 }], remaining: [['a', 'a']] })).toThrow(new RangeError('computeGroupRace: a game of a against itself'));
  });

  it('does not mutate its input', () => {
    const input: GroupRaceInput = Object.freeze({ teams: Object.freeze([Object.freeze({ teamId: 'a', won: 3 }), Object.freeze({ teamId: 'b', won: 2 })]), remaining: Object.freeze([Object.freeze(['a', 'b'] as const)]) });
    expect(() => computeGroupRace(input)).not.toThrow();
  });
});
