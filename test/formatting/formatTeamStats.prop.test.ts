import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamBoxTotals } from '../../src/aggregates/TeamBoxTotals.js';
import { statsToJson } from '../../src/formatting/payloads/formatTeamStats.js';
import { writeJson } from '../../src/formatting/writeJson.js';

const COUNTS = ['points', 'assists', 'turnovers', 'steals', 'blocks', 'fieldGoalsAttempted', 'fieldGoalsMade', 'threePointFieldGoalsAttempted',
  'threePointFieldGoalsMade', 'freeThrowsAttempted', 'freeThrowsMade', 'offensiveRebounds', 'defensiveRebounds', 'personalFouls'] as const;

/** Exact half-up rounding of n / d to one decimal, as text (integers only). */
function oneDecimal(n: number, d: number): string {
  const tenths = Math.floor((20 * n + d) / (2 * d));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

const totalsArb = fc.record(Object.fromEntries(COUNTS.map((k) => [k, fc.nat(12_000)])) as Record<(typeof COUNTS)[number], fc.Arbitrary<number>>)
  .map((t): TeamBoxTotals => ({
    ...t,
    fieldGoalsMade: Math.min(t.fieldGoalsMade, t.fieldGoalsAttempted),
    threePointFieldGoalsMade: Math.min(t.threePointFieldGoalsMade, t.threePointFieldGoalsAttempted),
    freeThrowsMade: Math.min(t.freeThrowsMade, t.freeThrowsAttempted),
  }));

describe('team stats per-game strings and floats (property)', () => {
  it('agree: each string is the exact one-decimal rounding, each float within 0.05 of it, percent strings the fractions x 100', () => {
    fc.assert(
      fc.property(totalsArb, fc.integer({ min: 1, max: 110 }), (t, games) => {
        const stats = JSON.parse(writeJson(statsToJson(t, games), 'compact')) as Record<string, number | string>;
        const rebounds = t.offensiveRebounds + t.defensiveRebounds;
        const perGame: [string, number][] = [
          ['field_goals_made', t.fieldGoalsMade], ['field_goals_attempted', t.fieldGoalsAttempted], ['three_point_field_goals_made', t.threePointFieldGoalsMade],
          ['three_point_field_goals_attempted', t.threePointFieldGoalsAttempted], ['free_throws_made', t.freeThrowsMade], ['free_throws_attempted', t.freeThrowsAttempted],
          ['offensive_rebounds', t.offensiveRebounds], ['defensive_rebounds', t.defensiveRebounds], ['rebounds', rebounds],
        ];
        for (const [name, total] of perGame) {
          const text = stats[`${name}_per_game_string`] as string;
          expect([name, text]).toEqual([name, oneDecimal(total, games)]);
          expect(Math.abs(Number(text) - (stats[`${name}_per_game`] as number))).toBeLessThanOrEqual(0.05 + 1e-9);
        }
        for (const [name, total] of [['assists', t.assists], ['steals', t.steals], ['blocks', t.blocks], ['turnovers', t.turnovers], ['personal_fouls', t.personalFouls], ['points', t.points]] as const) {
          expect([name, stats[`${name}_per_game_string`]]).toEqual([name, oneDecimal(total, games)]);
        }
        for (const [fraction, text, made, attempted] of [
          ['field_goal_percentage', 'field_goal_percentage_string', t.fieldGoalsMade, t.fieldGoalsAttempted],
          ['three_point_percentage', 'three_point_field_goal_percentage_string', t.threePointFieldGoalsMade, t.threePointFieldGoalsAttempted],
          ['free_throw_percentage', 'free_throw_percentage_string', t.freeThrowsMade, t.freeThrowsAttempted],
        ] as const) {
          if (attempted === 0) {
            expect([stats[fraction], stats[text]]).toEqual([0, '&mdash;']);
          } else {
            expect(stats[text]).toBe(oneDecimal(100 * made, attempted));
            expect(Math.abs(Number(stats[text]) / 100 - (stats[fraction] as number))).toBeLessThanOrEqual(0.0005 + 1e-9);
          }
        }
      }),
    );
  });
});
