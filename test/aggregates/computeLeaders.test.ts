import { describe, expect, it } from 'vitest';
import { computeLeaders, type LeadersOptions } from '../../src/aggregates/computeLeaders.js';
import { LEADER_CATEGORIES, type LeaderCategory } from '../../src/aggregates/LeaderCategory.js';
import type { PlayerTotals } from '../../src/aggregates/PlayerTotals.js';
import { totals } from './leadersFixtures.js';

const ALL: LeadersOptions = { limit: 15, qualified: false, teamGamesOf: () => 82 };
const names = (rows: ReturnType<typeof computeLeaders>) => rows.map((r) => `${r.rank} ${r.player.displayName} ${r.value.scaled}`);

describe('computeLeaders: values', () => {
  // 3 games, 86 points on 30-61 FG (7-20 3P) and 19-23 FT, 7 + 24 rebounds, 20 assists, 5 steals,
  // 4 blocks, 8 turnovers, 100 minutes, 2 double-doubles, 1 triple-double.
  const p = totals('Carmelo Anthony', {
    gamesPlayed: 3, minutes: 100, points: 86, rebounds: 31, offensiveRebounds: 7, defensiveRebounds: 24, assists: 20, steals: 5, blocks: 4,
    turnovers: 8, fieldGoalsMade: 30, fieldGoalsAttempted: 61, threePointFieldGoalsMade: 7, threePointFieldGoalsAttempted: 20,
    freeThrowsMade: 19, freeThrowsAttempted: 23, doubleDoubles: 2, tripleDoubles: 1,
  });
  const expected: Record<LeaderCategory, [number, number]> = {
    points_per_game: [2867, 2], assists_per_game: [667, 2], rebounds_per_game: [1033, 2], off_rebounds_per_game: [233, 2],
    def_rebounds_per_game: [800, 2], field_goal_pct: [492, 3], free_throw_pct: [826, 3], three_point_pct: [350, 3],
    field_goals_made: [30, 0], three_point_field_goals_made: [7, 0], free_throws_made: [19, 0], blocks_per_game: [133, 2],
    steals_per_game: [167, 2], assists_to_turnovers_per_game: [250, 2], steals_to_turnovers_per_game: [63, 2],
    minutes_per_game: [3333, 2], games_played: [3, 0], double_doubles: [2, 0], triple_doubles: [1, 0],
  };

  it.each(LEADER_CATEGORIES)('%s: the value as printed, rounded half-up (5/8 = 0.625 gives 0.63)', (category) => {
    const [scaled, scale] = expected[category];
    expect(computeLeaders([p], category, ALL)[0]?.value).toEqual({ scaled, scale });
  });

  it('is 0 for a ratio without a denominator (no turnovers, no attempts), and a 0 is no lead: not listed', () => {
    const q = totals('Zero Turnovers', { gamesPlayed: 2, assists: 9, steals: 3 });
    const r = totals('Some Turnovers', { gamesPlayed: 2, assists: 9, turnovers: 3, fieldGoalsMade: 1, fieldGoalsAttempted: 2 });
    expect(computeLeaders([q, r], 'assists_to_turnovers_per_game', ALL).map((x) => [x.player.displayName, x.value.scaled])).toEqual([['Some Turnovers', 300]]);
    expect(computeLeaders([q, r], 'field_goal_pct', ALL).map((x) => [x.player.displayName, x.value])).toEqual([['Some Turnovers', { scaled: 500, scale: 3 }]]);
    expect(computeLeaders([q], 'triple_doubles', ALL)).toEqual([]);
  });
});

describe('computeLeaders: ranks and order', () => {
  it('gives competition ranks on the printed value and lists a tie by last name, then first name', () => {
    const players = [
      totals('Amy Zane', { points: 9 }),
      totals('Zed Adams', { points: 9 }),
      totals('Amy Adams', { points: 9 }),
      totals('Top Scorer', { points: 10 }),
      totals('Low Scorer', { points: 8 }),
    ];
    expect(names(computeLeaders(players, 'points_per_game', ALL))).toEqual([
      '1 Top Scorer 1000', '2 Amy Adams 900', '2 Zed Adams 900', '2 Amy Zane 900', '5 Low Scorer 800',
    ]);
  });

  it('ties different averages that print the same (86/3 and 2867/100 are both 28.67)', () => {
    const rows = computeLeaders([totals('Bb Second', { gamesPlayed: 100, points: 2867 }), totals('Aa First', { gamesPlayed: 3, points: 86 })], 'points_per_game', ALL);
    expect(names(rows)).toEqual(['1 Aa First 2867', '1 Bb Second 2867']);
  });

  it('sorts names without regard to accents or case (Dončić before Doncicz, de Colo before DeRozan)', () => {
    const rows = computeLeaders([
      totals('Xx Doncicz', { points: 5 }), totals('Luka Dončić', { points: 5 }), totals('DeMar DeRozan', { points: 5 }), totals('Nando de Colo', { points: 5 }),
    ], 'points_per_game', ALL);
    expect(rows.map((r) => r.player.lastName)).toEqual(['de Colo', 'DeRozan', 'Dončić', 'Doncicz']);
  });

  it('keeps every player whose rank is within the limit: four tied at fifth with limit 5 give eight rows', () => {
    const values = [10, 9, 8, 7, 6, 6, 6, 6, 5];
    const players = values.map((points, i) => totals(`P${i} Player${String.fromCharCode(65 + i)}`, { points }));
    const rows = computeLeaders(players, 'points_per_game', { ...ALL, limit: 5 });
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
    expect(computeLeaders(players.filter((p) => p.points !== 6 || p.displayName !== 'P7 PlayerH'), 'points_per_game', { ...ALL, limit: 5 }).length).toBe(7);
    expect(computeLeaders(players, 'points_per_game', { ...ALL, limit: 4 }).map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => computeLeaders([], 'points_per_game', { ...ALL, limit: 0 })).toThrow(/^computeLeaders: limit/);
    expect(() => computeLeaders([], 'points_per_game', { ...ALL, limit: 1.5 })).toThrow(RangeError);
  });
});

describe('computeLeaders: qualification', () => {
  const qualifies = (category: LeaderCategory, p: PlayerTotals, teamGames: number) =>
    computeLeaders([p], category, { limit: 15, qualified: true, teamGamesOf: () => teamGames }).length === 1;

  it('per-game categories need 70% of the team\'s games, rounded up (58 of 82, 7 of 10, 8 of 11)', () => {
    for (const [games, teamGames, ok] of [[58, 82, true], [57, 82, false], [7, 10, true], [6, 10, false], [8, 11, true], [7, 11, false]] as const) {
      for (const category of ['points_per_game', 'rebounds_per_game', 'assists_per_game', 'steals_per_game', 'blocks_per_game', 'minutes_per_game', 'off_rebounds_per_game', 'def_rebounds_per_game'] as const) {
        expect([category, games, teamGames, qualifies(category, totals('A B', { gamesPlayed: games, points: 1, rebounds: 1, assists: 1, steals: 1, blocks: 1, minutes: 1, offensiveRebounds: 1, defensiveRebounds: 1 }), teamGames)]).toEqual([category, games, teamGames, ok]);
      }
    }
  });

  it('percentages and ratios need their makes, assists or steals prorated from 82 games, rounded up', () => {
    const cases: [LeaderCategory, Partial<PlayerTotals>, number, boolean][] = [
      ['field_goal_pct', { fieldGoalsMade: 300, fieldGoalsAttempted: 600 }, 82, true],
      ['field_goal_pct', { fieldGoalsMade: 299, fieldGoalsAttempted: 600 }, 82, false],
      ['field_goal_pct', { fieldGoalsMade: 150, fieldGoalsAttempted: 600 }, 41, true],
      ['field_goal_pct', { fieldGoalsMade: 149, fieldGoalsAttempted: 600 }, 41, false],
      ['field_goal_pct', { fieldGoalsMade: 4, fieldGoalsAttempted: 6 }, 1, true], // 300/82 = 3.66
      ['field_goal_pct', { fieldGoalsMade: 3, fieldGoalsAttempted: 6 }, 1, false],
      ['free_throw_pct', { freeThrowsMade: 125, freeThrowsAttempted: 150 }, 82, true],
      ['free_throw_pct', { freeThrowsMade: 124, freeThrowsAttempted: 150 }, 82, false],
      ['free_throw_pct', { freeThrowsMade: 2, freeThrowsAttempted: 2 }, 1, true], // 125/82 = 1.52
      ['free_throw_pct', { freeThrowsMade: 1, freeThrowsAttempted: 1 }, 1, false],
      ['three_point_pct', { threePointFieldGoalsMade: 20, threePointFieldGoalsAttempted: 50 }, 20, true],
      ['three_point_pct', { threePointFieldGoalsMade: 19, threePointFieldGoalsAttempted: 50 }, 20, false],
      ['assists_to_turnovers_per_game', { assists: 100, turnovers: 30 }, 41, true],
      ['assists_to_turnovers_per_game', { assists: 99, turnovers: 30 }, 41, false],
      ['steals_to_turnovers_per_game', { steals: 30, turnovers: 30 }, 30, true],
      ['steals_to_turnovers_per_game', { steals: 29, turnovers: 30 }, 30, false],
    ];
    for (const [category, over, teamGames, ok] of cases) {
      expect([category, over, teamGames, qualifies(category, totals('A B', { gamesPlayed: 1, ...over }), teamGames)]).toEqual([category, over, teamGames, ok]);
    }
  });

  it('totals have no minimum', () => {
    for (const category of ['field_goals_made', 'three_point_field_goals_made', 'free_throws_made', 'games_played', 'double_doubles', 'triple_doubles'] as const) {
      expect([category, qualifies(category, totals('A B', { gamesPlayed: 1, fieldGoalsMade: 1, threePointFieldGoalsMade: 1, freeThrowsMade: 1, doubleDoubles: 1, tripleDoubles: 1 }), 82)]).toEqual([category, true]);
    }
  });

  it('prorates to the games of the player\'s own team', () => {
    const players = [totals('On Short', { gamesPlayed: 7, points: 70 }, 'team-ten'), totals('On Long', { gamesPlayed: 7, points: 70 }, 'team-eleven')];
    const rows = computeLeaders(players, 'points_per_game', { limit: 15, qualified: true, teamGamesOf: (id) => (id === 'team-ten' ? 10 : 11) });
    expect(rows.map((r) => r.player.displayName)).toEqual(['On Short']);
  });

  it('at the season\'s end ranks a player short of the games whose total over the minimum still leads (Gerald Wallace, 2005-06)', () => {
    // stats.nba.com: Wallace had 138 steals in 55 games; 138/58 = 2.38 beat Brevin Knight's 2.28 (187 in 82).
    const players = [
      totals('Brevin Knight', { gamesPlayed: 82, steals: 187 }),
      totals('Gerald Wallace', { gamesPlayed: 55, steals: 138 }),
      totals('Short Fellow', { gamesPlayed: 55, steals: 125 }), // 125/58 = 2.16: not the leader, stays out
    ];
    const options = { limit: 15, qualified: true, teamGamesOf: () => 82 };
    expect(names(computeLeaders(players, 'steals_per_game', { ...options, seasonOver: true }))).toEqual(['1 Gerald Wallace 251', '2 Brevin Knight 228']);
    expect(names(computeLeaders(players, 'steals_per_game', { ...options, seasonOver: false }))).toEqual(['1 Brevin Knight 228']);
    expect(names(computeLeaders(players, 'steals_per_game', options))).toEqual(['1 Brevin Knight 228']);
  });

  it('does not extend the exception to percentages', () => {
    const players = [totals('Many Makes', { fieldGoalsMade: 300, fieldGoalsAttempted: 600 }), totals('Few Makes', { fieldGoalsMade: 290, fieldGoalsAttempted: 300 })];
    expect(names(computeLeaders(players, 'field_goal_pct', { limit: 15, qualified: true, teamGamesOf: () => 82, seasonOver: true }))).toEqual(['1 Many Makes 500']);
  });

  it('ranks makes, attempts and rebound splits only for players whose lines are all complete', () => {
    const players = [totals('All Complete', { gamesPlayed: 2, points: 10, fieldGoalsMade: 5, fieldGoalsAttempted: 9, offensiveRebounds: 3 }),
      totals('Some Basic', { gamesPlayed: 2, completeGames: 1, points: 30, fieldGoalsMade: 9, fieldGoalsAttempted: 9, offensiveRebounds: 8 })];
    for (const category of ['field_goal_pct', 'field_goals_made', 'off_rebounds_per_game'] as const) {
      expect([category, computeLeaders(players, category, ALL).map((r) => r.player.displayName)]).toEqual([category, ['All Complete']]);
    }
    expect(computeLeaders(players, 'points_per_game', ALL).map((r) => r.player.displayName)).toEqual(['Some Basic', 'All Complete']);
  });
});
