import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEventId, leagueDateFromParts, parseEventId, type TeamId } from '../../src/ids/index.js';

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const teamId = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join('-') as TeamId);
const date = fc
  .record({ y: fc.integer({ min: 1900, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => leagueDateFromParts(y, m, d))
  .filter((d) => d !== undefined);

describe('event id properties', () => {
  it('format then parse returns the parts (sequence >= 1, distinct teams)', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 9 }), teamId, teamId, (d, sequence, awayTeamId, homeTeamId) => {
        fc.pre(awayTeamId !== homeTeamId);
        const id = formatEventId({ date: d!, sequence, awayTeamId, homeTeamId });
        const known = new Set([awayTeamId, homeTeamId]);
        const r = parseEventId(id, (x) => known.has(x as TeamId));
        expect(r).toEqual({ ok: true, value: { date: d, sequence, awayTeamId, homeTeamId } });
      }),
    );
  });
});
