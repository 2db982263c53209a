/**
 * The MLB box score's objects in the 2016 form (DECISIONS 11): key orders as
 * `boxscore-mlb-20160518-1-bos-at-kc-reserialized-2016.json` has them (the parity test
 * test/parity/mlbBoxscore2016.test.ts checks them against the file), and what is printed for
 * facts that were not ingested (D20).
 */
import { describe, expect, it } from 'vitest';
import type { BaseballBox, BatterLine, FielderLine, PitcherLine } from '../../src/aggregates/BaseballBox.js';
import type { Site } from '../../src/aggregates/Site.js';
import { sumBatterLines } from '../../src/aggregates/sumBatterLines.js';
import type { Team } from '../../src/aggregates/Team.js';
import type { TeamId } from '../../src/ids/index.js';
import { batterTotalsToJson, batterToJson } from '../../src/formatting/payloads/batterToJson.js';
import { mlbEventInformationToJson } from '../../src/formatting/payloads/eventInformationToJson.js';
import { formatMlbBoxscore, type MlbBoxscorePayloadLike } from '../../src/formatting/payloads/formatMlbBoxscore.js';
import { pitcherToJson } from '../../src/formatting/payloads/pitcherToJson.js';
import { writeJson } from '../../src/formatting/writeJson.js';

type Obj = Record<string, unknown>;
const parse = (value: Parameters<typeof writeJson>[0]) => JSON.parse(writeJson(value, 'compact')) as Obj;

const COUNTS = ['sacrifices', 'at_bats', 'plate_appearances', 'singles', 'doubles', 'triples', 'home_runs', 'sac_flies', 'sac_hits', 'stolen_bases',
  'caught_stealing', 'rbi_with_two_outs', 'total_bases', 'runs', 'hits', 'rbi', 'walks', 'strike_outs', 'left_on_base', 'hit_by_pitch'];
const RATES = ['at_bats_per_home_run', 'at_bats_per_rbi', 'walk_rate', 'plate_appearances_per_rbi', 'plate_appearances_per_home_run', 'extra_base_hits',
  'avg', 'obp', 'slg', 'ops', 'stolen_base_average', 'strikeout_rate', 'ops_string', 'slg_string', 'obp_string', 'avg_string', 'batting_highlights'];

const batter: BatterLine = {
  playerId: 'eric-hosmer', firstName: 'Eric', lastName: 'Hosmer', displayName: 'Eric Hosmer', position: '1B', batOrder: 3, subBatOrder: 0,
  atBats: 3, plateAppearances: 3, runs: 1, hits: 1, doubles: 0, triples: 0, homeRuns: 1, rbi: 2, rbiWithTwoOuts: 0, walks: 0, strikeOuts: 0,
  hitByPitch: 0, sacFlies: 0, sacHits: 0, stolenBases: 0, caughtStealing: 0, leftOnBase: 0,
};
const pitcher: PitcherLine = {
  playerId: 'brian-flynn', firstName: 'Brian', lastName: 'Flynn', displayName: 'Brian Flynn', pitchOrder: 2, outs: 1, hitsAllowed: 0,
  runsAllowed: 0, earnedRuns: 0, walks: 0, intentionalWalks: 0, strikeOuts: 1, homeRunsAllowed: 0, pitchCount: 5, pitchesStrikes: 3,
  wildPitches: 0, hitByPitch: 0, errors: 1, throwingHand: 'LHP', win: true, loss: false, save: false, hold: false,
};

describe('batterToJson and batterTotalsToJson, the 2016 order', () => {
  it('a batter: names, position, slot, the counts, team_abbreviation after hit_by_pitch, then the rates with avg, obp, slg, ops after extra_base_hits', () => {
    const json = parse(batterToJson(batter, 'KC'));
    expect(Object.keys(json)).toEqual(['last_name', 'first_name', 'display_name', 'position', 'bat_order', 'sub_bat_order', ...COUNTS, 'team_abbreviation', ...RATES]);
    // Eric Hosmer's line of the 2016 recording.
    expect(json).toMatchObject({ total_bases: 4, at_bats_per_rbi: 1.5, avg: 0.333, slg: 1.333, ops: 1.666, ops_string: '1.666', batting_highlights: '1-3, HR, R, 2 RBI' });
  });

  it('the totals: the same order without names, slot and team', () => {
    expect(Object.keys(parse(batterTotalsToJson(sumBatterLines([batter]))))).toEqual([...COUNTS, ...RATES]);
  });
});

describe('pitcherToJson, the 2016 order', () => {
  it('has no errors and ends with team_abbreviation, throwing_hand', () => {
    const text = writeJson(pitcherToJson(pitcher, 'KC'), 'compact');
    expect(text).toBe(
      '{"last_name":"Flynn","first_name":"Brian","display_name":"Brian Flynn","pitch_order":2,"win":true,"loss":false,"save":false,"hold":false,'
      + '"era":0.0,"whip":0.0,"innings_pitched":0.1,"hits_allowed":0,"runs_allowed":0,"earned_runs":0,"walks":0,"intentional_walks":0,'
      + '"strike_outs":1,"home_runs_allowed":0,"pitch_count":5,"pitches_strikes":3,"wild_pitches":0,"hit_by_pitch":0,"team_abbreviation":"KC",'
      + '"throwing_hand":"LHP"}',
    );
  });

  it('omits throwing_hand when it was not ingested (never null), in both styles', () => {
    const unknown = { ...pitcher, throwingHand: null };
    expect(writeJson(pitcherToJson(unknown, 'KC'), 'compact').endsWith(',"hit_by_pitch":0,"team_abbreviation":"KC"}')).toBe(true);
    expect(writeJson(pitcherToJson(unknown, 'KC'), 'pretty').endsWith(',\n  "team_abbreviation" : "KC"\n}')).toBe(true);
    expect(writeJson(pitcherToJson(pitcher, 'KC'), 'pretty').endsWith('"team_abbreviation" : "KC",\n  "throwing_hand" : "LHP"\n}')).toBe(true);
  });
});

describe('formatMlbBoxscore', () => {
  const team = (id: string, abbreviation: string, city: string, nickname: string): Team => ({
    sport: 'mlb', season: 2016, teamId: id as TeamId, abbreviation, active: true, firstName: city, lastName: nickname, fullName: `${city} ${nickname}`,
    conference: 'American', division: 'Central', siteName: `${city} Park`, city, state: 'Missouri',
  });
  const site: Site = { siteId: 'home-park', name: 'Home Park', capacity: 40000, surface: 'Grass', city: 'Home', state: 'Missouri' };
  const fielder = (name: string, errors: number): FielderLine => {
    const [first, last] = name.split(' ') as [string, string];
    return { playerId: name.toLowerCase().replace(' ', '-'), firstName: first, lastName: last, displayName: name, errors };
  };
  const baseball: BaseballBox = {
    awayBatters: [{ ...batter, playerId: 'a-b', lastName: 'B', firstName: 'A', displayName: 'A B', hits: 0, homeRuns: 0, runs: 0, rbi: 0 }],
    homeBatters: [batter],
    awayPitchers: [{ ...pitcher, win: false, loss: true, throwingHand: null, playerId: 'c-d', displayName: 'C D' }],
    homePitchers: [pitcher],
    awayErrors: null, homeErrors: null, awayFielding: null, homeFielding: null,
  };
  const payload: MlbBoxscorePayloadLike = {
    game: { awayPeriodScores: [0, 0, 0, 0, 0, 0, 0, 0, 0], homePeriodScores: [1, 0, 0, 0, 0, 0, 0, 0, -1], status: 'completed', seasonType: 'regular',
      startsAt: Date.parse('2016-05-18T18:15:00Z') },
    away: team('away-aces', 'AWY', 'Away', 'Aces'), home: team('home-hawks', 'HOM', 'Home', 'Hawks'), site,
    box: { officials: [{ position: 'Home Plate', firstName: 'Brian', lastName: 'Knight' }], attendance: 33613, durationMinutes: 143, temperature: 65 },
    baseball,
  };
  const json = (p: MlbBoxscorePayloadLike) => JSON.parse(formatMlbBoxscore(p)) as Record<string, unknown>;

  it('without errors or fielding (the 2014 facts) omits their keys and keeps the 2016 order of the rest', () => {
    expect(Object.keys(json(payload))).toEqual([
      'away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_batters', 'home_batters', 'away_pitchers', 'home_pitchers',
      'officials', 'event_information', 'away_batter_totals', 'home_batter_totals',
    ]);
    expect(formatMlbBoxscore(payload)).not.toContain('null');
  });

  it('with errors and fielding prints them where the 2016 recording has them; fielding lines in the order held', () => {
    const full = json({ ...payload, baseball: { ...baseball, awayErrors: 1, homeErrors: 0, awayFielding: [fielder('Zed Last', 0), fielder('A B', 1)], homeFielding: [] } });
    expect(Object.keys(full)).toEqual([
      'away_team', 'home_team', 'away_period_scores', 'home_period_scores', 'away_errors', 'home_errors', 'away_batters', 'home_batters',
      'away_pitchers', 'home_pitchers', 'away_fielding', 'home_fielding', 'officials', 'event_information', 'away_batter_totals',
      'home_batter_totals',
    ]);
    expect(full['away_fielding']).toEqual([
      { last_name: 'Last', first_name: 'Zed', display_name: 'Zed Last', errors: 0, team_abbreviation: 'AWY' },
      { last_name: 'B', first_name: 'A', display_name: 'A B', errors: 1, team_abbreviation: 'AWY' },
    ]);
    expect(Object.keys((full['away_fielding'] as Obj[])[0]!)).toEqual(['last_name', 'first_name', 'display_name', 'errors', 'team_abbreviation']);
    expect([full['away_errors'], full['home_errors'], full['home_fielding']]).toEqual([1, 0, []]);
  });

  it('a side with fielding lines and no errors prints their sum; a side with neither prints neither key', () => {
    const partial = json({ ...payload, baseball: { ...baseball, awayFielding: [fielder('A B', 2), fielder('E F', 1)] } });
    expect(partial['away_errors']).toBe(3);
    expect(Object.keys(partial)).not.toContain('home_errors');
    expect(Object.keys(partial)).not.toContain('home_fielding');
    expect(Object.keys(partial).slice(4, 5)).toEqual(['away_errors']);
  });

  it('prints throwing_hand only for the pitchers whose hand is known', () => {
    const full = json(payload);
    expect((full['home_pitchers'] as Obj[])[0]!['throwing_hand']).toBe('LHP');
    expect(Object.keys((full['away_pitchers'] as Obj[])[0]!)).not.toContain('throwing_hand');
  });

  it('event information: start, the game\'s status, season type, temperature, site, attendance, duration', () => {
    const info = json(payload)['event_information'] as Obj;
    expect(Object.keys(info)).toEqual(['start_date_time', 'event_status', 'season_type', 'temperature', 'site', 'attendance', 'duration']);
    expect(info).toMatchObject({ start_date_time: '2016-05-18T14:15:00-04:00', event_status: 'completed', season_type: 'regular', temperature: 65, attendance: 33613, duration: '2:23' });
    expect(Object.keys(info['site'] as Obj)).toEqual(['capacity', 'surface', 'name', 'city', 'state']);
  });

  it('event information: unknown temperature, attendance and duration print 0, 0 and "0:00" as in basketball, never null', () => {
    const text = writeJson(mlbEventInformationToJson(payload.game, { attendance: null, durationMinutes: null, temperature: null }, site,
      { timeZone: 'America/Chicago' }), 'compact');
    expect(text).toBe(
      '{"start_date_time":"2016-05-18T13:15:00-05:00","event_status":"completed","season_type":"regular","temperature":0,'
      + '"site":{"capacity":40000,"surface":"Grass","name":"Home Park","city":"Home","state":"Missouri"},"attendance":0,"duration":"0:00"}',
    );
  });
});
