import { describe, expect, it } from 'vitest';
import { NBA_COM_ABBREVIATIONS } from '../../src/registry/nbaComAbbreviations.js';
import { nbaTeamIdOfAbbreviation } from '../../src/registry/nbaTeamIdOfAbbreviation.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../src/registry/nbaTeamIdOfNbaComAbbreviation.js';
import { findTeam, getTeamsOfSeason } from '../../src/registry/index.js';
import { readCsv } from './fixtures.js';

const SEASONS = Array.from({ length: 15 }, (_, i) => 2012 + i);

// The xmlstats-derived Kaggle files (shared/data/nba/xmlstats_kaggle): the service's
// abbreviations with the conference and division the service gave each team.
const KAGGLE = [
  { season: 2017, box: '2016-17_teamBoxScore.csv', standings: '2016-17_standings.csv' },
  { season: 2018, box: '2017-18_teamBoxScore.csv', standings: '2017-18_standings.csv' },
] as const;

describe('nbaTeamIdOfAbbreviation against the Kaggle xmlstats files', () => {
  for (const { season, box, standings } of KAGGLE) {
    it(`${box}: every team and opponent (abbreviation, conference, division) is a ${season} club with the same conference and division`, () => {
      const rows = readCsv('nba', 'xmlstats_kaggle', box);
      expect(rows.length).toBeGreaterThan(2000);
      const triples = new Set<string>();
      for (const row of rows) {
        for (const side of ['team', 'oppt']) triples.add([row[`${side}Abbr`], row[`${side}Conf`], row[`${side}Div`]].join('|'));
      }
      expect(triples.size).toBe(30);
      const ids = new Set<string>();
      for (const triple of triples) {
        const [abbreviation = '', conference, division] = triple.split('|');
        const teamId = nbaTeamIdOfAbbreviation(abbreviation, season);
        expect(teamId, `${box} ${abbreviation}`).toBeDefined();
        expect(findTeam('nba', season, teamId ?? ''), `${box} ${abbreviation}`).toMatchObject({ abbreviation, conference, division });
        ids.add(teamId ?? '');
      }
      expect(ids.size).toBe(30);
    });

    it(`${standings}: every team abbreviation is a ${season} club`, () => {
      const abbreviations = new Set(readCsv('nba', 'xmlstats_kaggle', standings).map((r) => r['teamAbbr'] ?? ''));
      expect(abbreviations.size).toBe(30);
      for (const abbreviation of abbreviations) expect(nbaTeamIdOfAbbreviation(abbreviation, season), abbreviation).toBeDefined();
    });
  }

  it('knows the Kaggle spellings GS, NO, NY, PHO, SA and CHA (the Hornets of 2016-17)', () => {
    expect(['GS', 'NO', 'NY', 'PHO', 'SA', 'CHA', 'BKN', 'UTA'].map((a) => nbaTeamIdOfAbbreviation(a, 2017))).toEqual([
      'golden-state-warriors', 'new-orleans-pelicans', 'new-york-knicks', 'phoenix-suns', 'san-antonio-spurs', 'charlotte-hornets',
      'brooklyn-nets', 'utah-jazz',
    ]);
  });
});

// NBA.com (shared/data/nba/nba_stats): TEAM_ABBREVIATION of the standings and team game logs.
const NBA_COM = [
  { season: 2018, dir: '2017-18' },
  { season: 2019, dir: '2018-19' },
] as const;

describe('nbaTeamIdOfNbaComAbbreviation against the NBA.com files', () => {
  for (const { season, dir } of NBA_COM) {
    it(`${dir}/standings.csv: every TEAM_ABBREVIATION is a ${season} club with NBA.com's conference, division, city and name`, () => {
      const rows = readCsv('nba', 'nba_stats', dir, 'standings.csv');
      expect(rows).toHaveLength(30);
      const ids = new Set<string>();
      for (const row of rows) {
        const abbreviation = row['TEAM_ABBREVIATION'] ?? '';
        const teamId = nbaTeamIdOfNbaComAbbreviation(abbreviation, season);
        const team = findTeam('nba', season, teamId ?? '');
        expect(team, `${dir} ${abbreviation}`).toMatchObject({ conference: row['Conference'], division: row['Division'], lastName: row['TeamName'] });
        // NBA.com writes "LA" for the Clippers' city.
        expect(row['TeamCity'] === 'LA' ? 'Los Angeles' : row['TeamCity'], `${dir} ${abbreviation}`).toBe(team?.firstName);
        ids.add(teamId ?? '');
      }
      expect(ids.size).toBe(30);
    });

    it(`${dir}/team_game_logs.csv: every TEAM_ABBREVIATION and MATCHUP opponent is a ${season} club of that name`, () => {
      const rows = readCsv('nba', 'nba_stats', dir, 'team_game_logs.csv');
      expect(rows.length).toBeGreaterThan(2460);
      const names = new Map<string, string>();
      for (const row of rows) {
        names.set(row['TEAM_ABBREVIATION'] ?? '', row['TEAM_NAME'] ?? '');
        for (const code of (row['MATCHUP'] ?? '').split(/ @ | vs\. /)) expect(nbaTeamIdOfNbaComAbbreviation(code, season), `${dir} ${row['MATCHUP']}`).toBeDefined();
      }
      expect(names.size).toBe(30);
      for (const [abbreviation, name] of names) {
        const team = findTeam('nba', season, nbaTeamIdOfNbaComAbbreviation(abbreviation, season) ?? '');
        expect(team?.fullName, `${dir} ${abbreviation}`).toBe(name === 'LA Clippers' ? 'Los Angeles Clippers' : name);
      }
    });
  }

  it('translates NBA.com spellings GSW, NOP, NYK, PHX, SAS and keeps BKN, UTA, CHA', () => {
    expect(['GSW', 'NOP', 'NYK', 'PHX', 'SAS', 'BKN', 'UTA', 'CHA'].map((a) => nbaTeamIdOfNbaComAbbreviation(a, 2019))).toEqual([
      'golden-state-warriors', 'new-orleans-pelicans', 'new-york-knicks', 'phoenix-suns', 'san-antonio-spurs', 'brooklyn-nets',
      'utah-jazz', 'charlotte-hornets',
    ]);
  });
});

describe('the two lookups by season', () => {
  it('follow the season: NJ/NJN only in 2012, NOH through 2013 and NOP from 2014, CHA as Bobcats then Hornets', () => {
    expect(nbaTeamIdOfAbbreviation('NJ', 2012)).toBe('new-jersey-nets');
    expect(nbaTeamIdOfAbbreviation('NJ', 2013)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('BKN', 2012)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('BKN', 2013)).toBe('brooklyn-nets');
    expect(nbaTeamIdOfNbaComAbbreviation('NJN', 2012)).toBe('new-jersey-nets');
    expect(nbaTeamIdOfNbaComAbbreviation('NJN', 2013)).toBeUndefined();
    expect(nbaTeamIdOfNbaComAbbreviation('BKN', 2012)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('NO', 2012)).toBe('new-orleans-hornets');
    expect(nbaTeamIdOfAbbreviation('NO', 2013)).toBe('new-orleans-pelicans');
    expect(nbaTeamIdOfNbaComAbbreviation('NOH', 2012)).toBe('new-orleans-hornets');
    expect(nbaTeamIdOfNbaComAbbreviation('NOH', 2013)).toBe('new-orleans-pelicans');
    expect(nbaTeamIdOfNbaComAbbreviation('NOH', 2014)).toBeUndefined();
    expect(nbaTeamIdOfNbaComAbbreviation('NOP', 2013)).toBeUndefined();
    expect(nbaTeamIdOfNbaComAbbreviation('NOP', 2014)).toBe('new-orleans-pelicans');
    expect([2014, 2015].map((s) => nbaTeamIdOfAbbreviation('CHA', s))).toEqual(['charlotte-bobcats', 'charlotte-hornets']);
    expect([2014, 2015].map((s) => nbaTeamIdOfNbaComAbbreviation('CHA', s))).toEqual(['charlotte-bobcats', 'charlotte-hornets']);
  });

  it('keep the two spellings apart', () => {
    for (const code of ['GSW', 'NOP', 'NYK', 'PHX', 'SAS']) expect(nbaTeamIdOfAbbreviation(code, 2018), code).toBeUndefined();
    for (const code of ['GS', 'NO', 'NY', 'PHO', 'SA', 'NJ']) expect(nbaTeamIdOfNbaComAbbreviation(code, 2018), code).toBeUndefined();
  });

  it('give undefined for unknown codes, other cases, seasons outside 2012-2026 and prototype keys', () => {
    expect(nbaTeamIdOfAbbreviation('gs', 2018)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('XYZ', 2018)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('BOS', 2011)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('BOS', 2027)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('BOS', 2018.5)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('constructor', 2018)).toBeUndefined();
    expect(nbaTeamIdOfAbbreviation('__proto__', 2018)).toBeUndefined();
    expect(nbaTeamIdOfNbaComAbbreviation('BOS', 2011)).toBeUndefined();
    expect(nbaTeamIdOfNbaComAbbreviation('constructor', 2018)).toBeUndefined();
  });

  it('resolve every abbreviation of every season to its own club, 30 distinct clubs per season', () => {
    for (const season of SEASONS) {
      const teams = getTeamsOfSeason('nba', season);
      for (const t of teams) expect(nbaTeamIdOfAbbreviation(t.abbreviation, season)).toBe(t.teamId);
      const nbaCom = NBA_COM_ABBREVIATIONS.map((row) => nbaTeamIdOfNbaComAbbreviation(row.nbaCom, season)).filter((id) => id !== undefined);
      expect(nbaCom, String(season)).toHaveLength(30);
      expect(new Set(nbaCom).size, String(season)).toBe(30);
    }
  });
});
