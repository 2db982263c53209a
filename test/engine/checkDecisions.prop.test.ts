/**
 * The decisions check of `normalizeBaseballBox` (at most one win, loss and save, each on the side
 * the score allows) against a model written the plain way (a list of holders per decision, the
 * second holder a conflict, the first on the wrong side an invalid score): for arbitrary
 * decisions on both sides and any score (unknown, tied, either side ahead), the same issues in
 * the same order, with the same paths and messages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { gameInputSchema } from '../../src/engine/BatchInput.js';
import { normalizeBaseballBox } from '../../src/engine/internal/normalizeBaseballBox.js';
import { issue, type Issue } from '../../src/ids/index.js';

type Side = 'away' | 'home';
type Flags = { win: boolean; loss: boolean; save: boolean };

function model(away: readonly Flags[], home: readonly Flags[], scores: { away: number | null; home: number | null }): Issue[] {
  const issues: Issue[] = [];
  const known = scores.away !== null && scores.home !== null;
  const winner: Side | null = !known || scores.away === scores.home ? null : scores.away! > scores.home! ? 'away' : 'home';
  const loser: Side | null = winner === null ? null : winner === 'away' ? 'home' : 'away';
  for (const [flag, side] of [['win', winner], ['loss', loser], ['save', winner]] as const) {
    const holders: { side: Side; index: number }[] = [];
    away.forEach((p, index) => { if (p[flag]) holders.push({ side: 'away', index }); });
    home.forEach((p, index) => { if (p[flag]) holders.push({ side: 'home', index }); });
    const second = holders[1];
    if (second) issues.push(issue('conflict', ['games', 0, `${second.side}_pitchers`, second.index, flag], `more than one pitcher is credited with the ${flag}`));
    const wrong = known ? holders.find((h) => h.side !== side) : undefined;
    if (wrong) {
      const why = winner === null ? `the game ended tied ${scores.away}-${scores.home}` : `the ${wrong.side} side ${wrong.side === winner ? 'won' : 'lost'} ${scores.away}-${scores.home}`;
      issues.push(issue('invalid_score', ['games', 0, `${wrong.side}_pitchers`, wrong.index, flag], `a ${flag} for the ${wrong.side} side, but ${why}`));
    }
  }
  return issues;
}

const flags = fc.record({ win: fc.boolean(), loss: fc.boolean(), save: fc.boolean() }).filter((f) => !(f.win && f.loss));
const score = fc.option(fc.nat(3), { nil: null });

describe('normalizeBaseballBox decisions', () => {
  it('reports the decisions as the plain model does, for any decisions and any score', () => {
    fc.assert(
      fc.property(fc.array(flags, { maxLength: 4 }), fc.array(flags, { maxLength: 4 }), score, score, (away, home, a, h) => {
        const pitchers = (side: Side, list: readonly Flags[]) => list.map((f, i) => ({ first_name: 'P', last_name: `${side}${i}`, pitch_order: i + 1, outs: 3, ...f }));
        const input = { sport: 'mlb', status: 'completed', away_pitchers: pitchers('away', away), home_pitchers: pitchers('home', home) } as unknown as z.output<typeof gameInputSchema>;
        const issues: Issue[] = [];
        const box = normalizeBaseballBox(input, ['games', 0], { away: a, home: h }, issues);
        const expected = model(away, home, { away: a, home: h });
        expect(issues).toStrictEqual(expected);
        expect(box === null).toBe(expected.length > 0);
      }),
      { numRuns: 2000 },
    );
  });
});
