import { toTable, type TableCell, type TableOptions } from './toTable.js';

/**
 * A tabular payload as CSV (RFC 4180) for pandas, DuckDB, R or a spreadsheet: a header row of
 * the column names {@link toTable} gives (the payload's own field names, nested objects joined
 * with dots: `team.team_id`), then one record per row. Every record, the header included, ends
 * with CRLF, as RFC 4180 writes it (every CSV reader accepts it). A field holding a comma, a
 * double quote, CR or LF is quoted, its quotes doubled; no other is. `null` (a field a row lacks)
 * is an empty field; booleans are `true` and `false`; numbers as JavaScript prints them (`0.5`,
 * `-3`); a list is its JSON text (`"[1,0,2]"`). A table without rows and columns is the empty
 * string. The payload is a payload's JSON text or value; one that is not a table (box scores,
 * tournaments, me, errors) is a TypeError, as in `toTable`.
 *
 * @example
 * toCsv('[{"team_id":"boston-red-sox","won":84,"team":{"city":"Boston, MA"}}]');
 * // 'team_id,won,team.city\r\nboston-red-sox,84,"Boston, MA"\r\n'
 */
export function toCsv(payload: unknown, options: TableOptions = {}): string {
  const table = toTable(payload, options);
  if (table.columns.length === 0) return '';
  const lines = [table.columns.map(csvField).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((c) => csvField(row[c] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function csvField(value: TableCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
