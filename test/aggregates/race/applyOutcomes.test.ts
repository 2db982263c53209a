import { describe, expect, it } from 'vitest';
import { applyOutcomes } from '../../../src/aggregates/race/applyOutcomes.js';
import type { RaceSeason } from '../../../src/aggregates/race/RaceSeason.js';
import { getRaceSeason } from '../../../src/engine/getRaceSeason.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const NOW = '2019-12-31T12:00:00-05:00';
const state = loadRetrosheetSeason(2019);
const raceOn = (date: string) => getRaceSeason(state, { sport: 'mlb', date, now: NOW });

describe('applyOutcomes (what-if on a race)', () => {
  it('with the actual results of the games left gives the final race', () => {
    const final = raceOn('2019-09-29');
    const scores = new Map(final.played.map((g) => [g.eventId, g]));
    for (const date of ['2019-07-11', '2019-09-01']) {
      const race = raceOn(date);
      // Every game left was played but the one Chicago (AL) and Detroit owed each other (D166):
      // cancelled once the others are decided.
      const played = race.remaining.filter((g) => scores.has(g.eventId));
      expect(race.remaining.filter((g) => !scores.has(g.eventId)).map((g) => [g.eventId, g.owed])).toEqual([['owed-2019-detroit-tigers-at-chicago-white-sox-1', true]]);
      const r = applyOutcomes(race, played.map((g) => ({ eventId: g.eventId, homeScore: scores.get(g.eventId)!.homeScore, awayScore: scores.get(g.eventId)!.awayScore })));
      if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 2)));
      expect(r.value.remaining).toEqual([]);
      expect(r.value.played).toEqual(final.played);
    }
  });

  it('leaves the race it forks unchanged, and returns it when nothing is decided', () => {
    const race = raceOn('2019-09-01');
    const copy = JSON.parse(JSON.stringify(race)) as RaceSeason;
    const g = race.remaining[5]!;
    const r = applyOutcomes(race, [{ eventId: g.eventId, winner: race.teams[g.home]!.teamId }]);
    if (!r.ok) throw new Error('not applied');
    expect(race).toEqual(copy);
    expect(r.value.remaining).toHaveLength(race.remaining.length - 1);
    expect(r.value.played.find((p) => p.eventId === g.eventId)).toMatchObject({ homeScore: 1, awayScore: 0, date: g.date });
    const same = applyOutcomes(race, []);
    expect(same.ok && same.value).toBe(race);
  });

  it('names every bad outcome and applies nothing', () => {
    const race = raceOn('2019-09-01');
    const [a, b] = race.remaining;
    const r = applyOutcomes(race, [
      { eventId: raceOn('2019-09-29').played[0]!.eventId, winner: 'x' },
      { eventId: a!.eventId, winner: 'nobody' },
      { eventId: b!.eventId, homeScore: 4, awayScore: 4 },
      { eventId: b!.eventId, homeScore: 1, awayScore: 0 },
      { eventId: race.remaining[2]!.eventId, homeScore: 1.5, awayScore: 0 },
      { eventId: race.remaining[3]!.eventId } as never,
      null as never,
    ]);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['unknown_event', 'outcomes.0.eventId'],
      ['unknown_team', 'outcomes.1.winner'],
      ['invalid_score', 'outcomes.2.homeScore'],
      ['conflict', 'outcomes.3.eventId'],
      ['invalid_score', 'outcomes.4.homeScore'],
      ['invalid_input', 'outcomes.5'],
      ['invalid_input', 'outcomes.6'],
    ]);
  });
});
