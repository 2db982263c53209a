import { describe, expect, it } from 'vitest';
import { getBuiltInSites, getBuiltInTeams } from '../../src/registry/builtIns.js';
import { MLB_SITES, NBA_SITES, getTeamsOfSeason } from '../../src/registry/index.js';

describe('the built-ins the engine starts from', () => {
  it('hold every team of every covered season once', () => {
    const teams = getBuiltInTeams();
    expect(teams.filter((t) => t.sport === 'mlb')).toHaveLength(19 * 30);
    expect(teams.filter((t) => t.sport === 'nba')).toHaveLength(15 * 30);
    expect(teams.filter((t) => t.sport === 'nba' && t.season === 2012)).toEqual(getTeamsOfSeason('nba', 2012));
    expect(new Set(teams.map((t) => `${t.sport}:${t.season}:${t.teamId}`)).size).toBe(teams.length);
    expect(teams.filter((t) => t.sport === 'mlb' && t.season === 2014)).toEqual(getTeamsOfSeason('mlb', 2014));
    expect(getBuiltInTeams()).toBe(teams);
  });

  it('hold one site per site id, as it stood first', () => {
    const sites = getBuiltInSites();
    const ids = new Set([...MLB_SITES, ...NBA_SITES].map((s) => s.siteId));
    expect(sites.map((s) => s.siteId)).toEqual([...ids]);
    expect(sites.find((s) => s.siteId === 'chase-field')?.surface).toBe('Grass');
    expect(sites.find((s) => s.siteId === 'sydney-cricket-ground')?.surface).toBeNull();
  });
});
