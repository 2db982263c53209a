import { describe, expect, it } from 'vitest';
import { computeMlbPostseasonField } from '../../src/aggregates/computeMlbPostseasonField.js';
import { computeMlbTiebreak } from '../../src/aggregates/computeMlbTiebreak.js';
import type { Game } from '../../src/aggregates/Game.js';
import type { Team } from '../../src/aggregates/Team.js';
import { EMPTY_RECORD, type TeamRecord } from '../../src/aggregates/TeamRecord.js';
import { game, team } from './fixtures.js';

/**
 * One league of three five-team divisions. Wins out of 162 (losses 162 - wins unless listed):
 * East e1 100, e2 95, e3 90, e4 70, e5 60; Central c1 92, c2 80, c3 79, c4 65, c5 60;
 * West w1 88, w2 87, w3 86, w4 85, w5 60. Best non-winners: e2 95, e3 90, w2 87, w3 86, w4 85...;
 * second places: e2 95, w2 87, c2 80.
 */
const WINS: Record<string, number> = { e1: 100, e2: 95, e3: 90, e4: 70, e5: 60, c1: 92, c2: 80, c3: 79, c4: 65, c5: 60, w1: 88, w2: 87, w3: 86, w4: 85, w5: 60 };
const divisionOf = (id: string) => (id[0] === 'e' ? 'East' : id[0] === 'c' ? 'Central' : 'West');
const TEAMS = Object.keys(WINS).map((id) => team(id, 'American', divisionOf(id)));
const DIVISIONS = ['East', 'Central', 'West'].map((d) => TEAMS.filter((t) => t.division === d));
const recordFrom = (wins: Record<string, number>, losses: Record<string, number> = {}) => (t: Team): TeamRecord => ({
  ...EMPTY_RECORD, won: wins[t.teamId]!, lost: losses[t.teamId] ?? 162 - wins[t.teamId]!,
});
const alignmentOf = (id: string) => TEAMS.find((t) => t.teamId === id);
const byHeadToHead = (games: readonly Game[]) => (tied: readonly Team[]) => computeMlbTiebreak(tied, games, alignmentOf);
const ids = (field: ReturnType<typeof computeMlbPostseasonField>) => field.map((s) => `${s.seed}:${s.team.teamId}`);

describe('MLB postseason field by era (peers-and-rules B6)', () => {
  const plain = byHeadToHead([]);

  it('through 2011: three division winners by record, then one wild card', () => {
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(WINS), 2011, plain))).toEqual(['1:e1', '2:c1', '3:w1', '4:e2']);
  });

  it('2012-2021: two wild cards', () => {
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(WINS), 2019, plain))).toEqual(['1:e1', '2:c1', '3:w1', '4:e2', '5:e3']);
  });

  it('from 2022: three wild cards', () => {
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(WINS), 2023, plain))).toEqual(['1:e1', '2:c1', '3:w1', '4:e2', '5:e3', '6:w2']);
  });

  it('2020: the division runners-up are seeds 4-6 (c2 at 80 wins ahead of e3 at 90), the two best of the rest 7-8', () => {
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(WINS), 2020, plain))).toEqual(['1:e1', '2:c1', '3:w1', '4:e2', '5:w2', '6:c2', '7:e3', '8:w3']);
  });

  it('compares winning percentages, not won-minus-lost: 84-76 (.525) is ahead of 85-77 (.5247), which a name order would put first', () => {
    const wins = { ...WINS, e3: 85, w2: 84, w3: 70, w4: 69 };
    const losses = { e3: 77, w2: 76 };
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(wins, losses), 2023, plain)).slice(3)).toEqual(['4:e2', '5:w2', '6:e3']);
  });
});

describe('MLB postseason field ties, broken by head-to-head (computeMlbTiebreak)', () => {
  it('seeds two division winners with the same record by their season series', () => {
    const wins = { ...WINS, c1: 100 }; // e1 and c1 both 100-62
    const cWins = [game(1, 'e1', 'c1', 1, 2), game(2, 'e1', 'c1', 1, 2), game(3, 'c1', 'e1', 1, 2)];
    const eWins = cWins.map((g) => ({ ...g, awayScore: g.homeScore, homeScore: g.awayScore }));
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(wins), 2023, byHeadToHead(cWins))).slice(0, 2)).toEqual(['1:c1', '2:e1']);
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(wins), 2023, byHeadToHead(eWins))).slice(0, 2)).toEqual(['1:e1', '2:c1']);
  });

  it('gives the last wild card to the head-to-head winner of a tie for it (no game 163 from 2022)', () => {
    const wins = { ...WINS, w3: 87 }; // w2 and w3 tied at 87-75 for the third wild card
    const w3Wins = [game(1, 'w2', 'w3', 1, 2), game(2, 'w3', 'w2', 2, 1)];
    const w2Wins = w3Wins.map((g) => ({ ...g, awayScore: g.homeScore, homeScore: g.awayScore }));
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(wins), 2023, byHeadToHead(w3Wins)))[5]).toBe('6:w3');
    expect(ids(computeMlbPostseasonField(DIVISIONS, recordFrom(wins), 2023, byHeadToHead(w2Wins)))[5]).toBe('6:w2');
  });

  it('names a division winner from a tie for the lead (2023 AL West: Houston over Texas on the series)', () => {
    const wins = { ...WINS, w2: 88 }; // w1 and w2 both 88-74
    const w2Wins = [game(1, 'w1', 'w2', 1, 2), game(2, 'w2', 'w1', 3, 2)];
    const field = ids(computeMlbPostseasonField(DIVISIONS, recordFrom(wins), 2023, byHeadToHead(w2Wins)));
    expect(field[2]).toBe('3:w2');
    expect(field).toContain('6:w1');
  });
});
