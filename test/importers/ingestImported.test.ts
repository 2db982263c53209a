import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import { parseGameLog } from '../../src/importers/retrosheet/parseGameLog.js';
import { gameLogText } from '../repoData.js';
import { registryLookups } from './retrosheetLookups.js';

/** The importers' batches are accepted by the engine as they are (no issue, nothing to fix up). */
describe('imported batches ingest into the engine', () => {
  it('GL2016.TXT (with its tie) and GL2021.TXT (seven-inning games, completions) into the built-in state', () => {
    for (const season of [2016, 2021]) {
      const r = parseGameLog(gameLogText(season), { fileName: `GL${season}.TXT`, ...registryLookups });
      if (!r.ok) throw new Error(r.issues[0]?.message);
      const s = ingest(createLeagueState(), r.value);
      expect(s.ok ? [] : s.issues.slice(0, 3)).toEqual([]);
    }
  });

});
