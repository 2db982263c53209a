import { describe, expect, it } from 'vitest';
import type { Sport } from '../../src/ids/index.js';
import { findTeam } from '../../src/registry/findTeam.js';
import { findTeamByName, teamNameKey } from '../../src/registry/findTeamByName.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';

const idOf = (sport: Sport, season: number, name: string) => findTeamByName(sport, season, name)?.teamId;

describe('findTeamByName (D84)', () => {
  it('finds an MLB club by id, full name, abbreviation, nickname, Retrosheet code and place, whatever the case, accents and spacing', () => {
    for (const name of ['boston-red-sox', 'Boston Red Sox', 'BOS', 'bos', 'Red Sox', 'RED SOX', '  red   sox ', 'red_sox', 'Bóston Red Sox', 'Boston', 'BOSTON']) {
      expect(idOf('mlb', 2019, name), name).toBe('boston-red-sox');
    }
    expect(idOf('mlb', 2019, 'NYA')).toBe('new-york-yankees');
    expect(idOf('mlb', 2019, 'CHN')).toBe('chicago-cubs');
    expect(idOf('mlb', 2019, 'Yankees')).toBe('new-york-yankees');
    expect(idOf('mlb', 2019, 'White Sox')).toBe('chicago-white-sox');
  });

  it('reads St. as Saint, both ways', () => {
    for (const name of ['St. Louis Cardinals', 'Saint Louis Cardinals', 'st-louis-cardinals', 'st louis', 'Saint Louis', 'STL', 'SLN']) {
      expect(idOf('mlb', 2019, name), name).toBe('st-louis-cardinals');
    }
    expect(teamNameKey('St. Louis')).toBe('saint louis');
  });

  it('gives undefined for a place two clubs share, and for a name of no club', () => {
    for (const name of ['New York', 'Chicago', 'Los Angeles', 'new-york']) expect(idOf('mlb', 2019, name), name).toBeUndefined();
    for (const name of ['Sox', 'Boston Red', 'Sixers', '', '   ', '-', 'constructor', '__proto__']) expect(idOf('mlb', 2019, name), name).toBeUndefined();
    expect(idOf('nba', 2018, 'Los Angeles')).toBeUndefined();
    expect(idOf('nba', 2018, 'New York')).toBe('new-york-knicks'); // Brooklyn is the Nets' place
  });

  it('finds an NBA club by the service abbreviation and by NBA.com abbreviation', () => {
    for (const name of ['GS', 'GSW', 'Warriors', 'Golden State', 'golden-state-warriors']) expect(idOf('nba', 2018, name), name).toBe('golden-state-warriors');
    expect(idOf('nba', 2018, 'PHO')).toBe('phoenix-suns');
    expect(idOf('nba', 2018, 'PHX')).toBe('phoenix-suns');
    expect(idOf('nba', 2018, '76ers')).toBe('philadelphia-76ers');
    expect(idOf('nba', 2018, 'trail-blazers')).toBe('portland-trail-blazers');
    expect(idOf('nba', 2012, 'NJN')).toBe('new-jersey-nets');
    expect(idOf('nba', 2018, 'NJN')).toBeUndefined();
  });

  it('knows a club under the name it carried that season', () => {
    expect(idOf('mlb', 2021, 'Indians')).toBe('cleveland-indians');
    expect(idOf('mlb', 2022, 'Indians')).toBeUndefined();
    expect(idOf('mlb', 2022, 'Guardians')).toBe('cleveland-guardians');
    expect(idOf('mlb', 2025, 'Athletics')).toBe('athletics');
    expect(idOf('mlb', 2011, 'Florida')).toBe('florida-marlins');
    expect(idOf('mlb', 2019, 'Florida')).toBeUndefined();
  });

  it('returns the registry team object, the same findTeam returns', () => {
    expect(findTeamByName('mlb', 2019, 'Red Sox')).toBe(findTeam('mlb', 2019, 'boston-red-sox'));
  });

  it('finds every club of every covered season by its id, full name and abbreviation', () => {
    for (const [sport, from] of [['mlb', 2008], ['nba', 2012]] as const) {
      for (let season = from; season <= 2026; season++) {
        for (const team of getTeamsOfSeason(sport, season)) {
          for (const name of [team.teamId, team.fullName, team.abbreviation]) {
            expect(findTeamByName(sport, season, name), `${sport} ${season} ${name}`).toBe(team);
          }
        }
      }
    }
  });

  it('gives undefined for a season the registry does not cover', () => {
    expect(findTeamByName('mlb', 1999, 'Red Sox')).toBeUndefined();
    expect(findTeamByName('nba', 2011, 'Celtics')).toBeUndefined();
  });

  it('throws a RangeError or TypeError naming itself for a wrong sport, season or name', () => {
    expect(() => findTeamByName('nfl' as Sport, 2019, 'Patriots')).toThrow(new RangeError(`findTeamByName: sport must be 'mlb' or 'nba', got "nfl"`));
    expect(() => findTeamByName('mlb', 2019.5, 'Red Sox')).toThrow(RangeError);
    expect(() => findTeamByName('mlb', '2019' as unknown as number, 'Red Sox')).toThrow(/^findTeamByName: season must be an integer year, got "2019"$/);
    expect(() => findTeamByName('mlb', 2019, null as unknown as string)).toThrow(new TypeError('findTeamByName: name must be a string, got null'));
  });
});
