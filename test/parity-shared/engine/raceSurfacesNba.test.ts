/**
 * The race surfaces on a real NBA season (2017-18, loaded from the shared data folder as
 * `sports-stats --data` loads it): the race chart of a conference and a division, equal to the
 * standings' games back on sampled dates, and served by the extension route; the final playoff
 * picture (NBA.com's 2018 playoff seeds) and odds that are the same on every run with a seed.
 */
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPlayoffOdds } from '../../../src/engine/getPlayoffOdds.js';
import { getPlayoffPicture } from '../../../src/engine/getPlayoffPicture.js';
import { getRaceChart } from '../../../src/engine/getRaceChart.js';
import { getStandings } from '../../../src/engine/getStandings.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { respond } from '../../../src/engine/router/respond.js';
import { loadData } from '../../../src/importers/loadData.js';
import { sharedPath } from '../../sharedData.js';

const NOW = '2018-06-30T12:00:00-04:00';
let state: LeagueState;
beforeAll(async () => {
  const r = await loadData([sharedPath('nba')]);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  state = r.value;
}, 120_000);

describe('NBA 2017-18 race chart', () => {
  it('the Western Conference: fifteen lines, games back of the conference leader as the standings measure them', () => {
    const chart = getRaceChart(state, { sport: 'nba', season: 2018, group: 'west' })!;
    expect(chart.series).toHaveLength(15);
    expect(chart.series[0]!.teamId).toBe('houston-rockets');
    for (const date of ['2017-12-25', '2018-02-14', '2018-04-11']) {
      const i = chart.dates.indexOf(date as never);
      expect(i, date).toBeGreaterThanOrEqual(0);
      const rows = getStandings(state, { sport: 'nba', date, now: NOW }).rows.filter((r) => r.team.conference === 'West');
      for (const row of rows) expect(chart.series.find((s) => s.teamId === row.team.teamId)!.halvesBack[i], `${row.team.teamId} ${date}`).toBe(row.gamesBackHalves);
    }
  });

  it('a division by its slug, served as SVG', () => {
    const chart = getRaceChart(state, { sport: 'nba', season: 2018, group: 'atlantic' })!;
    expect(chart.series.map((s) => s.teamId)).toEqual(['toronto-raptors', 'boston-celtics', 'philadelphia-76ers', 'new-york-knicks', 'brooklyn-nets']);
    const r = respond(state, { method: 'GET', url: '/ext/nba/race-chart/2018/atlantic.svg', headers: {} }, { now: NOW });
    expect([r.status, r.headers['Content-Type']]).toEqual([200, 'image/svg+xml']);
    expect(XMLValidator.validate(r.body)).toBe(true);
    expect(r.body.match(/<path /g)).toHaveLength(5);
  });
});

describe('NBA 2017-18 playoff picture and odds', () => {
  it('the final picture: the 2018 playoff seeds of both conferences (NBA.com), served as the extension document', () => {
    const picture = getPlayoffPicture(state, { sport: 'nba', date: '2018-04-11', now: NOW })!;
    expect([picture.season, picture.gamesLeft, picture.groups.map((g) => g.conference)]).toEqual([2018, 0, ['East', 'West']]);
    expect(picture.groups.map((g) => g.seeds.map((s) => s.teamId))).toEqual([
      ['toronto-raptors', 'boston-celtics', 'philadelphia-76ers', 'cleveland-cavaliers', 'indiana-pacers', 'miami-heat', 'milwaukee-bucks', 'washington-wizards'],
      ['houston-rockets', 'golden-state-warriors', 'portland-trail-blazers', 'oklahoma-city-thunder', 'utah-jazz', 'new-orleans-pelicans', 'san-antonio-spurs', 'minnesota-timberwolves'],
    ]);
    const r = respond(state, { method: 'GET', url: '/ext/nba/playoff-picture/20180411.json', headers: {} }, { now: NOW });
    expect(r.status).toBe(200);
    expect((JSON.parse(r.body) as { groups: { teams: unknown[] }[] }).groups.map((g) => g.teams.length)).toEqual([15, 15]);
  });

  it('odds from March 1 with a fixed seed are identical across runs', () => {
    const a = getPlayoffOdds(state, { sport: 'nba', date: '2018-03-01', now: NOW, n: 300, seed: 2018 })!;
    expect(getPlayoffOdds(state, { sport: 'nba', date: '2018-03-01', now: NOW, n: 300, seed: 2018 })).toEqual(a);
    expect(a.groups.map((g) => g.teams.length)).toEqual([15, 15]);
    expect(a.groups[0]!.teams[0]!.odds.map((o) => o.goal).slice(0, 4)).toEqual(['division', 'postseason', 'seed1', 'seed2']);
  });
});
