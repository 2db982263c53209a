import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { issue, type Issue } from '../../ids/Issue.js';
import { describeListError, readTextFile } from '../readTextFile.js';

/** The kinds of recorded response a folder reader knows. */
export type XmlstatsKind = 'results' | 'boxscore' | 'roster' | 'teams';

/** One response found in a folder: its kind, its name in issue paths, its file name without `.json`, its JSON. */
export interface XmlstatsFound {
  readonly kind: XmlstatsKind;
  readonly name: string;
  readonly stem: string;
  readonly json: unknown;
}

const SUBFOLDERS: readonly XmlstatsKind[] = ['results', 'boxscore', 'roster'];

/**
 * Node-only: finds and reads the recorded xmlstats responses of a folder, whatever part of the
 * recorded layout it holds: `results/*.json`, `boxscore/*.json`, `roster/*.json` and
 * `teams.json` (any of them, or none), and loose `*.json` files beside them, whose kind is told
 * from their content (an array of rows with `team_event_result` is a results response, an array
 * of team objects a teams response, an object with `event_information` a box score, one with
 * `players` a roster). So `xmlstats_2014`, `xmlstats_2014/boxscore` and a folder holding a few
 * box scores and rosters all read. Files are read in name order (a byte order mark is fine) and
 * named by their path under the folder. A file that cannot be read, is not JSON, or is not a
 * regular file (a named pipe, a device, a symbolic link loop) is an `invalid_input` issue; a
 * loose JSON file of another kind is a warning, and is not read further.
 *
 * @example
 * const { files } = await readXmlstatsFiles('xmlstats_2014/boxscore');
 * // files.every((f) => f.kind === 'boxscore'), files[0].stem === '20140322-2-los-angeles-dodgers-at-arizona-diamondbacks'
 */
export async function readXmlstatsFiles(dir: string): Promise<{ files: XmlstatsFound[]; issues: Issue[]; warnings: Issue[] }> {
  const files: XmlstatsFound[] = [];
  const issues: Issue[] = [];
  const warnings: Issue[] = [];
  const label = path.basename(dir) || dir;
  const list = async (folder: string, name: string): Promise<string[] | undefined> => {
    try {
      const info = await stat(folder);
      if (!info.isDirectory()) {
        issues.push(issue('invalid_input', [name], `${name}: ${folder} is not a folder`));
        return undefined;
      }
      return (await readdir(folder)).sort();
    } catch (error) {
      issues.push(issue('invalid_input', [name], `${name}: ${folder} ${describeListError(error)}`));
      return undefined;
    }
  };
  // Reads run 16 at a time; each returns its JSON or its issues, kept in name order.
  const readJson = async (file: string, name: string): Promise<{ json: unknown } | { issues: readonly Issue[] }> => {
    const text = await readTextFile(file, name, 'utf8');
    if (!text.ok) return { issues: text.issues };
    try {
      return { json: JSON.parse(text.value) as unknown };
    } catch (error) {
      return { issues: [issue('invalid_input', [name], `${name}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`)] };
    }
  };
  const jsonOf = (read: { json: unknown } | { issues: readonly Issue[] } | undefined): unknown => {
    if (read === undefined) return undefined;
    if ('issues' in read) {
      issues.push(...read.issues);
      return undefined;
    }
    return read.json;
  };
  const isJson = (n: string): boolean => n.toLowerCase().endsWith('.json');
  const entries = await list(dir, label);
  if (entries === undefined) return { files, issues, warnings };
  for (const kind of SUBFOLDERS) {
    if (!entries.includes(kind)) continue;
    const names = ((await list(path.join(dir, kind), kind)) ?? []).filter(isJson);
    const jsons = await inOrder(names, (n) => readJson(path.join(dir, kind, n), `${kind}/${n}`));
    names.forEach((n, i) => {
      const json = jsonOf(jsons[i]);
      if (json !== undefined) files.push({ kind, name: `${kind}/${n}`, stem: n.replace(/\.json$/i, ''), json });
    });
  }
  const loose = entries.filter(isJson);
  const looseJsons = await inOrder(loose, (n) => readJson(path.join(dir, n), n));
  for (const [i, n] of loose.entries()) {
    const json = jsonOf(looseJsons[i]);
    if (json === undefined) continue;
    const kind = n === 'teams.json' ? 'teams' : kindOf(json);
    if (kind === undefined) {
      warnings.push(issue('invalid_input', [n], `${n}: not a results, box score, roster or teams response; not read`));
      continue;
    }
    files.push({ kind, name: n, stem: n.replace(/\.json$/i, ''), json });
  }
  return { files, issues, warnings };
}

/** `read` of every name, 16 at a time (a season's 1,500 box scores read faster so than one by one), in the order of the names. */
async function inOrder<T>(names: readonly string[], read: (name: string) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(names.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < names.length) {
      const i = next++;
      out[i] = await read(names[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, names.length) }, worker));
  return out;
}

/** The kind of a loose response, told from its shape, or undefined. */
function kindOf(json: unknown): XmlstatsKind | undefined {
  const has = (value: unknown, key: string): boolean => typeof value === 'object' && value !== null && Object.hasOwn(value, key);
  if (Array.isArray(json)) {
    const first: unknown = json[0];
    if (has(first, 'team_event_result') || (has(first, 'event_id') && has(first, 'opponent'))) return 'results';
    if (has(first, 'team_id') && has(first, 'conference')) return 'teams';
    return undefined;
  }
  if (has(json, 'event_information')) return 'boxscore';
  if (has(json, 'players')) return 'roster';
  return undefined;
}
