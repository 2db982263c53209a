import { describe, expect, it } from 'vitest';
import { getPlayoffPicture } from '../../src/engine/getPlayoffPicture.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

/** The bundled 2019 season (data/retrosheet/GL2019.TXT), loaded once for the test files that read it. */
const state = loadRetrosheetSeason(2019);
const NOW = '2019-10-01T12:00:00-04:00';
const statusOf = (team: { clinch: { goals: readonly { goal: string; status: string }[] } }, goal: string) => team.clinch.goals.find((g) => g.goal === goal)?.status;

describe('getPlayoffPicture', () => {
  it('the final 2019 picture: the real seeds of both leagues, every team once, no game left', () => {
    const picture = getPlayoffPicture(state, { sport: 'mlb', date: '2019-09-30', now: NOW })!;
    expect([picture.sport, picture.season, picture.asOf, picture.gamesLeft]).toEqual(['mlb', 2019, '2019-09-30', 0]);
    expect(picture.groups.map((g) => g.conference)).toEqual(['American', 'National']);
    // MLB.com, 2019 postseason: AL Astros, Yankees, Twins, Athletics, Rays; NL Dodgers, Braves, Cardinals, Nationals, Brewers.
    expect(picture.groups.map((g) => g.seeds.map((s) => `${s.seed} ${s.teamId} ${s.via}`))).toEqual([
      ['1 houston-astros division', '2 new-york-yankees division', '3 minnesota-twins division', '4 oakland-athletics wildcard', '5 tampa-bay-rays wildcard'],
      ['1 los-angeles-dodgers division', '2 atlanta-braves division', '3 st-louis-cardinals division', '4 washington-nationals wildcard', '5 milwaukee-brewers wildcard'],
    ]);
    for (const g of picture.groups) {
      expect(g.teams).toHaveLength(15);
      expect(g.teams.slice(0, 5).map((t) => t.teamId)).toEqual(g.seeds.map((s) => s.teamId));
      for (const t of g.teams) {
        expect(statusOf(t, 'postseason'), t.teamId).toBe(t.seed === null ? 'eliminated' : 'clinched');
        expect(t.gamesLeft).toBe(0);
      }
    }
    const astros = picture.groups[0]!.teams[0]!;
    expect([astros.won, astros.lost, astros.seed, astros.fullName, astros.abbreviation, astros.division]).toEqual([107, 55, 1, 'Houston Astros', 'HOU', 'West']);
  });

  it('refuses a tie search budget that is not a whole number of nodes, the season over or not', () => {
    for (const date of ['2019-09-30', '2019-09-25']) {
      expect(() => getPlayoffPicture(state, { sport: 'mlb', date, now: NOW, tieSearchBudget: Number.NaN }), date).toThrow(RangeError);
      expect(() => getPlayoffPicture(state, { sport: 'mlb', date, now: NOW, tieSearchBudget: -5 }), date).toThrow('computeClinch: tieSearchBudget must be a whole number of nodes');
    }
  });

  it('as of 2019-09-25: Minnesota has clinched the AL Central, Cleveland is out of it and alive for a wild card', () => {
    const picture = getPlayoffPicture(state, { sport: 'mlb', date: '20190925', now: NOW })!;
    expect(picture.gamesLeft).toBeGreaterThan(0);
    const al = picture.groups[0]!;
    const team = (id: string) => al.teams.find((t) => t.teamId === id)!;
    expect(statusOf(team('minnesota-twins'), 'division')).toBe('clinched');
    expect(statusOf(team('cleveland-indians'), 'division')).toBe('eliminated');
    expect(statusOf(team('cleveland-indians'), 'postseason')).toBe('alive');
    expect(team('cleveland-indians').seed).toBeNull();
    const left = picture.groups.flatMap((g) => g.teams).reduce((sum, t) => sum + t.gamesLeft, 0);
    expect(left).toBe(2 * picture.gamesLeft);
  });

  it('without a date, the clock\'s league day; undefined when no season of the sport is known', () => {
    expect(getPlayoffPicture(state, { sport: 'mlb', now: '2019-09-26T12:00:00-04:00' })!.asOf).toBe('2019-09-26');
    expect(getPlayoffPicture(state, { sport: 'nba', date: '2019-03-01', now: NOW })).toBeUndefined();
  });
});
