import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toTeamId } from '../../src/ids/TeamId.js';
import { siteIdOfName } from '../../src/importers/xmlstats/siteIdOfName.js';
import { retrosheetSiteId } from '../../src/registry/retrosheetSiteId.js';
import { retrosheetTeamId } from '../../src/registry/retrosheetTeamId.js';
import { LAHMAN, RETROSHEET } from '../repoData.js';

/** The two lookups a Retrosheet import needs. */
export interface RetrosheetLookups {
  readonly teamIdOf: (code: string, season: number) => string | undefined;
  readonly siteIdOf: (parkId: string, season: number) => string | undefined;
  /** Where they come from: the registry of src/registry, or the test-only tables below. */
  readonly source: 'registry' | 'test tables';
}

/** Splits a plain CSV line (the two tables used here have no quoted fields). */
function cells(line: string): string[] {
  return line.replace(/\r$/, '').split(',');
}

/**
 * Test-only team mapping from Retrosheet's `CurrentNames.csv` (code, location, nickname, first and
 * last date): the team id is `toTeamId(location + ' ' + nickname)` for the row whose years cover
 * the season. The 2020 copy predates Cleveland's renaming (2022), which is patched here.
 */
export function testTeamIdOf(): (code: string, season: number) => string | undefined {
  const rows = readFileSync(path.join(RETROSHEET, 'CurrentNames.csv'), 'latin1').split('\n').slice(1).filter((l) => l.trim() !== '').map(cells);
  return (code, season) => {
    if (code === 'CLE' && season >= 2022) return 'cleveland-guardians';
    for (const r of rows) {
      const [, franchise, , , location, nickname, , first, last] = r;
      if (franchise !== code || location === undefined || nickname === undefined || first === undefined) continue;
      const from = Number(first.split('/')[2]);
      const to = last === undefined || last === '' ? 9999 : Number(last.split('/')[2]);
      if (season >= from && season <= to) return toTeamId(`${location} ${nickname}`);
    }
    return undefined;
  };
}

/**
 * Test-only site mapping from Lahman `Parks.csv`: park key -> slug of the park name (ignoring the
 * season: Lahman has one name per park, the latest, and names ARL03 "Field of Dreams" by mistake).
 */
export function testSiteIdOf(): (parkId: string) => string | undefined {
  const byKey = new Map<string, string>();
  const lines = readFileSync(path.join(LAHMAN, 'Parks.csv'), 'latin1').split('\n').slice(1);
  for (const line of lines) {
    const r = cells(line);
    // ID, parkalias (aliases are separated by semicolons, never commas), parkkey, parkname, city, state, country
    const key = r[2];
    const name = r[3];
    if (key && name) byKey.set(key, siteIdOfName(name));
  }
  return (parkId) => byKey.get(parkId);
}

/** The registry's lookups (src/registry), the ones the lead's code passes to the importer. */
export const registryLookups: RetrosheetLookups = { teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId, source: 'registry' };

/** The test tables above, an independent mapping built from the shared data files. */
export function tableLookups(): RetrosheetLookups {
  return { teamIdOf: testTeamIdOf(), siteIdOf: testSiteIdOf(), source: 'test tables' };
}
