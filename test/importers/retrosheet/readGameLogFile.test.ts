import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGameLogFile } from '../../../src/importers/retrosheet/readGameLogFile.js';
import { BUNDLED_2019 } from '../../repoData.js';
import { registryLookups } from '../retrosheetLookups.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'importers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('readGameLogFile', () => {
  it('reads GL2019.TXT: 2,429 games, issues named by the base name', async () => {
    const r = await readGameLogFile(BUNDLED_2019, registryLookups);
    expect(r.ok && r.value.games?.length).toBe(2429);
    const file = path.join(scratch, 'GL1999.TXT');
    writeFileSync(file, '"19990401","0"\n');
    const bad = await readGameLogFile(file, registryLookups);
    expect(bad.ok ? [] : bad.issues.map((i) => [i.code, ...i.path])).toEqual([['truncated_file', 'GL1999.TXT', 'line 1', 'field 2']]);
  });

  it('a file that cannot be read: invalid_input', async () => {
    const r = await readGameLogFile(path.join(scratch, 'missing.TXT'), registryLookups);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, ...i.path])).toEqual([['invalid_input', 'missing.TXT']]);
  });
});
