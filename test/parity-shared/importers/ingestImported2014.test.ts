import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { ingest } from '../../../src/engine/ingest.js';
import { readXmlstatsFolder } from '../../../src/importers/xmlstats/readXmlstatsFolder.js';
import { DATA } from '../../sharedData.js';

/** The importers' batches are accepted by the engine as they are (no issue, nothing to fix up). */
describe('imported batches ingest into the engine', () => {
  it('the 2014 xmlstats folder, with and without the built-in registry', async () => {
    const r = await readXmlstatsFolder(path.join(DATA, 'mlb', 'xmlstats_2014'));
    if (!r.ok) throw new Error(r.issues[0]?.message);
    for (const builtIns of [true, false]) {
      const s = ingest(createLeagueState({ builtIns }), r.value);
      expect(s.ok ? [] : s.issues.slice(0, 3)).toEqual([]);
    }
  });
});
