import { describe, expect, it } from 'vitest';
import { findTeam, homeSiteIdOf, retrosheetSiteId, retrosheetTeamId, siteFor } from '../../src/registry/index.js';
import { GAME_LOG_SEASONS, readGameLog } from './fixtures.js';

// Retrosheet game logs GL2013-GL2023 (shared/data/mlb/retrosheet): fields 4/7 are the visiting
// and home team codes, 5/8 their leagues (AL/NL), 17 the park id.
const LEAGUE: Record<string, string> = { AL: 'American', NL: 'National' };

describe.each(GAME_LOG_SEASONS)('Retrosheet game log %i', (season) => {
  const games = readGameLog(season);

  it('has the lines of a full season', () => {
    expect(games.length).toBeGreaterThan(2400);
  });

  it('resolves every team code to a registry team of that league', () => {
    const codes = new Map<string, string>();
    for (const g of games) {
      codes.set(g[3] ?? '', g[4] ?? '');
      codes.set(g[6] ?? '', g[7] ?? '');
    }
    expect(codes.size).toBe(30);
    const teamIds = new Set<string>();
    for (const [code, league] of codes) {
      const teamId = retrosheetTeamId(code, season);
      expect(teamId, `${code} ${season}`).toBeDefined();
      const team = findTeam('mlb', season, teamId ?? '');
      expect(team?.conference, `${code} ${season}`).toBe(LEAGUE[league]);
      teamIds.add(teamId ?? '');
    }
    expect(teamIds.size).toBe(30);
  });

  it('resolves every park id to a known site', () => {
    const parkIds = new Set(games.map((g) => g[16] ?? ''));
    for (const parkId of parkIds) {
      const siteId = retrosheetSiteId(parkId, season);
      expect(siteId, `${parkId} ${season}`).toBeDefined();
      expect(siteFor(siteId ?? '', season), `${parkId} -> ${siteId}`).toBeDefined();
    }
  });

  it("maps each home team's most used park to the team's home site", () => {
    const counts = new Map<string, Map<string, number>>();
    for (const g of games) {
      const home = g[6] ?? '';
      const byPark = counts.get(home) ?? new Map<string, number>();
      byPark.set(g[16] ?? '', (byPark.get(g[16] ?? '') ?? 0) + 1);
      counts.set(home, byPark);
    }
    for (const [code, byPark] of counts) {
      const [mainPark] = [...byPark].sort((a, b) => b[1] - a[1])[0] ?? [''];
      const team = findTeam('mlb', season, retrosheetTeamId(code, season) ?? '');
      expect(team, code).toBeDefined();
      if (!team) continue;
      expect(retrosheetSiteId(mainPark, season), `${code} ${season} ${mainPark}`).toBe(homeSiteIdOf(team));
    }
  });
});

describe('retrosheetTeamId', () => {
  it('follows the Marlins from FLO to MIA', () => {
    expect(retrosheetTeamId('FLO', 2011)).toBe('florida-marlins');
    expect(retrosheetTeamId('FLO', 2012)).toBeUndefined();
    expect(retrosheetTeamId('MIA', 2011)).toBeUndefined();
    expect(retrosheetTeamId('MIA', 2012)).toBe('miami-marlins');
  });

  it('maps the codes that differ from the service abbreviations', () => {
    const expected: Record<string, string> = {
      ANA: 'los-angeles-angels', CHA: 'chicago-white-sox', CHN: 'chicago-cubs', KCA: 'kansas-city-royals',
      LAN: 'los-angeles-dodgers', NYA: 'new-york-yankees', NYN: 'new-york-mets', SDN: 'san-diego-padres',
      SFN: 'san-francisco-giants', SLN: 'st-louis-cardinals', TBA: 'tampa-bay-rays', WAS: 'washington-nationals',
    };
    for (const [code, teamId] of Object.entries(expected)) expect(retrosheetTeamId(code, 2016), code).toBe(teamId);
  });

  it('follows Cleveland and the Athletics through their renamings', () => {
    expect(retrosheetTeamId('CLE', 2021)).toBe('cleveland-indians');
    expect(retrosheetTeamId('CLE', 2022)).toBe('cleveland-guardians');
    expect(retrosheetTeamId('OAK', 2024)).toBe('oakland-athletics');
    expect(retrosheetTeamId('ATH', 2024)).toBeUndefined();
    expect(retrosheetTeamId('ATH', 2025)).toBe('athletics');
    expect(retrosheetTeamId('OAK', 2025)).toBe('athletics');
  });

  it('knows no code outside the registry seasons, and no prototype keys', () => {
    expect(retrosheetTeamId('BOS', 2007)).toBeUndefined();
    expect(retrosheetTeamId('BOS', 2027)).toBeUndefined();
    expect(retrosheetTeamId('constructor', 2014)).toBeUndefined();
    expect(retrosheetTeamId('bos', 2014)).toBeUndefined();
  });
});

describe('retrosheetSiteId', () => {
  it('names renamed parks by season', () => {
    expect(retrosheetSiteId('ARL02', 2013)).toBe('rangers-ballpark-in-arlington');
    expect(retrosheetSiteId('ARL02', 2014)).toBe('globe-life-park-in-arlington');
    expect(retrosheetSiteId('CHI12', 2016)).toBe('us-cellular-field');
    expect(retrosheetSiteId('CHI12', 2017)).toBe('guaranteed-rate-field');
    expect(retrosheetSiteId('CHI12', 2025)).toBe('rate-field');
    expect(retrosheetSiteId('OAK01', 2008)).toBe('mcafee-coliseum');
    expect(retrosheetSiteId('OAK01', 2015)).toBe('oco-coliseum');
    expect(retrosheetSiteId('OAK01', 2018)).toBe('oakland-alameda-county-coliseum');
    expect(retrosheetSiteId('OAK01', 2019)).toBe('ringcentral-coliseum');
    expect(retrosheetSiteId('OAK01', 2023)).toBe('oakland-coliseum');
    expect(retrosheetSiteId('MIA01', 2009)).toBe('land-shark-stadium');
    expect(retrosheetSiteId('WIL02', 2021)).toBe('bbt-ballpark-at-historic-bowman-field');
    expect(retrosheetSiteId('WIL02', 2023)).toBe('muncy-bank-ballpark-at-historic-bowman-field');
  });

  it('maps the special venues', () => {
    expect(retrosheetSiteId('TOK01', 2019)).toBe('tokyo-dome');
    expect(retrosheetSiteId('SYD01', 2014)).toBe('sydney-cricket-ground');
    expect(retrosheetSiteId('LON01', 2023)).toBe('london-stadium');
    expect(retrosheetSiteId('FTB01', 2016)).toBe('fort-bragg-field');
    expect(retrosheetSiteId('DYE01', 2021)).toBe('field-of-dreams');
    expect(retrosheetSiteId('ARL03', 2021)).toBe('globe-life-field');
  });

  it('returns undefined for unknown park ids', () => {
    expect(retrosheetSiteId('XXX99', 2014)).toBeUndefined();
    expect(retrosheetSiteId('constructor', 2014)).toBeUndefined();
  });
});
