import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../src/aggregates/ResultRow.js';
import { formatResults, resultToJson } from '../../src/formatting/payloads/formatResults.js';
import { writeJson } from '../../src/formatting/writeJson.js';
import { game, team } from '../aggregates/fixtures.js';

function row(): ResultRow {
  return {
    game: game(3, 'a', 'b', 2, 5), team: team('b'), opponent: team('a'),
    site: { siteId: 'b-park', name: 'b Park', capacity: 100, surface: 'Grass', city: 'City', state: 'State' },
    numberInSeason: 1, locationType: 'h', result: 'win', teamPoints: 5, opponentPoints: 2, teamWon: 1, teamLost: 0, opponentWon: 0, opponentLost: 1,
  };
}

const ZONES = ['America/New_York', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata', 'Europe/London', 'Australia/Sydney'];

describe('formatResults', () => {
  it('prints a frozen row (kept and shared) exactly like a row printed afresh, in every style and zone, every time', () => {
    const frozen = Object.freeze(row());
    for (let round = 0; round < 3; round++) {
      for (const timeZone of ZONES) {
        for (const style of ['pretty', 'compact'] as const) {
          const want = writeJson([resultToJson(row(), timeZone), resultToJson(row(), timeZone)], style);
          expect(formatResults([frozen, frozen], { timeZone, style })).toBe(want);
        }
      }
    }
  });

  it('prints a row that is not frozen as it is now, even after printing it before', () => {
    const open: { -readonly [K in keyof ResultRow]: ResultRow[K] } = row();
    const before = formatResults([open], { style: 'compact' });
    open.teamPoints = 9;
    const after = formatResults([open], { style: 'compact' });
    expect(before).toContain('"team_points_scored":5');
    expect(after).toContain('"team_points_scored":9');
  });
});
