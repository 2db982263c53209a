import path from 'node:path';
import type { BatchInput } from '../../engine/BatchInput.js';
import type { Result } from '../../ids/Issue.js';
import { readTextFile } from '../readTextFile.js';
import { parseGameLog, type GameLogOptions } from './parseGameLog.js';

/**
 * Node-only: reads a Retrosheet game log file (plain ASCII; read as latin1 so that no byte is
 * ever replaced, or as UTF-8 after a UTF-8 byte order mark) and parses it with
 * {@link parseGameLog}, naming the file by its base name in issue paths unless
 * `options.fileName` says otherwise. The lookups default to the built-in registry, so a path is
 * all it needs. A file that cannot be read, or a path that is not a regular file (a folder, a
 * named pipe, a device, a symbolic link loop), is an `invalid_input` issue saying which, never a
 * thrown error or a wait. Warnings of the parse (an unknown park, a skipped game) come back
 * beside the value.
 *
 * @example
 * const r = await readGameLogFile('/data/GL2019.TXT');
 * // r.ok && r.value.games.length === 2429
 */
export async function readGameLogFile(filePath: string, options: GameLogOptions = {}): Promise<Result<BatchInput>> {
  const fileName = options.fileName ?? path.basename(filePath);
  const text = await readTextFile(filePath, fileName, 'latin1');
  if (!text.ok) return text;
  return parseGameLog(text.value, { ...options, fileName });
}
