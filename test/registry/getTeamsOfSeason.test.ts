import { describe, expect, it } from 'vitest';
import { findTeam, getTeamsOfSeason, homeSiteIdOf } from '../../src/registry/index.js';
import { toTeamId } from '../../src/ids/index.js';

const MLB_SEASONS = Array.from({ length: 2026 - 2008 + 1 }, (_, i) => 2008 + i);

describe.each(MLB_SEASONS)('MLB %i', (season) => {
  const teams = getTeamsOfSeason('mlb', season);

  it('has 30 active teams with unique ids and abbreviations, sorted by team id', () => {
    expect(teams).toHaveLength(30);
    expect(new Set(teams.map((t) => t.teamId)).size).toBe(30);
    expect(new Set(teams.map((t) => t.abbreviation)).size).toBe(30);
    expect(teams.map((t) => t.teamId)).toEqual([...teams.map((t) => t.teamId)].sort());
    for (const t of teams) {
      expect(t).toMatchObject({ sport: 'mlb', season, active: true });
      expect(t.teamId).toBe(toTeamId(t.fullName));
    }
  });

  it('has 15 teams per league and 5 per division (16 and 14 before Houston moved in 2013)', () => {
    const count = (conference: string, division?: string): number =>
      teams.filter((t) => t.conference === conference && (division === undefined || t.division === division)).length;
    expect(count('American')).toBe(season <= 2012 ? 14 : 15);
    expect(count('National')).toBe(season <= 2012 ? 16 : 15);
    for (const conference of ['American', 'National']) for (const division of ['East', 'Central', 'West']) {
      // Through 2012 the NL Central had 6 clubs and the AL West 4.
      const expected = season <= 2012 && division === 'Central' && conference === 'National' ? 6
        : season <= 2012 && division === 'West' && conference === 'American' ? 4 : 5;
      expect(count(conference, division), `${conference} ${division}`).toBe(expected);
    }
  });

  it('finds every team by id and knows its home site', () => {
    for (const t of teams) {
      expect(findTeam('mlb', season, t.teamId)).toBe(t);
      expect(homeSiteIdOf(t)).toBeDefined();
    }
  });
});

describe('season-aware changes', () => {
  const team = (season: number, teamId: string) => findTeam('mlb', season, teamId);

  it('moves Houston from the NL Central (2012) to the AL West (2013)', () => {
    expect(team(2012, 'houston-astros')).toMatchObject({ conference: 'National', division: 'Central' });
    expect(team(2013, 'houston-astros')).toMatchObject({ conference: 'American', division: 'West' });
  });

  it('renames Florida (2011) to Miami (2012)', () => {
    expect(team(2011, 'florida-marlins')).toMatchObject({
      abbreviation: 'FLA', firstName: 'Florida', siteName: 'Sun Life Stadium', city: 'Miami Gardens', state: 'Florida',
    });
    expect(team(2012, 'florida-marlins')).toBeUndefined();
    expect(team(2012, 'miami-marlins')).toMatchObject({ abbreviation: 'MIA', siteName: 'Marlins Park', city: 'Miami' });
    expect(team(2011, 'miami-marlins')).toBeUndefined();
    expect(team(2008, 'florida-marlins')?.siteName).toBe('Dolphin Stadium');
    expect(team(2009, 'florida-marlins')?.siteName).toBe('Land Shark Stadium');
    expect(team(2021, 'miami-marlins')?.siteName).toBe('loanDepot park');
  });

  it('renames Cleveland (2021 Indians, 2022 Guardians)', () => {
    expect(team(2021, 'cleveland-indians')?.fullName).toBe('Cleveland Indians');
    expect(team(2021, 'cleveland-guardians')).toBeUndefined();
    expect(team(2022, 'cleveland-guardians')).toMatchObject({ abbreviation: 'CLE', lastName: 'Guardians', siteName: 'Progressive Field' });
    expect(team(2022, 'cleveland-indians')).toBeUndefined();
  });

  it('moves Oakland (2024) to West Sacramento as the Athletics (2025)', () => {
    expect(team(2024, 'oakland-athletics')).toMatchObject({ abbreviation: 'OAK', siteName: 'Oakland Coliseum', city: 'Oakland' });
    expect(team(2025, 'oakland-athletics')).toBeUndefined();
    expect(team(2025, 'athletics')).toMatchObject({
      abbreviation: 'ATH', firstName: 'Athletics', lastName: 'Athletics', fullName: 'Athletics', conference: 'American', division: 'West',
      siteName: 'Sutter Health Park', city: 'West Sacramento', state: 'California',
    });
    expect(team(2026, 'athletics')?.siteName).toBe('Sutter Health Park');
  });

  it('names the Oakland Coliseum as it was called each season', () => {
    const names = [2008, 2009, 2011, 2015, 2016, 2017, 2018, 2019, 2022, 2023].map((s) => team(s, 'oakland-athletics')?.siteName);
    // 2016: O.co Coliseum, as the service printed it on 2016-05-16 (events-mlb-20160516 recording; D45).
    expect(names).toEqual([
      'McAfee Coliseum', 'Oakland-Alameda County Coliseum', 'O.co Coliseum', 'O.co Coliseum', 'O.co Coliseum',
      'Oakland-Alameda County Coliseum', 'Oakland-Alameda County Coliseum', 'RingCentral Coliseum', 'RingCentral Coliseum', 'Oakland Coliseum',
    ]);
  });

  it('follows the Rangers, Braves, Twins, Yankees and Mets through their parks', () => {
    expect([2013, 2014, 2019, 2020].map((s) => team(s, 'texas-rangers')?.siteName)).toEqual([
      'Rangers Ballpark in Arlington', 'Globe Life Park in Arlington', 'Globe Life Park in Arlington', 'Globe Life Field',
    ]);
    expect([2016, 2017, 2019, 2020].map((s) => team(s, 'atlanta-braves')?.siteName)).toEqual([
      'Turner Field', 'SunTrust Park', 'SunTrust Park', 'Truist Park',
    ]);
    expect([2009, 2010].map((s) => team(s, 'minnesota-twins')?.siteName)).toEqual(['Hubert H. Humphrey Metrodome', 'Target Field']);
    expect(team(2008, 'new-york-yankees')).toMatchObject({ siteName: 'Yankee Stadium', city: 'Bronx' });
    expect(homeSiteIdOf(team(2008, 'new-york-yankees')!)).toBe('yankee-stadium-1923');
    expect(homeSiteIdOf(team(2009, 'new-york-yankees')!)).toBe('yankee-stadium');
    expect([2008, 2009].map((s) => team(s, 'new-york-mets')?.siteName)).toEqual(['Shea Stadium', 'Citi Field']);
  });

  it('follows the naming-rights changes', () => {
    expect([2016, 2017, 2024, 2025].map((s) => team(s, 'chicago-white-sox')?.siteName)).toEqual([
      'U.S. Cellular Field', 'Guaranteed Rate Field', 'Guaranteed Rate Field', 'Rate Field',
    ]);
    expect([2018, 2019].map((s) => team(s, 'san-francisco-giants')?.siteName)).toEqual(['AT&T Park', 'Oracle Park']);
    expect([2018, 2019].map((s) => team(s, 'seattle-mariners')?.siteName)).toEqual(['Safeco Field', 'T-Mobile Park']);
    expect([2020, 2021].map((s) => team(s, 'milwaukee-brewers')?.siteName)).toEqual(['Miller Park', 'American Family Field']);
    expect([2024, 2025].map((s) => team(s, 'houston-astros')?.siteName)).toEqual(['Minute Maid Park', 'Daikin Park']);
    expect(team(2026, 'san-diego-padres')?.siteName).toBe('PETCO Park');
    expect(team(2026, 'los-angeles-angels')?.siteName).toBe('Angel Stadium of Anaheim');
  });

  it('sends the Rays to Tampa for 2025 only and the Blue Jays to Buffalo for 2020', () => {
    expect([2024, 2025, 2026].map((s) => team(s, 'tampa-bay-rays')?.city)).toEqual(['Saint Petersburg', 'Tampa', 'Saint Petersburg']);
    expect(team(2025, 'tampa-bay-rays')?.siteName).toBe('George M. Steinbrenner Field');
    expect([2019, 2020, 2021].map((s) => team(s, 'toronto-blue-jays')?.siteName)).toEqual(['Rogers Centre', 'Sahlen Field', 'Rogers Centre']);
    expect(team(2020, 'toronto-blue-jays')).toMatchObject({ city: 'Buffalo', state: 'New York' });
  });
});

describe('getTeamsOfSeason and findTeam outside the registry', () => {
  it('returns nothing for seasons not covered', () => {
    expect(getTeamsOfSeason('mlb', 2007)).toEqual([]);
    expect(getTeamsOfSeason('mlb', 2027)).toEqual([]);
    expect(getTeamsOfSeason('mlb', 2013.5)).toEqual([]);
    expect(getTeamsOfSeason('nba', 2011)).toEqual([]);
    expect(getTeamsOfSeason('nba', 2027)).toEqual([]);
    expect(findTeam('mlb', 2027, 'boston-red-sox')).toBeUndefined();
  });

  it('returns undefined for unknown ids, including prototype keys', () => {
    expect(findTeam('mlb', 2014, 'boston-celtics')).toBeUndefined();
    expect(findTeam('mlb', 2014, 'constructor')).toBeUndefined();
    expect(findTeam('mlb', 2014, '__proto__')).toBeUndefined();
  });

  it('shares one frozen array per season', () => {
    const a = getTeamsOfSeason('mlb', 2014);
    expect(getTeamsOfSeason('mlb', 2014)).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a[0])).toBe(true);
  });

  it('has the 30 NBA teams of 2013', () => {
    const nba = getTeamsOfSeason('nba', 2013);
    expect(nba).toHaveLength(30);
    expect(findTeam('nba', 2013, 'oklahoma-city-thunder')).toMatchObject({ abbreviation: 'OKC', conference: 'West', division: 'Northwest' });
    expect(homeSiteIdOf(findTeam('nba', 2013, 'los-angeles-lakers')!)).toBe('staples-center');
  });
});
