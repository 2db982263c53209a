import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTeamTimelines, wonLostBefore, wonLostThrough } from '../../src/aggregates/computeTeamTimelines.js';
import { addDays, leagueDate } from '../../src/ids/index.js';
import { game, team } from './fixtures.js';

const IDS = ['a', 'b', 'c'];
const teams = new Map(IDS.map((id) => [id, team(id)]));

describe('wonLostBefore', () => {
  it('is the record through the previous day, across month ends, before the first game and after the last', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 30 }), away: fc.integer({ min: 0, max: 2 }), home: fc.integer({ min: 0, max: 2 }), a: fc.nat(9), b: fc.nat(9) }), { maxLength: 30 }),
        (specs) => {
          const seen = new Set<string>();
          const games = specs
            .filter((s) => s.away !== s.home && !seen.has(`${s.day}|${s.away}|${s.home}`) && seen.add(`${s.day}|${s.away}|${s.home}`))
            .map((s) => game(s.day, IDS[s.away]!, IDS[s.home]!, s.a, s.b))
            .sort((x, y) => x.startsAt - y.startsAt);
          const timelines = computeTeamTimelines(games, (id) => teams.get(id));
          // From March 28 to May 3: the day before April 1 is March 31, the day before May 1 is April 30.
          for (let d = leagueDate('2019-03-28'); d <= '2019-05-03'; d = addDays(d, 1)) {
            for (const id of [...IDS, 'unknown']) {
              expect(wonLostBefore(timelines.get(id), d)).toEqual(wonLostThrough(timelines.get(id), addDays(d, -1)));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
