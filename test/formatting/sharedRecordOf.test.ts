/**
 * D152: the record of a frozen row (a box score line, a side's totals) is shared per row and
 * variant, and its text is the text of the same record made afresh; a row that is not frozen
 * gets a new record every time.
 */
import { describe, expect, it } from 'vitest';
import { JsonShape } from '../../src/formatting/JsonShape.js';
import { sharedRecordOf, type SharedRows } from '../../src/formatting/payloads/sharedRowRecord.js';
import { writeJson } from '../../src/formatting/writeJson.js';

const SHAPE = new JsonShape(['name', 'points', 'team_abbreviation:plain']);
type Line = { name: string; points: number };
const make = (line: Line, team: string) => () => SHAPE.record([line.name, line.points, team]);

describe('sharedRecordOf (D152)', () => {
  it('a frozen row gets one shared record per variant, written as the record made afresh', () => {
    const kept: SharedRows<Line> = new WeakMap();
    const line = Object.freeze({ name: 'Kyrie "Uncle Drew" Irving', points: 24 });
    const bos = sharedRecordOf(kept, line, 'BOS', make(line, 'BOS'));
    expect(sharedRecordOf(kept, line, 'BOS', make(line, 'BOS'))).toBe(bos);
    expect(bos.texts).toBeDefined();
    const cle = sharedRecordOf(kept, line, 'CLE', make(line, 'CLE'));
    expect(cle).not.toBe(bos);
    for (const style of ['pretty', 'compact'] as const) {
      expect(writeJson([bos, { a: bos }], style)).toBe(writeJson([make(line, 'BOS')(), { a: make(line, 'BOS')() }], style));
      expect(writeJson(cle, style)).toBe(writeJson(make(line, 'CLE')(), style));
    }
  });

  it('a row that is not frozen gets a new record every time (it may still change)', () => {
    const kept: SharedRows<Line> = new WeakMap();
    const line = { name: 'LeBron James', points: 30 };
    const first = sharedRecordOf(kept, line, 'CLE', make(line, 'CLE'));
    line.points = 31;
    const second = sharedRecordOf(kept, line, 'CLE', make(line, 'CLE'));
    expect(second).not.toBe(first);
    expect(writeJson(second, 'compact')).toBe('{"name":"LeBron James","points":31,"team_abbreviation":"CLE"}');
  });

  it('keeps a few variants per row at most, and still answers the others', () => {
    const kept: SharedRows<Line> = new WeakMap();
    const line = Object.freeze({ name: 'Kevin Love', points: 12 });
    const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
    for (const t of teams) expect(writeJson(sharedRecordOf(kept, line, t, make(line, t)), 'compact')).toBe(`{"name":"Kevin Love","points":12,"team_abbreviation":"${t}"}`);
    expect(kept.get(line)!.size).toBe(4);
  });
});
