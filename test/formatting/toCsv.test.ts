/**
 * `toCsv` (issue 12: CSV for people who continue in pandas, DuckDB or a spreadsheet): RFC 4180
 * with CRLF after every record, the header of the payload's field names, quoting only where
 * needed; read back with a strict RFC 4180 reader (./csvReader.ts) it gives the table's values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getStandings } from '../../src/engine/getStandings.js';
import { formatStandings } from '../../src/formatting/payloads/formatStandings.js';
import { toCsv } from '../../src/formatting/toCsv.js';
import { toTable, type TableCell } from '../../src/formatting/toTable.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { readCsv } from './csvReader.js';

const cellText = (v: TableCell) => (v === null ? '' : String(v));

describe('toCsv', () => {
  it('the standings of 2019-05-02: a header of the field names, a record per team, each ended by CRLF', () => {
    const text = formatStandings(getStandings(loadRetrosheetSeason(2019), { sport: 'mlb', date: '20190502', now: '2019-09-30T12:00:00-04:00' }));
    const csv = toCsv(text);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(32); // header, 30 teams, and the empty string after the last CRLF
    expect(lines.at(-1)).toBe('');
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(lines[0]!.startsWith('standings_date,rank,won,lost,streak,ordinal_rank,first_name,last_name,team_id,games_back,')).toBe(true);
    expect(lines[1]!.startsWith('2019-05-02T00:00:00-04:00,1,19,10,W2,1st,Minnesota,Twins,minnesota-twins,0,')).toBe(true);
    const table = toTable(text);
    expect(readCsv(csv)).toEqual([[...table.columns], ...table.rows.map((r) => table.columns.map((c) => cellText(r[c]!)))]);
  });

  it('quotes a field with a comma, a quote, CR or LF (quotes doubled) and no other; null is empty, a list its JSON', () => {
    const csv = toCsv([
      { name: 'Boston, MA', nick: 'the "Sox"', note: 'two\r\nlines', lf: 'a\nb', plain: 'St. Louis', n: -0.5, yes: true, none: null, scores: [1, 0, 2] },
    ]);
    expect(csv).toBe('name,nick,note,lf,plain,n,yes,none,scores\r\n"Boston, MA","the ""Sox""","two\r\nlines","a\nb",St. Louis,-0.5,true,,"[1,0,2]"\r\n');
  });

  it('nested objects by dotted names in the header; columns as toTable picks them', () => {
    expect(toCsv('[{"team_id":"boston-red-sox","won":84,"team":{"city":"Boston, MA"}}]')).toBe('team_id,won,team.city\r\nboston-red-sox,84,"Boston, MA"\r\n');
    expect(toCsv('[{"a":1,"b":2}]', { columns: ['b'] })).toBe('b\r\n2\r\n');
  });

  it('an empty list is the empty string; a table with columns and no rows is its header', () => {
    expect(toCsv('[]')).toBe('');
    expect(toCsv({ standings_date: 'x', standing: [] })).toBe('standings_date\r\n');
  });

  it('refuses a payload that is not a table, as toTable does', () => {
    expect(() => toCsv({ error: { code: '404', description: 'x' } })).toThrow(TypeError);
  });

  it('property: any strings read back unchanged by an RFC 4180 reader, whatever they hold', () => {
    // Field names as payloads have them: no dots (the flattening's separator), not integer-like (JavaScript puts those first in an object).
    const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !k.includes('.') && k !== '__proto__' && !/^(0|[1-9][0-9]*)$/.test(k));
    fc.assert(
      fc.property(fc.uniqueArray(key, { minLength: 1, maxLength: 5 }), fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { minLength: 5, maxLength: 5 }), { minLength: 1, maxLength: 4 }), (keys, values) => {
        const rows = values.map((v) => Object.fromEntries(keys.map((k, i) => [k, v[i]!])));
        expect(readCsv(toCsv(rows))).toEqual([keys, ...values.map((v) => v.slice(0, keys.length))]);
      }),
    );
  });
});
