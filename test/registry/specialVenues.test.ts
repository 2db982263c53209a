/**
 * Issue 11, item 2: the registry holds every special and neutral-site venue of 2008-2026 with its
 * Retrosheet park id (Retrosheet's park list: reference/ballparks.csv of the Chadwick Bureau's
 * retrosheet repository), and each home park of 2025.
 */
import { describe, expect, it } from 'vitest';
import { findTeam, homeSiteIdOf, retrosheetSiteId, retrosheetTeamId, siteFor } from '../../src/registry/index.js';

describe('special venues by Retrosheet park id', () => {
  it.each([
    ['LBV01', 2008, 'champion-stadium', 'Champion Stadium', 'Lake Buena Vista'],
    ['SJU01', 2010, 'hiram-bithorn-stadium', 'Hiram Bithorn Stadium', 'San Juan'],
    ['TOK01', 2012, 'tokyo-dome', 'Tokyo Dome', 'Tokyo'],
    ['SYD01', 2014, 'sydney-cricket-ground', 'Sydney Cricket Ground', 'Sydney'],
    ['FTB01', 2016, 'fort-bragg-field', 'Fort Bragg Field', 'Fort Bragg'],
    ['WIL02', 2017, 'bbt-ballpark-at-historic-bowman-field', 'BB&T Ballpark at Historic Bowman Field', 'Williamsport'],
    ['MNT01', 2019, 'estadio-de-beisbol-monterrey', 'Estadio de Beisbol Monterrey', 'Monterrey'],
    ['OMA01', 2019, 'td-ameritrade-park', 'TD Ameritrade Park', 'Omaha'],
    ['LON01', 2019, 'london-stadium', 'London Stadium', 'London'],
    ['DYE01', 2022, 'field-of-dreams', 'Field of Dreams', 'Dyersville'],
    ['MEX02', 2023, 'estadio-alfredo-harp-helu', 'Estadio Alfredo Harp Helu', 'Mexico City'],
    ['SEO01', 2024, 'gocheok-sky-dome', 'Gocheok Sky Dome', 'Seoul'],
    ['BIR01', 2024, 'rickwood-field', 'Rickwood Field', 'Birmingham'],
    ['WIL02', 2024, 'journey-bank-ballpark-at-historic-bowman-field', 'Journey Bank Ballpark at Historic Bowman Field', 'Williamsport'],
    ['LON01', 2024, 'london-stadium', 'London Stadium', 'London'],
    ['TOK01', 2025, 'tokyo-dome', 'Tokyo Dome', 'Tokyo'],
    ['BST01', 2025, 'bristol-motor-speedway', 'Bristol Motor Speedway', 'Bristol'],
    ['MEX02', 2026, 'estadio-alfredo-harp-helu', 'Estadio Alfredo Harp Helu', 'Mexico City'],
  ])('%s in %i is %s', (parkId, season, siteId, name, city) => {
    expect(retrosheetSiteId(parkId, season)).toBe(siteId);
    expect(siteFor(siteId, season)).toMatchObject({ siteId, name, city });
  });

  it('gives the 2024 venues the issue found missing: Gocheok Sky Dome and Rickwood Field', () => {
    expect(siteFor('gocheok-sky-dome', 2024)).toEqual({ siteId: 'gocheok-sky-dome', name: 'Gocheok Sky Dome', capacity: 16744, surface: 'Field Turf', city: 'Seoul', state: 'Seoul' });
    expect(siteFor('rickwood-field', 2024)).toEqual({ siteId: 'rickwood-field', name: 'Rickwood Field', capacity: 8300, surface: 'Grass', city: 'Birmingham', state: 'Alabama' });
  });

  it('holds a capacity as unknown (null) where none was published: Bristol\'s baseball layout', () => {
    expect(siteFor('bristol-motor-speedway', 2025)?.capacity).toBeNull();
  });
});

describe('the 2025 homes of the Athletics and the Rays', () => {
  it.each([
    ['ATH', 'SAC01', 'athletics', 'sutter-health-park'],
    ['TBA', 'TAM02', 'tampa-bay-rays', 'george-m-steinbrenner-field'],
  ])('%s plays at %s, its home site of 2025', (code, parkId, teamId, siteId) => {
    expect(retrosheetTeamId(code, 2025)).toBe(teamId);
    expect(retrosheetSiteId(parkId, 2025)).toBe(siteId);
    const team = findTeam('mlb', 2025, teamId);
    expect(team && homeSiteIdOf(team)).toBe(siteId);
  });

  it('the Rays are back at Tropicana Field (STP01) in 2026', () => {
    const team = findTeam('mlb', 2026, 'tampa-bay-rays');
    expect(team && homeSiteIdOf(team)).toBe(retrosheetSiteId('STP01', 2026));
  });
});
