import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toTeamId } from '../../../../src/ids/TeamId.js';
import * as registry from '../../../../src/registry/index.js';
import { DATA } from '../../../sharedData.js';

export const NBA = path.join(DATA, 'nba');

type TeamLookup = (abbreviation: string, season: number) => string | undefined;

/** The two lookups the NBA importers need. */
export interface NbaLookups {
  /** xmlstats / Kaggle abbreviations (GS, NO, NY, PHO, SA, BKN...). */
  readonly teamIdOf: TeamLookup;
  /** NBA.com abbreviations (GSW, NOP, NYK, PHX, SAS...). */
  readonly nbaComTeamIdOf: TeamLookup;
  readonly source: 'registry' | 'test tables';
}

/** The five xmlstats abbreviations that differ from NBA.com's. */
export const XMLSTATS_TO_NBA_COM: Readonly<Record<string, string>> = { GS: 'GSW', NO: 'NOP', NY: 'NYK', PHO: 'PHX', SA: 'SAS' };

/** NBA.com's "LA Clippers" is "Los Angeles Clippers" in the registry (and at Basketball-Reference). */
function registryName(nbaComName: string): string {
  return nbaComName === 'LA Clippers' ? 'Los Angeles Clippers' : nbaComName;
}

/**
 * Test-only tables built from the NBA.com team game logs (TEAM_ABBREVIATION -> TEAM_NAME,
 * 2017-18) and the five xmlstats spellings. No franchise moved or was renamed in 2015-16 ..
 * 2018-19 (the Hornets got their name back in 2014-15), so the seasons 2016-2019 share one table.
 */
export function tableLookups(): NbaLookups {
  const byNbaCom = new Map<string, string>();
  const lines = readFileSync(path.join(NBA, 'nba_stats', '2017-18', 'team_game_logs.csv'), 'utf8').split('\n').slice(1);
  for (const line of lines) {
    const [, abbreviation, name] = line.split(',');
    if (abbreviation && name) byNbaCom.set(abbreviation, toTeamId(registryName(name)));
  }
  const inSeasons = (season: number) => season >= 2016 && season <= 2019;
  const nbaComTeamIdOf: TeamLookup = (a, season) => (inSeasons(season) ? byNbaCom.get(a) : undefined);
  const teamIdOf: TeamLookup = (a, season) => nbaComTeamIdOf(Object.hasOwn(XMLSTATS_TO_NBA_COM, a) ? (XMLSTATS_TO_NBA_COM[a] ?? a) : a, season);
  return { teamIdOf, nbaComTeamIdOf, source: 'test tables' };
}

/** The registry's lookups, once `src/registry` exports them (written concurrently). */
export function registryLookups(): NbaLookups | undefined {
  const r = registry as unknown as Record<string, unknown>;
  const teamIdOf = r['nbaTeamIdOfAbbreviation'];
  const nbaComTeamIdOf = r['nbaTeamIdOfNbaComAbbreviation'];
  if (typeof teamIdOf !== 'function' || typeof nbaComTeamIdOf !== 'function') return undefined;
  return { teamIdOf: teamIdOf as TeamLookup, nbaComTeamIdOf: nbaComTeamIdOf as TeamLookup, source: 'registry' };
}

/** The registry's lookups when they exist, else the test tables. */
export const lookups: NbaLookups = registryLookups() ?? tableLookups();
