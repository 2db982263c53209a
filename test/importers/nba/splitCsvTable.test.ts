import { serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesOf, splitCsvTable } from '../../../src/importers/nba/splitCsvTable.js';

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

/** Whether V8 holds a string in one byte a character: its serializer writes such a string under tag `"` (0x22), a two-byte one under `c`. */
const oneByte = (s: string): boolean => serialize(s)[2] === 0x22;

describe('linesOf (D169)', () => {
  it('gives the lines of text.split for any text: wide characters, surrogates (lone ones too), CR, empty lines', () => {
    const piece = fc.constantFrom('\n', '\r\n', 'a', ',', 'Dončić', 'José', '\u00ff', '\u0100', '😀', '\ud800', '\udc00', '', 'Harden');
    fc.assert(fc.property(fc.array(fc.oneof(piece, fc.string({ unit: 'binary' })), { maxLength: 40 }), (pieces) => {
      const text = pieces.join('');
      expect(linesOf(text)).toEqual(text.split('\n'));
    }), { numRuns: 500 });
  });

  it('in a text with wide characters and no surrogate, every line without one is one byte a character', () => {
    const piece = fc.constantFrom('\n', '\r\n', 'a', ',', 'Dončić', 'José', '\u00ff', '\u0100', '', 'Harden', 'č');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
      const text = `č${pieces.join('')}`;
      const lines = linesOf(text);
      expect(lines).toEqual(text.split('\n'));
      for (const line of lines) expect([line, oneByte(line)]).toEqual([line, !/[^\u0000-\u00ff]/.test(line)]);
    }), { numRuns: 300 });
  });

  it('makes every line without a character past U+00FF one byte a character, also in a text that has one', () => {
    const wide = ['PLAYER,TEAM', 'James Harden,HOU', 'Luka Dončić,DAL', 'José Calderón,ATL', 'Kristaps Porziņģis,NYK', '', 'Nikola Jokić,DEN', 'Stephen Curry,GSW'].join('\n');
    // The premise: a slice of the decoded text is two-byte even where it is ASCII.
    expect(oneByte(wide.split('\n')[1]!)).toBe(false);
    const lines = linesOf(wide);
    expect(lines).toEqual(wide.split('\n'));
    expect(lines.map(oneByte)).toEqual([true, true, false, true, false, true, false, true]);
    // And the fields a table reads from those lines.
    const { table } = splitCsvTable(`${wide}\n`, 'f.csv', ['PLAYER', 'TEAM']);
    const names = table!.rows.map((r) => r.fields[0]!);
    expect(names.map((n) => [n, oneByte(n)])).toEqual([['James Harden', true], ['Luka Dončić', false], ['José Calderón', true], ['Kristaps Porziņģis', false], ['Nikola Jokić', false], ['Stephen Curry', true]]);
  });
});
