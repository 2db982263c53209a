import { describe, expect, it } from 'vitest';
import { splitCsvTable } from '../../../src/importers/nba/splitCsvTable.js';

const split = (text: string, required: readonly string[] = ['a', 'b']) => {
  const { table, issues } = splitCsvTable(text, 'f.csv', required);
  return { rows: table?.rows.map((r) => [r.lineNo, ...r.fields]), issues: issues.map((i) => `${i.code} ${i.path.join(' ')}`) };
};

describe('splitCsvTable', () => {
  it('splits quoted fields (commas and doubled quotes inside), skips blank lines, keeps line numbers', () => {
    expect(split('a,b,c\n1,"x, ""y""",\n\n"",2,3\n')).toEqual({ rows: [[2, '1', 'x, "y"', ''], [4, '', '2', '3']], issues: [] });
  });

  it('accepts a byte order mark, CRLF and a last line without newline', () => {
    expect(split('\ufeffa,b\r\n1,2\r\n3,4')).toEqual({ rows: [[2, '1', '2'], [3, '3', '4']], issues: [] });
  });

  it('reports each bad line and keeps the others', () => {
    expect(split('a,b\n1,2,3\n"1,2\n"1"x,2\n5,6\n')).toEqual({
      rows: [[5, '5', '6']],
      issues: ['malformed_line f.csv line 2', 'malformed_line f.csv line 3', 'malformed_line f.csv line 4'],
    });
  });

  it('tells a file cut short from a bad line', () => {
    expect(split('a,b\n1,2\n3').issues).toEqual(['truncated_file f.csv line 3']);
    expect(split('a,b\n1,2\n3,"4').issues).toEqual(['truncated_file f.csv line 3']);
    expect(split('a,b\n1,2\n3\n').issues).toEqual(['malformed_line f.csv line 3']);
    expect(split('').issues).toEqual(['truncated_file f.csv line 1']);
    expect(split('\n\n').issues).toEqual(['truncated_file f.csv line 1']);
    expect(split('a,b\n').issues).toEqual(['truncated_file f.csv line 2']);
  });

  it('requires the named columns, once each', () => {
    expect(split('a,c\n1,2\n')).toEqual({ rows: undefined, issues: ['malformed_line f.csv line 1 b'] });
    expect(split('a,b,a\n1,2,3\n').issues).toEqual(['malformed_line f.csv line 1 a']);
    expect(split('a,b,x,x\n1,2,3,4\n').issues).toEqual([]);
  });
});
