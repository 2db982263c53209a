import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameInput, PlayerLineInput } from '../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getBoxscore } from '../../../src/engine/getBoxscore.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { ENDPOINTS } from '../../../src/engine/router/endpoints.js';
import { respond, type RespondOptions } from '../../../src/engine/router/respond.js';
import { formatBoxscore } from '../../../src/formatting/payloads/formatBoxscore.js';
import { parseXmlstatsNbaBoxscore } from '../../../src/importers/xmlstats/parseXmlstatsNbaBoxscore.js';
import { SAMPLES } from '../../repoData.js';

const OKC_MIA = '20120621-oklahoma-city-thunder-at-miami-heat';
const NOW = '2012-07-01T12:00:00-04:00';
const auth = { authorization: 'Bearer boxscore-token-01' };
let state: LeagueState;

const nba = (eventId: string, status: GameInput['status'], extra: Partial<GameInput> = {}): GameInput => {
  const [, away, home] = /^\d{8}-(.+)-at-(.+)$/.exec(eventId)!;
  return { sport: 'nba', event_id: eventId, status, start_date_time: `${eventId.slice(0, 4)}-${eventId.slice(4, 6)}-${eventId.slice(6, 8)}T19:30:00-05:00`,
    away_team_id: away!, home_team_id: home!, ...extra };
};
/** A basic line (the NBA.com game logs' kind: rebounds, no makes and attempts). */
const basic = (name: string, points: number): PlayerLineInput => {
  const [first, last] = name.split(' ') as [string, string];
  return { first_name: first, last_name: last, minutes: 48, points, rebounds: 5, assists: 1, turnovers: 1, steals: 1, blocks: 0 };
};

beforeAll(() => {
  const box = parseXmlstatsNbaBoxscore(JSON.parse(readFileSync(path.join(SAMPLES, 'boxscore-nba-20120621-okc-at-mia-recorded-20130810.json'), 'utf8')), { eventId: OKC_MIA });
  if (!box.ok) throw new Error(JSON.stringify(box.issues));
  const r = ingest(createLeagueState(), {
    ...box.value,
    games: [
      ...(box.value.games ?? []),
      nba('20120301-boston-celtics-at-new-york-knicks', 'scheduled'),
      nba('20120302-boston-celtics-at-new-york-knicks', 'completed', { away_points_scored: 90, home_points_scored: 95 }),
      nba('20120303-chicago-bulls-at-detroit-pistons', 'completed', { away_points_scored: 90, home_points_scored: 95, away_stats: [basic('Bull One', 90)], home_stats: [basic('Piston One', 95)] }),
      nba('20111217-boston-celtics-at-new-york-knicks', 'completed', { season_type: 'pre', away_points_scored: 80, home_points_scored: 85 }),
      { sport: 'mlb', event_id: '20190704-philadelphia-phillies-at-atlanta-braves', status: 'completed', start_date_time: '2019-07-04T19:20:00-04:00',
        away_team_id: 'philadelphia-phillies', home_team_id: 'atlanta-braves', away_points_scored: 2, home_points_scored: 1 },
    ],
    accounts: [{ email_address: 'box@example.com', first_name: 'B', last_name: 'S', created_on: '2012-01-01' }],
    tokens: [{ token: 'boxscore-token-01', email_address: 'box@example.com', expires_at: '2030-01-01T00:00:00Z' }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = r.state;
});

const get = (url: string, options: RespondOptions = { now: NOW }) => respond(state, { method: 'GET', url, headers: auth }, options);
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; description: string } }).error;

describe('/nba/boxscore/{event_id}.json', () => {
  it('answers 200 with formatBoxscore of getBoxscore, in the asked style and zone', () => {
    const answer = getBoxscore(state, { eventId: OKC_MIA });
    if (!answer?.ok) throw new Error('no box score');
    const pretty = get(`/nba/boxscore/${OKC_MIA}.json`);
    expect(pretty.status).toBe(200);
    expect(pretty.headers['Xmlstats-Api-Method']).toBe('nba box score'); // as recorded (D48)
    expect(pretty.body).toBe(formatBoxscore(answer.payload));
    const compact = get(`/nba/boxscore/${OKC_MIA}.json`, { now: NOW, style: 'compact', timeZone: 'America/Chicago' });
    expect(compact.body).toBe(formatBoxscore(answer.payload, { style: 'compact', timeZone: 'America/Chicago' }));
    expect(compact.body).toContain('"start_date_time":"2012-06-21T20:00:00-05:00"');
  });

  it('answers 404 saying why for an unknown event, a game not completed, a preseason game and a game without complete lines', () => {
    const cases: [string, RegExp][] = [
      ['20120621-oklahoma-city-thunder-at-boston-celtics', /Unknown event_id "20120621-oklahoma-city-thunder-at-boston-celtics"/],
      ['20120301-boston-celtics-at-new-york-knicks', /completed regular and postseason events only \(this one is scheduled, regular\)/],
      ['20111217-boston-celtics-at-new-york-knicks', /\(this one is completed, pre\)/],
      ['20120302-boston-celtics-at-new-york-knicks', /box score of 20120302-boston-celtics-at-new-york-knicks is not known: no player lines/],
      ['20120303-chicago-bulls-at-detroit-pistons', /is not known: only basic player lines/],
    ];
    for (const [id, why] of cases) {
      const r = get(`/nba/boxscore/${id}.json`);
      expect([id, r.status, errorOf(r.body).code]).toEqual([id, 404, '404']);
      expect(errorOf(r.body).description).toMatch(why);
    }
  });

  it('gives getBoxscore\'s reasons to a library caller', () => {
    const reason = (eventId: string) => {
      const r = getBoxscore(state, { eventId });
      return r === undefined ? 'unknown' : r.ok ? 'ok' : r.reason;
    };
    expect(['20120301-boston-celtics-at-new-york-knicks', '20111217-boston-celtics-at-new-york-knicks', '20120302-boston-celtics-at-new-york-knicks',
      '20120303-chicago-bulls-at-detroit-pistons', OKC_MIA, '20120621-a-at-b'].map(reason)).toEqual(['not_completed', 'preseason', 'no_player_lines', 'basic_player_lines', 'ok', 'unknown']);
  });

  it('answers 404 for an MLB game known without batters and pitchers, after the same checks', () => {
    const r = get('/mlb/boxscore/20190704-philadelphia-phillies-at-atlanta-braves.json');
    expect(r.status).toBe(404);
    expect(errorOf(r.body).description).toMatch(/no batters and pitchers were ingested/);
    expect(get('/mlb/boxscore/20190705-philadelphia-phillies-at-atlanta-braves.json').status).toBe(404);
  });

  it('does not depend on the clock, so one answer serves every clock (memoized per state)', () => {
    expect(ENDPOINTS['boxscore']!.clock?.({ arg: OKC_MIA, query: new URLSearchParams() })).toBe('none');
    const first = get(`/nba/boxscore/${OKC_MIA}.json`, { now: '2012-06-22T01:00:00-04:00' });
    const later = get(`/nba/boxscore/${OKC_MIA}.json`, { now: '2020-01-01T12:00:00-05:00' });
    expect(later.bytes).toBe(first.bytes);
    const fresh = get(`/nba/boxscore/${OKC_MIA}.json`, { now: '2020-01-01T12:00:00-05:00', cache: false });
    expect(fresh.bytes).not.toBe(first.bytes);
    expect(fresh.body).toBe(first.body);
  });
});
