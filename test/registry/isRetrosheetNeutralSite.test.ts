import { describe, expect, it } from 'vitest';
import { isRetrosheetNeutralSite } from '../../src/registry/isRetrosheetNeutralSite.js';

describe('isRetrosheetNeutralSite', () => {
  it.each([
    ['SEO01', 'LAN', 'SDN', 2024, 'the Seoul Series'],
    ['BIR01', 'SFN', 'SLN', 2024, 'Rickwood Field'],
    ['LON01', 'NYA', 'BOS', 2019, 'the London Series'],
    ['TOK01', 'SEA', 'OAK', 2019, 'the Tokyo opener'],
    ['DYE01', 'NYA', 'CHA', 2021, 'Field of Dreams'],
    ['WIL02', 'CHN', 'PIT', 2019, 'the Little League Classic'],
    ['BST01', 'ATL', 'CIN', 2025, 'the Speedway Classic'],
    ['LBV01', 'TOR', 'TBA', 2008, 'the Rays at Disney'],
    ['STP01', 'TEX', 'HOU', 2017, 'Houston\'s "home" games at Tropicana Field after Hurricane Harvey'],
    ['NYC20', 'NYA', 'TBA', 2017, 'Tampa Bay\'s "home" games at Citi Field after Hurricane Irma'],
    ['XYZ01', 'LAN', 'SDN', 2024, 'a park the registry does not know'],
  ])('%s, %s at %s in %i: neutral (%s)', (park, visitor, home, season) => {
    expect(isRetrosheetNeutralSite(park, visitor, home, season)).toBe(true);
  });

  it.each([
    ['SAN02', 'LAN', 'SDN', 2024, 'the home team\'s park'],
    ['WAS11', 'WAS', 'TOR', 2020, 'Toronto\'s "home" game at the visitors\' park'],
    ['DUN01', 'BOS', 'TOR', 2021, 'Dunedin, Toronto\'s home of April-May 2021'],
    ['BUF05', 'BOS', 'TOR', 2021, 'Buffalo, Toronto\'s home of June-July 2021'],
    ['BUF05', 'MIA', 'TOR', 2020, 'Buffalo, Toronto\'s home of 2020'],
    ['SAC01', 'SEA', 'ATH', 2025, 'the Athletics in West Sacramento'],
    ['TAM02', 'NYA', 'TBA', 2025, 'the Rays in Tampa'],
    ['SEO01', 'LAN', 'SDN', 2007, 'a season the registry does not cover'],
    ['SEO01', 'LAN', 'ZZZ', 2024, 'a team code the registry does not know'],
  ])('%s, %s at %s in %i: not neutral (%s)', (park, visitor, home, season) => {
    expect(isRetrosheetNeutralSite(park, visitor, home, season)).toBe(false);
  });

  it('counts Dunedin as neutral for games of clubs it was never a home of, and in other seasons', () => {
    // Dunedin is Toronto's home of 2021 only: a game there between two other clubs is neutral.
    expect(isRetrosheetNeutralSite('DUN01', 'BOS', 'NYA', 2021)).toBe(true);
    expect(isRetrosheetNeutralSite('DUN01', 'BOS', 'TOR', 2022)).toBe(true);
  });
});
