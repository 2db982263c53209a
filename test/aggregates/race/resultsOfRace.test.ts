import { describe, expect, it } from 'vitest';
import type { RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import fc from 'fast-check';
import { resultsAfter, resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';
import type { RaceResults } from '../../../src/aggregates/race/RaceResults.js';
import type { LeagueDate } from '../../../src/ids/index.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const team = (id: string) => ({ teamId: id, fullName: id, abbreviation: id, conference: 'American', division: 'East' });
const day = (d: number) => `2013-04-${String(d).padStart(2, '0')}` as LeagueDate;

describe('resultsOfRace', () => {
  const race: RaceSeason = {
    sport: 'mlb', season: 2019, asOf: day(3), teams: [team('a'), team('b'), team('c')], remaining: [],
    played: [
      { eventId: '1', home: 0, away: 1, homeScore: 5, awayScore: 2, date: day(1) },
      { eventId: '2', home: 1, away: 0, homeScore: 4, awayScore: 3, date: day(2) },
      { eventId: '3', home: 2, away: 0, homeScore: 1, awayScore: 9, date: day(3) },
    ],
  };

  it('counts wins, losses, wins over each team and run differential', () => {
    const r = resultsOfRace(race);
    expect(Array.from(r.won)).toEqual([2, 1, 0]);
    expect(Array.from(r.lost)).toEqual([1, 1, 1]);
    expect(Array.from(r.beat)).toEqual([0, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(Array.from(r.pointDiff)).toEqual([10, -2, -8]);
    expect(r.tiebreakerGames).toEqual([]);
  });

  it('gives each team\'s games in order on demand', () => {
    const s = resultsOfRace(race).sequenceOf(0);
    expect(Array.from(s.opponents)).toEqual([1, 1, 2]);
    expect(Array.from(s.won)).toEqual([1, 0, 1]);
    expect(() => resultsOfRace(race).sequenceOf(3)).toThrow(RangeError);
  });

  it('finds the tiebreaker games of the real seasons: 2013 Tampa Bay at Texas, 2018 two, none from 2022', () => {
    const games = (year: number) => {
      const race = getRaceSeason(loadRetrosheetSeason(year), { sport: 'mlb', date: `${year}-12-31`, now: `${year}-12-31T12:00:00-05:00` });
      const r = resultsOfRace(race);
      return r.tiebreakerGames.map(([w, l]) => `${race.teams[w]!.abbreviation}>${race.teams[l]!.abbreviation}`);
    };
    expect(games(2013)).toEqual(['TB>TEX']);
    expect(games(2018).sort()).toEqual(['LAD>COL', 'MIL>CHC']);
    expect(games(2016)).toEqual([]);
    expect(games(2023)).toEqual([]);
  });
});

/** Everything a results object says, as plain data (every team's sequence read). */
function plainResults(r: RaceResults) {
  return {
    won: Array.from(r.won), lost: Array.from(r.lost), beat: Array.from(r.beat), pointDiff: Array.from(r.pointDiff), tiebreakerGames: r.tiebreakerGames.map((g) => [...g]),
    sequences: r.teams.map((_, i) => ({ opponents: Array.from(r.sequenceOf(i).opponents), won: Array.from(r.sequenceOf(i).won) })),
  };
}

describe('resultsAfter (D154)', () => {
  it('the results of the played games and more equal those of the race with the more games played after them (tiebreaker games and sequences included)', () => {
    const teams = ['a', 'b', 'c', 'd'].map(team);
    const gameArb = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.nat(9), fc.nat(9)).map(([h, d, hs, as]) => ({ home: h, away: (h + d) % 4, homeScore: hs, awayScore: hs === as ? as + 1 : as }));
    fc.assert(
      fc.property(fc.constantFrom(2013, 2019, 2020, 2023), fc.array(gameArb, { maxLength: 400 }), fc.array(gameArb, { maxLength: 30 }), (season, played, more) => {
        const asGames = (list: typeof played, tag: string) => list.map((g, k) => ({ ...g, eventId: `${tag}${k}`, date: day(1) }));
        const race: RaceSeason = { sport: 'mlb', season, asOf: day(1), teams, played: asGames(played, 'p'), remaining: [] };
        const extra = asGames(more, 'm');
        const base = resultsOfRace(race);
        const after = resultsAfter(race, base, extra);
        expect(plainResults(after)).toEqual(plainResults(resultsOfRace({ ...race, played: [...race.played, ...extra] })));
        // The base is left as it was.
        expect(plainResults(base)).toEqual(plainResults(resultsOfRace(race)));
      }),
      { numRuns: 300 },
    );
  });
});

