/**
 * The quick test of baseball batters and pitchers (`quickBaseballLines`) against the schemas'
 * loop (`battersInputSchema`, `pitchersInputSchema`): for generated lists of lines, valid and
 * corrupted (a field set to a value out of bounds or of another type, a key added or dropped,
 * another prototype), a list the quick test takes is one the schema takes, as it is; and a list
 * the schema takes whose lines are plain objects without a key holding undefined, the quick test
 * takes too. So the quick path changes no outcome: what it refuses goes to the schema.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { battersInputSchema, pitchersInputSchema, playerLinesInputSchema } from '../../src/engine/BatchInput.js';
import { quickBaseballLines } from '../../src/engine/internal/quickBaseballLines.js';
import { quickPlayerLines } from '../../src/engine/internal/quickPlayerLines.js';
import { corrupter } from './recordEdits.js';

const hostile: fc.Arbitrary<unknown> = fc.constantFrom(
  -1, 0, 1, 9, 10, 333, 333.4, 334, 999, 1000, 2 ** 31, 1.5, 6.1, -0, Number.NaN, Infinity, -Infinity, '3', '', 'RHP', 'a\u0000b', 'tab\t', '\ud800', '\uffff',
  'x'.repeat(1000), 'x'.repeat(1001), null, undefined, true, false, [], {}, [1],
);
const hostileKey = fc.constantFrom('hitz', 'era', 'avg', '__proto__', 'constructor', 'toString', 'errors', 'outs', 'bat_order', 'hold', 'wins');
const corrupt = corrupter(hostileKey, hostile, { plain: 6, edited: 3 });

const name = fc.constantFrom('Carl', 'Crawford', 'José', 'Hyun-Jin', 'O\'Neil', '李', '𝒜da', '', 'Ünal');
const small = fc.nat(12);
/** Some of the optional fields, each with a count (or, for a pitcher, innings and decisions). */
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const batter = fc.record({
  player_id: optional(fc.constantFrom('carl-crawford', 'a', 'b-1')), last_name: name, first_name: name, display_name: optional(fc.constantFrom('Carl Crawford', 'X')),
  position: optional(fc.constantFrom('LF', '', 'DH-1B')), bat_order: fc.integer({ min: 1, max: 9 }), sub_bat_order: optional(small), at_bats: small,
  plate_appearances: optional(small), runs: optional(small), hits: optional(small), doubles: optional(small), triples: optional(small), home_runs: optional(small),
  rbi: optional(small), rbi_with_two_outs: optional(small), walks: optional(small), strike_outs: optional(small), hit_by_pitch: optional(small),
  sac_flies: optional(small), sac_hits: optional(small), stolen_bases: optional(small), caught_stealing: optional(small), left_on_base: optional(small),
}).map(withoutUndefined);
const pitcher = fc.record({
  player_id: optional(fc.constantFrom('hyun-jin-ryu', 'p')), last_name: name, first_name: name, display_name: optional(fc.constantFrom('Hyun-Jin Ryu', 'Y')),
  pitch_order: fc.integer({ min: 1, max: 12 }), innings_pitched: optional(fc.constantFrom(0, 0.1, 0.2, 6.1, 7, 9, 12.2)), outs: optional(fc.nat(27)),
  hits_allowed: optional(small), runs_allowed: optional(small), earned_runs: optional(small), walks: optional(small), intentional_walks: optional(small),
  strike_outs: optional(small), home_runs_allowed: optional(small), pitch_count: optional(fc.nat(130)), pitches_strikes: optional(fc.nat(90)),
  wild_pitches: optional(small), hit_by_pitch: optional(small), errors: optional(small), throwing_hand: optional(fc.constantFrom('RHP', 'LHP', 'S')),
  win: optional(fc.boolean()), loss: optional(fc.boolean()), save: optional(fc.boolean()), hold: optional(fc.boolean()),
}).map(withoutUndefined);

function withoutUndefined(r: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (v !== undefined) out[k] = v;
  return out;
}

/** A line the quick test is meant to take when the schema does: a plain object, no key holding undefined. */
function isPlainWithoutUndefined(line: unknown): boolean {
  if (typeof line !== 'object' || line === null) return false;
  const proto = Object.getPrototypeOf(line) as unknown;
  return (proto === Object.prototype || proto === null) && Object.values(line).every((v) => v !== undefined);
}

function agree(kind: 'batter' | 'pitcher', schema: z.ZodType<unknown>, list: unknown[]): boolean {
  const q = kind === 'batter' ? quickBaseballLines('batter', list) : quickBaseballLines('pitcher', list);
  const r = schema.safeParse(list);
  if (q !== undefined) {
    expect(q).toBe(list);
    expect(r.success).toBe(true);
    expect(r.data).toBe(list);
  } else if (r.success) {
    // Refused though the schema takes it: only for a line that is not plain or holds undefined.
    expect(list.every(isPlainWithoutUndefined)).toBe(false);
  }
  return q !== undefined;
}

describe('quickBaseballLines', () => {
  for (const [kind, arb, schema] of [['batter', batter, battersInputSchema], ['pitcher', pitcher, pitchersInputSchema]] as const) {
    it(`takes exactly the plain ${kind} lists the schema takes, as they are, for valid and corrupted lines`, () => {
      let taken = 0;
      let refused = 0;
      fc.assert(
        fc.property(fc.array(corrupt(arb), { maxLength: 4 }), (list) => {
          if (agree(kind, schema as z.ZodType<unknown>, list)) taken++;
          else refused++;
        }),
        { numRuns: 1500 },
      );
      expect(taken).toBeGreaterThan(200);
      expect(refused).toBeGreaterThan(200);
    });

    it(`agrees with the schema on every ${kind} field set to each boundary value, undefined or dropped`, () => {
      const line = kind === 'batter'
        ? { player_id: 'carl-crawford', last_name: 'Crawford', first_name: 'Carl', display_name: 'Carl Crawford', position: 'LF', bat_order: 1, sub_bat_order: 0, at_bats: 4,
          plate_appearances: 4, runs: 0, hits: 1, doubles: 0, triples: 0, home_runs: 0, rbi: 1, rbi_with_two_outs: 1, walks: 0, strike_outs: 3, hit_by_pitch: 0, sac_flies: 0,
          sac_hits: 0, stolen_bases: 0, caught_stealing: 0, left_on_base: 1 }
        : { player_id: 'hyun-jin-ryu', last_name: 'Ryu', first_name: 'Hyun-Jin', display_name: 'Hyun-Jin Ryu', pitch_order: 1, innings_pitched: 7, outs: 21, hits_allowed: 3,
          runs_allowed: 0, earned_runs: 0, walks: 3, intentional_walks: 0, strike_outs: 7, home_runs_allowed: 0, pitch_count: 88, pitches_strikes: 54, wild_pitches: 0,
          hit_by_pitch: 0, errors: 0, throwing_hand: 'LHP', win: true, loss: false, save: false, hold: false };
      const values: unknown[] = [-1, -0, 0, 1, 9, 10, 333, 333.4, 334, 999, 1000, 1.5, Number.NaN, Infinity, '', 'x', 'a\u0000b', '\ud800', 'x'.repeat(1001), null, undefined, true, [], {}];
      const s = schema as z.ZodType<unknown>;
      expect(agree(kind, s, [line])).toBe(true);
      expect(agree(kind, s, [Object.assign(Object.create(null) as object, line)])).toBe(true);
      expect(agree(kind, s, [Object.assign(new (class Other {})(), line)])).toBe(false);
      for (const key of [...Object.keys(line), 'hitz', '__proto__']) {
        const { [key]: _dropped, ...without } = line as Record<string, unknown>;
        agree(kind, s, [without]);
        for (const v of values) agree(kind, s, [line, Object.defineProperty({ ...line }, key, { value: v, enumerable: true, writable: true, configurable: true })]);
      }
      expect(quickBaseballLines('batter', 'lines')).toBeUndefined();
      expect(quickBaseballLines('pitcher', [])).toStrictEqual([]);
    });
  }

  it('agrees with the schema on display names joined from any first and last names (quickPlayerLines too)', () => {
    const part = fc.oneof(fc.string({ maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 4 }), fc.constantFrom('\ud800', '\udc00', '\ud83d', '\ude00', '𝒜', 'a\u0000', ''));
    let joined = 0;
    fc.assert(
      fc.property(part, part, fc.constantFrom(' ', '', '  ', '\u0000', '\ud800', 'x'), (first, last, space) => {
        const display = `${first}${space}${last}`;
        if (space === ' ') joined++;
        const batter = [{ last_name: last, first_name: first, display_name: display, bat_order: 1, at_bats: 3 }];
        const nba = [{ last_name: last, first_name: first, display_name: display, minutes: 1, points: 0, assists: 0, turnovers: 0, steals: 0, blocks: 0, rebounds: 0 }];
        expect(quickBaseballLines('batter', batter) !== undefined).toBe(battersInputSchema.safeParse(batter).success);
        expect(quickPlayerLines(nba) !== undefined).toBe(playerLinesInputSchema.safeParse(nba).success);
      }),
      { numRuns: 3000 },
    );
    expect(joined).toBeGreaterThan(300);
  });
});
