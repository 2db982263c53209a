/** Issue 11, item 2: a folder of Retrosheet game logs reads as one batch. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readGameLogFolder } from '../../../src/importers/retrosheet/readGameLogFolder.js';
import { gameLogText, SEOUL_AND_RICKWOOD_2024 } from './gameLogLines.js';

const BUNDLED_2019 = fileURLToPath(new URL('../../../data/retrosheet/GL2019.TXT', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'gamelog-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('readGameLogFolder', () => {
  it('reads every GLyyyy.TXT of the folder in name order, skips a season no team of which is known, ignores other files', async () => {
    const dir = path.join(scratch, 'retrosheet');
    mkdirSync(dir);
    symlinkSync(BUNDLED_2019, path.join(dir, 'GL2019.TXT'));
    writeFileSync(path.join(dir, 'gl2024.txt'), gameLogText(SEOUL_AND_RICKWOOD_2024), 'latin1');
    writeFileSync(path.join(dir, 'GL1990.TXT'), gameLogText([{ ...SEOUL_AND_RICKWOOD_2024[0]!, date: '19900410' }]), 'latin1');
    writeFileSync(path.join(dir, 'GLWS.TXT'), 'a postseason log is not read');
    writeFileSync(path.join(dir, 'TEAMABR.TXT'), 'not a game log');
    const r = await readGameLogFolder(dir);
    expect(r.ok ? [] : r.issues).toEqual([]);
    if (!r.ok) return;
    expect(r.value.games).toHaveLength(2429 + 3);
    expect(r.value.games?.at(-1)?.site_id).toBe('rickwood-field');
    expect(r.warnings?.map((w) => [w.code, ...w.path])).toEqual([['unknown_team', 'GL1990.TXT']]);
  });

  it('a folder without a game log, and a file refused for its content, are issues', async () => {
    const empty = path.join(scratch, 'empty');
    mkdirSync(empty);
    const none = await readGameLogFolder(empty);
    expect(none.ok ? [] : none.issues.map((i) => i.message)).toEqual([`empty: ${empty} holds no Retrosheet game log (a file named like GL2019.TXT)`]);
    const bad = path.join(scratch, 'bad');
    mkdirSync(bad);
    writeFileSync(path.join(bad, 'GL2024.TXT'), '"20240320","0"\n');
    const r = await readGameLogFolder(bad);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path])).toEqual([['truncated_file', 'GL2024.TXT', 'line 1', 'field 2']]);
  });
});
