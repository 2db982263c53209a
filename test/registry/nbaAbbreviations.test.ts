import { describe, expect, it } from 'vitest';
import { NBA_COM_ABBREVIATIONS } from '../../src/registry/nbaComAbbreviations.js';
import { nbaTeamIdOfAbbreviation } from '../../src/registry/nbaTeamIdOfAbbreviation.js';
import { nbaTeamIdOfNbaComAbbreviation } from '../../src/registry/nbaTeamIdOfNbaComAbbreviation.js';
import { getTeamsOfSeason } from '../../src/registry/index.js';

const SEASONS = Array.from({ length: 15 }, (_, i) => 2012 + i);


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
