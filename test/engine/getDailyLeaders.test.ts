import { describe, expect, it } from 'vitest';
import { computeDailyLeaders } from '../../src/aggregates/computeDailyLeaders.js';
import { computeGameScore } from '../../src/aggregates/computeGameScore.js';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { getDailyLeaders } from '../../src/engine/getDailyLeaders.js';
import { ingest } from '../../src/engine/ingest.js';
import { getSeasonIndex } from '../../src/engine/internal/seasonIndex.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import type { LeagueDate } from '../../src/ids/index.js';
import { basicLine, line, nbaGame } from './nbaBoxFixtures.js';

const BOS = 'boston-celtics', CLE = 'cleveland-cavaliers', HOU = 'houston-rockets', GSW = 'golden-state-warriors', MIA = 'miami-heat', TOR = 'toronto-raptors';
const DAY = '2018-01-05';
const NOW = '2018-01-05T23:30:00-05:00';

function stateOf(games: readonly GameInput[]): LeagueState {
  const r = ingest(createLeagueState(), { games: [...games] });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

// Game Scores times ten, worked by hand from the formula of DECISIONS 8:
// Irving  260 + 40 - 126 - 4 + 7 + 12 + 20 + 70 + 0 - 8 - 30 = 241
// James   250 + 40 - 126 - 8 + 21 + 27 + 10 + 70 + 7 - 4 - 40 = 247
// Tatum   100 + 20 - 70 + 15 = 65;  Love 120 + 20 - 70 + 33 = 103
// Harden  220 + 44 - 119 + 9 = 154 (22 points); Curry and Thompson 200 + 24 - 70 = 154 (20 points each)
const GAMES: GameInput[] = [
  nbaGame(DAY, BOS, CLE,
    [line('Kyrie Irving', { twos: 8, threes: 2, ftm: 4, missed2: 5, missed3: 3, missedFt: 1, orb: 1, drb: 4, ast: 10, stl: 2, tov: 3, pf: 2 }),
      line('Jayson Tatum', { twos: 5, missed2: 5, drb: 5 })],
    [line('LeBron James', { twos: 10, ftm: 5, orb: 3, drb: 9, ast: 10, missed2: 8, missedFt: 2, tov: 4, stl: 1, blk: 1, pf: 1 }),
      line('Kevin Love', { twos: 5, ftm: 2, drb: 11, missed2: 5 })]),
  nbaGame(DAY, HOU, GSW, [line('James Harden', { twos: 11, missed2: 6, drb: 3 })],
    [line('Stephen Curry', { threes: 6, missed3: 4, ftm: 2 }), line('Klay Thompson', { threes: 6, missed3: 4, ftm: 2 })]),
  // A preseason game that day and a regular-season game the next day do not count.
  nbaGame(DAY, MIA, TOR, [line('Pre Season', { twos: 40 })], [line('Other Guy', { twos: 1 })], { season_type: 'pre' }),
  nbaGame('2018-01-06', GSW, BOS, [line('Next Day', { twos: 40 })], [line('Kyrie Irving', { twos: 1 })]),
];

describe('computeGameScore', () => {
  it('is Game Score times ten, exact, and null for a basic line', () => {
    const state = stateOf(GAMES);
    const game = findGame(state, 'nba', '20180105-boston-celtics-at-cleveland-cavaliers')!;
    expect([...game.box!.awayPlayers, ...game.box!.homePlayers].map((l) => computeGameScore(l))).toEqual([241, 65, 247, 103]);
    const basic = stateOf([nbaGame(DAY, BOS, CLE, [basicLine('Kyrie Irving', { pts: 20 })], [basicLine('LeBron James', { pts: 30 })])]);
    expect(computeGameScore(findGame(basic, 'nba', '20180105-boston-celtics-at-cleveland-cavaliers')!.box!.homePlayers[0]!)).toBeNull();
  });
});

describe('computeDailyLeaders', () => {
  it('orders by Game Score, then points, then display name, over the completed regular and postseason games of the day', () => {
    const games = getSeasonIndex(stateOf(GAMES), 'nba', 2018).games;
    const all = computeDailyLeaders(games, DAY as LeagueDate, 10);
    expect(all.rows.map((r) => `${r.line.displayName} ${r.gameScore} ${r.teamId}`)).toEqual([
      'LeBron James 247 cleveland-cavaliers', 'Kyrie Irving 241 boston-celtics', 'James Harden 154 houston-rockets',
      'Klay Thompson 154 golden-state-warriors', 'Stephen Curry 154 golden-state-warriors', 'Kevin Love 103 cleveland-cavaliers',
      'Jayson Tatum 65 boston-celtics',
    ]);
    expect(computeDailyLeaders(games, DAY as LeagueDate).rows.length).toBe(3);
  });

  it('counts the postseason', () => {
    const games = getSeasonIndex(stateOf([nbaGame('2018-04-15', CLE, BOS, [line('Kevin Love', { twos: 20 })], [line('Kyrie Irving', { twos: 5 })], { season_type: 'post' })]), 'nba', 2018).games;
    expect(computeDailyLeaders(games, '2018-04-15' as LeagueDate).rows.map((r) => r.line.displayName)).toEqual(['Kevin Love', 'Kyrie Irving']);
  });
});

describe('getDailyLeaders', () => {
  const state = stateOf(GAMES);

  it('gives the three best performances of a date, each with its team', () => {
    const p = getDailyLeaders(state, { date: '20180105', now: NOW });
    expect([p.date, p.basicLines, p.rows.map((r) => `${r.line.displayName} ${r.team.abbreviation}`)]).toEqual([DAY, 0, ['LeBron James CLE', 'Kyrie Irving BOS', 'James Harden HOU']]);
    expect(getDailyLeaders(state, { date: '2018-01-06', now: NOW }).rows.map((r) => r.line.displayName)).toEqual(['Next Day', 'Kyrie Irving']);
  });

  it('defaults to the clock\'s league day', () => {
    expect(getDailyLeaders(state, { now: NOW }).date).toBe(DAY);
    expect(getDailyLeaders(state, { now: '2018-01-06T01:00:00-05:00' }).rows[0]?.line.displayName).toBe('Next Day');
    expect(getDailyLeaders(state, { now: '2018-01-07T12:00:00-05:00' })).toEqual({ date: '2018-01-07', rows: [], basicLines: 0, gamesWithoutLines: 0 });
  });

  it('ranks nothing on a day with basic lines (Game Score needs makes and attempts) and says how many', () => {
    const mixed = stateOf([...GAMES.slice(0, 2), nbaGame(DAY, MIA, TOR, [basicLine('Some One', { pts: 50 })], [basicLine('Else Body', { pts: 2 }), basicLine('Third Man', { pts: 1 })])]);
    expect(getDailyLeaders(mixed, { date: '20180105', now: NOW })).toEqual({ date: DAY, rows: [], basicLines: 3, gamesWithoutLines: 0 });
  });

  it('ranks nothing on a day with a completed game without player lines, and says how many', () => {
    const scoreOnly: GameInput = { sport: 'nba', date: DAY, status: 'completed', away_team_id: MIA, home_team_id: TOR, away_points_scored: 99, home_points_scored: 101 };
    expect(getDailyLeaders(stateOf([...GAMES.slice(0, 2), scoreOnly]), { date: '20180105', now: NOW })).toEqual({ date: DAY, rows: [], basicLines: 0, gamesWithoutLines: 1 });
    const otherDay = { ...scoreOnly, date: '2018-01-06' };
    expect(getDailyLeaders(stateOf([...GAMES.slice(0, 2), otherDay]), { date: '20180105', now: NOW }).rows.length).toBe(3);
  });

  it('refuses a date that is not one', () => {
    expect(() => getDailyLeaders(state, { date: '20180231', now: NOW })).toThrow(/^getDailyLeaders: date "20180231"/);
  });
});
