import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { ingest } from '../../src/engine/ingest.js';

const EVENT = '20171017-boston-celtics-at-cleveland-cavaliers';

/** A complete line: `fgm` two-point field goals plus `tpm` threes plus `ftm` free throws. */
const line = (name: string, fgm: number, tpm: number, ftm: number, over: Record<string, unknown> = {}) => {
  const [first_name, last_name] = name.split(' ') as [string, string];
  return {
    last_name, first_name, position: 'G', is_starter: true, minutes: 30, points: 2 * (fgm + tpm) + tpm + ftm, assists: 3, turnovers: 2,
    steals: 1, blocks: 0, field_goals_attempted: fgm + tpm + 5, field_goals_made: fgm + tpm, three_point_field_goals_attempted: tpm + 2,
    three_point_field_goals_made: tpm, free_throws_attempted: ftm + 1, free_throws_made: ftm, defensive_rebounds: 4, offensive_rebounds: 1,
    personal_fouls: 2, ...over,
  };
};
const AWAY = [line('Kyrie Irving', 6, 2, 4), line('Jaylen Brown', 8, 2, 1)]; // 22 + 23 = 45
const HOME = [line('LeBron James', 10, 1, 6), line('Kevin Love', 3, 1, 1)]; // 29 + 10 = 39
const game = (extra: Record<string, unknown> = {}) => ({
  sport: 'nba', event_id: EVENT, status: 'completed', away_team_id: 'boston-celtics', home_team_id: 'cleveland-cavaliers',
  away_points_scored: 45, home_points_scored: 39, start_date_time: '2017-10-17T20:00:00-04:00', away_stats: AWAY, home_stats: HOME, ...extra,
});
const codes = (r: ReturnType<typeof ingest>) => (r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.slice(2).join('.')}`));

describe('ingest of basketball box scores', () => {
  it('keeps the player lines, officials and event information, and sums complete lines into the totals', () => {
    const r = ingest(createLeagueState(), {
      games: [game({ officials: [{ position: null, first_name: 'Derrick', last_name: 'Stafford' }], attendance: 20562, duration: '2:18', temperature: 0 })],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const g = findGame(r.state, 'nba', EVENT)!;
    expect(g.box?.awayPlayers.map((p) => [p.playerId, p.points, p.rebounds])).toEqual([['kyrie-irving', 22, 5], ['jaylen-brown', 23, 5]]);
    expect(g.box).toMatchObject({ attendance: 20562, durationMinutes: 138, temperature: 0, officials: [{ position: null, firstName: 'Derrick', lastName: 'Stafford' }] });
    expect(g.homeTotals).toMatchObject({ points: 39, fieldGoalsMade: 15, threePointFieldGoalsMade: 2, freeThrowsMade: 7, offensiveRebounds: 2, defensiveRebounds: 8 });
  });

  it('accepts basic lines (no makes or attempts) with total rebounds, and leaves totals unknown', () => {
    const basic = (name: string, points: number) => ({ ...Object.fromEntries(Object.entries(line(name, 0, 0, 0)).filter(([k]) => !/field_goals|free_throws|_rebounds|personal_fouls/.test(k))), points, rebounds: 7 });
    const r = ingest(createLeagueState(), { games: [game({ away_stats: [basic('Kyrie Irving', 45)], home_stats: [basic('LeBron James', 39)] })] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const g = findGame(r.state, 'nba', EVENT)!;
    expect(g.box?.homePlayers[0]).toMatchObject({ rebounds: 7, detail: null });
    expect(g.homeTotals).toBeNull();
  });

  it('refuses inconsistent lines, each problem named with its path, and leaves the state as it was', () => {
    const state = createLeagueState();
    const r = ingest(state, {
      games: [game({
        away_stats: [line('Kyrie Irving', 6, 2, 4, { free_throws_attempted: 3 }), line('Jaylen Brown', 8, 2, 1, { points: 24 })],
        home_stats: [line('LeBron James', 10, 1, 6, { rebounds: 9 }), line('Kevin Love', 3, 1, 1, { three_point_field_goals_made: 4 })],
      })],
    });
    expect(codes(r)).toEqual([
      'invalid_score away_stats.0.free_throws_made',
      'invalid_score away_stats.1.points',
      'invalid_score home_stats.0.rebounds',
      'invalid_score home_stats.1.three_point_field_goals_made',
      'invalid_score home_stats.1.points',
    ]);
    expect(state.seasons).toEqual({});
  });

  it('refuses negative minutes, lines that do not add up to the score or to the given totals, and a player twice', () => {
    expect(codes(ingest(createLeagueState(), { games: [game({ away_stats: [line('Kyrie Irving', 6, 2, 4, { minutes: -3 }), AWAY[1]] })] }))).toEqual(['invalid_input away_stats.0.minutes']);
    expect(codes(ingest(createLeagueState(), { games: [game({ away_points_scored: 46 })] }))).toEqual(['invalid_score away_stats']);
    const totals = { points: 39, assists: 6, turnovers: 4, steals: 2, blocks: 0, field_goals_attempted: 25, field_goals_made: 15,
      three_point_field_goals_attempted: 6, three_point_field_goals_made: 2, free_throws_attempted: 9, free_throws_made: 7, offensive_rebounds: 2,
      defensive_rebounds: 8, personal_fouls: 4 };
    expect(ingest(createLeagueState(), { games: [game({ home_totals: totals })] }).ok).toBe(true);
    expect(codes(ingest(createLeagueState(), { games: [game({ home_totals: { ...totals, steals: 3 } })] }))).toEqual(['invalid_score home_totals.steals']);
    // Team turnovers (charged to no player) may add to the lines' turnovers, never take away.
    const withTeamTurnovers = ingest(createLeagueState(), { games: [game({ home_totals: { ...totals, turnovers: 6 } })] });
    expect(withTeamTurnovers.ok && findGame(withTeamTurnovers.state, 'nba', EVENT)?.homeTotals?.turnovers).toBe(6);
    expect(codes(ingest(createLeagueState(), { games: [game({ home_totals: { ...totals, turnovers: 3 } })] }))).toEqual(['invalid_score home_totals.turnovers']);
    expect(codes(ingest(createLeagueState(), { games: [game({ home_stats: [HOME[0], HOME[1], { ...AWAY[0], points: 0, field_goals_made: 0, three_point_field_goals_made: 0, free_throws_made: 0 }] })] })))
      .toEqual(['conflict home_stats.2.player_id']);
  });

  it('refuses half-complete lines, basic lines without rebounds, mixed sides, box scores of unplayed games and bad durations', () => {
    const { personal_fouls: _pf, ...noFouls } = line('Kyrie Irving', 6, 2, 4);
    expect(codes(ingest(createLeagueState(), { games: [game({ away_stats: [noFouls, AWAY[1]] })] }))).toEqual(['invalid_input away_stats.0.personal_fouls']);
    const basicNoRebounds = { last_name: 'Irving', first_name: 'Kyrie', minutes: 30, points: 45, assists: 1, turnovers: 1, steals: 0, blocks: 0 };
    expect(codes(ingest(createLeagueState(), { games: [game({ away_stats: [basicNoRebounds] })] }))).toEqual(['invalid_input away_stats.0.rebounds']);
    const basicLine = { ...basicNoRebounds, first_name: 'Jaylen', last_name: 'Brown', points: 23, rebounds: 4 };
    expect(codes(ingest(createLeagueState(), { games: [game({ away_stats: [AWAY[0], basicLine] })] }))).toEqual(['invalid_input away_stats.1']);
    const scheduled = game({ status: 'scheduled', away_points_scored: undefined, home_points_scored: undefined });
    expect(codes(ingest(createLeagueState(), { games: [scheduled] }))).toEqual(['invalid_input ']);
    expect(codes(ingest(createLeagueState(), { games: [game({ duration: '2h18' })] }))).toEqual(['invalid_input duration']);
  });

  it('treats the same box score again as a no-op and a different one as a conflict unless corrected', () => {
    const first = ingest(createLeagueState(), { games: [game()] });
    if (!first.ok) throw new Error(JSON.stringify(first.issues));
    const again = ingest(first.state, { games: [game()] });
    expect(again.ok && again.state).toBe(first.state);
    const changed = game({ home_stats: [line('LeBron James', 10, 1, 6, { assists: 9 }), HOME[1]] });
    expect(codes(ingest(first.state, { games: [changed] }))).toEqual(['conflict ']);
    const corrected = ingest(first.state, { corrections: [changed] });
    expect(corrected.ok && findGame(corrected.state, 'nba', EVENT)?.box?.homePlayers[0]?.assists).toBe(9);
  });

  it('names a player twice in a game with where it was first seen, and the same players again in the next game of the batch are no conflict', () => {
    const r = ingest(createLeagueState(), { games: [game({
      home_points_scored: 29,
      away_stats: [AWAY[0]!, AWAY[1]!, line('Kyrie Irving', 0, 0, 0, { points: 0 })],
      home_stats: [HOME[0]!, line('Jaylen Brown', 0, 0, 0, { points: 0 }), line('LeBron James', 0, 0, 0, { points: 0 })],
    })] });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path.slice(2).join('.'), i.message])).toEqual([
      ['conflict', 'away_stats.2.player_id', 'player "kyrie-irving" appears twice in the game (also away_stats[0])'],
      ['conflict', 'home_stats.1.player_id', 'player "jaylen-brown" appears twice in the game (also away_stats[1])'],
      ['conflict', 'home_stats.2.player_id', 'player "lebron-james" appears twice in the game (also home_stats[0])'],
    ]);
    const next = '20171018-boston-celtics-at-cleveland-cavaliers';
    const two = ingest(createLeagueState(), { games: [game(), game({ event_id: next, start_date_time: '2017-10-18T20:00:00-04:00' })] });
    if (!two.ok) throw new Error(JSON.stringify(two.issues));
    expect(findGame(two.state, 'nba', next)?.box?.awayPlayers.map((p) => p.playerId)).toEqual(['kyrie-irving', 'jaylen-brown']);
  });

  it('derives totals equal to the sums of any valid complete lines (property)', () => {
    const shot = fc.record({ fgm: fc.nat(12), tpm: fc.nat(5), ftm: fc.nat(10), ast: fc.nat(15), orb: fc.nat(6), drb: fc.nat(12) });
    fc.assert(
      fc.property(fc.array(shot, { minLength: 1, maxLength: 12 }), (shots) => {
        const lines = shots.map((s, i) => line(`P${i} Q${i}`, s.fgm, s.tpm, s.ftm, { assists: s.ast, offensive_rebounds: s.orb, defensive_rebounds: s.drb }));
        const points = lines.reduce((n, l) => n + l.points, 0);
        const r = ingest(createLeagueState(), { games: [game({ away_stats: lines, away_points_scored: points })] });
        if (!r.ok) throw new Error(JSON.stringify(r.issues));
        const t = findGame(r.state, 'nba', EVENT)!.awayTotals!;
        expect(t.points).toBe(points);
        expect(t.assists).toBe(shots.reduce((n, s) => n + s.ast, 0));
        expect(t.offensiveRebounds + t.defensiveRebounds).toBe(shots.reduce((n, s) => n + s.orb + s.drb, 0));
        expect(t.fieldGoalsMade).toBe(shots.reduce((n, s) => n + s.fgm + s.tpm, 0));
      }),
    );
  });
});
