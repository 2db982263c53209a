import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BatchInput, GameInput } from '../../engine/BatchInput.js';
import { issue, type Issue, type Result } from '../../ids/Issue.js';
import { boundIssues } from '../boundIssues.js';
import { describeListError } from '../readTextFile.js';
import type { GameLogOptions } from './parseGameLog.js';
import { readGameLogFile } from './readGameLogFile.js';

/** A regular-season game log as Retrosheet names it: `GL2019.TXT` (any case). */
export const GAME_LOG_FILE = /^GL\d{4}\.TXT$/i;

/** Whether a game log's issues all say its teams or parks are unknown: a season outside the lookups, skipped rather than refused. */
export function isOutsideLookups(issues: readonly Issue[]): boolean {
  return issues.every((i) => i.code === 'unknown_team' || i.code === 'unknown_site');
}

/**
 * Node-only: reads every regular-season Retrosheet game log of a folder (`GL2019.TXT`,
 * `gl2024.txt`: `GL`, a year, `.TXT`, any case) in name order with {@link readGameLogFile}, into
 * one batch. Other files are not read: Retrosheet's postseason and all-star logs (`GLWS.TXT`,
 * `GLAS.TXT`...) hold games that are not regular-season ones, which is all a game log says of a
 * game. Lookups default to the built-in registry. Issues of every file are returned together
 * (paths start with the file name); warnings too, bounded over the folder (`boundIssues`). A file none of
 * whose games has teams the lookups know (a season outside the registry, as in a folder of every
 * game log since 1871) is skipped with one `unknown_team` warning, not refused. A folder without
 * a game log, or one that cannot be listed, is an `invalid_input` issue; a folder whose every
 * file is skipped so gives those warnings as issues.
 *
 * @example
 * const r = await readGameLogFolder('/data/retrosheet');
 * // r.ok && r.value.games.length === 2431 + 2429 (GL2013.TXT and GL2019.TXT)
 */
export async function readGameLogFolder(dir: string, options: Omit<GameLogOptions, 'fileName'> = {}): Promise<Result<BatchInput>> {
  const name = path.basename(dir) || dir;
  let names: string[];
  try {
    if (!(await stat(dir)).isDirectory()) return fail(name, `${dir} is not a folder`);
    names = (await readdir(dir)).filter((n) => GAME_LOG_FILE.test(n)).sort();
  } catch (error) {
    return fail(name, `${dir} ${describeListError(error)}`);
  }
  if (names.length === 0) return fail(name, `${dir} holds no Retrosheet game log (a file named like GL2019.TXT)`);
  const issues: Issue[] = [];
  const warnings: Issue[] = [];
  const games: GameInput[] = [];
  for (const n of names) {
    const r = await readGameLogFile(path.join(dir, n), { ...options, fileName: n });
    if (!r.ok && isOutsideLookups(r.issues)) {
      // Every game of the file was skipped for its teams: a season the lookups do not cover.
      warnings.push(issue('unknown_team', [n], `${n}: no game has teams the lookups know (${r.issues[0]?.message ?? ''}); the file is skipped`));
      continue;
    }
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    games.push(...(r.value.games ?? []));
    warnings.push(...(r.warnings ?? []));
  }
  if (issues.length > 0) return { ok: false, issues };
  const bounded = boundIssues(warnings, name);
  if (games.length === 0) return { ok: false, issues: bounded };
  return warnings.length > 0 ? { ok: true, value: { games }, warnings: bounded } : { ok: true, value: { games } };
}

function fail(name: string, message: string): Result<BatchInput> {
  return { ok: false, issues: [issue('invalid_input', [name], `${name}: ${message}`)] };
}
