import { describe, expect, it } from 'vitest';
import type { Team } from '../../src/aggregates/Team.js';
import { NBA_CLUBS, NBA_SITES, findTeam, getTeamsOfSeason, homeSiteIdOf, siteFor, toSiteId } from '../../src/registry/index.js';
import { readSample, teamToWire } from './fixtures.js';

const SEASONS = Array.from({ length: 15 }, (_, i) => 2012 + i);
const DIVISIONS: Readonly<Record<string, readonly string[]>> = {
  East: ['Atlantic', 'Central', 'Southeast'],
  West: ['Northwest', 'Pacific', 'Southwest'],
};
const team = (season: number, teamId: string): Team | undefined => findTeam('nba', season, teamId);

describe('the NBA registry, season by season (2012 = 2011-12 ... 2026 = 2025-26)', () => {
  for (const season of SEASONS) {
    it(`${season}: 30 active teams, unique ids and abbreviations, sorted, 15 per conference and 5 per division`, () => {
      const teams = getTeamsOfSeason('nba', season);
      expect(teams).toHaveLength(30);
      const ids = teams.map((t) => t.teamId);
      expect(ids).toEqual([...ids].sort());
      expect(new Set(ids).size).toBe(30);
      expect(new Set(teams.map((t) => t.abbreviation)).size).toBe(30);
      for (const t of teams) {
        expect(t).toMatchObject({ sport: 'nba', season, active: true, fullName: `${t.firstName} ${t.lastName}` });
        expect(DIVISIONS[t.conference], `${season} ${t.teamId}`).toContain(t.division);
      }
      for (const conference of ['East', 'West']) expect(teams.filter((t) => t.conference === conference)).toHaveLength(15);
      for (const division of [...(DIVISIONS['East'] ?? []), ...(DIVISIONS['West'] ?? [])]) expect(teams.filter((t) => t.division === division)).toHaveLength(5);
    });
  }

  it('gives each team the name, city and state of its home arena, a known NBA site', () => {
    const nbaSiteIds = new Set(NBA_SITES.map((s) => s.siteId));
    for (const season of SEASONS) {
      for (const t of getTeamsOfSeason('nba', season)) {
        const siteId = homeSiteIdOf(t) ?? '';
        expect(nbaSiteIds.has(siteId), `${season} ${t.teamId} ${siteId}`).toBe(true);
        const site = siteFor(siteId, season);
        expect({ name: site?.name, city: site?.city, state: site?.state }, `${season} ${t.teamId}`).toEqual({ name: t.siteName, city: t.city, state: t.state });
      }
    }
  });

  it('uses every NBA site as some season\'s home, with a capacity and the Hardwood surface', () => {
    const homes = new Set(NBA_CLUBS.flatMap((c) => c.homes.map((h) => h.siteId)));
    expect([...homes].sort()).toEqual(NBA_SITES.map((s) => s.siteId));
    for (const site of NBA_SITES) {
      expect(site.surface).toBe('Hardwood');
      expect(site.capacity !== null && site.capacity > 15000 && site.capacity < 23000, site.siteId).toBe(true);
    }
  });

  it('keeps every club in one conference and division through 2012-2026 (no realignment since 2004-05)', () => {
    for (const club of NBA_CLUBS) {
      expect(club.last).toBe(2026);
      expect(club.identities[0]?.from).toBe(2012);
      expect(club.homes[0]?.from).toBe(2012);
      expect(new Set(club.identities.map((i) => `${i.conference}/${i.division}`)).size, club.franchise).toBe(1);
    }
  });

  it('returns nothing outside 2012-2026', () => {
    expect(getTeamsOfSeason('nba', 2011)).toEqual([]);
    expect(getTeamsOfSeason('nba', 2027)).toEqual([]);
    expect(findTeam('nba', 2027, 'boston-celtics')).toBeUndefined();
  });
});

describe('names that change with the season', () => {
  it('Charlotte: Bobcats through 2014, Hornets from 2015, CHA throughout', () => {
    expect(team(2014, 'charlotte-bobcats')).toMatchObject({ abbreviation: 'CHA', fullName: 'Charlotte Bobcats' });
    expect(team(2015, 'charlotte-bobcats')).toBeUndefined();
    expect(team(2015, 'charlotte-hornets')).toMatchObject({ abbreviation: 'CHA', conference: 'East', division: 'Southeast' });
    expect(team(2014, 'charlotte-hornets')).toBeUndefined();
    expect([2016, 2017].map((s) => team(s, 'charlotte-hornets')?.siteName)).toEqual(['Time Warner Cable Arena', 'Spectrum Center']);
  });

  it('New Orleans: Hornets in 2012, Pelicans from 2013 as the 2013-08-10 recording has them, NO throughout', () => {
    expect(team(2012, 'new-orleans-hornets')).toMatchObject({ abbreviation: 'NO', siteName: 'New Orleans Arena', conference: 'West' });
    expect(team(2013, 'new-orleans-hornets')).toBeUndefined();
    expect(team(2013, 'new-orleans-pelicans')).toMatchObject({ abbreviation: 'NO', siteName: 'New Orleans Arena' });
    expect(team(2014, 'new-orleans-pelicans')).toMatchObject({ abbreviation: 'NO', siteName: 'New Orleans Arena' });
    expect(team(2015, 'new-orleans-pelicans')?.siteName).toBe('Smoothie King Center');
  });

  it('a known divergence of the service: its standings of 2012-13, recorded the same day, still say Hornets', () => {
    // The teams endpoint printed the off-season table (Pelicans); the final 2012-13 standings
    // kept the season's name. The registry's 2013 follows the teams recording.
    for (const file of ['standings-nba-current-recorded-20130810-asof-20130418.json', 'standings-nba-20131225-future-recorded-20130810.json']) {
      const standing = (readSample(file) as { standing: { first_name: string; last_name: string }[] }).standing;
      expect(standing.filter((s) => s.first_name === 'New Orleans').map((s) => s.last_name), file).toEqual(['Hornets']);
    }
    expect(team(2013, 'new-orleans-pelicans')?.lastName).toBe('Pelicans');
  });

  it('Nets: New Jersey (NJ) at the Prudential Center, Newark, in 2012; Brooklyn (BKN) from 2013', () => {
    expect(team(2012, 'new-jersey-nets')).toMatchObject({
      abbreviation: 'NJ', firstName: 'New Jersey', siteName: 'Prudential Center', city: 'Newark', state: 'New Jersey', division: 'Atlantic',
    });
    expect(team(2012, 'brooklyn-nets')).toBeUndefined();
    expect(team(2013, 'new-jersey-nets')).toBeUndefined();
    expect(team(2013, 'brooklyn-nets')).toMatchObject({ abbreviation: 'BKN', siteName: 'Barclays Center', city: 'Brooklyn', state: 'New York' });
  });

  it('moves and renames of arenas, dated by season', () => {
    const expected: [string, Record<number, string>][] = [
      ['atlanta-hawks', { 2018: 'Philips Arena', 2019: 'State Farm Arena' }],
      ['cleveland-cavaliers', { 2019: 'Quicken Loans Arena', 2020: 'Rocket Mortgage FieldHouse', 2025: 'Rocket Mortgage FieldHouse', 2026: 'Rocket Arena' }],
      ['denver-nuggets', { 2020: 'Pepsi Center', 2021: 'Ball Arena' }],
      ['detroit-pistons', { 2017: 'The Palace of Auburn Hills', 2018: 'Little Caesars Arena' }],
      ['golden-state-warriors', { 2019: 'Oracle Arena', 2020: 'Chase Center' }],
      ['indiana-pacers', { 2021: 'Bankers Life Fieldhouse', 2022: 'Gainbridge Fieldhouse' }],
      ['los-angeles-clippers', { 2021: 'Staples Center', 2022: 'Crypto.com Arena', 2024: 'Crypto.com Arena', 2025: 'Intuit Dome' }],
      ['los-angeles-lakers', { 2021: 'Staples Center', 2022: 'Crypto.com Arena', 2026: 'Crypto.com Arena' }],
      ['miami-heat', { 2021: 'AmericanAirlines Arena', 2022: 'FTX Arena', 2023: 'FTX Arena', 2024: 'Kaseya Center' }],
      ['milwaukee-bucks', { 2012: 'Bradley Center', 2013: 'BMO Harris Bradley Center', 2018: 'BMO Harris Bradley Center', 2019: 'Fiserv Forum' }],
      ['oklahoma-city-thunder', { 2021: 'Chesapeake Energy Arena', 2022: 'Paycom Center' }],
      ['orlando-magic', { 2023: 'Amway Center', 2024: 'Kia Center' }],
      ['philadelphia-76ers', { 2012: 'Wachovia Center', 2013: 'Wachovia Center', 2014: 'Wells Fargo Center', 2025: 'Wells Fargo Center', 2026: 'Xfinity Mobile Arena' }],
      ['phoenix-suns', { 2015: 'US Airways Center', 2016: 'Talking Stick Resort Arena', 2020: 'Talking Stick Resort Arena', 2021: 'Phoenix Suns Arena', 2022: 'Footprint Center', 2025: 'Footprint Center', 2026: 'Mortgage Matchup Center' }],
      ['portland-trail-blazers', { 2013: 'Rose Garden', 2014: 'Moda Center' }],
      ['sacramento-kings', { 2012: 'Power Balance Pavilion', 2013: 'Power Balance Pavilion', 2014: 'Sleep Train Arena', 2016: 'Sleep Train Arena', 2017: 'Golden 1 Center' }],
      ['san-antonio-spurs', { 2023: 'AT&T Center', 2024: 'Frost Bank Center' }],
      ['toronto-raptors', { 2018: 'Air Canada Centre', 2019: 'Scotiabank Arena', 2020: 'Scotiabank Arena', 2021: 'Amalie Arena', 2022: 'Scotiabank Arena' }],
      ['utah-jazz', { 2015: 'EnergySolutions Arena', 2016: 'Vivint Smart Home Arena', 2020: 'Vivint Smart Home Arena', 2021: 'Vivint Arena', 2023: 'Vivint Arena', 2024: 'Delta Center' }],
      ['washington-wizards', { 2017: 'Verizon Center', 2018: 'Capital One Arena' }],
    ];
    for (const [teamId, bySeason] of expected) {
      for (const [season, name] of Object.entries(bySeason)) expect(team(Number(season), teamId)?.siteName, `${season} ${teamId}`).toBe(name);
    }
    expect(team(2020, 'golden-state-warriors')).toMatchObject({ city: 'San Francisco', state: 'California' });
    expect(team(2018, 'detroit-pistons')).toMatchObject({ city: 'Detroit', state: 'Michigan' });
    expect(team(2025, 'los-angeles-clippers')).toMatchObject({ city: 'Inglewood', state: 'California' });
    expect(team(2021, 'toronto-raptors')).toMatchObject({ city: 'Tampa', state: 'Florida' });
  });
});

describe('parity with the service\'s recordings', () => {
  interface WireSite { capacity: number; surface: string; name: string; city: string; state: string }
  const wireSite = (s: WireSite) => ({ capacity: s.capacity, surface: s.surface, name: s.name, city: s.city, state: s.state });
  const registrySite = (name: string, season: number) => {
    const site = siteFor(toSiteId(name), season);
    return site && { capacity: site.capacity, surface: site.surface, name: site.name, city: site.city, state: site.state };
  };

  /** Every team object and every site object anywhere in a recorded response. */
  function objectsOf(value: unknown, teams: Record<string, unknown>[] = [], sites: WireSite[] = []): { teams: Record<string, unknown>[]; sites: WireSite[] } {
    if (Array.isArray(value)) for (const v of value) objectsOf(v, teams, sites);
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if ('team_id' in record && 'site_name' in record) teams.push(record);
      else if ('capacity' in record && 'surface' in record) sites.push(record as unknown as WireSite);
      for (const v of Object.values(record)) objectsOf(v, teams, sites);
    }
    return { teams, sites };
  }

  // Responses recorded by the same client on 2013-08-10 (the service's table of the 2013
  // off-season, season 2013 of the registry, whatever the date of the event), and the
  // 2015 Finals event (season 2015).
  const RECORDED = [
    { file: 'boxscore-nba-20120621-okc-at-mia-recorded-20130810.json', season: 2013, teams: 2, sites: 1 },
    { file: 'events-nba-20130131-recorded-20130810.json', season: 2013, teams: 4, sites: 2 },
    { file: 'leaders-nba-points-limit15-qualified-regular-recorded-20130810.json', season: 2013, teams: 15, sites: 0 },
    { file: 'team-nba-oklahoma-city-thunder-oldendpoint-recorded-20130810.json', season: 2013, teams: 1, sites: 0 },
    { file: 'events-nba-20150614-scheduled-reordered.json', season: 2015, teams: 2, sites: 1 },
  ] as const;

  for (const { file, season, teams, sites } of RECORDED) {
    it(`${file}: team objects equal the registry's ${season} teams, sites its ${season} sites`, () => {
      const found = objectsOf(readSample(file));
      expect(found.teams).toHaveLength(teams);
      expect(found.sites).toHaveLength(sites);
      for (const t of found.teams) {
        const registry = team(season, String(t['team_id']));
        expect(registry && teamToWire(registry), `${file} ${String(t['team_id'])}`).toEqual(t);
      }
      for (const s of found.sites) expect(registrySite(s.name, season), `${file} ${s.name}`).toEqual(wireSite(s));
    });
  }
});
