import { describe, expect, it } from 'vitest';
import { applyOutcomes } from '../../../src/aggregates/race/applyOutcomes.js';
import { computePictureBracket } from '../../../src/aggregates/race/computePictureBracket.js';
import { computePostseasonPicture, type PostseasonPicture } from '../../../src/aggregates/race/computePostseasonPicture.js';
import { resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';
import type { RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const NOW = '2019-12-31T12:00:00-05:00';
const state = loadRetrosheetSeason(2019);
const raceOn = (date: string) => getRaceSeason(state, { sport: 'mlb', date, now: NOW });
const bracketOf = (race: RaceSeason) => computePictureBracket(computePostseasonPicture(resultsOfRace(race)), race.teams);
const meetings = (race: RaceSeason) => bracketOf(race)?.pairings.map((p) => `${p.group}: ${p.lower.seed} ${p.lower.teamId} at ${p.higher.seed} ${p.higher.teamId}`);

describe('computePictureBracket', () => {
  it('pairs the real 2019 field: the Wildcard games Tampa Bay at Oakland and Milwaukee at Washington (MLB.com), seeds 1-3 waiting', () => {
    expect(meetings(raceOn('2019-09-29'))).toEqual([
      'American League: 5 tampa-bay-rays at 4 oakland-athletics',
      'National League: 5 milwaukee-brewers at 4 washington-nationals',
    ]);
    expect(bracketOf(raceOn('2019-09-29'))!.byes.map((b) => b.competitor.teamId)).toEqual([
      'houston-astros', 'new-york-yankees', 'minnesota-twins', 'los-angeles-dodgers', 'atlanta-braves', 'st-louis-cardinals',
    ]);
  });

  it('what-if of the actual results from September 22 gives the real bracket; other results give another', () => {
    const final = raceOn('2019-09-29');
    const scores = new Map(final.played.map((g) => [g.eventId, g]));
    const race = raceOn('2019-09-22');
    // Every game left but the one Chicago (AL) and Detroit owed each other, cancelled (D166).
    const actual = applyOutcomes(race, race.remaining.filter((g) => g.owed !== true).map((g) => ({ eventId: g.eventId, homeScore: scores.get(g.eventId)!.homeScore, awayScore: scores.get(g.eventId)!.awayScore })));
    if (!actual.ok) throw new Error('not applied');
    expect(meetings(actual.value)).toEqual(meetings(final));
    // Cleveland (2 games behind Tampa Bay for the last place as of the 22nd) wins all it has left, Tampa Bay loses all.
    const id = (teamId: string) => race.teams.findIndex((t) => t.teamId === teamId);
    const [cle, tb] = [id('cleveland-indians'), id('tampa-bay-rays')];
    const swing = applyOutcomes(race, race.remaining.filter((g) => [g.home, g.away].some((t) => t === cle || t === tb)).map((g) => ({
      eventId: g.eventId,
      winner: race.teams[g.home === cle || g.away === cle ? cle : g.home === tb ? g.away : g.home]!.teamId,
    })));
    if (!swing.ok) throw new Error('not applied');
    expect(meetings(swing.value)?.[0]).toMatch(/cleveland-indians/);
  });

  const team = (teamId: string, division: string) => ({ teamId, conference: 'American', division });
  const picture = (season: number, seeds: string[]): PostseasonPicture => ({
    sport: 'mlb', season,
    groups: [{ conference: 'American', seeds: seeds.map((teamId, i) => ({ seed: i + 1, teamId, via: i < 3 ? 'division' as const : 'wildcard' as const })), divisionWinners: [], order: seeds, ties: [] }],
  });
  const teams = [team('nyy', 'East'), team('det', 'Central'), team('tex', 'West'), team('bos', 'East'), team('tb', 'East')];

  it('through 2011 does not pair the wild card with its own division winner (the teams give the divisions)', () => {
    const own = computePictureBracket(picture(2011, ['nyy', 'det', 'tex', 'bos']), teams)!;
    expect(own.pairings.map((p) => [p.higher.teamId, p.lower.teamId])).toEqual([['nyy', 'tex'], ['det', 'bos']]);
    const other = computePictureBracket(picture(2011, ['det', 'nyy', 'tex', 'bos']), teams)!;
    expect(other.pairings.map((p) => [p.higher.teamId, p.lower.teamId])).toEqual([['det', 'bos'], ['nyy', 'tex']]);
  });

  it('is undefined while a field is incomplete (fewer seeds than the format has places)', () => {
    expect(computePictureBracket(picture(2019, ['nyy', 'det', 'tex']), teams)).toBeUndefined();
    expect(computePictureBracket(picture(2019, ['nyy', 'det', 'tex', 'bos', 'tb']), teams)?.pairings).toHaveLength(1);
  });
});
