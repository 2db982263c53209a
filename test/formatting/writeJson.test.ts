import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decimalFromHalves, decimalOf, roundRatio, writeJson, type JsonValue } from '../../src/formatting/index.js';
import { SAMPLES } from '../repoData.js';
import { javaOracle } from './javaOracle.js';
import { readJsonSource } from './readJsonSource.js';

/**
 * Every complete verbatim sample (INDEX.md: "verbatim-wire" and complete "verbatim-doc"). The
 * documentation copies carry what their copying added: trailing newlines (the wire bodies end
 * at the last `}` or `]`, FORMAT-NOTES section 1), and CRLF line ends in the Python mock that
 * holds `events-nba-20130131-docsample-tzLA.json`. Both are normalized before comparing; the
 * wire bodies are compared exactly as stored.
 */
const SAMPLE_FILES: readonly (readonly [file: string, style: 'pretty' | 'compact'])[] = [
  ['teams-mlb-recorded-20130830.json', 'pretty'],
  ['teams-nba-recorded-20130810.json', 'pretty'],
  ['team-nba-oklahoma-city-thunder-oldendpoint-recorded-20130810.json', 'pretty'],
  ['events-all-20130901-recorded-20130830.json', 'pretty'],
  ['events-nba-20130131-recorded-20130810.json', 'pretty'],
  ['events-xxx-baddate-empty-recorded-20130810.json', 'pretty'],
  ['standings-nba-current-recorded-20130810-asof-20130418.json', 'pretty'],
  ['standings-nba-20131225-future-recorded-20130810.json', 'pretty'],
  ['leaders-nba-points-limit15-qualified-regular-recorded-20130810.json', 'pretty'],
  ['boxscore-nba-20120621-okc-at-mia-recorded-20130810.json', 'pretty'],
  ['boxscore-nba-20120621-okc-at-mia-docstyle-2015.json', 'pretty'],
  ['events-nba-20130131-docsample-tzLA.json', 'pretty'],
  ['error-all-404-docsample-page.json', 'pretty'],
  ['error-all-403-invalid-user-agent-2019.json', 'pretty'],
  ['teams-mlb-recorded-20150412.json', 'compact'],
  ['events-all-20130901-recorded-20150412.json', 'compact'],
];

function sample(file: string): string {
  const text = readFileSync(path.join(SAMPLES, file), 'utf8');
  if (file.includes('-recorded-')) return text;
  return text.replaceAll('\r\n', '\n').trimEnd();
}

describe('writeJson reproduces the recorded bodies byte for byte', () => {
  for (const [file, style] of SAMPLE_FILES) {
    it(`${file} (${style})`, () => {
      const body = sample(file);
      expect(writeJson(readJsonSource(body), style)).toBe(body);
    });
  }

  it('writes the 2013 pretty samples compactly and the 2015 compact ones prettily, both ways round', () => {
    for (const [file, style] of SAMPLE_FILES) {
      const value = readJsonSource(sample(file));
      const other = style === 'pretty' ? 'compact' : 'pretty';
      expect(writeJson(readJsonSource(writeJson(value, other)), style)).toBe(sample(file));
    }
  });
});

describe('writeJson matches Jackson 2.17 (fixtures/java-oracle.json)', () => {
  for (const { input, pretty, compact } of javaOracle.jackson) {
    it(input.length > 60 ? input.slice(0, 57) + '...' : input, () => {
      const value = readJsonSource(input);
      expect(writeJson(value, 'pretty')).toBe(pretty);
      expect(writeJson(value, 'compact')).toBe(compact);
    });
  }
});

describe('writeJson', () => {
  it('prints the layout of DECISIONS section 2', () => {
    const row: JsonValue = {
      rank: 1,
      games_back: decimalFromHalves(0),
      scores: [26, 23, 22],
      none: [],
      empty: {},
      team: { id: 'miami-heat', active: true, position: null },
      rows: [{ a: 1 }, { a: roundRatio(13, 24, 3) }],
    };
    expect(writeJson(row, 'pretty')).toBe(
      [
        '{',
        '  "rank" : 1,',
        '  "games_back" : 0.0,',
        '  "scores" : [ 26, 23, 22 ],',
        '  "none" : [ ],',
        '  "empty" : { },',
        '  "team" : {',
        '    "id" : "miami-heat",',
        '    "active" : true,',
        '    "position" : null',
        '  },',
        '  "rows" : [ {',
        '    "a" : 1',
        '  }, {',
        '    "a" : 0.542',
        '  } ]',
        '}',
      ].join('\n'),
    );
    expect(writeJson(row, 'compact')).toBe(
      '{"rank":1,"games_back":0.0,"scores":[26,23,22],"none":[],"empty":{},"team":{"id":"miami-heat","active":true,"position":null},"rows":[{"a":1},{"a":0.542}]}',
    );
  });

  it('writes scalars at the top level', () => {
    expect(writeJson('x', 'pretty')).toBe('"x"');
    expect(writeJson(-0, 'compact')).toBe('0');
    expect(writeJson(decimalOf(-35, 1), 'pretty')).toBe('-3.5');
    expect(writeJson(null, 'compact')).toBe('null');
    expect(writeJson([], 'pretty')).toBe('[ ]');
    expect(writeJson({}, 'pretty')).toBe('{ }');
  });

  it('escapes strings like Jackson: quote, backslash, control characters; not / nor non-ASCII', () => {
    expect(writeJson(`6'3"`, 'compact')).toBe(`"6'3\\""`); // "height_formatted" : "6'3\""
    expect(writeJson('a/b\\c', 'compact')).toBe('"a/b\\\\c"');
    expect(writeJson('\b\t\n\f\r\u0000\u001f\u007f', 'compact')).toBe('"\\b\\t\\n\\f\\r\\u0000\\u001F\u007f"');
    expect(writeJson('Montréal 日本 😀 \u2028 &mdash;', 'compact')).toBe('"Montréal 日本 😀 \u2028 &mdash;"');
    expect(writeJson({ 'k"\n': 1 }, 'compact')).toBe('{"k\\"\\n":1}');
  });

  it('keeps insertion order and a __proto__ key', () => {
    const value = JSON.parse('{"b":1,"a":2,"__proto__":3}') as JsonValue;
    expect(writeJson(value, 'compact')).toBe('{"b":1,"a":2,"__proto__":3}');
    expect(writeJson(Object.assign(Object.create(null) as object, { z: 1 }) as JsonValue, 'compact')).toBe('{"z":1}');
  });

  it('rejects floats, unsafe integers and non-JSON values, naming the path', () => {
    const bad = (value: unknown): (() => string) => () => writeJson(value as JsonValue, 'pretty');
    expect(bad({ standing: [{ rank: 1 }, { rank: 2, games_back: 16.5 }] })).toThrow(
      new TypeError('writeJson: 16.5 at $.standing[1].games_back is not a safe integer (a float field must be a Decimal)'),
    );
    expect(bad([2 ** 53])).toThrow(/^writeJson: 9007199254740992 at \$\[0\]/);
    expect(bad({ a: Number.NaN })).toThrow(/^writeJson: NaN at \$\.a/);
    expect(bad({ 'odd key': undefined })).toThrow(/^writeJson: undefined at \$\["odd key"\] is not a JSON value/);
    expect(bad({ when: new Date(0) })).toThrow(/^writeJson: Date at \$\.when is not a plain object/);
    expect(bad({ m: new Map() })).toThrow(/^writeJson: Map at \$\.m/);
    expect(bad([1n])).toThrow(/^writeJson: bigint at \$\[0\]/);
    expect(bad([[1.5]])).toThrow(TypeError);
    expect(() => writeJson({ a: [1, 0.5] } as JsonValue, 'compact')).toThrow(/^writeJson: 0\.5 at \$\.a\[1\]/);
    expect(() => writeJson(1, 'fancy' as 'pretty')).toThrow(/^writeJson: unknown style/);
  });

  it('stops at a cycle with a TypeError instead of overflowing the stack', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(() => writeJson(cycle as JsonValue, 'pretty')).toThrow(/^writeJson: nesting deeper than 1000/);
    const list: unknown[] = [];
    list.push(list);
    expect(() => writeJson(list as JsonValue, 'compact')).toThrow(/^writeJson: nesting deeper than 1000/);
  });
});
