import { describe, expect, it } from 'vitest';
import { computeFirstRoundPairings } from '../../src/aggregates/computeFirstRoundPairings.js';
import { computeRoundDates } from '../../src/aggregates/computeRoundDates.js';
import type { Game } from '../../src/aggregates/Game.js';
import type { LeagueDate, TeamId } from '../../src/ids/index.js';
import { game } from './fixtures.js';

const post = (day: number, away: string, home: string, extra: Partial<Game> = {}): Game => ({ ...game(day, away, home, 1, 2), seasonType: 'post', ...extra });
const seeded = (name: string, n: number) => ({ name, competitors: Array.from({ length: n }, (_, i) => ({ seed: i + 1, teamId: `${name}${i + 1}` as TeamId })) });
const spans = (s: ReturnType<typeof computeRoundDates>) => s.map((r) => (r.startDate === null ? null : `${r.startDate.slice(8)}-${r.finishDate!.slice(8)}`));

describe('round dates from the postseason games', () => {
  const mlb = computeFirstRoundPairings('mlb-10', [seeded('a', 5), seeded('n', 5)], () => undefined)!;

  it('puts the Wildcard game in round 1 and the winner\'s next series with a team that had a bye in round 2', () => {
    const games = [
      post(1, 'a5', 'a4'), post(2, 'n5', 'n4'),
      post(3, 'a5', 'a1'), post(4, 'a3', 'a2'), post(6, 'a1', 'a5'), post(7, 'n4', 'n1'), post(8, 'n3', 'n2'),
      post(10, 'a2', 'a5'), post(11, 'n4', 'n2'),
      post(20, 'n2', 'a5'),
    ];
    expect(spans(computeRoundDates(4, mlb, games, false))).toEqual(['01-02', '03-08', '10-11', '20-20']);
  });

  it('ignores regular-season, postponed and cancelled games and teams outside the field; a suspended game finishes on the day it counts on', () => {
    const games = [
      post(1, 'a5', 'a4'),
      { ...post(2, 'n5', 'n4'), countsOn: '2019-04-05' as LeagueDate },
      game(3, 'a5', 'a1', 1, 2),
      post(4, 'a5', 'a1', { status: 'postponed', awayScore: null, homeScore: null }),
      post(5, 'a5', 'a1', { status: 'cancelled', awayScore: null, homeScore: null }),
      post(6, 'x9', 'a1'),
    ];
    expect(spans(computeRoundDates(4, mlb, games, false))).toEqual(['01-05', null, null, null]);
  });

  it('counts a scheduled game: a round under way finishes on its last scheduled day', () => {
    const games = [post(1, 'a5', 'a4'), post(9, 'n5', 'n4', { status: 'scheduled', awayScore: null, homeScore: null })];
    expect(spans(computeRoundDates(4, mlb, games, false))[0]).toBe('01-09');
  });

  it('keeps every play-in game in round 1, the second chance of the 7-8 loser included', () => {
    const nba = computeFirstRoundPairings('nba-play-in', [seeded('e', 10), seeded('w', 10)], () => undefined)!;
    const games = [
      post(1, 'e8', 'e7'), post(1, 'e10', 'e9'), post(2, 'w8', 'w7'), post(2, 'w10', 'w9'),
      post(3, 'e9', 'e8'), post(4, 'w10', 'w8'), // loser of 7-8 hosts the winner of 9-10
      post(5, 'e9', 'e1'), post(5, 'e7', 'e2'), post(6, 'e6', 'e3'), post(6, 'e5', 'e4'), post(6, 'w10', 'w1'), post(7, 'w7', 'w2'),
      post(14, 'e4', 'e1'), post(15, 'e7', 'e3'),
      post(22, 'e7', 'e1'),
    ];
    expect(spans(computeRoundDates(5, nba, games, true))).toEqual(['01-04', '05-07', '14-15', '22-22', null]);
  });

  it('without the play-in rule, the 7-8 loser\'s second play-in game would count as a new round', () => {
    const nba = computeFirstRoundPairings('nba-play-in', [seeded('e', 10)], () => undefined)!;
    const games = [post(1, 'e8', 'e7'), post(1, 'e10', 'e9'), post(3, 'e9', 'e8')];
    expect(spans(computeRoundDates(5, nba, games, true))).toEqual(['01-03', null, null, null, null]);
    expect(spans(computeRoundDates(5, nba, games, false))).toEqual(['01-01', '03-03', null, null, null]);
  });
});
