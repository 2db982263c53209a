import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BatchInput } from '../engine/BatchInput.js';
import { createLeagueState } from '../engine/createLeagueState.js';
import { ingest } from '../engine/ingest.js';
import { countGames } from '../engine/countGames.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { issue, type Issue, type Result } from '../ids/Issue.js';
import { KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS } from './nba/kagglePlayerBoxScoreCorrections.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from './nba/kaggleTeamBoxScoreCorrections.js';
import { readNbaFolder } from './nba/readNbaFolder.js';
import { readTextFile } from './readTextFile.js';
import { parseGameLog } from './retrosheet/parseGameLog.js';
import { readGameLogFile } from './retrosheet/readGameLogFile.js';
import { GAME_LOG_FILE, isOutsideLookups } from './retrosheet/readGameLogFolder.js';
import { parseXmlstatsEvents } from './xmlstats/parseXmlstatsEvents.js';
import { parseXmlstatsTeams } from './xmlstats/parseXmlstatsTeams.js';
import { readXmlstatsFolder } from './xmlstats/readXmlstatsFolder.js';

/**
 * What {@link loadData} reads, detected from the content, in words: for the CLI's help and
 * its "no known kind" message.
 */
export const DATA_KINDS: readonly string[] = [
  'a Retrosheet game log (GL2019.TXT), or a folder of them (every GLyyyy.TXT in it)',
  'a folder of recorded xmlstats responses (results/, boxscore/, roster/, teams.json, or response JSON files)',
  'an NBA folder (xmlstats_kaggle/, nba_stats/, season folders such as 2018-19)',
  'a recorded events response, or a teams response with its season in the file name (teams-2014.json)',
  "the library's batch JSON ({ \"games\": [...], \"teams\": [...], ... })",
  "a folder holding such folders (the package's data/)",
];

/** Counts so far, in every progress event. */
export interface LoadTotals {
  /** Files read (a folder of game logs counts each of its game logs). */
  readonly files: number;
  /** Folders read as one source (xmlstats and NBA folders). */
  readonly folders: number;
  /** Games in the state: distinct event ids, so a game read twice counts once. */
  readonly games: number;
  /** Since `loadData` was called, on `options.clock`. */
  readonly elapsedMs: number;
}

/**
 * What {@link loadData} reports as it goes: `source` before each path of `paths` is read; `read`
 * after each file (or folder read as one) is ingested, with the games it added; `warning` for
 * what a file could load only in part (already bounded per file by the importers); `done` once,
 * at the end of a successful load.
 */
export type LoadProgress =
  | { readonly type: 'source'; readonly source: string }
  | { readonly type: 'read'; readonly source: string; readonly name: string; readonly kind: 'file' | 'folder'; readonly games: number; readonly totals: LoadTotals }
  | { readonly type: 'warning'; readonly source: string; readonly warning: Issue }
  | { readonly type: 'done'; readonly totals: LoadTotals };

/** Options of {@link loadData}. */
export interface LoadDataOptions {
  /** Called with each progress event (nothing is printed: the CLI prints them on stderr). */
  readonly onProgress?: (event: LoadProgress) => void;
  /** A monotonic clock in milliseconds for `elapsedMs`; default `performance.now`. */
  readonly clock?: () => number;
}

/** The names that make a folder an xmlstats one. */
const XMLSTATS_ENTRIES = ['results', 'boxscore', 'roster', 'teams.json'];

/** One file, or one folder read as a whole, of a source. */
interface Unit {
  readonly name: string;
  readonly kind: 'file' | 'folder';
  /** A game log of a folder: skipped, not refused, when no game of it has known teams. */
  readonly skippable: boolean;
  readonly read: () => Promise<Result<BatchInput>>;
  /** Where the reader's issues and warnings are, under the source (they name the file themselves). */
  readonly readPath: readonly string[];
  /** Where ingest's issues are, under the source (they start at the batch: `games`, 3...). */
  readonly ingestPath: readonly string[];
}

/**
 * Node-only: loads data files and folders into one state, detecting each source's kind from its
 * content ({@link DATA_KINDS}), as the `sports-stats` CLI's `--data` does (it calls this
 * function): a Retrosheet game log (quoted CSV lines) or a folder of them (`GL2019.TXT`..., each
 * read and ingested in name order; one whose games all belong to seasons outside the registry is
 * skipped with a warning), a folder of recorded xmlstats responses, an NBA folder (with the
 * Kaggle corrections), a recorded events or teams response, the library's batch JSON, or a folder
 * holding folders of those kinds (each loaded in name order). A byte order mark is fine anywhere;
 * a path that is not a file or a folder (a named pipe, a device, a link loop) is refused with an
 * issue saying what it is, without waiting on it.
 *
 * The first source that cannot be read or ingested ends the load: its issues come back, their
 * paths starting with the source's path. Otherwise the state comes back with the warnings of
 * every source (paths likewise). Progress, warnings included, goes to `options.onProgress`.
 *
 * @example
 * const r = await loadData(['data/retrosheet'], { onProgress: (e) => { if (e.type === 'done') console.log(e.totals.games); } });
 * // r.ok: r.value holds the 2,429 games of 2019; e.totals: { files: 1, folders: 0, games: 2429, elapsedMs: ... }
 */
export async function loadData(paths: readonly string[], options: LoadDataOptions = {}): Promise<Result<LeagueState>> {
  const clock = options.clock ?? (() => performance.now());
  const emit = options.onProgress ?? (() => undefined);
  const started = clock();
  let state = createLeagueState();
  let files = 0;
  let folders = 0;
  const warnings: Issue[] = [];
  const totals = (): LoadTotals => ({ files, folders, games: countGames(state), elapsedMs: clock() - started });
  for (const p of paths) {
    emit({ type: 'source', source: p });
    const planned = await planSource(p);
    if (!planned.ok) return { ok: false, issues: prefix([p], planned.issues) };
    const skipped: string[] = [];
    let loaded = 0;
    for (const unit of planned.value) {
      const batch = await unit.read();
      if (!batch.ok && unit.skippable && isOutsideLookups(batch.issues)) {
        skipped.push(unit.name);
        continue;
      }
      if (!batch.ok) return { ok: false, issues: prefix([p, ...unit.readPath], batch.issues) };
      const before = countGames(state);
      const r = ingest(state, batch.value);
      if (!r.ok) return { ok: false, issues: prefix([p, ...unit.ingestPath], r.issues) };
      state = r.state;
      if (unit.kind === 'file') files++;
      else folders++;
      loaded++;
      emit({ type: 'read', source: p, name: unit.name, kind: unit.kind, games: countGames(state) - before, totals: totals() });
      for (const w of batch.warnings ?? []) {
        const warning = { ...w, path: [p, ...unit.readPath, ...w.path] };
        warnings.push(warning);
        emit({ type: 'warning', source: p, warning });
      }
    }
    if (skipped.length > 0) {
      const outside = issue('unknown_team', [p], `${p}: ${skipped.length} game log${skipped.length === 1 ? '' : 's'} skipped, no game of ${skipped.length === 1 ? 'it' : 'them'} has teams the registry knows (seasons outside it): ${listNames(skipped)}`);
      if (loaded === 0) return { ok: false, issues: [outside] };
      warnings.push(outside);
      emit({ type: 'warning', source: p, warning: outside });
    }
  }
  emit({ type: 'done', totals: totals() });
  return warnings.length > 0 ? { ok: true, value: state, warnings } : { ok: true, value: state };
}

/** The files or folders of one source, in the order they are loaded. */
async function planSource(p: string, depth = 0): Promise<Result<readonly Unit[]>> {
  const fail = (message: string): Result<readonly Unit[]> => ({ ok: false, issues: [issue('invalid_input', [], message)] });
  let isFolder = false;
  try {
    isFolder = (await stat(p)).isDirectory();
  } catch {
    // readTextFile below says why (missing, a link to nothing, a loop of links)
  }
  if (!isFolder) return { ok: true, value: [{ name: path.basename(p), kind: 'file', skippable: false, read: () => readFileSource(p), readPath: [], ingestPath: [] }] };
  let entries: string[];
  try {
    entries = (await readdir(p)).sort();
  } catch (error) {
    return fail(`${p} cannot be listed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const folder = (read: () => Promise<Result<BatchInput>>): Result<readonly Unit[]> => ({ ok: true, value: [{ name: p, kind: 'folder', skippable: false, read, readPath: [], ingestPath: [] }] });
  if (entries.some((e) => XMLSTATS_ENTRIES.includes(e))) return folder(() => readXmlstatsFolder(p));
  if (entries.some((e) => e === 'xmlstats_kaggle' || e === 'nba_stats' || e.endsWith('_teamBoxScore.csv') || e === 'team_game_logs.csv' || /^\d{4}-\d{2}$/.test(e))) {
    return folder(() => readNbaFolder(p, { corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS, playerCorrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS }));
  }
  const gameLogs = entries.filter((e) => GAME_LOG_FILE.test(e));
  if (gameLogs.length > 0) {
    return {
      ok: true,
      value: gameLogs.map((n): Unit => ({ name: n, kind: 'file', skippable: true, read: () => readGameLogFile(path.join(p, n), { fileName: n }), readPath: [], ingestPath: [n] })),
    };
  }
  if (entries.some((e) => e.toLowerCase().endsWith('.json'))) return folder(() => readXmlstatsFolder(p));
  if (depth === 0) {
    // A folder of data folders (the package's data/, holding retrosheet/): each of a known kind.
    const units: Unit[] = [];
    for (const e of entries) {
      const sub = path.join(p, e);
      if (e.startsWith('.') || !(await isDirectory(sub))) continue;
      const planned = await planSource(sub, depth + 1);
      if (planned.ok) units.push(...planned.value.map((u) => ({ ...u, name: u.kind === 'file' ? path.join(e, u.name) : u.name, readPath: [e, ...u.readPath], ingestPath: [e, ...u.ingestPath] })));
    }
    if (units.length > 0) return { ok: true, value: units };
  }
  return fail(`${p} is a folder of no known kind; --data reads ${DATA_KINDS.join('; ')}`);
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** A file source: a game log, an events or teams response, or batch JSON. */
async function readFileSource(p: string): Promise<Result<BatchInput>> {
  const fail = (message: string): Result<BatchInput> => ({ ok: false, issues: [issue('invalid_input', [], message)] });
  const name = path.basename(p);
  const latin1 = await readTextFile(p, name, 'latin1');
  if (!latin1.ok) return { ok: false, issues: latin1.issues.map((i) => ({ ...i, path: [] })) };
  if (latin1.value.trimStart().startsWith('"')) return parseGameLog(latin1.value, { fileName: name });
  const text = await readTextFile(p, name, 'utf8');
  if (!text.ok) return { ok: false, issues: text.issues.map((i) => ({ ...i, path: [] })) };
  let json: unknown;
  try {
    json = JSON.parse(text.value);
  } catch {
    return fail(`${p} is neither a Retrosheet game log nor JSON`);
  }
  if (json !== null && typeof json === 'object' && !Array.isArray(json) && 'event' in json) return parseXmlstatsEvents(json, { name });
  if (Array.isArray(json) && json[0] !== null && typeof json[0] === 'object' && 'team_id' in json[0] && 'conference' in json[0]) {
    const season = Number(/(\d{4})/.exec(name)?.[1]);
    if (!Number.isInteger(season)) return fail(`${p}: a teams response needs its season in the file name (teams-2014.json)`);
    return parseXmlstatsTeams(json, 'mlb', season, { name });
  }
  return { ok: true, value: json as BatchInput };
}

function prefix(before: readonly string[], issues: readonly Issue[]): Issue[] {
  return issues.map((i) => ({ ...i, path: [...before, ...i.path] }));
}

/** `GL1871.TXT, GL1872.TXT, ... and 130 more`. */
function listNames(names: readonly string[]): string {
  return names.length <= 6 ? names.join(', ') : `${names.slice(0, 6).join(', ')} and ${names.length - 6} more`;
}

