/**
 * Final standings of three Retrosheet seasons against the Lahman database
 * (`shared/data/mlb/lahman/Teams.csv`, 1871-2023 release): W, L, R, RA per team, division
 * winners (DivWin) and wild cards (WCWin).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StandingRow } from '../../src/aggregates/StandingRow.js';
import { getStandings, getWildcard } from '../../src/engine/getStandings.js';
import { addDays, leagueDate } from '../../src/ids/index.js';
import { retrosheetTeamId } from '../../src/registry/index.js';
import { LAHMAN } from '../repoData.js';
import { loadRetrosheetSeason, readCsv } from './loadSeason.js';

const lahman = readCsv(path.join(LAHMAN, 'Teams.csv.gz'));

describe.each([2013, 2019, 2023])('season %i against Lahman Teams.csv', (year) => {
  const rows = lahman.filter((r) => r['yearID'] === String(year));
  const teamIdOf = (r: Record<string, string>) => retrosheetTeamId(r['teamIDretro']!, year)!;
  const now = `${year}-12-31T12:00:00-05:00`;
  const standings = () => getStandings(loadRetrosheetSeason(year), { sport: 'mlb', date: `${year}1231`, now });

  it('has thirty Lahman rows, each a known team', () => {
    expect(rows).toHaveLength(30);
    for (const r of rows) expect(teamIdOf(r)).toBeTruthy();
  });

  it('equals W, L, R and RA of every team', () => {
    const byTeam = new Map(standings().rows.map((row) => [row.team.teamId as string, row.record]));
    expect(byTeam.size).toBe(30);
    for (const r of rows) {
      const rec = byTeam.get(teamIdOf(r));
      expect({ team: r['teamIDretro'], W: rec?.won, L: rec?.lost, R: rec?.pointsFor, RA: rec?.pointsAgainst }).toEqual({
        team: r['teamIDretro'], W: Number(r['W']), L: Number(r['L']), R: Number(r['R']), RA: Number(r['RA']),
      });
    }
  });

  it('ranks exactly the division winners (DivWin = Y) first', () => {
    const leaders = standings().rows.filter((row) => row.rank === 1).map((row) => row.team.teamId as string).sort();
    const expected = rows.filter((r) => r['DivWin'] === 'Y').map(teamIdOf).sort();
    expect(leaders).toEqual(expected);
  });

  it('puts exactly the wild cards (WCWin = Y) in the wild card places', () => {
    const wc = getWildcard(loadRetrosheetSeason(year), { sport: 'mlb', date: `${year}1231`, now });
    const spots = year >= 2022 ? 3 : 2;
    const holders = wc.rows.filter((row) => row.rank <= spots).map((row) => row.team.teamId as string).sort();
    const expected = rows.filter((r) => r['WCWin'] === 'Y').map(teamIdOf).sort();
    expect(holders).toEqual(expected);
    // The last place holder is the reference: games back 0.0 there, negative above it.
    const perLeague = ['American', 'National'].map((c) => wc.rows.filter((row) => row.team.conference === c));
    for (const league of perLeague) {
      expect(league[spots - 1]!.gamesBackHalves).toBe(0);
      for (const row of league.slice(0, spots - 1)) expect(row.gamesBackHalves).toBeLessThanOrEqual(0);
    }
  });
});

describe('2023 AL West: Houston and Texas tied at 90-72', () => {
  it('gives Houston the division on head-to-head (9-4) and Texas rank 2 with games back 0.0, a wild card', () => {
    const state = loadRetrosheetSeason(2023);
    const now = '2023-12-31T12:00:00-05:00';
    const west = getStandings(state, { sport: 'mlb', date: '20231231', now }).rows.filter((r) => r.team.conference === 'American' && r.team.division === 'West');
    expect(west.slice(0, 2).map((r) => [r.team.teamId, r.rank, r.gamesBackHalves, r.record.won, r.record.lost])).toEqual([
      ['houston-astros', 1, 0, 90, 72],
      ['texas-rangers', 2, 0, 90, 72],
    ]);
    // Tampa Bay (99-63) holds the first wild card, Texas the second.
    const wc = getWildcard(state, { sport: 'mlb', date: '20231231', now }).rows;
    expect(wc.filter((r) => r.team.conference === 'American').slice(0, 3).map((r) => [r.team.teamId, r.rank])).toEqual([
      ['tampa-bay-rays', 1], ['texas-rangers', 2], ['toronto-blue-jays', 3],
    ]);
  });

  it('leaves a tie for first shared (rank 1 twice) while games remain, and splits 0.0 games back by percentage (DECISIONS 5, 11)', () => {
    const state = loadRetrosheetSeason(2023);
    const pct = (r: StandingRow) => r.record.won / (r.record.won + r.record.lost);
    let shared = 0;
    let split = 0;
    // August and September 2023: Texas and Seattle level at 72-56 on 08-25 (shared); Seattle 77-60
    // ahead of Houston 78-61 on 09-04 (split: .562 against .561, both 0.0 back).
    for (let date = leagueDate('2023-08-01'); date <= '2023-09-30'; date = addDays(date, 1)) {
      const rows = getStandings(state, { sport: 'mlb', date, now: '2023-12-31T12:00:00-05:00' }).rows;
      for (let i = 0; i < rows.length; i += 5) {
        const leaders = rows.slice(i, i + 5).filter((r) => r.gamesBackHalves === 0);
        leaders.forEach((r, k) => {
          if (k === 0) return;
          if (pct(r) === pct(leaders[0]!)) {
            shared++;
            expect(r.rank).toBe(1);
          } else {
            split++;
            expect(pct(r)).toBeLessThan(pct(leaders[0]!));
            expect(r.rank).toBe(k + 1);
          }
        });
      }
    }
    expect(shared).toBeGreaterThan(0);
    expect(split).toBeGreaterThan(0);
  });
});
