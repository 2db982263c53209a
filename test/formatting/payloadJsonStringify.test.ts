import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerLine } from '../../src/aggregates/PlayerLine.js';
import type { TeamBoxTotals } from '../../src/aggregates/TeamBoxTotals.js';
import { decimalOf, soundRawJson } from '../../src/formatting/Decimal.js';
import { JsonShape, type JsonRecord } from '../../src/formatting/JsonShape.js';
import { boxTotalsToJson } from '../../src/formatting/payloads/boxTotalsToJson.js';
import { playerLineToJson } from '../../src/formatting/payloads/playerLineToJson.js';
import { writeJson, type JsonValue } from '../../src/formatting/writeJson.js';

/** Kevin Durant, 2012 Finals game 5 (the documentation's box score). */
const durant: PlayerLine = {
  playerId: 'kevin-durant', firstName: 'Kevin', lastName: 'Durant', displayName: 'Kevin Durant', position: 'SF', isStarter: true,
  minutes: 43, points: 32, rebounds: 11, assists: 3, turnovers: 7, steals: 2, blocks: 1,
  detail: { fieldGoalsAttempted: 24, fieldGoalsMade: 13, threePointFieldGoalsAttempted: 6, threePointFieldGoalsMade: 3,
    freeThrowsAttempted: 3, freeThrowsMade: 3, defensiveRebounds: 9, offensiveRebounds: 2, personalFouls: 5 },
};
const totals = {
  points: 106, assists: 14, turnovers: 9, steals: 6, blocks: 5, fieldGoalsAttempted: 87, fieldGoalsMade: 36, threePointFieldGoalsAttempted: 28,
  threePointFieldGoalsMade: 11, freeThrowsAttempted: 26, freeThrowsMade: 23, defensiveRebounds: 28, offensiveRebounds: 11, personalFouls: 24,
} as TeamBoxTotals;

/** Whether this runtime has a sound JSON.rawJSON (Node 21 and later): then the bytes are the payload's exactly. */
const nativeRawJson = soundRawJson() !== undefined;

describe('JSON.stringify of the public *ToJson records gives the payload (D82)', () => {
  it('playerLineToJson: the keys in payload order and the payload values, the same object JSON.parse reads from the wire bytes', () => {
    for (const variant of ['boxscore', 'daily-leaders'] as const) {
      const record = playerLineToJson(durant, 'OKC', variant);
      const wire = writeJson(record, 'compact');
      const text = JSON.stringify(record);
      expect(Object.keys(JSON.parse(text) as object)).toEqual(Object.keys(JSON.parse(wire) as object));
      expect(JSON.parse(text)).toEqual(JSON.parse(wire));
      expect(text).not.toContain('"shape"');
      // 1.0 (3 of 3 free throws) is the one value whose spelling JavaScript changes without JSON.rawJSON.
      expect(text).toBe(nativeRawJson ? wire : wire.replace('"free_throw_percentage":1.0', '"free_throw_percentage":1'));
    }
    expect(JSON.stringify(playerLineToJson(durant, 'OKC'))).toBe(
      '{"last_name":"Durant","first_name":"Kevin","display_name":"Kevin Durant","position":"SF","minutes":43,"points":32,"assists":3,"turnovers":7,'
      + '"steals":2,"blocks":1,"field_goals_attempted":24,"field_goals_made":13,"three_point_field_goals_attempted":6,"three_point_field_goals_made":3,'
      + '"free_throws_attempted":3,"free_throws_made":3,"defensive_rebounds":9,"offensive_rebounds":2,"personal_fouls":5,"team_abbreviation":"OKC",'
      + `"is_starter":true,"field_goal_percentage":0.542,"three_point_percentage":0.5,"free_throw_percentage":${nativeRawJson ? '1.0' : '1'}}`,
    );
  });

  it('boxTotalsToJson: byte for byte the compact payload when no value is a whole number', () => {
    const record = boxTotalsToJson(totals, 241);
    expect(JSON.stringify(record)).toBe(writeJson(record, 'compact'));
    expect(JSON.stringify(record)).toContain('"minutes":241,"points":106,');
    expect(JSON.stringify([record, { nested: record }])).toBe(writeJson([record, { nested: record }], 'compact'));
  });

  it('leaves out keys whose value is undefined, and keeps __proto__ an ordinary key', () => {
    const shape = new JsonShape(['a', '__proto__', 'b:plain', 'c']);
    expect(JSON.stringify(shape.record([undefined, 1, 'W3', undefined]))).toBe('{"__proto__":1,"b":"W3"}');
    expect(JSON.stringify(shape.record([undefined, undefined, undefined, undefined]))).toBe('{}');
  });

  it('a Decimal stringifies to its number without a sound JSON.rawJSON: none, or one that does not write raw text', () => {
    const json = JSON as { rawJSON?: unknown };
    const own = Object.getOwnPropertyDescriptor(JSON, 'rawJSON');
    const values = { pct: decimalOf(1000, 3), era: decimalOf(5, 4), back: decimalOf(-35, 1) };
    try {
      delete json.rawJSON;
      expect(soundRawJson()).toBeUndefined();
      expect(JSON.stringify(values)).toBe('{"pct":1,"era":0.0005,"back":-3.5}');
      json.rawJSON = (text: string) => ({ raw: text });
      expect(soundRawJson()).toBeUndefined();
      expect(JSON.stringify(values)).toBe('{"pct":1,"era":0.0005,"back":-3.5}');
      json.rawJSON = () => {
        throw new TypeError('no');
      };
      expect(JSON.stringify(values)).toBe('{"pct":1,"era":0.0005,"back":-3.5}');
    } finally {
      if (own) Object.defineProperty(JSON, 'rawJSON', own);
      else delete json.rawJSON;
    }
    expect(soundRawJson() !== undefined).toBe(nativeRawJson);
    expect(JSON.stringify(values)).toBe(nativeRawJson ? '{"pct":1.0,"era":5.0E-4,"back":-3.5}' : '{"pct":1,"era":0.0005,"back":-3.5}');
  });
});

describe('JSON.stringify of records (property)', () => {
  const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.maxSafeInteger(),
    fc.boolean(),
    fc.constant(null),
    fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 })).map(([scaled, scale]) => decimalOf(scaled, scale)),
  );
  const SHAPES = [new JsonShape(['rank', 'games_back', 'team']), new JsonShape(['x', 'y:plain']), new JsonShape(['only'])];
  const { value } = fc.letrec<{ value: JsonValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.nat(SHAPES.length - 1).chain((i) => {
        const shape = SHAPES[i]!;
        return fc
          .tuple(...shape.keys.map((_, k) => (shape.plain[k] ? fc.option(fc.stringMatching(/^[A-Za-z0-9.-]{0,6}$/), { nil: undefined }) : fc.option(tie('value'), { nil: undefined }))))
          .map((values): JsonRecord => shape.record(values as (JsonValue | undefined)[]));
      }),
    ),
  })) as unknown as { value: fc.Arbitrary<JsonValue> };

  it('JSON.parse(JSON.stringify(x)) equals JSON.parse of the payload bytes, keys in the same order', () => {
    const keyOrder = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(keyOrder) : v !== null && typeof v === 'object' ? Object.entries(v).map(([k, x]) => [k, keyOrder(x)]) : v;
    fc.assert(
      fc.property(value, (v) => {
        const fromStringify: unknown = JSON.parse(JSON.stringify(v));
        const fromWire: unknown = JSON.parse(writeJson(v, 'compact'));
        expect(keyOrder(fromStringify)).toEqual(keyOrder(fromWire));
      }),
    );
  });
});
