import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKaggleTeamBoxScores } from '../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { nbaTeamIdOfAbbreviation } from '../../src/registry/nbaTeamIdOfAbbreviation.js';
import { DATA } from '../sharedData.js';

const cache = new Map<string, LeagueState>();

/** The state after ingesting one NBA season's team box scores (`xmlstats_kaggle/<label>_teamBoxScore.csv`, with the corrections), loaded once per test file. */
export function loadKaggleSeason(label: '2016-17' | '2017-18'): LeagueState {
  const hit = cache.get(label);
  if (hit) return hit;
  const file = `${label}_teamBoxScore.csv`;
  const batch = parseKaggleTeamBoxScores(readFileSync(path.join(DATA, 'nba', 'xmlstats_kaggle', file), 'utf8'), { fileName: file, teamIdOf: nbaTeamIdOfAbbreviation, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
  if (!batch.ok) throw new Error(`${file}: ${JSON.stringify(batch.issues.slice(0, 3))}`);
  const loaded = ingest(createLeagueState(), batch.value);
  if (!loaded.ok) throw new Error(`${file}: ${JSON.stringify(loaded.issues.slice(0, 3))}`);
  cache.set(label, loaded.state);
  return loaded.state;
}
