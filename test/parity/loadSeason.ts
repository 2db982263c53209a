import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { parseGameLog } from '../../src/importers/retrosheet/parseGameLog.js';
import { retrosheetSiteId, retrosheetTeamId } from '../../src/registry/index.js';
import { gameLogText, readRepoText } from '../repoData.js';

const cache = new Map<number, LeagueState>();

/** The state after ingesting one Retrosheet season game log (`GLyyyy.TXT`). */
export function loadRetrosheetSeason(year: number): LeagueState {
  const hit = cache.get(year);
  if (hit) return hit;
  const fileName = `GL${year}.TXT`;
  const text = gameLogText(year);
  const batch = parseGameLog(text, { fileName, teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId });
  if (!batch.ok) throw new Error(`${fileName}: ${JSON.stringify(batch.issues.slice(0, 3))}`);
  const r = ingest(createLeagueState(), batch.value);
  if (!r.ok) throw new Error(`${fileName}: ${JSON.stringify(r.issues.slice(0, 3))}`);
  cache.set(year, r.state);
  return r.state;
}

/** Rows of a CSV file with a header line (no quoted commas in the files used here; gunzipped when `.gz`). */
export function readCsv(file: string): Record<string, string>[] {
  const [head, ...lines] = readRepoText(file).split(/\r?\n/).filter((l) => l.length > 0);
  const cols = head!.split(',');
  return lines.map((l) => {
    const cells = l.split(',');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}
