import { issue, type Issue } from '../../ids/Issue.js';

/** One data line of a CSV table: its 1-based line number in the file and its fields. */
export interface CsvRow {
  readonly lineNo: number;
  readonly fields: readonly string[];
}

/** A CSV table: the position of each column named in the header, and the data lines. */
export interface CsvTable {
  /** Column name -> field index (the first column of that name). */
  readonly columns: ReadonlyMap<string, number>;
  readonly rows: readonly CsvRow[];
}

/**
 * Splits the text of a CSV file with a header line into rows (RFC 4180: comma separated, a
 * field may be quoted with `"` and a quote inside one is doubled; a record is one line, so a
 * quoted field cannot hold a line break). LF and CRLF line ends, a byte order mark and blank
 * lines are accepted. The header must name every column of `required`.
 *
 * Problems are returned as issues with path `[fileName, 'line N']` (or `[fileName, 'line 1',
 * column]` for a missing column): `truncated_file` for an empty file, a file without data lines
 * or a last line cut short (too few fields or an open quote, without a final newline);
 * `malformed_line` for a line with the wrong number of fields, an unclosed quote or text after
 * a closing quote, and for a required column that is missing or named twice. Lines with a
 * problem are left out of `rows`; `table` is undefined when the header is unusable.
 *
 * @example
 * const { table, issues } = splitCsvTable('a,b\n1,"x,y"\n', 'f.csv', ['a', 'b']);
 * // table.rows[0].fields = ['1', 'x,y'], issues = []
 */
export function splitCsvTable(text: string, fileName: string, required: readonly string[]): { table: CsvTable | undefined; issues: Issue[] } {
  const issues: Issue[] = [];
  const lines = linesOf(text);
  if (lines[0]?.charCodeAt(0) === 0xfeff) lines[0] = lines[0].slice(1);
  const endsWithNewline = text.endsWith('\n');
  let lastNonBlank = lines.length - 1;
  while (lastNonBlank >= 0 && (lines[lastNonBlank] ?? '').trim() === '') lastNonBlank--;

  let headerAt = 0;
  while (headerAt <= lastNonBlank && (lines[headerAt] ?? '').trim() === '') headerAt++;
  if (headerAt > lastNonBlank) {
    issues.push(issue('truncated_file', [fileName, 'line 1'], `${fileName}: the file is empty`));
    return { table: undefined, issues };
  }
  const header = splitCsvLine(stripCr(lines[headerAt] ?? ''));
  const headerLine = headerAt + 1;
  if (!Array.isArray(header)) {
    issues.push(issue('malformed_line', [fileName, `line ${headerLine}`], `${fileName} line ${headerLine}: the header ${header.problem}`));
    return { table: undefined, issues };
  }
  const columns = new Map<string, number>();
  header.forEach((name, i) => {
    if (!columns.has(name)) columns.set(name, i);
    else if (required.includes(name)) issues.push(issue('malformed_line', [fileName, `line ${headerLine}`, name], `${fileName} line ${headerLine}: column "${name}" is named twice (fields ${(columns.get(name) ?? 0) + 1} and ${i + 1})`));
  });
  for (const name of required) {
    if (!columns.has(name)) issues.push(issue('malformed_line', [fileName, `line ${headerLine}`, name], `${fileName} line ${headerLine}: the header has no column "${name}"`));
  }
  if (issues.length > 0) return { table: undefined, issues };

  const rows: CsvRow[] = [];
  for (let i = headerAt + 1; i <= lastNonBlank; i++) {
    const line = stripCr(lines[i] ?? '');
    if (line.trim() === '') continue;
    const lineNo = i + 1;
    const cut = i === lastNonBlank && !endsWithNewline;
    const fields = splitCsvLine(line);
    const where = [fileName, `line ${lineNo}`];
    if (!Array.isArray(fields)) {
      const code = cut && fields.open ? 'truncated_file' : 'malformed_line';
      const message = code === 'truncated_file' ? `the file ends inside a quoted field; the last line is cut short` : fields.problem;
      issues.push(issue(code, where, `${fileName} line ${lineNo}: ${message}`));
    } else if (fields.length !== header.length) {
      const short = fields.length < header.length;
      issues.push(
        cut && short
          ? issue('truncated_file', where, `${fileName} line ${lineNo}: the file ends after ${fields.length} of ${header.length} fields; the last line is cut short`)
          : issue('malformed_line', where, `${fileName} line ${lineNo}: the line has ${fields.length} fields, the header ${header.length}`),
      );
    } else {
      rows.push({ lineNo, fields });
    }
  }
  if (rows.length === 0 && issues.length === 0) {
    issues.push(issue('truncated_file', [fileName, `line ${headerLine + 1}`], `${fileName}: the file has a header and no data lines`));
  }
  return { table: { columns, rows }, issues };
}

/** A character V8 cannot hold in one byte (past U+00FF); a UTF-16 surrogate. */
const WIDE = /[^\u0000-\u00ff]/;
const WIDE_ALL = new RegExp(WIDE.source, 'g');
const SURROGATE = /[\ud800-\udfff]/;

/**
 * `text.split('\n')`, with every line that holds no character past U+00FF made of one byte a
 * character (D169). V8 keeps a decoded text in two bytes a character as soon as one character
 * needs it (a `č` in one player's name), and every line and field sliced from it likewise: every
 * name, id and position read from such a file, and every answer body that holds one, would be
 * two-byte, which costs more to flatten and 2-3x more to encode as UTF-8 than the same ASCII held
 * in one byte. The runs of lines between the wide ones are re-decoded from their UTF-8 bytes, one
 * run at a time (a decoder makes a one-byte string of text that fits one byte); a text with a
 * surrogate (read from UTF-16, which may hold a lone one that UTF-8 cannot carry) is split as it is.
 */
export function linesOf(text: string): string[] {
  if (!WIDE.test(text) || SURROGATE.test(text)) return text.split('\n');
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const narrow = (run: string): string => decoder.decode(encoder.encode(run));
  const lines: string[] = [];
  let from = 0;
  WIDE_ALL.lastIndex = 0;
  for (let m = WIDE_ALL.exec(text); m !== null; m = WIDE_ALL.exec(text)) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    const newline = text.indexOf('\n', m.index);
    const end = newline < 0 ? text.length : newline;
    // The lines before the wide one, each ended by its newline: split, the empty text after the last newline dropped.
    if (start > from) {
      const run = narrow(text.slice(from, start)).split('\n');
      run.pop();
      for (const line of run) lines.push(line);
    }
    lines.push(text.slice(start, end));
    from = end + 1;
    WIDE_ALL.lastIndex = from;
  }
  if (from <= text.length) for (const line of narrow(text.slice(from)).split('\n')) lines.push(line);
  return lines;
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** The fields of one CSV line, or what is wrong with it (`open`: a quote is never closed). */
function splitCsvLine(line: string): string[] | { readonly problem: string; readonly open: boolean } {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line.charCodeAt(i) === 34 /* " */) {
      let value = '';
      let j = i + 1;
      for (;;) {
        const q = line.indexOf('"', j);
        if (q < 0) return { problem: `field ${fields.length + 1} opens a quote that is never closed`, open: true };
        value += line.slice(j, q);
        if (line.charCodeAt(q + 1) === 34) {
          value += '"';
          j = q + 2;
        } else {
          j = q + 1;
          break;
        }
      }
      if (j < line.length && line.charCodeAt(j) !== 44 /* , */) return { problem: `field ${fields.length + 1} has text after its closing quote`, open: false };
      fields.push(value);
      if (j >= line.length) return fields;
      i = j + 1;
    } else {
      const comma = line.indexOf(',', i);
      if (comma < 0) {
        fields.push(line.slice(i));
        return fields;
      }
      fields.push(line.slice(i, comma));
      i = comma + 1;
    }
  }
}
