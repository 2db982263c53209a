import { describe, expect, it } from 'vitest';
import { computeNbaPostseasonField } from '../../src/aggregates/computeNbaPostseasonField.js';
import type { Game } from '../../src/aggregates/Game.js';
import type { Team } from '../../src/aggregates/Team.js';
import { EMPTY_RECORD, type TeamRecord } from '../../src/aggregates/TeamRecord.js';
import { game, team } from './fixtures.js';

/** Fifteen East teams, e01 (60 wins) down to e15 (32), 2 wins apart, except e07 and e08 tied at 48. */
const TEAMS: Team[] = Array.from({ length: 15 }, (_, i) => team(`e${String(i + 1).padStart(2, '0')}`, 'East', ['Atlantic', 'Central', 'Southeast'][i % 3]!));
const WINS = new Map(TEAMS.map((t, i) => [t.teamId as string, i === 7 ? 48 : 60 - 2 * i]));
const recordOf = (t: Team): TeamRecord => ({ ...EMPTY_RECORD, won: WINS.get(t.teamId)!, lost: 82 - WINS.get(t.teamId)!, pointsFor: 9000, pointsAgainst: 9000 });
const alignmentOf = (id: string) => TEAMS.find((t) => t.teamId === id);
const gamesIn = (games: readonly Game[]) => (id: string) => games.filter((g) => g.awayTeamId === id || g.homeTeamId === id);
const field = (season: number, games: readonly Game[]) =>
  computeNbaPostseasonField(TEAMS, recordOf, gamesIn(games), alignmentOf, new Set(), season).map((s) => `${s.seed}:${s.team.teamId}`);

describe('NBA postseason field', () => {
  it('holds seeds 1-8 through 2019-20 and 1-10 (the play-in places) from 2020-21', () => {
    expect(field(2020, [])).toHaveLength(8);
    expect(field(2021, [])).toEqual(['1:e01', '2:e02', '3:e03', '4:e04', '5:e05', '6:e06', '7:e07', '8:e08', '9:e09', '10:e10']);
  });

  it('breaks a tie by head-to-head: e08 beat e07 twice and is seeded 7th', () => {
    const h2h = [game(1, 'e07', 'e08', 90, 100), game(2, 'e08', 'e07', 100, 90)];
    expect(field(2018, h2h).slice(6)).toEqual(['7:e08', '8:e07']);
    const reversed = h2h.map((g) => ({ ...g, awayScore: g.homeScore, homeScore: g.awayScore }));
    expect(field(2018, reversed).slice(6)).toEqual(['7:e07', '8:e08']);
  });
});
