import { describe, expect, it } from 'vitest';
import { nbaTeamIdOfAbbreviation } from '../../../src/registry/nbaTeamIdOfAbbreviation.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../../src/registry/nbaTeamIdOfNbaComAbbreviation.js';
import { findTeam } from '../../../src/registry/index.js';
import { readCsv } from '../../registry/fixtures.js';


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
