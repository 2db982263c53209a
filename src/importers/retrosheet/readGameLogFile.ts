import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BatchInput } from '../../engine/BatchInput.js';
import { issue, type Result } from '../../ids/Issue.js';
import { parseGameLog, type GameLogOptions } from './parseGameLog.js';

/**
 * Node-only: reads a Retrosheet game log file (plain ASCII; read as latin1 so that no byte is
 * ever replaced) and parses it with {@link parseGameLog}, naming the file by its base name in
 * issue paths unless `options.fileName` says otherwise. A file that cannot be read is an
 * `invalid_input` issue, never a thrown error.
 *
 * @example
 * const r = await readGameLogFile('/data/GL2019.TXT', { teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId });
 * // r.ok && r.value.games.length === 2429
 */
export async function readGameLogFile(filePath: string, options: GameLogOptions): Promise<Result<BatchInput>> {
  const fileName = options.fileName ?? path.basename(filePath);
  let text: string;
  try {
    text = await readFile(filePath, 'latin1');
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [issue('invalid_input', [fileName], `cannot read ${filePath}: ${why}`)] };
  }
  return parseGameLog(text, { ...options, fileName });
}
