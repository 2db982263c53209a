import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { countGames } from '../engine/countGames.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { readSnapshot, writeSnapshot } from '../engine/snapshot.js';
import { issue, type Result } from '../ids/Issue.js';
import type { LoadDataOptions } from './loadData.js';
import { readFileBytes } from './readTextFile.js';

/**
 * Node-only: the state of a snapshot file written by {@link writeSnapshotFile} (or
 * `sports-stats snapshot`), checked by its version, length and hash and not validated again
 * (D107). Progress goes to `options.onProgress` as with `loadData`: `source`, one `read` (a
 * file) and `done`. A path that is not a regular file is refused as by the data readers; a file
 * that is not a snapshot of this version, or is truncated or damaged, is an `invalid_snapshot`
 * issue naming the file.
 *
 * @example
 * import { readSnapshotFile } from 'sports-stats-engine/node';
 * const r = await readSnapshotFile('season.snapshot');
 * if (r.ok) console.log(r.value.teams.ids.length);
 */
export async function readSnapshotFile(file: string, options: LoadDataOptions = {}): Promise<Result<LeagueState>> {
  const clock = options.clock ?? (() => performance.now());
  const emit = options.onProgress ?? (() => undefined);
  const started = clock();
  const name = path.basename(file);
  emit({ type: 'source', source: file });
  const bytes = await readFileBytes(file, name);
  if (!bytes.ok) return { ok: false, issues: bytes.issues.map((i) => ({ ...i, path: [file, ...i.path.slice(1)] })) };
  const read = readSnapshot(bytes.value, name);
  if (!read.ok) return { ok: false, issues: read.issues.map((i) => ({ ...i, path: [file] })) };
  const games = countGames(read.value);
  const totals = () => ({ files: 1, folders: 0, games, elapsedMs: clock() - started });
  emit({ type: 'read', source: file, name, kind: 'file', games, totals: totals() });
  emit({ type: 'done', totals: totals() });
  return read;
}

/**
 * Node-only: writes the snapshot of a state ({@link writeSnapshot}) to a file, atomically: the
 * bytes go to a temporary file beside it, which is then renamed over the target, so a reader
 * (another replica loading the same path) sees the old file or the new one, never a part. The
 * folder must exist. Comes back with the size and the number of games; a failure is an
 * `invalid_input` issue naming the file, and leaves no temporary file behind.
 *
 * @example
 * import { loadData, writeSnapshotFile } from 'sports-stats-engine/node';
 * const r = await loadData(['data/retrosheet']);
 * if (r.ok) await writeSnapshotFile(r.value, 'season.snapshot');
 */
export async function writeSnapshotFile(state: LeagueState, file: string): Promise<Result<{ readonly bytes: number; readonly games: number }>> {
  const bytes = writeSnapshot(state);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    const why = (error as { code?: unknown } | null)?.code === 'ENOENT' ? 'cannot be written: its folder does not exist' : `cannot be written: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, issues: [issue('invalid_input', [file], `${path.basename(file)}: ${file} ${why}`)] };
  }
  return { ok: true, value: { bytes: bytes.length, games: countGames(state) } };
}
