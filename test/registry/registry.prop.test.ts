import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MLB_SITES, findTeam, getTeamsOfSeason, homeSiteIdOf, retrosheetSiteId, retrosheetTeamId, RETROSHEET_PARKS, siteFor, toSiteId,
} from '../../src/registry/index.js';

const season = fc.integer({ min: 2008, max: 2026 });
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('registry properties', () => {
  it('finds every team of a season by its id, with a home site that carries its site name', () => {
    fc.assert(
      fc.property(season, fc.nat(29), (s, i) => {
        const team = getTeamsOfSeason('mlb', s)[i];
        expect(team).toBeDefined();
        if (!team) return;
        expect(findTeam('mlb', s, team.teamId)).toBe(team);
        expect(siteFor(homeSiteIdOf(team) ?? '', s)?.name).toBe(team.siteName);
      }),
    );
  });

  it('resolves Retrosheet park ids to sites that exist in every season', () => {
    const parkIds = [...new Set(RETROSHEET_PARKS.map((p) => p.parkId))];
    fc.assert(
      fc.property(fc.constantFrom(...parkIds), season, (parkId, s) => {
        const siteId = retrosheetSiteId(parkId, s);
        expect(siteId).toBeDefined();
        expect(siteFor(siteId ?? '', s)?.siteId).toBe(siteId);
      }),
    );
  });

  it('maps a Retrosheet code to at most one team, of that season', () => {
    const codes = ['ANA', 'ARI', 'ATH', 'ATL', 'BAL', 'BOS', 'CHA', 'CHN', 'CIN', 'CLE', 'COL', 'DET', 'FLO', 'HOU', 'KCA', 'LAN', 'MIA',
      'MIL', 'MIN', 'NYA', 'NYN', 'OAK', 'PHI', 'PIT', 'SDN', 'SEA', 'SFN', 'SLN', 'TBA', 'TEX', 'TOR', 'WAS'];
    fc.assert(
      fc.property(fc.constantFrom(...codes), season, (code, s) => {
        const teamId = retrosheetTeamId(code, s);
        if (teamId !== undefined) expect(findTeam('mlb', s, teamId)).toBeDefined();
      }),
    );
  });

  it('slugs any name with a letter or digit into a stable site id', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9 .&\'-éB_/'.split('')) }), (name) => {
        fc.pre(/[a-z0-9]/i.test(name.normalize('NFD')));
        const id = toSiteId(name);
        expect(id).toMatch(SLUG);
        expect(toSiteId(id)).toBe(id);
      }),
    );
  });

  it('gives a site for every venue row in every season', () => {
    const ids = [...new Set(MLB_SITES.map((r) => r.siteId))];
    fc.assert(fc.property(fc.constantFrom(...ids), fc.integer({ min: 1990, max: 2040 }), (id, s) => {
      expect(siteFor(id, s)?.siteId).toBe(id);
    }));
  });
});
