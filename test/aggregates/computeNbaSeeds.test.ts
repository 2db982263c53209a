import { describe, expect, it } from 'vitest';
import { computeNbaSeeds, nbaPlayoffEligible, nbaPostseasonPositions } from '../../src/aggregates/computeNbaSeeds.js';
import { EMPTY_RECORD, type TeamRecord } from '../../src/aggregates/TeamRecord.js';
import type { Game } from '../../src/aggregates/Game.js';
import type { Team } from '../../src/aggregates/Team.js';
import { game, team } from './fixtures.js';

/**
 * Fifteen teams of one conference, `t01` best to `t15` worst, in three divisions; `a-tied` and
 * `b-tied` share the 6th-7th best record in different divisions, have not met, have the same
 * conference record (1-1) and point differential. `a-tied` beat the 9th team and lost to the
 * 11th; `b-tied` beat the 11th and lost to the 9th. Only the record against playoff-eligible
 * teams tells them apart, and only when the 9th team is eligible (the play-in era's ten places).
 */
const divisions = ['Northwest', 'Pacific', 'Southwest'];
const others = Array.from({ length: 13 }, (_, i) => `t${String(i + 1).padStart(2, '0')}`);
const TEAMS: Team[] = [...others, 'a-tied', 'b-tied'].map((id, i) => team(id, 'West', divisions[i % 3]!));
const WINS: Record<string, number> = { 'a-tied': 44, 'b-tied': 44 };
others.forEach((id, i) => (WINS[id] = i < 5 ? 60 - i : 43 - i)); // t01..t05 above the tied pair, t06..t13 below
const recordOf = (t: Team): TeamRecord => ({ ...EMPTY_RECORD, won: WINS[t.teamId]!, lost: 82 - WINS[t.teamId]!, pointsFor: 9000, pointsAgainst: 9000 });
const ninth = 't07'; // places: t01-t05, a/b (6-7), t06 (8), t07 (9), t08 (10), t09 (11)
const eleventh = 't09';
const GAMES = [game(1, 'a-tied', ninth, 100, 90), game(2, 'a-tied', eleventh, 90, 100), game(3, 'b-tied', eleventh, 100, 90), game(4, 'b-tied', ninth, 90, 100)];
const alignmentOf = (id: string) => TEAMS.find((t) => t.teamId === id);
const gamesIn = (games: readonly Game[]) => (id: string) => games.filter((g) => g.awayTeamId === id || g.homeTeamId === id);

describe('NBA playoff seeds across eras', () => {
  it('have eight postseason places per conference through 2019-20 and ten (with the play-in) from 2020-21', () => {
    expect([2012, 2019, 2020, 2021, 2026].map(nbaPostseasonPositions)).toEqual([8, 8, 8, 10, 10]);
  });

  it('count the teams tied with the last place as eligible', () => {
    const tiedAtTenth = (t: Team) => ({ ...recordOf(t), won: t.teamId === 't09' ? WINS['t08']! : WINS[t.teamId]!, lost: 82 - (t.teamId === 't09' ? WINS['t08']! : WINS[t.teamId]!) });
    expect(nbaPlayoffEligible(TEAMS, recordOf).size).toBe(8);
    expect(nbaPlayoffEligible(TEAMS, recordOf, 10).size).toBe(10);
    expect([...nbaPlayoffEligible(TEAMS, tiedAtTenth, 10)].sort()).toContain('t09');
    expect(nbaPlayoffEligible(TEAMS, tiedAtTenth, 10).size).toBe(11);
  });

  it('break a tie by the record against the top ten in the play-in era, where the top eight cannot', () => {
    const eightPlaces = computeNbaSeeds(TEAMS, recordOf, gamesIn(GAMES), alignmentOf, new Set(), 8);
    const tenPlaces = computeNbaSeeds(TEAMS, recordOf, gamesIn(GAMES), alignmentOf, new Set(), 10);
    // Eight places: nothing separates them and the name decides (the stand-in for the drawing).
    expect([eightPlaces.get('a-tied'), eightPlaces.get('b-tied')]).toEqual([6, 7]);
    // Ten places: a-tied beat the 9th team, an eligible one; b-tied lost to it.
    expect([tenPlaces.get('a-tied'), tenPlaces.get('b-tied')]).toEqual([6, 7]);
    const swapped = computeNbaSeeds(TEAMS, recordOf, gamesIn(GAMES.map((g) => ({ ...g, awayTeamId: g.awayTeamId === 'a-tied' ? 'b-tied' : g.awayTeamId === 'b-tied' ? 'a-tied' : g.awayTeamId }) as typeof g)), alignmentOf, new Set(), 10);
    expect([swapped.get('a-tied'), swapped.get('b-tied')]).toEqual([7, 6]);
    const swappedEight = computeNbaSeeds(TEAMS, recordOf, gamesIn(GAMES.map((g) => ({ ...g, awayTeamId: g.awayTeamId === 'a-tied' ? 'b-tied' : g.awayTeamId === 'b-tied' ? 'a-tied' : g.awayTeamId }) as typeof g)), alignmentOf, new Set(), 8);
    expect([swappedEight.get('a-tied'), swappedEight.get('b-tied')]).toEqual([6, 7]);
  });
});
