import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  createLeagueState,
  ingest,
  KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS,
  KAGGLE_TEAM_BOX_SCORE_CORRECTIONS,
  parseGameLog,
  parseXmlstatsEvents,
  parseXmlstatsTeams,
  type BatchInput,
  type Issue,
  type LeagueState,
  type Result,
} from '../index.js';
import { readGameLogFolder, readNbaFolder, readTextFile, readXmlstatsFolder } from '../node.js';

/** A Retrosheet regular-season game log's file name (`GL2019.TXT`). */
const GAME_LOG_FILE = /^GL\d{4}\.TXT$/i;
/** The names that make a folder an xmlstats one. */
const XMLSTATS_ENTRIES = ['results', 'boxscore', 'roster', 'teams.json'];

/**
 * Loads data files or folders into one state, detecting each source's format from its content:
 * a Retrosheet game log (quoted CSV lines) or a folder of them (`GL2019.TXT`...), a folder of
 * recorded xmlstats responses (any of `results/`, `boxscore/`, `roster/`, `teams.json`, or such
 * JSON files loose in it), an NBA folder, a recorded events or teams response, or the library's
 * own batch JSON. A byte order mark is fine anywhere; a path that is not a file or a folder (a
 * named pipe, a device, a symbolic link loop) is refused with an issue that says what it is,
 * without waiting on it. Progress goes to `progress` (stderr in the CLI), and so does every
 * warning of a source, one line each: `warning unknown_site at GL2024.TXT > line 12 > field 17: ...`
 * (what a source could load only in part: a park the registry does not know, a game skipped for
 * an unknown team; already bounded per file by the importers).
 *
 * @example
 * const r = await loadData(['data/retrosheet/GL2019.TXT'], (line) => process.stderr.write(`${line}\n`));
 * // r.ok && getStandings(r.value, ...)
 */
export async function loadData(paths: readonly string[], progress: (line: string) => void): Promise<Result<LeagueState>> {
  let state = createLeagueState();
  for (const p of paths) {
    progress(`loading ${p}`);
    const batch = await readSource(p);
    if (!batch.ok) return batch;
    for (const w of batch.warnings ?? []) progress(`warning ${w.code} at ${[p, ...w.path].join(' > ')}: ${w.message}`);
    const r = ingest(state, batch.value);
    if (!r.ok) return { ok: false, issues: r.issues.map((i) => ({ ...i, path: [p, ...i.path] })) };
    state = r.state;
  }
  return { ok: true, value: state };
}

async function readSource(p: string): Promise<Result<BatchInput>> {
  const fail = (message: string): Result<BatchInput> => ({ ok: false, issues: [{ code: 'invalid_input', path: [p], message } satisfies Issue] });
  let isFolder = false;
  try {
    isFolder = (await stat(p)).isDirectory();
  } catch {
    // readTextFile below says why (missing, a link to nothing, a loop of links)
  }
  if (isFolder) {
    let entries: string[];
    try {
      entries = await readdir(p);
    } catch (error) {
      return fail(`${p} cannot be listed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (entries.some((e) => XMLSTATS_ENTRIES.includes(e))) return readXmlstatsFolder(p);
    if (entries.some((e) => e === 'xmlstats_kaggle' || e === 'nba_stats' || e.endsWith('_teamBoxScore.csv') || e === 'team_game_logs.csv' || /^\d{4}-\d{2}$/.test(e))) {
      return readNbaFolder(p, { corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS, playerCorrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS });
    }
    if (entries.some((e) => GAME_LOG_FILE.test(e))) return readGameLogFolder(p);
    if (entries.some((e) => e.toLowerCase().endsWith('.json'))) return readXmlstatsFolder(p);
    return fail(
      `${p} is a folder of no known kind (an xmlstats folder has results/, boxscore/, roster/, teams.json or response JSON files; ` +
        'an NBA folder xmlstats_kaggle/ or nba_stats/; a game-log folder GL2019.TXT-like files)',
    );
  }
  const name = path.basename(p);
  const latin1 = await readTextFile(p, name, 'latin1');
  if (!latin1.ok) return { ok: false, issues: latin1.issues.map((i) => ({ ...i, path: [p], message: i.message })) };
  if (latin1.value.trimStart().startsWith('"')) return parseGameLog(latin1.value, { fileName: name });
  const text = await readTextFile(p, name, 'utf8');
  if (!text.ok) return { ok: false, issues: text.issues };
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
