import { lstat, readFile, stat } from 'node:fs/promises';
import { issue, type Result } from '../ids/Issue.js';

/**
 * Node-only: reads a data file as text, for every file reader of the importers. What is not a
 * regular file is refused with a message that says what it is, before anything is opened (a
 * named pipe would block the reader until some other program wrote to it): a folder, a named
 * pipe (FIFO), a character or block device, a socket, a symbolic link that leads back to itself
 * (a loop) or to nothing. A byte order mark is read and dropped: UTF-8 (the rest is read as
 * UTF-8 whatever `encoding` says), UTF-16 LE or BE. Without one the file is read in `encoding`
 * (`latin1` for Retrosheet's ASCII game logs, so that no byte is ever replaced; `utf8` for JSON
 * and CSV). Every problem is an `invalid_input` issue with path `[name]`; nothing throws.
 *
 * @example
 * const r = await readTextFile('/data/GL2019.TXT', 'GL2019.TXT', 'latin1');
 * // r.ok && r.value.startsWith('"20190320"')
 * const p = await readTextFile('/tmp/pipe', 'pipe', 'utf8');
 * // p.ok === false; p.issues[0].message: 'pipe: /tmp/pipe is a named pipe (FIFO), not a file; ...'
 */
export async function readTextFile(file: string, name: string, encoding: 'latin1' | 'utf8'): Promise<Result<string>> {
  const bytes = await readFileBytes(file, name);
  return bytes.ok ? { ok: true, value: decode(bytes.value, encoding) } : bytes;
}

/**
 * Node-only: the bytes of a data file, with the refusals and messages of {@link readTextFile}
 * (a folder, a named pipe, a device, a socket, a link loop or a link to nothing is refused
 * before anything is opened); for the snapshot reader, which checks bytes.
 *
 * @example
 * const r = await readFileBytes('/data/mlb-2019.snapshot', 'mlb-2019.snapshot');
 * // r.ok && r.value.length > 0
 */
export async function readFileBytes(file: string, name: string): Promise<Result<Buffer>> {
  const fail = (why: string): Result<Buffer> => ({ ok: false, issues: [issue('invalid_input', [name], `${name}: ${file} ${why}`)] });
  let info;
  try {
    info = await stat(file);
  } catch (error) {
    return fail(await describeStatError(file, error));
  }
  if (!info.isFile()) return fail(describeKind(info));
  try {
    return { ok: true, value: await readFile(file) };
  } catch (error) {
    return fail(`cannot be read: ${messageOf(error)}`);
  }
}

/** The text of the bytes: after a byte order mark in its encoding, else in `encoding`. */
function decode(bytes: Buffer, encoding: 'latin1' | 'utf8'): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.toString('utf8', 3);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le', 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2, bytes.length - ((bytes.length - 2) % 2)));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  const text = bytes.toString(encoding);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** What a path that is not a regular file is, for a message. */
function describeKind(info: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (info.isDirectory()) return 'is a folder, not a file';
  if (info.isFIFO()) return 'is a named pipe (FIFO), not a file; it is not read (reading a pipe waits until another program writes to it)';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'is a device, not a file; it is not read';
  if (info.isSocket()) return 'is a socket, not a file; it is not read';
  return 'is not a regular file; it is not read';
}

/** Why `stat` failed, in words: a missing file, a link to nothing, a loop of links, no permission. */
async function describeStatError(file: string, error: unknown): Promise<string> {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ELOOP') return 'is a symbolic link loop (following its links leads back to a link already followed)';
  if (code === 'ENOENT') {
    try {
      if ((await lstat(file)).isSymbolicLink()) return 'is a symbolic link to a file that does not exist';
    } catch {
      // not there at all
    }
    return 'does not exist';
  }
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be read: permission denied';
  if (code === 'ENOTDIR') return 'does not exist (a part of the path is a file, not a folder)';
  return `cannot be read: ${messageOf(error)}`;
}

/** Why a folder could not be listed, in words, for `readGameLogFolder` and `readXmlstatsFiles`: a link loop, a missing folder, else the error's message. */
export function describeListError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ELOOP' ? 'is a symbolic link loop' : code === 'ENOENT' ? 'does not exist' : `cannot be listed: ${messageOf(error)}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
