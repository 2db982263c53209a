/**
 * Snapshot files (issue 13 item 1, D107): `writeSnapshotFile` writes atomically (no temporary file
 * left, a reader never sees a part), `readSnapshotFile` reads the state back with the loader's
 * progress events, and what is not a snapshot file is refused naming the path.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadProgress } from '../../src/importers/loadData.js';
import { readFileBytes } from '../../src/importers/readTextFile.js';
import { readSnapshotFile, writeSnapshotFile } from '../../src/importers/snapshotFile.js';
import * as node from '../../src/node.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('snapshot files', () => {
  it('write then read: the same state, progress as loadData gives it, no temporary file left', async () => {
    const state = loadRetrosheetSeason(2016);
    const file = path.join(dir, 'season.snapshot');
    const written = await writeSnapshotFile(state, file);
    expect(written).toEqual({ ok: true, value: { bytes: readFileSync(file).length, games: 2428 } });
    expect(readdirSync(dir)).toEqual(['season.snapshot']);
    const events: LoadProgress[] = [];
    const back = await readSnapshotFile(file, { onProgress: (e) => events.push(e), clock: () => 0 });
    expect(back.ok && back.value).toStrictEqual(state);
    expect(events).toEqual([
      { type: 'source', source: file },
      { type: 'read', source: file, name: 'season.snapshot', kind: 'file', games: 2428, totals: { files: 1, folders: 0, games: 2428, elapsedMs: 0 } },
      { type: 'done', totals: { files: 1, folders: 0, games: 2428, elapsedMs: 0 } },
    ]);
  });

  it('writing over a snapshot replaces it whole', async () => {
    const file = path.join(dir, 'replaced.snapshot');
    writeFileSync(file, 'old contents');
    expect((await writeSnapshotFile(loadRetrosheetSeason(2016), file)).ok).toBe(true);
    expect((await readSnapshotFile(file)).ok).toBe(true);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('a folder that does not exist, or a target that is a folder: an issue naming the file, nothing left behind', async () => {
    const missing = path.join(dir, 'no-such-folder', 'x.snapshot');
    const r = await writeSnapshotFile(loadRetrosheetSeason(2016), missing);
    expect(r).toEqual({ ok: false, issues: [{ code: 'invalid_input', path: [missing], message: `x.snapshot: ${missing} cannot be written: its folder does not exist` }] });
    const folder = path.join(dir, 'a-folder.snapshot');
    mkdirSync(folder);
    const f = await writeSnapshotFile(loadRetrosheetSeason(2016), folder);
    expect(f.ok).toBe(false);
    expect(f.ok ? '' : f.issues[0]!.message).toMatch(/^a-folder\.snapshot: .* cannot be written: /);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('reading what is not a snapshot file: the path and why', async () => {
    const missing = path.join(dir, 'missing.snapshot');
    expect(await readSnapshotFile(missing)).toEqual({ ok: false, issues: [{ code: 'invalid_input', path: [missing], message: `missing.snapshot: ${missing} does not exist` }] });
    const text = path.join(dir, 'GL2016.TXT');
    writeFileSync(text, '"20160403","0","Sun","TOR","AL",1,"TBA","AL",1,5,3\n');
    const r = await readSnapshotFile(text);
    expect(r.ok ? undefined : r.issues).toEqual([{ code: 'invalid_snapshot', path: [text], message: expect.stringMatching(/^GL2016\.TXT is not a snapshot of this engine/) }]);
    expect((await readSnapshotFile(dir)).ok).toBe(false);
  });

  it('a file over 1 MiB is read whole, byte for byte', async () => {
    const bytes = new Uint8Array(3 * (1 << 20) + 12_345).map((_, i) => (i * 2_654_435_761) >>> 24);
    const file = path.join(dir, 'large.bin');
    writeFileSync(file, bytes);
    const r = await readFileBytes(file, 'large.bin');
    expect(r.ok && Buffer.compare(r.value, Buffer.from(bytes))).toBe(0);
  });

  it('both are exported from sports-stats-engine/node', () => {
    expect(node.readSnapshotFile).toBe(readSnapshotFile);
    expect(node.writeSnapshotFile).toBe(writeSnapshotFile);
  });
});
