import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatchInput } from '../../../src/engine/BatchInput.js';
import { batchSchema } from '../../../src/engine/BatchInput.js';
import type { Issue, Result } from '../../../src/ids/Issue.js';
import { parseGameLog } from '../../../src/importers/retrosheet/parseGameLog.js';
import { parseXmlstatsEvents } from '../../../src/importers/xmlstats/parseXmlstatsEvents.js';
import { SAMPLES, gameLogText } from '../../repoData.js';
import { registryLookups } from '../retrosheetLookups.js';

const sample = (name: string): unknown => JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8')) as unknown;

function value(r: Result<BatchInput>): BatchInput {
  if (!r.ok) throw new Error(r.issues.slice(0, 3).map((i) => i.message).join('; '));
  return r.value;
}
function issuesOf(r: Result<BatchInput>): readonly Issue[] {
  if (r.ok) throw new Error('expected issues, the parse succeeded');
  return r.issues;
}

describe('parseXmlstatsEvents on recorded responses', () => {
  it('events-all-20130901-recorded-20150412.json: 15 completed MLB games with points and period scores, 30 teams of 2013', () => {
    const batch = value(parseXmlstatsEvents(sample('events-all-20130901-recorded-20150412.json')));
    expect(batch.games).toHaveLength(15);
    expect(batch.teams).toHaveLength(30);
    expect(new Set(batch.teams?.map((t) => `${t.sport} ${t.season}`))).toEqual(new Set(['mlb 2013']));
    expect(batch.games?.[0]).toEqual({
      sport: 'mlb',
      event_id: '20130901-baltimore-orioles-at-new-york-yankees',
      status: 'completed',
      start_date_time: '2013-09-01T13:05:00-04:00',
      season_type: 'regular',
      away_team_id: 'baltimore-orioles',
      home_team_id: 'new-york-yankees',
      away_points_scored: 7,
      home_points_scored: 3,
      away_period_scores: [0, 0, 0, 0, 0, 0, 7, 0, 0],
      home_period_scores: [0, 0, 1, 2, 0, 0, 0, 0, 0],
      site: { site_id: 'yankee-stadium', name: 'Yankee Stadium', capacity: 50291, surface: 'Grass', city: 'Bronx', state: 'New York' },
    });
    expect(batchSchema.safeParse(batch).success).toBe(true);
  });

  it('the 15 games of 2013-09-01 equal the Retrosheet GL2013.TXT games of that date (ids, scores, period scores)', () => {
    const events = value(parseXmlstatsEvents(sample('events-all-20130901-recorded-20150412.json'))).games ?? [];
    const log = parseGameLog(gameLogText(2013), registryLookups);
    if (!log.ok) throw new Error('GL2013.TXT did not parse');
    const retro = new Map(log.value.games?.filter((g) => g.event_id?.startsWith('20130901')).map((g) => [g.event_id, g]));
    expect(retro.size).toBe(15);
    for (const e of events) {
      const g = retro.get(e.event_id);
      expect(g, e.event_id).toBeDefined();
      expect([g?.away_points_scored, g?.home_points_scored, g?.away_period_scores, g?.home_period_scores]).toEqual([
        e.away_points_scored,
        e.home_points_scored,
        e.away_period_scores,
        e.home_period_scores,
      ]);
    }
  });

  it('events-all-20130901-recorded-20130830.json: the same 15 games still scheduled, without scores', () => {
    const batch = value(parseXmlstatsEvents(sample('events-all-20130901-recorded-20130830.json')));
    expect(batch.games).toHaveLength(15);
    for (const g of batch.games ?? []) {
      expect(g.status).toBe('scheduled');
      expect(g.away_points_scored).toBeUndefined();
      expect(g.away_period_scores).toBeUndefined();
    }
  });

  it('events-nba-20130131-docsample-tzLA.json: NBA games of January 2013 belong to season 2013; times keep their offset', () => {
    const batch = value(parseXmlstatsEvents(sample('events-nba-20130131-docsample-tzLA.json'), { name: 'events-nba-20130131.json' }));
    expect(batch.games?.map((g) => [g.sport, g.event_id, g.start_date_time, g.away_points_scored, g.home_points_scored])).toEqual([
      ['nba', '20130131-memphis-grizzlies-at-oklahoma-city-thunder', '2013-01-31T17:00:00-08:00', 89, 106],
      ['nba', '20130131-dallas-mavericks-at-golden-state-warriors', '2013-01-31T19:30:00-08:00', 97, 100],
    ]);
    expect(batch.games?.[0]?.home_period_scores).toEqual([32, 26, 21, 27]);
    expect(batch.teams).toHaveLength(4);
    expect(new Set(batch.teams?.map((t) => `${t.sport} ${t.season}`))).toEqual(new Set(['nba 2013']));
    expect(batch.teams?.find((t) => t.team_id === 'golden-state-warriors')).toMatchObject({ abbreviation: 'GS', conference: 'West', division: 'Pacific' });
  });

  it('events-nba-20130131-recorded-20130810.json: completed events without scores (2013 form) are invalid_score, not guessed', () => {
    const issues = issuesOf(parseXmlstatsEvents(sample('events-nba-20130131-recorded-20130810.json')));
    expect(issues.map((i) => [i.code, ...i.path])).toEqual([
      ['invalid_score', 'events', 'event', 0, 'away_points_scored'],
      ['invalid_score', 'events', 'event', 0, 'home_points_scored'],
      ['invalid_score', 'events', 'event', 1, 'away_points_scored'],
      ['invalid_score', 'events', 'event', 1, 'home_points_scored'],
    ]);
    expect(issues[0]?.message).toBe('events.event[0].away_points_scored: a completed event needs away_points_scored, got nothing (responses recorded before 2015 carry no scores)');
  });

  it('events-nba-20150614-scheduled-reordered.json: a Finals game with a to-be-determined time (03:45:56 Eastern) is unknown', () => {
    const batch = value(parseXmlstatsEvents(sample('events-nba-20150614-scheduled-reordered.json')));
    expect(batch.games).toEqual([
      {
        sport: 'nba',
        event_id: '20150614-cleveland-cavaliers-at-golden-state-warriors',
        status: 'scheduled',
        start_date_time: null,
        season_type: 'post',
        away_team_id: 'cleveland-cavaliers',
        home_team_id: 'golden-state-warriors',
        site: { site_id: 'oracle-arena', name: 'Oracle Arena', capacity: 19596, surface: 'Hardwood', city: 'Oakland', state: 'California' },
      },
    ]);
    expect(batch.teams?.map((t) => t.season)).toEqual([2015, 2015]);
  });

  it('an empty response (events-xxx-baddate-empty) is an empty batch', () => {
    expect(parseXmlstatsEvents(sample('events-xxx-baddate-empty-recorded-20130810.json'))).toEqual({ ok: true, value: {} });
  });

  it('NBA events from August on belong to the season that ends the next year', () => {
    const json = sample('events-nba-20130131-docsample-tzLA.json') as { event: Record<string, unknown>[] };
    const november = { event: json.event.map((e) => ({ ...e, event_id: String(e['event_id']).replace('20130131', '20131101'), start_date_time: '2013-11-01T19:30:00-04:00' })) };
    expect(new Set(value(parseXmlstatsEvents(november)).teams?.map((t) => t.season))).toEqual(new Set([2014]));
  });
});

describe('parseXmlstatsEvents on broken input', () => {
  const json = sample('events-all-20130901-recorded-20150412.json') as { events_date: string; event: Record<string, unknown>[] };
  const withFirst = (edit: Record<string, unknown>): unknown => ({ ...json, event: [{ ...json.event[0], ...edit }, ...json.event.slice(1)] });

  it('not an object, or no event array: invalid_input', () => {
    expect(issuesOf(parseXmlstatsEvents([]))).toEqual([{ code: 'invalid_input', path: ['events'], message: 'events: expected an object, got an array' }]);
    expect(issuesOf(parseXmlstatsEvents({ events_date: 'x' }))).toEqual([
      { code: 'invalid_input', path: ['events', 'event'], message: 'events.event: expected an array, got nothing' },
    ]);
  });

  it('an unknown sport, a completed event without points, scores on a scheduled event', () => {
    expect(issuesOf(parseXmlstatsEvents(withFirst({ sport: 'NHL' }))).map((i) => [i.code, ...i.path])).toEqual([['invalid_input', 'events', 'event', 0, 'sport']]);
    const noPoints = { ...json.event[0] };
    delete noPoints['home_points_scored'];
    expect(issuesOf(parseXmlstatsEvents({ event: [noPoints] })).map((i) => [i.code, ...i.path])).toEqual([['invalid_score', 'events', 'event', 0, 'home_points_scored']]);
    expect(issuesOf(parseXmlstatsEvents(withFirst({ event_status: 'scheduled' }))).map((i) => [i.code, i.path[3]])).toEqual([
      ['invalid_score', 'away_points_scored'],
      ['invalid_score', 'home_points_scored'],
      ['invalid_score', 'away_period_scores'],
      ['invalid_score', 'home_period_scores'],
    ]);
  });

  it('period scores that are not integers: invalid_input', () => {
    expect(issuesOf(parseXmlstatsEvents(withFirst({ away_period_scores: [1, 'x'] }))).map((i) => [i.code, i.path[3]])).toEqual([['invalid_input', 'away_period_scores']]);
  });

  it('the same event twice with different facts: conflict', () => {
    const twice = { event: [json.event[0], { ...json.event[0], home_points_scored: 4 }] };
    expect(issuesOf(parseXmlstatsEvents(twice)).map((i) => [i.code, ...i.path])).toEqual([['conflict', 'events', 'event', 1]]);
  });
});
