import { describe, expect, it } from 'vitest';
import type { PlayerLine } from '../../src/aggregates/PlayerLine.js';
import { formatDailyLeaders } from '../../src/formatting/payloads/formatDailyLeaders.js';
import { playerLineToJson } from '../../src/formatting/payloads/playerLineToJson.js';
import { writeJson } from '../../src/formatting/writeJson.js';
import type { LeagueDate } from '../../src/ids/index.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';

describe('formatDailyLeaders', () => {
  const team = getTeamsOfSeason('nba', 2018).find((t) => t.teamId === 'cleveland-cavaliers')!;
  const james: PlayerLine = {
    playerId: 'lebron-james', firstName: 'LeBron', lastName: 'James', displayName: 'LeBron James', position: 'SF', isStarter: true, minutes: 38,
    points: 25, rebounds: 12, assists: 10, turnovers: 4, steals: 1, blocks: 1,
    detail: { fieldGoalsAttempted: 18, fieldGoalsMade: 10, threePointFieldGoalsAttempted: 0, threePointFieldGoalsMade: 0, freeThrowsAttempted: 7,
      freeThrowsMade: 5, defensiveRebounds: 9, offensiveRebounds: 3, personalFouls: 1 },
  };

  it('is { daily_leaders_date (midnight of the date in the display zone), sort_type "default", player } with daily-leader lines', () => {
    const date = '2018-01-05' as LeagueDate;
    const text = formatDailyLeaders({ date, rows: [{ line: james, team }] });
    expect(text.startsWith('{\n  "daily_leaders_date" : "2018-01-05T00:00:00-05:00",\n  "sort_type" : "default",\n  "player" : [ {\n')).toBe(true);
    const parsed = JSON.parse(text) as { player: unknown[] };
    expect(Object.keys(parsed)).toEqual(['daily_leaders_date', 'sort_type', 'player']);
    expect(parsed.player).toEqual([JSON.parse(writeJson(playerLineToJson(james, 'CLE', 'daily-leaders'), 'compact'))]);
    expect(JSON.parse(formatDailyLeaders({ date, rows: [] }, { timeZone: 'America/Los_Angeles' }))).toEqual({ daily_leaders_date: '2018-01-05T00:00:00-08:00', sort_type: 'default', player: [] });
    expect(formatDailyLeaders({ date: '2018-04-15' as LeagueDate, rows: [] }, { style: 'compact' })).toBe('{"daily_leaders_date":"2018-04-15T00:00:00-04:00","sort_type":"default","player":[]}');
  });
});
