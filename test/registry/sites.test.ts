import { describe, expect, it } from 'vitest';
import {
  MLB_CLUBS, MLB_SITES, NBA_CLUBS, NBA_SITES, RETROSHEET_PARKS, findTeam, getTeamsOfSeason, homeSiteIdOf, siteFor, toSiteId,
} from '../../src/registry/index.js';
import { readSample, teamToWire } from './fixtures.js';

interface WireSite { capacity: number; surface: string | null; name: string; city: string; state: string }
interface WireTeam { team_id: string }
interface EventRow { sport: string; site: WireSite; away_team: WireTeam; home_team: WireTeam }

const wireSite = (s: WireSite) => ({ capacity: s.capacity, surface: s.surface, name: s.name, city: s.city, state: s.state });
const registrySite = (siteId: string, season: number) => {
  const site = siteFor(siteId, season);
  return site && { capacity: site.capacity, surface: site.surface, name: site.name, city: site.city, state: site.state };
};

// The real 2014 results responses (shared/data/mlb/xmlstats_2014/results/<team-id>.json): every
// site object and every team object in them.
describe('the recorded events of 2013-09-01', () => {
  const events = (file: string) => (readSample(file) as { event: EventRow[] }).event.filter((e) => e.sport === 'MLB');

  it('give every site as the registry has it for 2013 (both recordings)', () => {
    for (const file of ['events-all-20130901-recorded-20130830.json', 'events-all-20130901-recorded-20150412.json']) {
      const mlb = events(file);
      expect(mlb.length).toBeGreaterThan(10);
      for (const e of mlb) expect(registrySite(toSiteId(e.site.name), 2013), `${file} ${e.site.name}`).toEqual(wireSite(e.site));
    }
  });

  it('carry the teams of the season of the request: 2013 in the 2013 recording, 2015 in the 2015 one', () => {
    // The service printed team objects as they stood when asked (Texas: "Globe Life Park in
    // Arlington" on a 2013 event fetched in 2015) but kept each event's own site.
    for (const [file, season] of [['events-all-20130901-recorded-20130830.json', 2013], ['events-all-20130901-recorded-20150412.json', 2015]] as const) {
      for (const e of events(file)) {
        for (const t of [e.away_team, e.home_team]) {
          const team = findTeam('mlb', season, t.team_id);
          expect(team && teamToWire(team), `${file} ${t.team_id}`).toEqual(t);
        }
      }
    }
  });
});

describe('the venue tables', () => {
  const rows = [...MLB_SITES, ...NBA_SITES];

  it('use the slug of the name as site id (except the 1923 Yankee Stadium)', () => {
    for (const row of rows) {
      if (row.siteId === 'yankee-stadium-1923') continue;
      expect(row.siteId).toBe(toSiteId(row.name));
    }
  });

  it('are sorted by site id and season, one name per site id, no id shared between sports', () => {
    for (const table of [MLB_SITES, NBA_SITES]) {
      const keys = table.map((r) => `${r.siteId}\u0000${String(r.from ?? 0).padStart(4, '0')}`);
      expect(keys).toEqual([...keys].sort());
      expect(new Set(keys).size).toBe(keys.length);
    }
    const mlbIds = new Set(MLB_SITES.map((r) => r.siteId));
    for (const row of NBA_SITES) expect(mlbIds.has(row.siteId), row.siteId).toBe(false);
    const nameOf = new Map<string, string>();
    for (const row of rows) {
      expect(nameOf.get(row.siteId) ?? row.name).toBe(row.name);
      nameOf.set(row.siteId, row.name);
    }
  });

  it('hold positive integer capacities (or null) and the service surfaces', () => {
    for (const row of rows) {
      if (row.capacity !== null) expect(Number.isInteger(row.capacity) && row.capacity > 0, row.siteId).toBe(true);
      expect([null, 'Grass', 'Field Turf', 'Hardwood']).toContain(row.surface);
      expect(row.city.length > 0 && row.state.length > 0, row.siteId).toBe(true);
    }
  });

  it('know every home site and every Retrosheet park target', () => {
    for (const club of [...MLB_CLUBS, ...NBA_CLUBS]) for (const home of club.homes) expect(siteFor(home.siteId, home.from), home.siteId).toBeDefined();
    for (const park of RETROSHEET_PARKS) expect(siteFor(park.siteId, park.from ?? 2014), park.parkId).toBeDefined();
  });

  it("give each team the name, city and state of its home site", () => {
    for (let season = 2008; season <= 2026; season++) {
      for (const team of getTeamsOfSeason('mlb', season)) {
        const site = siteFor(homeSiteIdOf(team) ?? '', season);
        expect({ name: site?.name, city: site?.city, state: site?.state }, `${season} ${team.teamId}`).toEqual({
          name: team.siteName, city: team.city, state: team.state,
        });
      }
    }
  });
});

describe('siteFor', () => {
  it('picks the row of the season', () => {
    expect(siteFor('chase-field', 2018)?.surface).toBe('Grass');
    expect(siteFor('chase-field', 2019)?.surface).toBe('Field Turf');
    expect(siteFor('chase-field', 1998)?.surface).toBe('Grass');
    expect(siteFor('marlins-park', 2019)?.surface).toBe('Grass');
    expect(siteFor('marlins-park', 2020)?.surface).toBe('Field Turf');
  });

  it('gives the Sydney Cricket Ground with a null surface, as the service did', () => {
    expect(siteFor('sydney-cricket-ground', 2014)).toEqual({
      siteId: 'sydney-cricket-ground', name: 'Sydney Cricket Ground', capacity: 48000, surface: null, city: 'Sydney', state: 'New South Wales',
    });
  });

  it('returns undefined for unknown ids, including prototype keys', () => {
    expect(siteFor('nowhere', 2014)).toBeUndefined();
    expect(siteFor('constructor', 2014)).toBeUndefined();
  });
});

describe('toSiteId', () => {
  it('slugs names the way the table does', () => {
    expect(toSiteId('AT&T Park')).toBe('att-park');
    expect(toSiteId('O.co Coliseum')).toBe('oco-coliseum');
    expect(toSiteId('U.S. Cellular Field')).toBe('us-cellular-field');
    expect(toSiteId('Estadio Alfredo Harp Helú')).toBe('estadio-alfredo-harp-helu');
    expect(toSiteId("  Dunkin' Park ")).toBe('dunkin-park');
  });

  it('throws a RangeError naming itself for a name without letters or digits', () => {
    expect(() => toSiteId(' & ')).toThrow(/^toSiteId: /);
    expect(() => toSiteId('')).toThrow(RangeError);
  });
});
