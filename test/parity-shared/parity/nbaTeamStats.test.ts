/**
 * NBA team stats from the xmlstats-derived team box scores of 2016-17 and 2017-18.
 * - Totals through a date equal the sum of the file's box score lines through that date
 *   (read here independently of the importer), for both teams and opponents.
 * - Against Basketball-Reference's season tables (`bref_season_tables/team_totals.csv`,
 *   `opponent_totals.csv`): games, wins and points equal for every team, with the one final score
 *   the service and Basketball-Reference disagree on (IND at LAL 2017-01-20, D15: the service is
 *   trusted). The other counting stats differ by a few units for every team (FGA, ORB, STL, BLK,
 *   TOV): the service recorded them on the night, Basketball-Reference carries later official
 *   stat corrections; the engine sums what the service recorded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getTeamStats } from '../../../src/engine/getTeamStats.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { formatTeamStats } from '../../../src/formatting/payloads/formatTeamStats.js';
import { KAGGLE_TEAM_BOX_SCORE_CORRECTIONS } from '../../../src/importers/nba/kaggleTeamBoxScoreCorrections.js';
import { parseKaggleTeamBoxScores } from '../../../src/importers/nba/parseKaggleTeamBoxScores.js';
import { nbaTeamIdOfAbbreviation } from '../../../src/registry/nbaTeamIdOfAbbreviation.js';
import { DATA } from '../../sharedData.js';
import { readCsv } from '../../parity/loadSeason.js';

const DIR = path.join(DATA, 'nba', 'xmlstats_kaggle');
const SEASONS = [
  { season: 2017, file: '2016-17_teamBoxScore.csv', last: '20170412' },
  { season: 2018, file: '2017-18_teamBoxScore.csv', last: '20180411' },
];

function load(file: string): LeagueState {
  const batch = parseKaggleTeamBoxScores(readFileSync(path.join(DIR, file), 'utf8'), { fileName: file, teamIdOf: nbaTeamIdOfAbbreviation, corrections: KAGGLE_TEAM_BOX_SCORE_CORRECTIONS });
  if (!batch.ok) throw new Error(JSON.stringify(batch.issues.slice(0, 3)));
  const r = ingest(createLeagueState(), batch.value);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

describe.each(SEASONS)('team stats $season', ({ season, file, last }) => {
  const state = load(file);
  const rows = readCsv(path.join(DIR, file));
  const corrected = new Map(KAGGLE_TEAM_BOX_SCORE_CORRECTIONS.flatMap((c) => [
    [`${c.date}|${c.away}`, { points: c.awayPoints, ...c.awayTotals }],
    [`${c.date}|${c.home}`, { points: c.homePoints, ...c.homeTotals }],
  ]));

  it('equals the sum of the box score lines through each date, for the team and its opponents', () => {
    const dates = [...new Set(rows.map((r) => r['gmDate']!))].sort();
    for (const date of [dates[10]!, dates[80]!, dates[dates.length - 1]!]) {
      const stats = getTeamStats(state, { date: date.replace(/-/g, ''), now: 0 });
      for (const row of stats.rows) {
        const mine = rows.filter((r) => r['gmDate']! <= date && nbaTeamIdOfAbbreviation(r['teamAbbr']!, season) === row.team.teamId);
        const value = (r: Record<string, string>, side: 'team' | 'oppt', col: string, field: string) => {
          const fix = corrected.get(`${r['gmDate']}|${r[`${side}Abbr`]}`) as Record<string, number> | undefined;
          return fix?.[field] ?? Number(r[`${side}${col}`]);
        };
        const sum = (side: 'team' | 'oppt', col: string, field: string) => mine.reduce((s, r) => s + value(r, side, col, field), 0);
        expect([row.team.teamId, row.gamesPlayed, row.totals.points, row.totals.fieldGoalsAttempted, row.totals.threePointFieldGoalsMade, row.totals.freeThrowsMade, row.totals.offensiveRebounds, row.totals.turnovers, row.opponentTotals.points, row.opponentTotals.blocks]).toEqual([
          row.team.teamId, mine.length, sum('team', 'PTS', 'points'), sum('team', 'FGA', 'fieldGoalsAttempted'), sum('team', '3PM', 'threePointFieldGoalsMade'),
          sum('team', 'FTM', 'freeThrowsMade'), sum('team', 'ORB', 'offensiveRebounds'), sum('team', 'TO', 'turnovers'), sum('oppt', 'PTS', 'points'), sum('oppt', 'BLK', 'blocks'),
        ]);
      }
    }
  });

  it('equals Basketball-Reference in games, wins, points and points allowed for every team', () => {
    const bref = readCsv(path.join(DATA, 'nba', 'bref_season_tables', 'team_totals.csv')).filter((r) => r['season'] === String(season));
    const opp = readCsv(path.join(DATA, 'nba', 'bref_season_tables', 'opponent_totals.csv')).filter((r) => r['season'] === String(season));
    const summaries = readCsv(path.join(DATA, 'nba', 'bref_season_tables', 'team_summaries.csv')).filter((r) => r['season'] === String(season));
    const stats = getTeamStats(state, { date: last, now: 0 });
    expect(stats.date).toBe(`${last.slice(0, 4)}-${last.slice(4, 6)}-${last.slice(6)}`);
    for (const row of stats.rows) {
      const name = row.team.fullName;
      const b = bref.find((r) => r['team'] === name)!;
      const o = opp.find((r) => r['team'] === name)!;
      const s = summaries.find((r) => r['team'] === name)!;
      // IND at LAL 2017-01-20: the service says 96 for Indiana, Basketball-Reference 95 (D15)
      const pointsFix = season === 2017 && row.team.teamId === 'indiana-pacers' ? 1 : 0;
      const allowedFix = season === 2017 && row.team.teamId === 'los-angeles-lakers' ? 1 : 0;
      expect([name, row.gamesPlayed, row.won, row.lost, row.totals.points - pointsFix, row.opponentTotals.points - allowedFix]).toEqual([
        name, Number(b['g']), Number(s['w']), Number(s['l']), Number(b['pts']), Number(o['opp_pts']),
      ]);
      // Made field goals and free throws agree too (the counts behind the points).
      expect([name, row.totals.fieldGoalsMade, row.totals.freeThrowsMade]).toEqual([name, Number(b['fg']), Number(b['ft'])]);
    }
  });

  it('differs from Basketball-Reference by a few units in the non-scoring counts the service recorded on the night (the service is trusted)', () => {
    const bref = readCsv(path.join(DATA, 'nba', 'bref_season_tables', 'team_totals.csv')).filter((r) => r['season'] === String(season));
    const stats = getTeamStats(state, { date: last, now: 0 });
    const fields = [['fga', 'fieldGoalsAttempted'], ['orb', 'offensiveRebounds'], ['drb', 'defensiveRebounds'], ['stl', 'steals'], ['blk', 'blocks'], ['tov', 'turnovers']] as const;
    let differing = 0;
    for (const row of stats.rows) {
      const b = bref.find((r) => r['team'] === row.team.fullName)!;
      for (const [column, field] of fields) {
        const gap = Math.abs(row.totals[field] - Number(b[column]));
        expect([row.team.teamId, column, gap <= 10]).toEqual([row.team.teamId, column, true]);
        if (gap > 0) differing++;
      }
    }
    // Most team-counts differ (later official corrections), none by more than 10 over a season.
    expect(differing).toBeGreaterThan(90);
  });

  it('prints per-game strings that agree with the floats, and &mdash; without attempts', () => {
    const body = JSON.parse(formatTeamStats(getTeamStats(state, { date: last, now: 0 }))) as { sport: string; team_stats_date: string; team_stats: { games_played: number; stats: Record<string, number | string> }[] };
    expect(body.sport).toBe('NBA');
    expect(body.team_stats).toHaveLength(30);
    for (const item of body.team_stats) {
      const st = item.stats;
      expect(st['rebounds']).toBe((st['offensive_rebounds'] as number) + (st['defensive_rebounds'] as number));
      expect(Math.abs(Number(st['rebounds_per_game_string']) - (st['rebounds_per_game'] as number))).toBeLessThanOrEqual(0.05);
      expect(Math.abs(Number(st['field_goal_percentage_string']) - 100 * (st['field_goal_percentage'] as number))).toBeLessThanOrEqual(0.051);
      expect(st['points_per_game_string']).toBe(((st['points'] as number) / item.games_played).toFixed(1));
    }
    const opening = JSON.parse(formatTeamStats(getTeamStats(state, { date: `${season - 1}1001`, now: 0 }))) as { team_stats: { games_played: number; stats: Record<string, unknown> }[] };
    expect(opening.team_stats[0]).toMatchObject({ games_played: 0, stats: { field_goal_percentage: 0, field_goal_percentage_string: '&mdash;', points_per_game_string: '0.0' } });
  });
});

describe('team stats 2017-18 against NBA.com', () => {
  const state = load('2017-18_teamBoxScore.csv');

  it('equals NBA.com (team_stats.csv, regular season) in games, record and points per game', () => {
    const nbaCom = readCsv(path.join(DATA, 'nba', 'nba_stats', '2017-18', 'team_stats.csv')).filter((r) => r['SEASON_TYPE'] === 'Regular Season');
    expect(nbaCom).toHaveLength(30);
    const body = JSON.parse(formatTeamStats(getTeamStats(state, { date: '20180411', now: 0 }))) as { team_stats: { team: { full_name: string }; games_played: number; won: number; lost: number; stats: Record<string, string> }[] };
    for (const want of nbaCom) {
      const name = want['TEAM_NAME'] === 'LA Clippers' ? 'Los Angeles Clippers' : want['TEAM_NAME'];
      const got = body.team_stats.find((t) => t.team.full_name === name)!;
      expect([name, got.games_played, got.won, got.lost, got.stats['points_per_game_string']]).toEqual([name, Number(want['GP']), Number(want['W']), Number(want['L']), Number(want['PTS']).toFixed(1)]);
    }
  });

});
