import { respond } from '../engine/router/respond.js';
import { toCsv } from '../formatting/toCsv.js';
import { toTable } from '../formatting/toTable.js';
import { formatTextTable } from './formatTextTable.js';
import { loadState, prepare } from './loadState.js';
import type { QueryOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';

/**
 * `sports-stats query`: the answer to one request on stdout (the bytes, or its table as CSV or
 * text). Loaded only for this command, and it loads no importer unless `--data` asks (D108).
 */
export async function runQuery(options: QueryOptions, io: CliIo): Promise<number> {
  const loaded = await loadState(options, io);
  if (!loaded) return 1;
  const { state, answerOptions } = prepare(loaded, options);
  const r = respond(state, { method: 'GET', url: options.target, headers: { authorization: `Bearer ${options.token}` } }, answerOptions);
  const ok = r.status >= 200 && r.status < 300;
  if (options.format === 'json') {
    io.stdout(`${r.body}\n`);
    return ok ? 0 : 1;
  }
  if (!ok) {
    io.stderr(`${r.body}\n`);
    return 1;
  }
  const tableOptions = options.columns ? { columns: options.columns } : {};
  try {
    io.stdout(options.format === 'csv' ? toCsv(r.body, tableOptions) : formatTextTable(toTable(r.body, tableOptions)));
  } catch (error) {
    io.stderr(`sports-stats: ${(error instanceof Error ? error.message : String(error)).replace(/^toTable: /, '')}\n`);
    return 2;
  }
  return 0;
}
