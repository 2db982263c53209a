import { describe, expect, it } from 'vitest';
import type { BoxScoreFacts } from '../../src/aggregates/BoxScoreFacts.js';
import type { PlayerLine, PlayerLineDetail } from '../../src/aggregates/PlayerLine.js';
import type { Site } from '../../src/aggregates/Site.js';
import type { Team } from '../../src/aggregates/Team.js';
import type { TeamBoxTotals } from '../../src/aggregates/TeamBoxTotals.js';
import type { TeamId } from '../../src/ids/index.js';
import { writeJson } from '../../src/formatting/writeJson.js';
import { boxTotalsToJson } from '../../src/formatting/payloads/boxTotalsToJson.js';
import { formatBoxscore, type BoxscorePayloadLike } from '../../src/formatting/payloads/formatBoxscore.js';
import { playerLineToJson } from '../../src/formatting/payloads/playerLineToJson.js';
import { readJsonSource } from './readJsonSource.js';

const ZERO: PlayerLineDetail = {
  fieldGoalsAttempted: 0, fieldGoalsMade: 0, threePointFieldGoalsAttempted: 0, threePointFieldGoalsMade: 0, freeThrowsAttempted: 0,
  freeThrowsMade: 0, defensiveRebounds: 0, offensiveRebounds: 0, personalFouls: 0,
};

function line(name: string, detail: Partial<PlayerLineDetail> | null, extra: Partial<PlayerLine> = {}): PlayerLine {
  const [first, last] = name.split(' ') as [string, string];
  const d = detail === null ? null : { ...ZERO, ...detail };
  return {
    playerId: name.toLowerCase().replace(' ', '-'), firstName: first, lastName: last, displayName: name, position: 'G', isStarter: true, minutes: 30,
    points: d ? 2 * d.fieldGoalsMade + d.threePointFieldGoalsMade + d.freeThrowsMade : 10, rebounds: d ? d.offensiveRebounds + d.defensiveRebounds : 4,
    assists: 1, turnovers: 2, steals: 3, blocks: 4, detail: d, ...extra,
  };
}

const parse = (value: Parameters<typeof writeJson>[0]) => JSON.parse(writeJson(value, 'compact')) as Record<string, unknown>;

describe('playerLineToJson', () => {
  // 1 of 16 is 0.0625: half-up gives 0.063 and "6.3" (half-even would give 0.062 and "6.2").
  const shooter = line('Half Up', { fieldGoalsAttempted: 16, fieldGoalsMade: 1, threePointFieldGoalsAttempted: 3, threePointFieldGoalsMade: 2, freeThrowsAttempted: 0, offensiveRebounds: 2, defensiveRebounds: 5 });

  it('prints the box score line in the documentation order, fractions half-up to 3 decimals, 0.0 without attempts', () => {
    expect(writeJson(playerLineToJson(shooter, 'ABC'), 'compact')).toBe(
      '{"last_name":"Up","first_name":"Half","display_name":"Half Up","position":"G","minutes":30,"points":4,"assists":1,"turnovers":2,"steals":3,"blocks":4,'
      + '"field_goals_attempted":16,"field_goals_made":1,"three_point_field_goals_attempted":3,"three_point_field_goals_made":2,"free_throws_attempted":0,'
      + '"free_throws_made":0,"defensive_rebounds":5,"offensive_rebounds":2,"personal_fouls":0,"team_abbreviation":"ABC","is_starter":true,'
      + '"field_goal_percentage":0.063,"three_point_percentage":0.667,"free_throw_percentage":0.0}',
    );
  });

  it('adds rebounds after blocks and the percent strings after the fractions for daily leaders, &mdash; without attempts', () => {
    const json = parse(playerLineToJson(shooter, 'ABC', 'daily-leaders'));
    const keys = Object.keys(json);
    expect(keys.slice(9, 12)).toEqual(['blocks', 'rebounds', 'field_goals_attempted']);
    expect(keys.slice(-6)).toEqual([
      'field_goal_percentage', 'three_point_percentage', 'free_throw_percentage',
      'field_goal_percentage_string', 'three_point_field_goal_percentage_string', 'free_throw_percentage_string',
    ]);
    expect(keys).toHaveLength(28);
    expect(json).toMatchObject({ rebounds: 7, field_goal_percentage_string: '6.3', three_point_field_goal_percentage_string: '66.7', free_throw_percentage_string: '&mdash;' });
    expect(writeJson(playerLineToJson(line('Perfect Shot', { freeThrowsAttempted: 3, freeThrowsMade: 3 }), 'ABC', 'daily-leaders'), 'compact')).toContain(
      '"free_throw_percentage":1.0,"field_goal_percentage_string":"&mdash;","three_point_field_goal_percentage_string":"&mdash;","free_throw_percentage_string":"100.0"}',
    );
  });

  it('escapes names from data and refuses a basic line or an unknown variant', () => {
    expect(writeJson(playerLineToJson(line('Say "Hi"', {}), 'ABC'), 'compact')).toContain('"last_name":"\\"Hi\\""');
    expect(() => playerLineToJson(line('Basic Line', null), 'ABC')).toThrow(/^playerLineToJson: .*basic/);
    expect(() => playerLineToJson(line('Any One', {}), 'ABC', 'roster' as 'boxscore')).toThrow(/^playerLineToJson: unknown variant/);
  });
});

describe('boxTotalsToJson', () => {
  it('prints minutes as given and the percentages of the summed makes and attempts', () => {
    const totals: TeamBoxTotals = { points: 100, assists: 20, turnovers: 10, steals: 5, blocks: 4, fieldGoalsAttempted: 80, fieldGoalsMade: 35,
      threePointFieldGoalsAttempted: 0, threePointFieldGoalsMade: 0, freeThrowsAttempted: 33, freeThrowsMade: 30, offensiveRebounds: 9, defensiveRebounds: 31, personalFouls: 18 };
    expect(writeJson(boxTotalsToJson(totals, 265), 'compact')).toBe(
      '{"minutes":265,"points":100,"assists":20,"turnovers":10,"steals":5,"blocks":4,"field_goals_attempted":80,"field_goals_made":35,'
      + '"three_point_field_goals_attempted":0,"three_point_field_goals_made":0,"free_throws_attempted":33,"free_throws_made":30,'
      + '"defensive_rebounds":31,"offensive_rebounds":9,"personal_fouls":18,"field_goal_percentage":0.438,"three_point_percentage":0.0,"free_throw_percentage":0.909}',
    );
  });
});

describe('formatBoxscore', () => {
  const team = (id: string, abbreviation: string, city: string, nickname: string): Team => ({
    sport: 'nba', season: 2019, teamId: id as TeamId, abbreviation, active: true, firstName: city, lastName: nickname, fullName: `${city} ${nickname}`,
    conference: 'East', division: 'Atlantic', siteName: `${city} Arena`, city, state: 'New York',
  });
  const site: Site = { siteId: 'home-arena', name: 'Home Arena', capacity: 18000, surface: 'Hardwood', city: 'Home', state: 'New York' };
  const away = [line('Al One', { fieldGoalsAttempted: 2, fieldGoalsMade: 1 }, { minutes: 200 }), line('Bo Two', { freeThrowsAttempted: 2, freeThrowsMade: 1 }, { minutes: 41, isStarter: false })];
  const home = [line('Cy Three', { fieldGoalsAttempted: 3, fieldGoalsMade: 2 }, { minutes: 240, position: '' })];
  const sum = (players: readonly PlayerLine[]): TeamBoxTotals => {
    const t = { points: 0, assists: 0, turnovers: 0, steals: 0, blocks: 0, ...ZERO };
    for (const p of players) {
      t.points += p.points; t.assists += p.assists; t.turnovers += p.turnovers; t.steals += p.steals; t.blocks += p.blocks;
      for (const k of Object.keys(ZERO) as (keyof PlayerLineDetail)[]) t[k] += p.detail![k];
    }
    return t;
  };
  const box: BoxScoreFacts = { awayPlayers: away, homePlayers: home, officials: [{ position: null, firstName: 'Ref', lastName: 'One' }, { position: 'Crew Chief', firstName: 'Ref', lastName: 'Two' }],
    attendance: 17000, durationMinutes: 125, temperature: 0, baseball: null };
  const payload: BoxscorePayloadLike = {
    game: { awayPeriodScores: [1, 0, 2, 0], homePeriodScores: [4, 0, 0, 0], seasonType: 'regular', startsAt: Date.parse('2019-01-15T00:30:00Z') },
    away: team('away-aces', 'AWY', 'Away', 'Aces'), home: team('home-hawks', 'HOM', 'Home', 'Hawks'), site, box, awayTotals: sum(away), homeTotals: sum(home),
  };

  it('writes the documented top-level, event information and officials keys; minutes of the totals are the players\' sum', () => {
    const json = JSON.parse(formatBoxscore(payload)) as Record<string, Record<string, unknown>>;
    expect(Object.keys(json)).toEqual(['away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_stats', 'home_stats', 'officials', 'event_information', 'away_totals', 'home_totals']);
    expect(json['event_information']).toEqual({
      temperature: 0, site: { capacity: 18000, surface: 'Hardwood', name: 'Home Arena', state: 'New York', city: 'Home' }, attendance: 17000,
      duration: '2:05', season_type: 'regular', start_date_time: '2019-01-14T19:30:00-05:00',
    });
    expect(Object.keys(json['event_information']!)).toEqual(['temperature', 'site', 'attendance', 'duration', 'season_type', 'start_date_time']);
    expect(json['officials']).toEqual([{ position: null, first_name: 'Ref', last_name: 'One' }, { position: 'Crew Chief', first_name: 'Ref', last_name: 'Two' }]);
    expect(json['away_totals']).toMatchObject({ minutes: 241, points: 3, field_goal_percentage: 0.5, free_throw_percentage: 0.5 });
    expect(json['home_totals']).toMatchObject({ minutes: 240, points: 4 });
    const awayStats = json['away_stats'] as unknown as Record<string, unknown>[];
    expect(awayStats.map((p) => [p['display_name'], p['team_abbreviation'], p['is_starter']])).toEqual([['Al One', 'AWY', true], ['Bo Two', 'AWY', false]]);
    expect((json['home_stats'] as unknown as Record<string, unknown>[])[0]).toMatchObject({ team_abbreviation: 'HOM', position: '' });
  });

  it('prints the start in the display zone and unknown attendance, temperature and duration as 0, 0 and "0:00", never null (DECISIONS 11)', () => {
    const unknown = formatBoxscore({ ...payload, box: { ...box, attendance: null, durationMinutes: null, temperature: null } }, { timeZone: 'America/Los_Angeles' });
    expect(unknown).toContain('"event_information" : {\n    "temperature" : 0,');
    expect(unknown).toContain('"attendance" : 0,\n    "duration" : "0:00",\n    "season_type" : "regular",\n    "start_date_time" : "2019-01-14T16:30:00-08:00"\n  },');
    // The key order of the NBA event information does not change (the OKC at MIA parity test holds it byte for byte).
    const info = (JSON.parse(unknown) as Record<string, Record<string, unknown>>)['event_information']!;
    expect(Object.keys(info)).toEqual(['temperature', 'site', 'attendance', 'duration', 'season_type', 'start_date_time']);
    expect([info['temperature'], info['attendance'], info['duration']]).toEqual([0, 0, '0:00']);
    expect(formatBoxscore({ ...payload, box: { ...box, durationMinutes: 59 } })).toContain('"duration" : "0:59"');
    expect(formatBoxscore({ ...payload, box: { ...box, durationMinutes: 0 } })).toContain('"duration" : "0:00"');
    expect(formatBoxscore({ ...payload, box: { ...box, durationMinutes: 600 } })).toContain('"duration" : "10:00"');
  });

  it('writes period scores inline in the pretty style, and the compact style re-parses to the same values and types', () => {
    const pretty = formatBoxscore(payload);
    expect(pretty).toContain('"away_period_scores" : [ 1, 0, 2, 0 ],\n  "home_period_scores" : [ 4, 0, 0, 0 ],\n  "away_stats" : [ {\n    "last_name" : "One",');
    expect(pretty.endsWith('\n  }\n}')).toBe(true);
    const compact = formatBoxscore(payload, { style: 'compact' });
    expect(compact).not.toMatch(/\n|" : |, "|\[ /);
    expect(compact.startsWith('{"away_team":{"team_id":"away-aces",')).toBe(true);
    expect(readJsonSource(compact)).toEqual(readJsonSource(pretty));
  });
});
