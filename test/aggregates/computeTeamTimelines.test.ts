import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeTeamTimelines, recordThrough, recordThroughDay } from '../../src/aggregates/computeTeamTimelines.js';
import { dayNumber, lastIndexThroughDay } from '../../src/aggregates/gamesByTeam.js';
import type { Game } from '../../src/aggregates/Game.js';
import { addDays, leagueDate } from '../../src/ids/index.js';
import { game, team } from './fixtures.js';

const teams = new Map([['a', team('a')], ['b', team('b')], ['c', team('c', 'American', 'West')], ['n', team('n', 'National', 'East')]]);
const align = (id: string) => teams.get(id);

describe('team timelines', () => {
  const games = [
    game(1, 'a', 'b', 3, 1), // a W (away, division)
    game(2, 'a', 'b', 0, 2), // a L
    game(3, 'c', 'a', 1, 5), // a W (home, league not division)
    game(3, 'c', 'a', 2, 4, 2), // a W second game of the day
    game(4, 'n', 'a', 2, 2), // tie: counts in games played only
    game(5, 'a', 'n', 7, 1), // a W (interleague)
  ];
  const timelines = computeTeamTimelines(games, align);

  it('counts wins, losses, ties and the splits through a day inclusive', () => {
    const r = recordThrough(timelines.get('a'), leagueDate('2019-04-05'));
    expect([r.won, r.lost, r.tied]).toEqual([4, 1, 1]);
    expect([r.homeWon, r.homeLost, r.awayWon, r.awayLost]).toEqual([2, 0, 2, 1]);
    expect([r.conferenceWon, r.conferenceLost, r.divisionWon, r.divisionLost]).toEqual([3, 1, 1, 1]);
    expect([r.pointsFor, r.pointsAgainst]).toEqual([3 + 0 + 5 + 4 + 2 + 7, 1 + 2 + 1 + 2 + 2 + 1]);
  });

  it('lets a tie neither extend nor break a streak, and keeps last five over decided games', () => {
    const r = recordThrough(timelines.get('a'), leagueDate('2019-04-05'));
    expect([r.streakType, r.streakTotal]).toEqual(['win', 3]);
    expect([r.lastFiveWon, r.lastFiveLost, r.lastTenWon, r.lastTenLost]).toEqual([4, 1, 4, 1]);
  });

  it('reads the record at any earlier day, and an empty record before the first game', () => {
    expect(recordThrough(timelines.get('a'), leagueDate('2019-04-02'))).toMatchObject({ won: 1, lost: 1, streakType: 'loss', streakTotal: 1 });
    expect(recordThrough(timelines.get('a'), leagueDate('2019-03-31'))).toMatchObject({ won: 0, lost: 0, streakType: null, streakTotal: 0 });
    expect(recordThrough(timelines.get('zzz'), leagueDate('2019-04-30'))).toMatchObject({ won: 0, lost: 0 });
  });

  it('reads the same record by the day number as by the date, on every day around the games', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b', 'c', 'n', 'zzz'), fc.integer({ min: -5, max: 40 }), (id, offset) => {
        const date = addDays(leagueDate('2019-04-01'), offset);
        expect(recordThroughDay(timelines.get(id), dayNumber(date))).toEqual(recordThrough(timelines.get(id), date));
      }),
    );
  });

  it('orders a doubleheader by its sequence within the day', () => {
    const tl = timelines.get('c')!;
    expect(tl.games.map((g) => g.sequence)).toEqual([1, 2]);
  });

  it('keeps only the last ten decided games in last_ten', () => {
    const many = Array.from({ length: 14 }, (_, i) => game(i + 1, 'a', 'b', i < 4 ? 0 : 1, i < 4 ? 1 : 0));
    const r = recordThrough(computeTeamTimelines(many, align).get('a'), leagueDate('2019-04-30'));
    expect([r.won, r.lost, r.lastTenWon, r.lastTenLost, r.lastFiveWon]).toEqual([10, 4, 10, 0, 5]);
  });

  it('reads a day through its slot table as a search of the days would, across months and a new year (D150)', () => {
    // Game days spread over an NBA-like season (October to June), gaps of any length.
    const onDay = (g: Game, date: string): Game => ({ ...g, date: leagueDate(date), countsOn: leagueDate(date) });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 270 }), { minLength: 1, maxLength: 40 }), (offsets) => {
        const days = [...offsets].sort((x, y) => x - y).map((o) => addDays(leagueDate('2018-10-01'), o));
        const list = days.map((d, i) => onDay(game(1, 'a', 'b', i % 3, 1, 1), d));
        const timeline = computeTeamTimelines(list, align).get('a')!;
        for (let o = -3; o <= 273; o++) {
          const date = addDays(leagueDate('2018-10-01'), o);
          const expected = lastIndexThroughDay(timeline.days, dayNumber(date));
          expect(recordThroughDay(timeline, dayNumber(date))).toBe(expected < 0 ? recordThrough(undefined, date) : recordThrough(timeline, date));
          expect(recordThroughDay(timeline, dayNumber(date)).won + recordThroughDay(timeline, dayNumber(date)).lost + recordThroughDay(timeline, dayNumber(date)).tied).toBe(expected + 1);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives one frozen record per team and game, shared by every read of it (D150)', () => {
    const tl = timelines.get('a')!;
    const first = recordThrough(tl, leagueDate('2019-04-03'));
    expect(Object.isFrozen(first)).toBe(true);
    expect(recordThroughDay(tl, 20190403)).toBe(first);
    expect(recordThrough(tl, leagueDate('2019-04-03'))).toBe(first);
    expect(recordThrough(tl, leagueDate('2019-04-04'))).not.toBe(first); // the tie of April 4 is a game played: a new record
    expect(Object.isFrozen(recordThrough(tl, leagueDate('2019-03-01')))).toBe(true); // the empty record too
    expect(() => {
      (first as { won: number }).won = 99;
    }).toThrow(TypeError);
  });
});
