import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';

const NOW = '2019-12-31T12:00:00-05:00';
const groupsOf = (rows: readonly { team: { conference: string; division: string } }[]) => [...new Set(rows.map((r) => `${r.team.conference} ${r.team.division}`))];

describe('getStandings, MLB (DECISIONS 5 and 11, D38)', () => {
  it('lists AL then NL, each Central, East, West', () => {
    const rows = getStandings(createLeagueState(), { sport: 'mlb', date: '20190401', now: NOW }).rows;
    expect(rows).toHaveLength(30);
    expect(groupsOf(rows)).toEqual(['American Central', 'American East', 'American West', 'National Central', 'National East', 'National West']);
  });

  it('before any game, ranks every club of a division 1 (all 0.0 back and .000) and lists them by full name in reverse order', () => {
    const rows = getStandings(createLeagueState(), { sport: 'mlb', date: '20190401', now: NOW }).rows;
    expect(rows.every((r) => r.rank === 1)).toBe(true);
    for (let i = 0; i < rows.length; i += 5) {
      const names = rows.slice(i, i + 5).map((r) => r.team.fullName);
      expect(names).toEqual([...names].sort().reverse());
    }
    expect(rows.slice(5, 10).map((r) => r.team.teamId)).toEqual(['toronto-blue-jays', 'tampa-bay-rays', 'new-york-yankees', 'boston-red-sox', 'baltimore-orioles']);
  });

  it('splits a games-back tie by winning percentage in standings and in the wild card table, which ranks as standings do', () => {
    const played = (date: string, away: string, home: string, awayScore: number, homeScore: number) => ({
      sport: 'mlb' as const, date, status: 'completed' as const, away_team_id: away, home_team_id: home,
      away_points_scored: awayScore, home_points_scored: homeScore, start_date_time: `${date}T19:05:00-04:00`,
    });
    const r = ingest(createLeagueState(), {
      games: [
        played('2019-03-28', 'baltimore-orioles', 'new-york-yankees', 1, 2),
        played('2019-03-29', 'baltimore-orioles', 'new-york-yankees', 3, 2),
        played('2019-03-30', 'baltimore-orioles', 'new-york-yankees', 1, 2),
        played('2019-03-30', 'toronto-blue-jays', 'boston-red-sox', 1, 2),
        played('2019-03-30', 'detroit-tigers', 'kansas-city-royals', 1, 2),
        played('2019-03-30', 'seattle-mariners', 'los-angeles-angels', 1, 2),
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const query = { sport: 'mlb' as const, date: '20190401', now: NOW };
    const east = getStandings(r.state, query).rows.filter((row) => row.team.conference === 'American' && row.team.division === 'East');
    // Boston 1-0 (1.000) and New York 2-1 (.667) are both 0.0 back; Baltimore 1-2 (.333) and Toronto 0-1 (.000) both 1.0 back.
    expect(east.map((row) => [row.team.teamId, row.rank, row.gamesBackHalves])).toEqual([
      ['boston-red-sox', 1, 0],
      ['new-york-yankees', 2, 0],
      ['tampa-bay-rays', 3, 1],
      ['baltimore-orioles', 4, 2],
      ['toronto-blue-jays', 5, 2],
    ]);
    // The wild card table removes the rank-1 clubs only (Boston, Kansas City, Los Angeles), so New York, 0.0 back of
    // Boston, is in it. Seven clubs at 0-0 share rank 2 in reverse name order; Baltimore 1-2 is ahead of the three 0-1 clubs.
    const al = getWildcard(r.state, query).rows.filter((row) => row.team.conference === 'American');
    expect(al.map((row) => [row.team.teamId, row.rank])).toEqual([
      ['new-york-yankees', 1],
      ['texas-rangers', 2], ['tampa-bay-rays', 2], ['oakland-athletics', 2], ['minnesota-twins', 2], ['houston-astros', 2], ['cleveland-indians', 2], ['chicago-white-sox', 2],
      ['baltimore-orioles', 9],
      ['toronto-blue-jays', 10], ['seattle-mariners', 10], ['detroit-tigers', 10],
    ]);
  });
});
