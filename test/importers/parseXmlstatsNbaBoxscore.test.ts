import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlstatsNbaBoxscore } from '../../src/importers/xmlstats/parseXmlstatsNbaBoxscore.js';
import { SAMPLES } from '../repoData.js';

const EVENT_ID = '20120621-oklahoma-city-thunder-at-miami-heat';
const NAME = `boxscore/${EVENT_ID}.json`;
type Json = Record<string, unknown> & {
  away_stats: Record<string, unknown>[];
  home_stats: Record<string, unknown>[];
  away_totals: Record<string, unknown>;
  home_totals: Record<string, unknown>;
  officials: unknown[];
  event_information: Record<string, unknown>;
};
/** A fresh copy of the service's 2013 recording of the box score. */
const recorded = (): Json => JSON.parse(readFileSync(path.join(SAMPLES, 'boxscore-nba-20120621-okc-at-mia-recorded-20130810.json'), 'utf8')) as Json;

describe('parseXmlstatsNbaBoxscore', () => {
  it('gives the facts of the recorded OKC at MIA box score (boxscore-nba-20120621-okc-at-mia-recorded-20130810.json)', () => {
    const r = parseXmlstatsNbaBoxscore(recorded(), { eventId: EVENT_ID });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.teams?.map((t) => [t.team_id, t.sport, t.season])).toEqual([['oklahoma-city-thunder', 'nba', 2012], ['miami-heat', 'nba', 2012]]);
    const game = r.value.games?.[0];
    expect(game).toMatchObject({
      sport: 'nba', event_id: EVENT_ID, status: 'completed', season_type: 'post', start_date_time: '2012-06-21T21:00:00-04:00',
      away_team_id: 'oklahoma-city-thunder', home_team_id: 'miami-heat', away_points_scored: 106, home_points_scored: 121,
      away_period_scores: [26, 23, 22, 35], home_period_scores: [31, 28, 36, 26], attendance: 20003, duration: '2:40', temperature: 0,
      site: { site_id: 'americanairlines-arena', name: 'AmericanAirlines Arena', capacity: 19600, surface: 'Hardwood', city: 'Miami', state: 'Florida' },
      officials: [{ position: null, first_name: 'Derrick', last_name: 'Stafford' }, { position: null, first_name: 'Dan', last_name: 'Crawford' }, { position: null, first_name: 'Monty', last_name: 'McCutchen' }],
    });
    expect([game?.away_stats?.length, game?.home_stats?.length]).toEqual([12, 12]);
    expect(game?.away_stats?.[0]).toEqual({
      last_name: 'Durant', first_name: 'Kevin', display_name: 'Kevin Durant', position: 'SF', is_starter: true, minutes: 43, points: 32, assists: 3,
      turnovers: 7, steals: 2, blocks: 1, field_goals_attempted: 24, field_goals_made: 13, three_point_field_goals_attempted: 6, three_point_field_goals_made: 3,
      free_throws_attempted: 3, free_throws_made: 3, defensive_rebounds: 9, offensive_rebounds: 2, personal_fouls: 5,
    });
    // Totals go on for ingest to check against the lines; their minutes (241) were checked here.
    expect(game?.away_totals).toEqual({
      points: 106, assists: 19, turnovers: 13, steals: 7, blocks: 3, field_goals_attempted: 87, field_goals_made: 36, three_point_field_goals_attempted: 28,
      three_point_field_goals_made: 11, free_throws_attempted: 26, free_throws_made: 23, defensive_rebounds: 28, offensive_rebounds: 10, personal_fouls: 29,
    });
  });

  it('takes the event id from the file name when none is given', () => {
    const r = parseXmlstatsNbaBoxscore(recorded(), { name: `data/nba/boxscore/${EVENT_ID}.json` });
    expect(r.ok && r.value.games?.[0]?.event_id).toBe(EVENT_ID);
    const none = parseXmlstatsNbaBoxscore(recorded());
    expect(none.ok ? [] : none.issues.map((i) => i.code)).toEqual(['invalid_event_id']);
  });

  const CASES: [string, (j: Json) => unknown, string, readonly (string | number)[]][] = [
    ['a root that is not an object', () => [], 'invalid_input', [NAME]],
    ['missing player lines', (j) => { delete (j as Partial<Json>).away_stats; return j; }, 'invalid_input', [NAME, 'away_stats']],
    ['a count that is a string', (j) => { j.away_stats[0]!['minutes'] = '43'; return j; }, 'invalid_input', [NAME, 'away_stats', 0, 'minutes']],
    ['a negative count', (j) => { j.home_stats[1]!['steals'] = -1; return j; }, 'invalid_input', [NAME, 'home_stats', 1, 'steals']],
    ['a starter flag that is not a boolean', (j) => { j.home_stats[0]!['is_starter'] = 'yes'; return j; }, 'invalid_input', [NAME, 'home_stats', 0, 'is_starter']],
    ['a line of the other team', (j) => { j.away_stats[2]!['team_abbreviation'] = 'MIA'; return j; }, 'conflict', [NAME, 'away_stats', 2, 'team_abbreviation']],
    ['totals minutes that are not the players\' sum', (j) => { j.away_totals['minutes'] = 240; return j; }, 'invalid_score', [NAME, 'away_totals', 'minutes']],
    ['totals points that are not the periods\' sum', (j) => { j.home_totals['points'] = 120; return j; }, 'invalid_score', [NAME, 'home_totals', 'points']],
    ['fewer than four periods', (j) => { j['away_period_scores'] = [26, 23, 57]; return j; }, 'invalid_score', [NAME, 'away_period_scores']],
    ['periods of different lengths', (j) => { j['home_period_scores'] = [31, 28, 36, 26, 0]; return j; }, 'invalid_score', [NAME, 'home_period_scores']],
    ['an official that is not an object', (j) => { j.officials[1] = 'Dan Crawford'; return j; }, 'invalid_input', [NAME, 'officials', 1]],
    ['a status other than completed', (j) => { j.event_information['status'] = 'scheduled'; return j; }, 'invalid_input', [NAME, 'event_information', 'status']],
    ['a start that is not a date-time', (j) => { j.event_information['start_date_time'] = '2012-06-21 21:00'; return j; }, 'invalid_date', [NAME, 'event_information', 'start_date_time']],
    ['a site without a name', (j) => { delete (j.event_information['site'] as Record<string, unknown>)['name']; return j; }, 'invalid_input', [NAME, 'event_information', 'site', 'name']],
  ];

  for (const [what, mutate, code, at] of CASES) {
    it(`rejects ${what} with an issue naming the file and field`, () => {
      const r = parseXmlstatsNbaBoxscore(mutate(recorded()), { eventId: EVENT_ID });
      expect(r.ok).toBe(false);
      expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([[code, at]]);
    });
  }

  it('rejects an event id that does not name the file\'s teams, or has no real date', () => {
    const swapped = parseXmlstatsNbaBoxscore(recorded(), { eventId: '20120621-miami-heat-at-oklahoma-city-thunder' });
    expect(swapped.ok ? [] : swapped.issues.map((i) => i.code)).toEqual(['invalid_event_id']);
    const badDate = parseXmlstatsNbaBoxscore(recorded(), { eventId: '20120631-oklahoma-city-thunder-at-miami-heat' });
    expect(badDate.ok ? [] : badDate.issues.map((i) => i.code)).toEqual(['invalid_event_id']);
  });
});
