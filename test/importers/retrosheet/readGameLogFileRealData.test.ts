/**
 * Issue 11, item 2: `readGameLogFile(path)` works with no options (the example of src/node.ts),
 * a byte order mark is fine, and what is not a file gets a clear error without a wait.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readGameLogFile } from '../../../src/importers/retrosheet/readGameLogFile.js';
import { gameLogText, SEOUL_AND_RICKWOOD_2024 } from './gameLogLines.js';

const BUNDLED_2019 = fileURLToPath(new URL('../../../data/retrosheet/GL2019.TXT', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'gamelog-real-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const messagesOf = (r: Awaited<ReturnType<typeof readGameLogFile>>): string[] => (r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.join('/')}: ${i.message}`));

describe('readGameLogFile with no options', () => {
  it('reads the bundled GL2019.TXT with the built-in registry (the README/node.ts example)', async () => {
    const r = await readGameLogFile(BUNDLED_2019);
    expect(r.ok && r.value.games?.length).toBe(2429);
  });

  it('reads a 2024 log with the Seoul Series and Rickwood Field whole', async () => {
    const file = path.join(scratch, 'GL2024.TXT');
    writeFileSync(file, gameLogText(SEOUL_AND_RICKWOOD_2024), 'latin1');
    const r = await readGameLogFile(file);
    expect(r.ok && r.value.games?.map((g) => g.site_id)).toEqual(['gocheok-sky-dome', 'dodger-stadium', 'rickwood-field']);
  });
});

describe('readGameLogFile: encodings', () => {
  it.each([
    ['UTF-8', [0xef, 0xbb, 0xbf], 'latin1'],
    ['UTF-16 LE', [0xff, 0xfe], 'utf16le'],
  ] as const)('a file with a %s byte order mark reads like one without', async (_, bom, encoding) => {
    const text = gameLogText(SEOUL_AND_RICKWOOD_2024);
    const file = path.join(scratch, `bom-${encoding}.TXT`);
    writeFileSync(file, Buffer.concat([Buffer.from(bom), Buffer.from(text, encoding)]));
    const r = await readGameLogFile(file);
    expect(messagesOf(r)).toEqual([]);
    expect(r.ok && r.value.games?.length).toBe(3);
  });
});

describe.skipIf(process.platform === 'win32')('readGameLogFile: what is not a regular file', () => {
  it('a named pipe (FIFO) is refused at once, saying so, instead of waiting for a writer', async () => {
    const fifo = path.join(scratch, 'GLPIPE.TXT');
    execFileSync('mkfifo', [fifo]);
    const r = await readGameLogFile(fifo);
    expect(messagesOf(r)).toEqual([`invalid_input GLPIPE.TXT: GLPIPE.TXT: ${fifo} is a named pipe (FIFO), not a file; it is not read (reading a pipe waits until another program writes to it)`]);
  }, 5000);

  it('a device is refused, saying so', async () => {
    const r = await readGameLogFile('/dev/null');
    expect(messagesOf(r)).toEqual(['invalid_input null: null: /dev/null is a device, not a file; it is not read']);
  });

  it('a symbolic link loop is refused, saying so', async () => {
    const a = path.join(scratch, 'loop-a.TXT');
    const b = path.join(scratch, 'loop-b.TXT');
    symlinkSync(b, a);
    symlinkSync(a, b);
    const r = await readGameLogFile(a);
    expect(messagesOf(r)).toEqual([`invalid_input loop-a.TXT: loop-a.TXT: ${a} is a symbolic link loop (following its links leads back to a link already followed)`]);
  });

  it('a folder is refused, saying so', async () => {
    const r = await readGameLogFile(scratch);
    expect(messagesOf(r)[0]).toMatch(/is a folder, not a file$/);
  });
});
