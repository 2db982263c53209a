import { describe, expect, it } from 'vitest';
import { computeMlbTiebreak } from '../../src/aggregates/computeMlbTiebreak.js';
import type { TieDecision } from '../../src/aggregates/race/tiebreak/TieDecision.js';
import { game, team } from './fixtures.js';

const teams = new Map([['a', team('a')], ['b', team('b')], ['c', team('c')], ['x', team('x', 'American', 'West')], ['n', team('n', 'National', 'East')]]);
const alignmentOf = (id: string) => teams.get(id);

describe('MLB tiebreak (2022 on)', () => {
  it('puts the head-to-head winner first', () => {
    const games = [game(1, 'a', 'b', 1, 2), game(2, 'a', 'b', 1, 2), game(3, 'b', 'a', 1, 2)];
    expect(computeMlbTiebreak([teams.get('a')!, teams.get('b')!], games, alignmentOf).map((t) => t.teamId)).toEqual(['b', 'a']);
  });

  it('falls to the division record when head-to-head is even, and ignores ties and other leagues', () => {
    const games = [
      game(1, 'a', 'b', 1, 2), game(2, 'b', 'a', 1, 2), // even head-to-head
      game(3, 'a', 'c', 5, 1), game(4, 'b', 'c', 1, 5), // a better in the division
      game(5, 'b', 'n', 9, 0), game(6, 'b', 'n', 9, 0), game(7, 'a', 'n', 1, 1),
    ];
    expect(computeMlbTiebreak([teams.get('b')!, teams.get('a')!], games, alignmentOf).map((t) => t.teamId)).toEqual(['a', 'b']);
  });

  it('places the clubs a criterion separates and restarts with the rest (three clubs)', () => {
    const games = [game(1, 'a', 'b', 2, 1), game(2, 'a', 'c', 2, 1), game(3, 'b', 'c', 2, 1), game(4, 'c', 'b', 2, 1)];
    // a is 2-0 among the three; b and c split 1-1 head-to-head and restart from criterion 1, still even;
    // then their division records are equal too, and full name decides.
    expect(computeMlbTiebreak([teams.get('c')!, teams.get('b')!, teams.get('a')!], games, alignmentOf).map((t) => t.teamId)).toEqual(['a', 'b', 'c']);
  });
});

describe('MLB tiebreak, explained', () => {
  it('reports each separation with its rule, the teams still tied and the ones placed', () => {
    const games = [game(1, 'a', 'b', 2, 1), game(2, 'a', 'c', 2, 1), game(3, 'b', 'c', 2, 1), game(4, 'c', 'b', 2, 1)];
    const decisions: TieDecision[] = [];
    computeMlbTiebreak([teams.get('c')!, teams.get('b')!, teams.get('a')!], games, alignmentOf, decisions);
    expect(decisions.map((d) => [d.rule, d.among, d.placed])).toEqual([
      ['head-to-head', ['a', 'b', 'c'], ['a']],
      ['draw', ['b', 'c'], ['b']],
    ]);
  });
});
