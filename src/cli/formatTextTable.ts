import type { PayloadTable, TableCell } from '../index.js';

/**
 * A table for a terminal (`query --format table`): the column names, a rule of dashes, then a
 * line per row; columns two spaces apart, numbers aligned right and everything else left, no
 * trailing spaces. An empty cell is a field the row lacks; control characters in text print as
 * spaces so that each row stays on one line.
 *
 * @example
 * formatTextTable({ columns: ['team_id', 'won'], rows: [{ team_id: 'boston-red-sox', won: 84 }] });
 * // 'team_id         won\n--------------  ---\nboston-red-sox   84\n'
 */
export function formatTextTable(table: PayloadTable): string {
  const { columns, rows } = table;
  if (columns.length === 0) return '';
  const text = rows.map((r) => columns.map((c) => cellText(r[c] ?? null)));
  const numeric = columns.map((c) => rows.length > 0 && rows.every((r) => typeof r[c] === 'number' || r[c] === null));
  const widths = columns.map((c, i) => Math.max(c.length, ...text.map((t) => t[i]!.length)));
  const line = (cells: readonly string[], alignRight: readonly boolean[]) =>
    cells.map((cell, i) => (alignRight[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  const out = [line(columns, numeric), line(widths.map((w) => '-'.repeat(w)), numeric), ...text.map((t) => line(t, numeric))];
  return `${out.join('\n')}\n`;
}

function cellText(value: TableCell): string {
  if (value === null) return '';
  return String(value).replace(/[\u0000-\u001f\u007f]/g, ' ');
}
