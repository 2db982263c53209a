import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  createLeagueState,
  ingest,
  KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS,
  KAGGLE_TEAM_BOX_SCORE_CORRECTIONS,
  nbaTeamIdOfAbbreviation,
  nbaTeamIdOfNbaComAbbreviation,
  parseGameLog,
  parseXmlstatsEvents,
  parseXmlstatsTeams,
  retrosheetSiteId,
  retrosheetTeamId,
  type BatchInput,
  type Issue,
  type LeagueState,
  type Result,
} from '../index.js';
import { readNbaFolder, readXmlstatsFolder } from '../node.js';

/**
 * Loads data files or folders into one state, detecting each source's format from its content:
 * a Retrosheet game log (quoted CSV lines), a folder of recorded xmlstats responses (a
 * `results/` folder), a recorded events or teams response, or the library's own batch JSON.
 * Progress goes to `progress` (stderr in the CLI).
 */
export async function loadData(paths: readonly string[], progress: (line: string) => void): Promise<Result<LeagueState>> {
  let state = createLeagueState();
  for (const p of paths) {
    progress(`loading ${p}`);
    const batch = await readSource(p);
    if (!batch.ok) return batch;
    const r = ingest(state, batch.value);
    if (!r.ok) return { ok: false, issues: r.issues.map((i) => ({ ...i, path: [p, ...i.path] })) };
    state = r.state;
  }
  return { ok: true, value: state };
}

async function readSource(p: string): Promise<Result<BatchInput>> {
  const fail = (message: string): Result<BatchInput> => ({ ok: false, issues: [{ code: 'invalid_input', path: [p], message } satisfies Issue] });
  let info;
  try {
    info = await stat(p);
  } catch {
    return fail(`${p} does not exist`);
  }
  if (info.isDirectory()) {
    const entries = await readdir(p);
    if (entries.includes('results') || entries.includes('teams.json')) return readXmlstatsFolder(p);
    if (entries.some((e) => e === 'xmlstats_kaggle' || e === 'nba_stats' || e.endsWith('_teamBoxScore.csv') || e === 'team_game_logs.csv' || /^\d{4}-\d{2}$/.test(e))) {
      return readNbaFolder(p, { teamIdOf: nbaTeamIdOfAbbreviation, nbaComTeamIdOf: nbaTeamIdOfNbaComAbbreviation, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS, playerCorrections: KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS });
    }
    return fail(`${p} is a folder of no known kind (an xmlstats folder has results/ or teams.json; an NBA folder xmlstats_kaggle/ or nba_stats/)`);
  }
  const text = await readFile(p, 'latin1');
  const head = text.trimStart();
  if (head.startsWith('"')) {
    return parseGameLog(text, { fileName: path.basename(p), teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId });
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(p, 'utf8'));
  } catch {
    return fail(`${p} is neither a Retrosheet game log nor JSON`);
  }
  if (json !== null && typeof json === 'object' && !Array.isArray(json) && 'event' in json) return parseXmlstatsEvents(json, { name: path.basename(p) });
  if (Array.isArray(json) && json[0] !== null && typeof json[0] === 'object' && 'team_id' in json[0] && 'conference' in json[0]) {
    const season = Number(/(\d{4})/.exec(path.basename(p))?.[1]);
    if (!Number.isInteger(season)) return fail(`${p}: a teams response needs its season in the file name (teams-2014.json)`);
    return parseXmlstatsTeams(json, 'mlb', season, { name: path.basename(p) });
  }
  return { ok: true, value: json as BatchInput };
}
