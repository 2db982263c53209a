import { describe, expect, it } from 'vitest';
import type { DraftPickInput, RosterPlayerInput } from '../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getDraft } from '../../../src/engine/getDraft.js';
import { getRoster } from '../../../src/engine/getRoster.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { respond } from '../../../src/engine/router/respond.js';
import { formatDraft } from '../../../src/formatting/payloads/formatDraft.js';
import { formatRoster } from '../../../src/formatting/payloads/formatRoster.js';

const TOKEN = 'roster-token-01';
const auth = { authorization: `Bearer ${TOKEN}` };
const bio = (display: string) => ({
  last_name: display.split(' ')[1]!, first_name: display.split(' ')[0]!, display_name: display, birthdate: '1988-10-01', birthplace: 'Boston, Massachusetts, USA', height_in: 74, weight_lb: 205, position: 'P',
});
const mlb = (display: string, status: 'active' | 'expanded'): RosterPlayerInput => ({ ...bio(display), uniform_number: 50, bats: 'R', throws: 'R', roster_status: status });
const draftPick = (overall: number, team: string, display: string): DraftPickInput => ({
  sport: 'nba', season: 2013, round: overall > 30 ? 2 : 1, pick: overall > 30 ? overall - 30 : overall, overall_pick: overall, team_id: team, player: { ...bio(display), position: 'G' },
});

function stateOf(): LeagueState {
  const r = ingest(createLeagueState(), {
    rosters: [
      { sport: 'mlb', season: 2014, team_id: 'boston-red-sox', players: [mlb('Jon Lester', 'active'), mlb('Anthony Ranaudo', 'expanded')] },
      { sport: 'nba', season: 2014, team_id: 'detroit-pistons', players: [{ ...bio('Will Bynum'), position: 'PG', uniform_number: 12 }] },
    ],
    draft_picks: [draftPick(1, 'cleveland-cavaliers', 'Anthony Bennett'), draftPick(8, 'detroit-pistons', 'Kentavious Caldwell'), draftPick(33, 'cleveland-cavaliers', 'Carrick Felix')],
    accounts: [{ email_address: 'r@example.com', first_name: 'R', last_name: 'D', created_on: '2014-01-01' }],
    tokens: [{ token: TOKEN, email_address: 'r@example.com', expires_at: '2030-01-01T00:00:00-05:00' }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}
const state = stateOf();
const NOW = '2014-07-28T12:00:00-04:00';
const get = (url: string, now = NOW, s = state) => respond(s, { method: 'GET', url, headers: auth }, { now });
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; description: string } }).error;

describe('the roster endpoint', () => {
  it('answers the library\'s bytes: active players by default, active and expanded with status=expanded (baseball)', () => {
    const active = get('/mlb/roster/boston-red-sox.json');
    expect(active).toMatchObject({ status: 200, body: formatRoster(getRoster(state, { sport: 'mlb', teamId: 'boston-red-sox', now: NOW })!) });
    expect(active.headers['Xmlstats-Api-Method']).toBe('roster');
    const names = (url: string) => (JSON.parse(get(url).body) as { players: { display_name: string }[] }).players.map((p) => p.display_name);
    expect(names('/mlb/roster/boston-red-sox.json')).toEqual(['Jon Lester']);
    expect(names('/mlb/roster/boston-red-sox.json?status=expanded')).toEqual(['Jon Lester', 'Anthony Ranaudo']);
    expect(names('/mlb/roster/boston-red-sox.json?status=40man')).toEqual(['Jon Lester']);
  });

  it('basketball ignores status; ages follow the clock\'s day', () => {
    const nbaNow = '2013-11-01T12:00:00-04:00';
    expect(get('/nba/roster/detroit-pistons.json?status=expanded', nbaNow).body).toBe(get('/nba/roster/detroit-pistons.json', nbaNow).body);
    const age = (now: string) => (JSON.parse(get('/nba/roster/detroit-pistons.json', now).body) as { players: { age: number }[] }).players[0]!.age;
    expect(age('2013-09-30T23:59:00-04:00')).toBe(24);
    expect(age('2013-10-01T00:00:00-04:00')).toBe(25);
  });

  it('404 for an unknown team and for a known team without a roster', () => {
    const cases: [string, RegExp][] = [
      ['/mlb/roster/springfield-isotopes.json', /team_id "springfield-isotopes"/],
      ['/mlb/roster/new-york-yankees.json', /No roster of new-york-yankees/],
      ['/nba/roster/boston-red-sox.json', /team_id "boston-red-sox"/],
    ];
    for (const [url, why] of cases) {
      const r = get(url);
      expect([url, r.status]).toEqual([url, 404]);
      expect(errorOf(r.body).description).toMatch(why);
    }
    expect(get('/mlb/roster/boston-red-sox.json', '2013-07-01T12:00:00-04:00').status).toBe(404);
  });
});

describe('the draft endpoint', () => {
  it('answers the library\'s bytes for the season and team asked, the most recent draft by default', () => {
    const all = get('/nba/draft.json');
    expect(all).toMatchObject({ status: 200, body: formatDraft(getDraft(state, { now: NOW })) });
    expect(all.headers['Xmlstats-Api-Method']).toBe('nba draft');
    expect(get('/nba/draft.json?season=2013').body).toBe(all.body);
    const picks = (url: string) => (JSON.parse(get(url).body) as { overall_pick: number; ordinal_overall_pick: string; team: { team_id: string } }[]).map((p) => [p.overall_pick, p.ordinal_overall_pick, p.team.team_id]);
    expect(picks('/nba/draft.json?team_id=cleveland-cavaliers')).toEqual([[1, '1st', 'cleveland-cavaliers'], [33, '33rd', 'cleveland-cavaliers']]);
    // A known club without a pick in that draft: an empty array.
    expect(get('/nba/draft.json?team_id=boston-celtics')).toMatchObject({ status: 200, body: '[ ]' });
  });

  it('400 for a malformed season, 404 for an unknown team or a draft not known', () => {
    const cases: [string, number, RegExp][] = [
      ['/nba/draft.json?season=13', 400, /season "13"/],
      ['/nba/draft.json?season=1900', 400, /earliest season is 1947/],
      ['/nba/draft.json?team_id=springfield-isotopes', 404, /team_id "springfield-isotopes"/],
      ['/nba/draft.json?season=2013&team_id=boston-red-sox', 404, /team_id "boston-red-sox"/],
      ['/nba/draft.json?season=2012', 404, /No NBA draft of 2012/],
      ['/mlb/draft.json', 404, /./],
    ];
    for (const [url, status, why] of cases) {
      const r = get(url);
      expect([url, r.status]).toEqual([url, status]);
      expect(errorOf(r.body).description).toMatch(why);
    }
    // Before 1 July 2013 no draft of this state was held yet.
    expect(errorOf(get('/nba/draft.json', '2013-06-30T12:00:00-04:00').body).description).toBe('No NBA draft is known');
  });
});
