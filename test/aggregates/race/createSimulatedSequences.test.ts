import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/aggregates/race/createSeededRandom.js';
import { createSimulatedSequences } from '../../../src/aggregates/race/createSimulatedSequences.js';
import type { RacePlayedGame, RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { resultsOfRace } from '../../../src/aggregates/race/resultsOfRace.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const race = getRaceSeason(loadRetrosheetSeason(2019), { sport: 'mlb', date: '2019-09-01', now: '2019-12-31T12:00:00-05:00' });

/** The race with the remaining games decided by `outcome` (1: the home team won), in their order. */
function completed(r: RaceSeason, outcome: Uint8Array): RaceSeason {
  const played: RacePlayedGame[] = [...r.played, ...r.remaining.map((g, k) => ({ ...g, homeScore: outcome[k]!, awayScore: 1 - outcome[k]! }))];
  return { ...r, played, remaining: [] };
}

describe('createSimulatedSequences', () => {
  it('gives each team its games in order as resultsOfRace gives them for the completed season, refilled after reset', () => {
    const outcome = new Uint8Array(race.remaining.length);
    const sequences = createSimulatedSequences(race, resultsOfRace(race), outcome);
    const random = createSeededRandom('sequences');
    for (let run = 0; run < 3; run++) {
      for (let k = 0; k < outcome.length; k++) outcome[k] = random() < 0.5 ? 1 : 0;
      sequences.reset();
      const want = resultsOfRace(completed(race, outcome));
      for (let t = 0; t < race.teams.length; t++) {
        const got = sequences.of(t), expected = want.sequenceOf(t);
        expect(Array.from(got.opponents), race.teams[t]!.teamId).toEqual(Array.from(expected.opponents));
        expect(Array.from(got.won), race.teams[t]!.teamId).toEqual(Array.from(expected.won));
      }
    }
  });

  it('rejects a team out of range', () => {
    const sequences = createSimulatedSequences(race, resultsOfRace(race), new Uint8Array(race.remaining.length));
    expect(() => sequences.of(30)).toThrow(/^createSimulatedSequences: no team 30/);
  });
});
