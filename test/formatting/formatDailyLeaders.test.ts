import { describe, expect, it } from 'vitest';
import type { PlayerLine } from '../../src/aggregates/PlayerLine.js';
import { formatDailyLeaders, formatDailyLeadersParts } from '../../src/formatting/payloads/formatDailyLeaders.js';
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

  it('writes a frozen line once per team abbreviation, style and level, in its own form beside the box score\'s; an unfrozen line afresh', () => {
    const date = '2018-01-05' as LeagueDate;
    const frozen = Object.freeze({ ...james, detail: Object.freeze({ ...james.detail! }) });
    const lakers = getTeamsOfSeason('nba', 2019).find((t) => t.teamId === 'los-angeles-lakers')!;
    const players = (t: typeof team, style: 'pretty' | 'compact' = 'pretty') => (JSON.parse(formatDailyLeaders({ date, rows: [{ line: frozen, team: t }] }, { style })) as { player: Record<string, unknown>[] }).player;
    for (const [t, abbreviation] of [[team, 'CLE'], [lakers, 'LAL'], [team, 'CLE']] as const) {
      for (const style of ['pretty', 'compact'] as const) {
        expect(players(t, style)).toEqual([JSON.parse(writeJson(playerLineToJson(frozen, abbreviation, 'daily-leaders'), 'compact'))]);
      }
    }
    // The daily leaders' form (with rebounds and the strings), not the box score's kept for the same line.
    expect(Object.keys(players(team)[0]!)).toContain('field_goal_percentage_string');
    const own: PlayerLine = { ...james, points: 25 };
    const points = () => (JSON.parse(formatDailyLeaders({ date, rows: [{ line: own, team }] })) as { player: { points: number }[] }).player[0]!.points;
    expect(points()).toBe(25);
    (own as { points: number }).points = 27;
    expect(points()).toBe(27);
  });

  it('in parts, the head kept per frozen payload, zone and style (D191): each zone, style and date its own text; a payload not frozen written anew on each call', () => {
    const date = '2018-01-05' as LeagueDate;
    const line = Object.freeze({ ...james, detail: Object.freeze({ ...james.detail! }) });
    const payload = Object.freeze({ date, rows: Object.freeze([Object.freeze({ line, team })]) });
    const first = formatDailyLeadersParts(payload);
    const again = formatDailyLeadersParts(payload, { style: 'pretty', timeZone: 'America/New_York' });
    expect(again[0]).toBe(first[0]);
    expect(again.join('')).toBe(formatDailyLeaders(payload));
    // Kept texts at even places, brackets and separators between them, as encodeAlternating writes them.
    expect(first.filter((_, i) => i % 2 === 1)).toEqual(['[ ', ' ]']);
    for (const options of [{ timeZone: 'America/Los_Angeles' }, { style: 'compact' as const }, { style: 'compact' as const, timeZone: 'Asia/Tokyo' }]) {
      const parts = formatDailyLeadersParts(payload, options);
      expect(parts.join('')).toBe(formatDailyLeaders(payload, options));
      expect(formatDailyLeadersParts(payload, options)[0]).toBe(parts[0]);
    }
    // Another date, the same zone: its own head.
    const later = Object.freeze({ ...payload, date: '2018-01-06' as LeagueDate });
    expect(formatDailyLeadersParts(later)[0]).toContain('2018-01-06T00:00:00-05:00');
    // A payload that may change is written anew: its date changed, its head follows.
    const own = { date, rows: [{ line, team }] };
    expect(formatDailyLeadersParts(own)[0]).toContain('2018-01-05T00:00:00-05:00');
    own.date = '2018-01-07' as LeagueDate;
    expect(formatDailyLeadersParts(own)[0]).toContain('2018-01-07T00:00:00-05:00');
  });

  it('in parts (D177): joined, the text in both styles and zones; each player\'s line a part of its own', () => {
    const date = '2018-01-05' as LeagueDate;
    const frozen = Object.freeze({ ...james, detail: Object.freeze({ ...james.detail! }) });
    for (const rows of [[], [{ line: frozen, team }], [{ line: frozen, team }, { line: james, team }]]) {
      for (const options of [{}, { style: 'compact' as const }, { timeZone: 'America/Los_Angeles' }]) {
        const parts = formatDailyLeadersParts({ date, rows }, options);
        expect(parts.join('')).toBe(formatDailyLeaders({ date, rows }, options));
        expect(parts).toHaveLength(rows.length === 0 ? 1 : 2 * rows.length + 3);
      }
    }
  });
});
