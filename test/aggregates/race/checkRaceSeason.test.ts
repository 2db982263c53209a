import { describe, expect, it } from 'vitest';
import { applyOutcomes } from '../../../src/aggregates/race/applyOutcomes.js';
import { computeClinch } from '../../../src/aggregates/race/computeClinch.js';
import { createPythagoreanModel } from '../../../src/aggregates/race/createPythagoreanModel.js';
import type { RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';
import { simulateOdds } from '../../../src/aggregates/race/simulateOdds.js';
import { oddsOfRaceSeason } from '../../../src/engine/getPlayoffOdds.js';
import { pictureOfRace } from '../../../src/engine/getPlayoffPicture.js';
import type { LeagueDate } from '../../../src/ids/index.js';

const day = (d: string) => d as LeagueDate;
/** A hand-made race of the 2019 format (two leagues of three divisions of five teams), one game played, one left. */
const good: RaceSeason = {
  sport: 'mlb', season: 2019, asOf: day('2019-09-01'),
  teams: Array.from({ length: 30 }, (_, i) => ({
    teamId: `t${i}`, fullName: `Team ${i}`, abbreviation: `T${i}`, conference: i < 15 ? 'American' : 'National', division: ['East', 'Central', 'West'][Math.floor(i / 5) % 3]!,
  })),
  played: [{ eventId: 'p1', home: 0, away: 1, homeScore: 2, awayScore: 1, date: day('2019-08-01') }],
  remaining: [{ eventId: 'r1', home: 2, away: 3, date: day('2019-09-02') }],
};

/** Every public function that reads a race season, by name. */
const readers: readonly (readonly [string, (race: RaceSeason) => unknown])[] = [
  ['computeClinch', (r) => computeClinch(r)],
  ['resultsOfRace', (r) => resultsOfRace(r)],
  ['simulateOdds', (r) => simulateOdds(r, { n: 10, seed: 1 })],
  ['createPythagoreanModel', (r) => createPythagoreanModel(r)],
  ['applyOutcomes', (r) => applyOutcomes(r, [])],
  ['pictureOfRace', (r) => pictureOfRace(r)],
  ['oddsOfRaceSeason', (r) => oddsOfRaceSeason(r, { n: 10 })],
];

/** Malformed races: the change, the error's type and its text after the caller's name. */
const bad: readonly (readonly [string, (r: RaceSeason) => unknown, 'TypeError' | 'RangeError', string])[] = [
  ['an index past the teams', (r) => ({ ...r, remaining: [{ ...r.remaining[0]!, home: 30 }] }), 'RangeError', 'race.remaining[0].home must be an index of race.teams (0 to 29), got 30'],
  ['a team playing itself', (r) => ({ ...r, remaining: [{ ...r.remaining[0]!, away: 2 }] }), 'RangeError', 'race.remaining[0].away must be another team than the home team, got 2'],
  ['a score that is not a number', (r) => ({ ...r, played: [{ ...r.played[0]!, homeScore: '2' }] }), 'TypeError', 'race.played[0].homeScore must be a number, got "2"'],
  ['a negative score', (r) => ({ ...r, played: [{ ...r.played[0]!, awayScore: -1 }] }), 'RangeError', 'race.played[0].awayScore must be a non-negative whole number, got -1'],
  ['a tie', (r) => ({ ...r, played: [{ ...r.played[0]!, awayScore: 2 }] }), 'RangeError', 'race.played[0].awayScore must be another score than the home score (a decided game), got 2'],
  ['a game left twice', (r) => ({ ...r, remaining: [r.remaining[0]!, { ...r.remaining[0]!, home: 4 }] }), 'RangeError', 'race.remaining[1].eventId must be unique among the games left, got "r1"'],
  ['a team twice', (r) => ({ ...r, teams: [...r.teams, r.teams[0]!] }), 'RangeError', 'race.teams[30].teamId must be unique among the teams, got "t0"'],
  ['a team without a division', (r) => ({ ...r, teams: [{ ...r.teams[0]!, division: undefined }, ...r.teams.slice(1)] }), 'TypeError', 'race.teams[0].division must be a string, got undefined'],
  ['another sport', (r) => ({ ...r, sport: 'nhl' }), 'RangeError', "race.sport must be 'mlb' or 'nba', got \"nhl\""],
  ['a season that is not a year', (r) => ({ ...r, season: 2019.5 }), 'RangeError', 'race.season must be an integer year, got 2019.5'],
  ['a date that is not a day', (r) => ({ ...r, remaining: [{ ...r.remaining[0]!, date: '20190902' }] }), 'RangeError', 'race.remaining[0].date must be a league day (yyyy-MM-dd), got "20190902"'],
  ['games that are not a list', (r) => ({ ...r, played: undefined }), 'TypeError', 'race.played must be an array, got undefined'],
  ['no race at all', () => null, 'TypeError', 'race must be a race season object (getRaceSeason), got null'],
  ['games owed that are not a list', (r) => ({ ...r, owed: 1 }), 'TypeError', 'race.owed must be an array (games owed, by index of race.teams), got 1'],
  ['games owed for fewer teams', (r) => ({ ...r, owed: [1, 1] }), 'RangeError', 'race.owed must be one count per team (30 entries), got 2'],
  ['a negative count of games owed', (r) => ({ ...r, owed: r.teams.map((_, i) => (i === 4 ? -1 : 0)) }), 'RangeError', 'race.owed[4] must be a non-negative whole number of games, got -1'],
  ['a count of games owed that is not a number', (r) => ({ ...r, owed: r.teams.map((_, i) => (i === 4 ? '1' : 0)) }), 'TypeError', 'race.owed[4] must be a number of games, got "1"'],
  ['a game left owed by a word', (r) => ({ ...r, remaining: [{ ...r.remaining[0]!, owed: 'yes' }] }), 'TypeError', 'race.remaining[0].owed must be a boolean, got "yes"'],
];

describe('a race season given by hand is checked by every function that reads it (D163)', () => {
  it('a well-formed race is read; played games may share an id (only the games left are named by theirs)', () => {
    for (const [name, read] of readers) expect(() => read(good), name).not.toThrow();
    const repeated = { ...good, played: [good.played[0]!, good.played[0]!] };
    for (const [name, read] of readers) expect(() => read(repeated), name).not.toThrow();
    const owing = { ...good, owed: good.teams.map((_, i) => (i < 2 ? 1 : 0)), remaining: [...good.remaining, { eventId: 'o1', home: 5, away: 6, date: day('2019-09-29'), owed: true }] };
    for (const [name, read] of readers) expect(() => read(owing), name).not.toThrow();
  });

  it.each(bad)('%s: a typed error naming the function and the path', (_, change, type, text) => {
    const race = change(good) as RaceSeason;
    for (const [name, read] of readers) {
      let thrown: unknown;
      try {
        read(race);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, name).toBeInstanceOf(type === 'TypeError' ? TypeError : RangeError);
      expect((thrown as Error).message, name).toBe(`${name}: ${text}`);
    }
  });
});
