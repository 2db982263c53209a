import { describe, expect, it } from 'vitest';
import { getRaceChart, raceChartGroups } from '../../src/engine/getRaceChart.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

/** The bundled 2019 season (data/retrosheet/GL2019.TXT), loaded once for the test files that read it. */
const state = loadRetrosheetSeason(2019);
const NOW = '2019-10-01T12:00:00-04:00';

describe('getRaceChart', () => {
  it('gives each team of a division its games back on every date, equal to the standings of that date', () => {
    const chart = getRaceChart(state, { sport: 'mlb', season: 2019, group: 'al-east' })!;
    expect(chart.series.map((s) => s.teamId)).toEqual(['new-york-yankees', 'tampa-bay-rays', 'boston-red-sox', 'toronto-blue-jays', 'baltimore-orioles']);
    expect(chart.dates[0]).toBe('2019-03-28');
    expect(chart.dates.at(-1)).toBe('2019-09-29');
    for (const date of ['2019-05-02', '2019-07-04', '2019-09-29']) {
      const i = chart.dates.indexOf(date as never);
      const rows = getStandings(state, { sport: 'mlb', date, now: NOW }).rows.filter((r) => r.team.conference === 'American' && r.team.division === 'East');
      for (const row of rows) {
        const series = chart.series.find((s) => s.teamId === row.team.teamId)!;
        expect(series.halvesBack[i], `${row.team.teamId} on ${date}`).toBe(row.gamesBackHalves);
      }
    }
    // 2019 final: Yankees 103-59, Orioles 54-108: 49 games back.
    expect(chart.series.at(-1)!.halvesBack.at(-1)).toBe(98);
  });

  it('a league is one group of fifteen, measured from its leader', () => {
    const chart = getRaceChart(state, { sport: 'mlb', season: 2019, group: 'nl' })!;
    expect(chart.series).toHaveLength(15);
    expect(chart.series[0]!.teamId).toBe('los-angeles-dodgers');
    expect(chart.group).toEqual({ slug: 'nl', name: 'National League', conference: 'National' });
    for (const s of chart.series) expect(s.halvesBack).toHaveLength(chart.dates.length);
    chart.dates.forEach((_, i) => expect(Math.min(...chart.series.map((s) => s.halvesBack[i]!))).toBe(0));
  });

  it('is derived once per season index, and undefined for a season without games', () => {
    expect(getRaceChart(state, { sport: 'mlb', season: 2019, group: 'al-west' })).toBe(getRaceChart(state, { sport: 'mlb', season: 2019, group: 'al-west' }));
    expect(getRaceChart(state, { sport: 'mlb', season: 2018, group: 'al-west' })).toBeUndefined();
  });

  it('an unknown group is a RangeError naming the slugs', () => {
    expect(() => getRaceChart(state, { sport: 'mlb', season: 2019, group: 'atlantic' })).toThrow(/^getRaceChart: unknown group "atlantic" for mlb \(one of al, al-east, al-central, al-west, nl, nl-east/);
    expect(raceChartGroups('nba').map((g) => g.slug)).toEqual(['east', 'atlantic', 'central', 'southeast', 'west', 'northwest', 'pacific', 'southwest']);
  });
});
