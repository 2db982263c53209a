import path from 'node:path';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { readNbaFolder } from '../../src/importers/nba/readNbaFolder.js';
import { loadKaggleSeason } from './loadKaggleSeason.js';
import { DATA } from '../sharedData.js';

/** The NBA seasons of the shared data a race test reads. */
export type NbaSeasonLabel = '2016-17' | '2017-18' | '2018-19';

let nba2019: LeagueState | undefined;

/**
 * The state of one real NBA season: 2016-17 and 2017-18 from the xmlstats-derived team box
 * scores (`loadKaggleSeason`), 2018-19 from NBA.com's game logs (`nba_stats/2018-19`), loaded
 * once per test file.
 */
export async function loadNbaSeason(label: NbaSeasonLabel): Promise<LeagueState> {
  if (label !== '2018-19') return loadKaggleSeason(label);
  if (nba2019) return nba2019;
  const batch = await readNbaFolder(path.join(DATA, 'nba', 'nba_stats', label));
  if (!batch.ok) throw new Error(`nba_stats/${label}: ${JSON.stringify(batch.issues.slice(0, 3))}`);
  const loaded = ingest(createLeagueState(), batch.value);
  if (!loaded.ok) throw new Error(`nba_stats/${label}: ${JSON.stringify(loaded.issues.slice(0, 3))}`);
  return (nba2019 = loaded.state);
}
