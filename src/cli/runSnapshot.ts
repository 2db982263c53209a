import { bundledGameLog } from '../importers/loadBundledSeason.js';
import { loadData } from '../importers/loadData.js';
import { writeSnapshotFile } from '../importers/snapshotFile.js';
import { loadOptions, printIssues } from './loadState.js';
import type { SnapshotOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';

/**
 * `sports-stats snapshot`: loads `--data` (default: the bundled game log) as `serve` and `query`
 * do, and writes the state's snapshot to `--output` atomically (D108). 0 when written; 1 when the
 * data could not be loaded or the file written.
 */
export async function runSnapshot(options: SnapshotOptions, io: CliIo): Promise<number> {
  const loaded = await loadData(options.data.length > 0 ? options.data : [bundledGameLog()], loadOptions(io));
  const written = loaded.ok ? await writeSnapshotFile(loaded.value, options.output) : loaded;
  if (!written.ok) {
    printIssues(written.issues, io);
    return 1;
  }
  io.stderr(`wrote ${options.output}: ${written.value.games.toLocaleString('en-US')} games, ${written.value.bytes.toLocaleString('en-US')} bytes\n`);
  return 0;
}
