import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { ingest } from '../../src/engine/ingest.js';

const totals = (points: number, over: Record<string, number> = {}) => ({
  points, assists: 20, turnovers: 12, steals: 7, blocks: 4, field_goals_attempted: 85, field_goals_made: 40,
  three_point_field_goals_attempted: 30, three_point_field_goals_made: 10, free_throws_attempted: 20, free_throws_made: points - 90,
  offensive_rebounds: 10, defensive_rebounds: 32, personal_fouls: 19, ...over,
});
const game = (extra: Record<string, unknown>) => ({
  sport: 'nba', event_id: '20171017-boston-celtics-at-cleveland-cavaliers', status: 'completed', away_team_id: 'boston-celtics',
  home_team_id: 'cleveland-cavaliers', away_points_scored: 99, home_points_scored: 102, start_date_time: '2017-10-17T20:00:00-04:00', ...extra,
});

describe('basketball box score totals', () => {
  it('are stored with the game when they agree with the score and with the shots made', () => {
    const r = ingest(createLeagueState(), { games: [game({ away_totals: totals(99), home_totals: totals(102) })] });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(findGame(r.state, 'nba', '20171017-boston-celtics-at-cleveland-cavaliers')?.homeTotals).toMatchObject({ points: 102, freeThrowsMade: 12, defensiveRebounds: 32 });
  });

  it('are refused, each problem named, when makes exceed attempts or the points disagree', () => {
    const r = ingest(createLeagueState(), {
      games: [game({ away_totals: totals(99, { free_throws_attempted: 5 }), home_totals: totals(101, { free_throws_made: 12 }) })],
    });
    expect(r.ok ? [] : r.issues.map((i) => `${i.code} ${i.path.slice(2).join('.')}`)).toEqual([
      'invalid_score away_totals.free_throws_made',
      'invalid_score home_totals.points',
      'invalid_score home_totals.points',
    ]);
    const scheduled = ingest(createLeagueState(), { games: [{ ...game({ home_totals: totals(102) }), status: 'scheduled', away_points_scored: undefined, home_points_scored: undefined }] });
    expect(scheduled.ok ? undefined : scheduled.issues[0]?.code).toBe('invalid_score');
  });
});
