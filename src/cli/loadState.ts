import type { LeagueState } from '../engine/LeagueState.js';
import { parseDateTime } from '../ids/dateTime.js';
import type { Issue } from '../ids/Issue.js';
import { bundledSnapshot } from '../importers/loadBundledSeason.js';
import type { LoadDataOptions } from '../importers/loadData.js';
import { readSnapshotFile } from '../importers/snapshotFile.js';
import { createProgressPrinter } from './createProgressPrinter.js';
import { findLatestCompletedDay } from './findLatestCompletedDay.js';
import { withLocalAccess } from './localAccess.js';
import type { DataOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';

/**
 * The state a command serves: the snapshot of `--snapshot`, else the data of `--data` (the
 * importers and the ingest are loaded only then: a snapshot needs neither, D108), else the
 * bundled season's snapshot. Progress and issues go to stderr; undefined when loading failed.
 */
export async function loadState(options: { readonly data: readonly string[]; readonly snapshot?: string }, io: CliIo): Promise<LeagueState | undefined> {
  const loaded = options.data.length > 0 ? await (await import('../importers/loadData.js')).loadData(options.data, loadOptions(io)) : await readSnapshotFile(options.snapshot ?? bundledSnapshot(), loadOptions(io));
  if (!loaded.ok) {
    printIssues(loaded.issues, io);
    return undefined;
  }
  return loaded.value;
}

/** The first 20 issues on stderr, a line each, and how many more. */
export function printIssues(issues: readonly Issue[], io: CliIo): void {
  for (const i of issues.slice(0, 20)) io.stderr(`${i.code} at ${i.path.join(' > ')}: ${i.message}\n`);
  if (issues.length > 20) io.stderr(`... and ${issues.length - 20} more\n`);
}

/** The loader's options: progress on stderr, the injected clock. */
export function loadOptions(io: CliIo): LoadDataOptions {
  return { onProgress: createProgressPrinter((l) => io.stderr(`${l}\n`), io.stderrIsTerminal), ...(io.clock ? { clock: io.clock } : {}) };
}

/** The state with the local token, the clock and the answer options of a loaded state. */
export function prepare(loaded: LeagueState, options: DataOptions) {
  const now = options.now ?? `${findLatestCompletedDay(loaded) ?? '2019-09-30'}T12:00:00-04:00`;
  const clock = parseDateTime(now);
  if (!clock.ok) throw new Error(`the clock ${now} is not a date-time`); // --now was checked by parseCommandLine; the default is well formed
  const state = withLocalAccess(loaded, clock.value);
  const answerOptions = { now, style: options.compact ? ('compact' as const) : ('pretty' as const), ...(options.tz ? { timeZone: options.tz } : {}) };
  return { state, now, answerOptions };
}
