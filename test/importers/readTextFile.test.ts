import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTextFile } from '../../src/importers/readTextFile.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'read-text-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (name: string, bytes: readonly number[] | Buffer): string => {
  const file = path.join(scratch, name);
  writeFileSync(file, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
  return file;
};
const textOf = async (file: string, encoding: 'latin1' | 'utf8'): Promise<string | string[]> => {
  const r = await readTextFile(file, path.basename(file), encoding);
  return r.ok ? r.value : r.issues.map((i) => i.message);
};

describe('readTextFile: byte order marks', () => {
  const body = '{"name":"Estadio Alfredo Harp Helú"}';
  it.each([
    ['none, UTF-8', [], Buffer.from(body, 'utf8'), 'utf8'],
    ['UTF-8', [0xef, 0xbb, 0xbf], Buffer.from(body, 'utf8'), 'utf8'],
    ['UTF-8, read where latin1 was asked (the mark says UTF-8)', [0xef, 0xbb, 0xbf], Buffer.from(body, 'utf8'), 'latin1'],
    ['UTF-16 LE', [0xff, 0xfe], Buffer.from(body, 'utf16le'), 'utf8'],
    ['UTF-16 BE', [0xfe, 0xff], Buffer.from(body, 'utf16le').swap16(), 'utf8'],
  ] as const)('%s', async (name, bom, bytes, encoding) => {
    const file = write(`${name.replace(/\W+/g, '-')}.json`, Buffer.concat([Buffer.from(bom), bytes]));
    expect(await textOf(file, encoding)).toBe(body);
  });

  it('latin1 without a mark keeps every byte', async () => {
    expect(await textOf(write('latin1.txt', [0x22, 0xe9, 0x22]), 'latin1')).toBe('"é"');
  });
});

describe.skipIf(process.platform === 'win32')('readTextFile: what is not a regular file, in words', () => {
  it('a missing file, a link to nothing, a loop of links, a folder, a pipe, a device', async () => {
    const missing = path.join(scratch, 'missing.json');
    const dangling = path.join(scratch, 'dangling.json');
    symlinkSync(missing, dangling);
    const loop = path.join(scratch, 'loop.json');
    symlinkSync(loop, loop);
    const fifo = path.join(scratch, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    expect(await textOf(missing, 'utf8')).toEqual([`missing.json: ${missing} does not exist`]);
    expect(await textOf(dangling, 'utf8')).toEqual([`dangling.json: ${dangling} is a symbolic link to a file that does not exist`]);
    expect(await textOf(loop, 'utf8')).toEqual([`loop.json: ${loop} is a symbolic link loop (following its links leads back to a link already followed)`]);
    expect(await textOf(scratch, 'utf8')).toEqual([`${path.basename(scratch)}: ${scratch} is a folder, not a file`]);
    expect(await textOf(fifo, 'utf8')).toEqual([`pipe.json: ${fifo} is a named pipe (FIFO), not a file; it is not read (reading a pipe waits until another program writes to it)`]);
    expect(await textOf('/dev/zero', 'utf8')).toEqual(['zero: /dev/zero is a device, not a file; it is not read']);
  }, 5000);
});
