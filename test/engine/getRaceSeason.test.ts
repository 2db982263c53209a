import { describe, expect, it } from 'vitest';
import { getRaceSeason } from '../../src/engine/getRaceSeason.js';
import { leagueDate } from '../../src/ids/index.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const NOW = '2019-12-31T12:00:00-05:00';
const state = loadRetrosheetSeason(2019);
const raceOn = (date: string) => getRaceSeason(state, { sport: 'mlb', date, now: NOW });

describe('getRaceSeason over the 2019 game log', () => {
  it('splits the 2,429 decided games at the date: played through it, left after it, each list in date order', () => {
    for (const date of ['2019-03-27', '2019-07-11', '2019-09-01', '2019-09-29']) {
      const race = raceOn(date);
      const scheduled = race.remaining.filter((g) => g.owed !== true);
      expect(race.played.length + scheduled.length, date).toBe(2429);
      expect(race.played.every((g) => g.date <= date), date).toBe(true);
      expect(race.remaining.every((g) => g.date > date), date).toBe(true);
      expect(race.played.every((g, i) => i === 0 || race.played[i - 1]!.date <= g.date), date).toBe(true);
      expect(race.remaining.every((g, i) => i === 0 || race.remaining[i - 1]!.date <= g.date), date).toBe(true);
    }
    expect(raceOn('2019-09-29').remaining).toHaveLength(0);
    expect(raceOn('2019-09-29').teams).toHaveLength(30);
  });

  it('counts each team 162 games in all, the game Chicago (AL) and Detroit owed each other included (D166), and is memoized per date', () => {
    const race = raceOn('2019-09-01');
    const games = new Array<number>(30).fill(0);
    for (const g of [...race.played, ...race.remaining]) { games[g.home]!++; games[g.away]!++; }
    expect(games.filter((n) => n === 162).length).toBe(30);
    // Chicago (AL) and Detroit played 161 games (a rained-out game never made up): the only two
    // clubs short of one, so the game is theirs, left on the season's last day until that day.
    const owed = race.remaining.filter((g) => g.owed === true);
    expect(owed.map((g) => [race.teams[g.away]!.teamId, race.teams[g.home]!.teamId, g.date, g.eventId])).toEqual([
      ['detroit-tigers', 'chicago-white-sox', '2019-09-29', 'owed-2019-detroit-tigers-at-chicago-white-sox-1'],
    ]);
    expect(race.owed).toBeUndefined();
    expect(raceOn('2019-09-28').remaining.filter((g) => g.owed === true)).toHaveLength(1);
    expect(raceOn('2019-09-29').remaining).toEqual([]);
    expect(raceOn('2019-09-01')).toBe(race);
    expect(race.asOf).toBe(leagueDate('2019-09-01'));
  });
});
