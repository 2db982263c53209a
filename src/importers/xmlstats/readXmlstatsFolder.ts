import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BatchInput, TeamInput } from '../../engine/BatchInput.js';
import { issue, type Issue, type Result } from '../../ids/Issue.js';
import type { Season } from '../../ids/Season.js';
import type { Sport } from '../../ids/Sport.js';
import { parseXmlstatsResults, type XmlstatsFile } from './parseXmlstatsResults.js';
import { mergeBoxscores } from './mergeBoxscores.js';
import { parseXmlstatsBoxscore } from './parseXmlstatsBoxscore.js';
import { parseXmlstatsTeams } from './parseXmlstatsTeams.js';
import { parseXmlstatsRoster } from './parseXmlstatsRoster.js';

/** Options of {@link readXmlstatsFolder}. */
export interface XmlstatsFolderOptions {
  /** Sport of the responses; default `mlb`. */
  readonly sport?: Sport;
  /** Season of `teams.json`; by default the one season of the results' events. */
  readonly season?: Season;
}

/**
 * Node-only: reads a folder of recorded xmlstats responses laid out like
 * `shared/data/mlb/xmlstats_2014` — `results/*.json` (one results response per team) and, when
 * present, `teams.json`, `boxscore/*.json` and `roster/*.json` (one roster per team, named by its
 * team id, read with {@link parseXmlstatsRoster} in the results' season) — into one batch with {@link parseXmlstatsResults},
 * {@link parseXmlstatsTeams} and {@link parseXmlstatsBoxscore} (box scores add the period scores of
 * completed games through {@link mergeBoxscores}; a box score's event id is its file name). Files are read in name order and named `results/<file>` in issue
 * paths. When `teams.json` is there, its team objects are the teams of the batch and the copies
 * embedded in the results rows only fill in teams it lacks: the embedded copies can be older
 * (in the 2014 folder the results still give the Texas Rangers' `site_name` as "Rangers Ballpark
 * in Arlington", the teams response and every site object as "Globe Life Park in Arlington").
 * Unreadable files and invalid JSON are `invalid_input` issues; nothing throws.
 *
 * @example
 * const r = await readXmlstatsFolder('shared/data/mlb/xmlstats_2014');
 * // r.ok && r.value.games.length === 2460 && r.value.teams.length === 30
 */
export async function readXmlstatsFolder(dir: string, options: XmlstatsFolderOptions = {}): Promise<Result<BatchInput>> {
  const issues: Issue[] = [];
  const readJson = async (file: string, name: string): Promise<unknown> => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      issues.push(issue('invalid_input', [name], `${name}: cannot be read: ${error instanceof Error ? error.message : String(error)}`));
      return undefined;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      issues.push(issue('invalid_input', [name], `${name}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`));
      return undefined;
    }
  };

  let names: string[] = [];
  try {
    names = (await readdir(path.join(dir, 'results'))).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    issues.push(issue('invalid_input', ['results'], `results: cannot list ${path.join(dir, 'results')}: ${error instanceof Error ? error.message : String(error)}`));
  }
  const files: XmlstatsFile[] = [];
  for (const n of names) {
    const name = `results/${n}`;
    const json = await readJson(path.join(dir, 'results', n), name);
    if (json !== undefined) files.push({ name, json });
  }
  const sport = options.sport ?? 'mlb';
  const results = parseXmlstatsResults(files, { sport });
  if (!results.ok) issues.push(...results.issues);

  const teamsFile = path.join(dir, 'teams.json');
  let listed: readonly TeamInput[] | undefined;
  if (await exists(teamsFile)) {
    const json = await readJson(teamsFile, 'teams.json');
    const seasons = new Set(results.ok ? (results.value.teams ?? []).map((t) => t.season) : []);
    const season = options.season ?? (seasons.size === 1 ? [...seasons][0] : undefined);
    if (season === undefined) {
      if (results.ok) issues.push(issue('invalid_input', ['teams.json'], `teams.json: its season cannot be told from the results (seasons found: ${[...seasons].join(', ') || 'none'}); pass options.season`));
    } else if (json !== undefined) {
      const teams = parseXmlstatsTeams(json, sport, season, { name: 'teams.json' });
      if (teams.ok) listed = teams.value.teams ?? [];
      else issues.push(...teams.issues);
    }
  }
  const boxscores: { name: string; batch: BatchInput }[] = [];
  const boxDir = path.join(dir, 'boxscore');
  if (await isDirectory(boxDir)) {
    for (const n of (await readdir(boxDir)).filter((f) => f.endsWith('.json')).sort()) {
      const name = `boxscore/${n}`;
      const json = await readJson(path.join(boxDir, n), name);
      if (json === undefined) continue;
      const box = parseXmlstatsBoxscore(json, { eventId: n.replace(/\.json$/, ''), sport, name });
      if (box.ok) boxscores.push({ name, batch: box.value });
      else issues.push(...box.issues);
    }
  }
  const rosters: NonNullable<BatchInput['rosters']>[number][] = [];
  const rosterDir = path.join(dir, 'roster');
  if (await isDirectory(rosterDir)) {
    // A roster response names neither sport nor season: the folder's, as for teams.json.
    const seasons = new Set(results.ok ? (results.value.teams ?? []).map((t) => t.season) : []);
    const season = options.season ?? (seasons.size === 1 ? [...seasons][0] : undefined);
    for (const n of (await readdir(rosterDir)).filter((f) => f.endsWith('.json')).sort()) {
      const name = `roster/${n}`;
      if (season === undefined) {
        if (results.ok) issues.push(issue('invalid_input', [name], `${name}: its season cannot be told from the results (seasons found: ${[...seasons].join(', ') || 'none'}); pass options.season`));
        break;
      }
      const json = await readJson(path.join(rosterDir, n), name);
      if (json === undefined) continue;
      const roster = parseXmlstatsRoster(json, { sport, season, teamId: n.replace(/\.json$/, ''), name });
      if (roster.ok) rosters.push(...(roster.value.rosters ?? []));
      else issues.push(...roster.issues);
    }
  }
  if (issues.length > 0 || !results.ok) return { ok: false, issues };

  const merged = mergeBoxscores(results.value, boxscores);
  if (!merged.ok) return merged;
  const batch: BatchInput = { ...merged.value, ...(rosters.length > 0 ? { rosters } : {}) };
  if (listed !== undefined) {
    const key = (t: TeamInput): string => `${t.sport}|${t.season}|${t.team_id ?? ''}`;
    const known = new Set(listed.map(key));
    batch.teams = [...listed, ...(merged.value.teams ?? []).filter((t) => !known.has(key(t)))];
  }
  return { ok: true, value: batch };
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
