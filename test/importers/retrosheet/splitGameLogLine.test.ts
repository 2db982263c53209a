import { describe, expect, it } from 'vitest';
import { splitGameLogLine, type GameLogLineFields } from '../../../src/importers/retrosheet/splitGameLogLine.js';

function split(line: string, capacity = 8): { fields: string[]; count: number; openQuoteField: number; badQuoteField: number } {
  const into: GameLogLineFields = { count: 0, openQuoteField: -1, badQuoteField: -1, starts: new Int32Array(capacity), ends: new Int32Array(capacity) };
  // Surround the line with other text: the splitter must stay inside [start, end).
  const text = `xx,"y\n${line}\n"z",w`;
  const start = 6;
  splitGameLogLine(text, start, start + line.length, into);
  const fields: string[] = [];
  for (let k = 0; k < Math.min(into.count, capacity); k++) fields.push(text.slice(into.starts[k], into.ends[k]));
  return { fields, count: into.count, openQuoteField: into.openQuoteField, badQuoteField: into.badQuoteField };
}

describe('splitGameLogLine', () => {
  it('splits quoted and bare fields, keeping commas inside quotes (completion information)', () => {
    expect(split('"20190519","0",7,"20190906,OAK01,5,3,39",""')).toEqual({
      fields: ['20190519', '0', '7', '20190906,OAK01,5,3,39', ''],
      count: 5,
      openQuoteField: -1,
      badQuoteField: -1,
    });
  });

  it('counts empty fields, a trailing comma and an empty line', () => {
    expect(split('a,,b,').fields).toEqual(['a', '', 'b', '']);
    expect(split('').fields).toEqual(['']);
  });

  it('reports a quote that is never closed within the line', () => {
    expect(split('"a","b,c')).toMatchObject({ count: 2, openQuoteField: 1, fields: ['a', 'b,c'] });
  });

  it('reports text after a closing quote', () => {
    expect(split('"a"b,c')).toMatchObject({ count: 2, badQuoteField: 0 });
  });

  it('keeps counting past its capacity', () => {
    expect(split('1,2,3,4,5', 2)).toMatchObject({ count: 5, fields: ['1', '2'] });
  });

  it('treats a doubled quote inside quotes as part of the field', () => {
    expect(split('"say ""hi""",2').fields).toEqual(['say ""hi""', '2']);
  });
});
