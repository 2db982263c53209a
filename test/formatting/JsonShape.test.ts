import { describe, expect, it } from 'vitest';
import { decimalOf } from '../../src/formatting/Decimal.js';
import { JsonShape } from '../../src/formatting/JsonShape.js';
import { writeJson } from '../../src/formatting/writeJson.js';

describe('shaped records', () => {
  const SHAPE = new JsonShape(['rank', 'games_back', 'team', 'result', 'scores']);
  const INNER = new JsonShape(['a', 'b']);

  it('print exactly like the plain object with the same keys, in both styles, nested at any level', () => {
    const record = SHAPE.record([1, decimalOf(165, 1), INNER.record(['x', null]), 'win', [1, 2]]);
    const plain = { rank: 1, games_back: decimalOf(165, 1), team: { a: 'x', b: null }, result: 'win', scores: [1, 2] };
    for (const style of ['pretty', 'compact'] as const) {
      expect(writeJson(record, style)).toBe(writeJson(plain, style));
      expect(writeJson({ standing: [record, record] }, style)).toBe(writeJson({ standing: [plain, plain] }, style));
    }
  });

  it('omit a key whose value is undefined, also the first one', () => {
    const record = SHAPE.record([undefined, decimalOf(0, 1), INNER.record([undefined, undefined]), undefined, []]);
    expect(writeJson(record, 'pretty')).toBe('{\n  "games_back" : 0.0,\n  "team" : { },\n  "scores" : [ ]\n}');
    expect(writeJson(record, 'compact')).toBe('{"games_back":0.0,"team":{},"scores":[]}');
  });

  it('reject a wrong number of values, repeated keys, and invalid values with their path', () => {
    expect(() => SHAPE.record([1])).toThrow(/^JsonShape.record:/);
    expect(() => new JsonShape(['a', 'a'])).toThrow(/^JsonShape:/);
    expect(() => writeJson(SHAPE.record([1.5, null, null, null, null]), 'compact')).toThrow(/^writeJson: 1.5 at \$\.rank/);
  });
});

describe('plain fields', () => {
  const SHAPE = new JsonShape(['a', 'b:plain', 'c:plain', 'd']);

  it('print the same bytes as ordinary string fields, first, last and in a row', () => {
    const plain = { a: 1, b: 'W3', c: '.617', d: 'x' };
    for (const style of ['pretty', 'compact'] as const) {
      expect(writeJson(SHAPE.record([1, 'W3', '.617', 'x']), style)).toBe(writeJson(plain, style));
      expect(writeJson(SHAPE.record([undefined, 'W3', '.617', undefined]), style)).toBe(writeJson({ b: 'W3', c: '.617' }, style));
      expect(writeJson([SHAPE.record([undefined, 'W3', undefined, undefined])], style)).toBe(writeJson([{ b: 'W3' }], style));
    }
    expect(SHAPE.keys).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuse a value that is not a string', () => {
    expect(() => writeJson(SHAPE.record([1, 3, '.617', 'x']), 'compact')).toThrow(/^writeJson:/);
  });

  it('are given only text that needs no escaping', async () => {
    const { isPlainText } = await import('../../src/formatting/JsonShape.js');
    expect(['Red Sox', 'O.co Coliseum', "St. Louis", 'W12'].every(isPlainText)).toBe(true);
    expect(['say "hi"', 'a\\b', 'tab\there'].some(isPlainText)).toBe(false);
  });
});

describe('shared records (a team, a site: their text kept per style and level)', () => {
  const SITE = new JsonShape(['capacity', 'surface', 'name', 'city', 'state']);
  const values = [33871, 'Grass', 'Fenway "Park"', 'Boston\u0001', 'Massachusetts \ud800'] as const;

  it('print exactly like a record of the same values, nested at any level, in both styles, on every use', () => {
    const shared = SITE.sharedRecord([...values]);
    const plain = SITE.record([...values]);
    const nest = (site: typeof shared) => ({ a: [site, { b: site, c: [site] }], d: site });
    for (const style of ['pretty', 'compact'] as const) {
      const expected = writeJson(nest(plain), style);
      expect(writeJson(nest(shared), style)).toBe(expected);
      expect(writeJson(nest(shared), style)).toBe(expected);
      expect(writeJson(shared, style)).toBe(writeJson(plain, style));
    }
    expect(JSON.stringify(shared)).toBe(JSON.stringify(plain));
  });

  it('keep one text per style and level (0: compact; n + 1: pretty at level n)', () => {
    const shared = SITE.sharedRecord([...values]);
    writeJson({ x: { y: shared } }, 'pretty');
    writeJson([shared], 'compact');
    expect(shared.texts?.[3]).toBe(writeJson(SITE.record([...values]), 'pretty').replaceAll('\n', '\n    '));
    expect(shared.texts?.[0]).toBe(writeJson(SITE.record([...values]), 'compact'));
    expect(SITE.record([...values]).texts).toBeUndefined();
  });

  it('an invalid value throws as in any record, and keeps no text', () => {
    const bad = SITE.sharedRecord([1.5, 'Grass', 'n', 'c', 's']);
    expect(() => writeJson([bad], 'compact')).toThrow(/writeJson: 1.5 at \$\[0\]\.capacity is not a safe integer/);
    expect(bad.texts).toEqual([]);
  });
});
