import { describe, expect, it } from 'vitest';
import { registryLookups, tableLookups, XMLSTATS_TO_NBA_COM } from './nbaLookups.js';

const NBA_COM = ['ATL', 'BOS', 'BKN', 'CHA', 'CHI', 'CLE', 'DAL', 'DEN', 'DET', 'GSW', 'HOU', 'IND', 'LAC', 'LAL', 'MEM', 'MIA', 'MIL', 'MIN', 'NOP', 'NYK', 'OKC', 'ORL', 'PHI', 'PHX', 'POR', 'SAC', 'SAS', 'TOR', 'UTA', 'WAS'];
const NBA_COM_TO_XMLSTATS = new Map(Object.entries(XMLSTATS_TO_NBA_COM).map(([x, n]) => [n, x]));
const XMLSTATS = NBA_COM.map((a) => NBA_COM_TO_XMLSTATS.get(a) ?? a);

describe('the NBA lookups of these tests', () => {
  it('the test tables: 30 distinct team ids, the same through either spelling', () => {
    const t = tableLookups();
    const ids = NBA_COM.map((a) => t.nbaComTeamIdOf(a, 2018));
    expect(new Set(ids).size).toBe(30);
    expect(XMLSTATS.map((a) => t.teamIdOf(a, 2018))).toEqual(ids);
    expect(ids).toContain('los-angeles-clippers');
    expect(ids).toContain('portland-trail-blazers');
    expect(t.teamIdOf('XXX', 2018)).toBeUndefined();
  });

  it('the registry (src/registry) agrees with the test tables for 2017-2019', () => {
    const r = registryLookups();
    expect(r).toBeDefined();
    const t = tableLookups();
    for (const season of [2017, 2018, 2019]) {
      expect(NBA_COM.map((a) => r?.nbaComTeamIdOf(a, season))).toEqual(NBA_COM.map((a) => t.nbaComTeamIdOf(a, season)));
      expect(XMLSTATS.map((a) => r?.teamIdOf(a, season))).toEqual(XMLSTATS.map((a) => t.teamIdOf(a, season)));
    }
  });
});
