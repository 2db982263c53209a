import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import { formatStandings, formatWildcard } from '../../src/formatting/payloads/formatStandings.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

const NOW = '2019-12-31T12:00:00-05:00';
type PayloadRow = { team_id: string; games_back: number; win_percentage: string; won: number; lost: number };

describe('standings rows carry games back and winning percentage as numbers (D81)', () => {
  const state = loadRetrosheetSeason(2019);
  const query = { sport: 'mlb' as const, date: '20190929', now: NOW };

  it('final 2019 standings: the leaders 0 back, the others their games back, the winning percentage unrounded', () => {
    const rows = getStandings(state, query).rows;
    const of = (id: string) => rows.find((r) => r.team.teamId === id)!;
    expect([of('new-york-yankees').gamesBack, of('new-york-yankees').winPercentage]).toEqual([0, 103 / 162]);
    expect([of('boston-red-sox').gamesBack, of('boston-red-sox').winPercentage]).toEqual([19, 84 / 162]);
    expect(of('detroit-tigers').gamesBack).toBe(53.5); // 47-114, one game not played
    expect(of('detroit-tigers').winPercentage).toBe(47 / 161);
    for (const row of rows) {
      expect(row.gamesBack).toBe(row.gamesBackHalves / 2);
      expect(row.winPercentage).toBe(row.record.won / (row.record.won + row.record.lost));
      if (row.rank === 1) expect(Object.is(row.gamesBack, 0)).toBe(true);
    }
  });

  it('agree with the payload, whose bytes print the same games back and the winning percentage rounded to three decimals', () => {
    for (const [payload, text] of [
      [getStandings(state, query), formatStandings(getStandings(state, query))],
      [getWildcard(state, query), formatWildcard(getWildcard(state, query))],
    ] as const) {
      const printed = (JSON.parse(text) as { standing: PayloadRow[] }).standing;
      expect(printed.map((p) => p.team_id)).toEqual(payload.rows.map((r) => r.team.teamId));
      payload.rows.forEach((row, i) => {
        const p = printed[i]!;
        expect(p.games_back).toBe(row.gamesBack);
        expect(Math.abs(Number(p.win_percentage) - row.winPercentage)).toBeLessThanOrEqual(0.0005);
      });
    }
  });

  it('the wild card table: 0 for the last wild card place, negative ahead of it', () => {
    const al = getWildcard(state, query).rows.filter((r) => r.team.conference === 'American');
    expect(al.slice(0, 3).map((r) => [r.team.teamId, r.gamesBack, r.winPercentage])).toEqual([
      ['oakland-athletics', -1, 97 / 162],
      ['tampa-bay-rays', 0, 96 / 162],
      ['cleveland-indians', 3, 93 / 162],
    ]);
  });

  it('before any game: every row 0 back and a winning percentage of 0; NBA rows too, with their playoff seeds', () => {
    for (const row of getStandings(createLeagueState(), { sport: 'mlb', date: '20190301', now: NOW }).rows) {
      expect([row.gamesBack, row.winPercentage]).toEqual([0, 0]);
    }
    const r = ingest(createLeagueState(), {
      games: [
        { sport: 'nba', date: '2018-10-16', status: 'completed', away_team_id: 'oklahoma-city-thunder', home_team_id: 'golden-state-warriors',
          start_date_time: '2018-10-16T22:30:00-04:00', away_points_scored: 100, home_points_scored: 108 },
        { sport: 'nba', date: '2018-10-17', status: 'completed', away_team_id: 'oklahoma-city-thunder', home_team_id: 'los-angeles-clippers',
          start_date_time: '2018-10-17T22:30:00-04:00', away_points_scored: 98, home_points_scored: 108 },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const west = getStandings(r.state, { sport: 'nba', date: '20181018', now: NOW }).rows.filter((row) => row.team.conference === 'West');
    const okc = west.find((row) => row.team.teamId === 'oklahoma-city-thunder')!;
    expect([okc.gamesBack, okc.winPercentage, typeof okc.playoffSeed]).toEqual([1.5, 0, 'number']); // 0-2 behind 1-0
    expect(west.find((row) => row.team.teamId === 'golden-state-warriors')).toMatchObject({ gamesBack: 0, winPercentage: 1 });
  });
});
