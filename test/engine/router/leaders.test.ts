import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameInput } from '../../../src/engine/BatchInput.js';
import { createLeagueState } from '../../../src/engine/createLeagueState.js';
import { getDailyLeaders } from '../../../src/engine/getDailyLeaders.js';
import { getLeaders } from '../../../src/engine/getLeaders.js';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { respond } from '../../../src/engine/router/respond.js';
import { formatDailyLeaders } from '../../../src/formatting/payloads/formatDailyLeaders.js';
import { formatLeaders } from '../../../src/formatting/payloads/formatLeaders.js';
import { basicLine, line, nbaGame } from '../nbaBoxFixtures.js';

const BOS = 'boston-celtics', CLE = 'cleveland-cavaliers', MIA = 'miami-heat', TOR = 'toronto-raptors';
const TOKEN = 'leaders-token-01';
const auth = { authorization: `Bearer ${TOKEN}` };

function stateOf(games: readonly GameInput[]): LeagueState {
  const r = ingest(createLeagueState(), {
    games: [...games],
    accounts: [{ email_address: 'l@example.com', first_name: 'L', last_name: 'D', created_on: '2017-01-01' }],
    tokens: [{ token: TOKEN, email_address: 'l@example.com', expires_at: '2030-01-01T00:00:00-05:00' }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

const GAMES: GameInput[] = [
  nbaGame('2017-10-17', BOS, CLE, [line('Kyrie Irving', { twos: 8, threes: 2, ftm: 4, missed2: 6 }), line('Jayson Tatum', { twos: 7, missed2: 2 })],
    [line('LeBron James', { twos: 10, ftm: 5, drb: 9, ast: 10 }), line('Kevin Love', { twos: 5, ftm: 2, drb: 11, missed2: 1 })]),
  nbaGame('2017-10-18', CLE, BOS, [line('LeBron James', { twos: 15, missed2: 3 })], [line('Kyrie Irving', { twos: 3, missed2: 9 }), line('Jayson Tatum', { twos: 6 })]),
  nbaGame('2017-10-19', MIA, TOR, [basicLine('Dwyane Wade', { pts: 20 })], [basicLine('Kyle Lowry', { pts: 22 })]),
  // A game left to play: the season is not over, so the minimums have no end-of-season exception.
  { sport: 'nba', date: '2017-11-01', status: 'scheduled', away_team_id: BOS, home_team_id: CLE },
];
const state = stateOf(GAMES);
const NOW = '2017-10-20T12:00:00-04:00';
const get = (url: string, now = NOW, s = state) => respond(s, { method: 'GET', url, headers: auth }, { now });
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; description: string } }).error;

describe('the leaders endpoint', () => {
  it('answers the library\'s bytes for the category, limit, qualified and season type asked', () => {
    expect(get('/nba/leaders/points_per_game.json')).toMatchObject({ status: 200, body: formatLeaders(getLeaders(state, { category: 'points_per_game', now: NOW })) });
    expect(get('/nba/leaders/assists_per_game.json?limit=1&qualified=false').body).toBe(formatLeaders(getLeaders(state, { category: 'assists_per_game', limit: 1, qualified: false, now: NOW })));
    expect(get('/nba/leaders/points_per_game.json?season_type=post').body).toBe('[ ]');
    // Love played 1 of Cleveland's 2 games: out when qualified (the default), in when not.
    const names = (url: string) => (JSON.parse(get(url).body) as { display_name: string }[]).map((e) => e.display_name);
    expect(names('/nba/leaders/rebounds_per_game.json')).not.toContain('Kevin Love');
    expect(names('/nba/leaders/rebounds_per_game.json?qualified=false')).toContain('Kevin Love');
    expect(names('/nba/leaders/points_per_game.json?qualified=true')).toEqual(names('/nba/leaders/points_per_game.json'));
  });

  it('reads a limit above 15 as 15 and refuses a bad limit, qualified or season type with 400, an unknown category with 404', () => {
    expect(get('/nba/leaders/points_per_game.json?limit=99&qualified=false').body).toBe(get('/nba/leaders/points_per_game.json?limit=15&qualified=false').body);
    const cases: [string, number, RegExp][] = [
      ['/nba/leaders/points_per_game.json?limit=0', 400, /limit "0"/],
      ['/nba/leaders/points_per_game.json?limit=1.5', 400, /limit "1.5"/],
      ['/nba/leaders/points_per_game.json?qualified=yes', 400, /qualified "yes".*true, false/],
      ['/nba/leaders/points_per_game.json?season_type=pre', 400, /season_type "pre".*regular, post/],
      ['/nba/leaders/points.json', 404, /category "points"/],
    ];
    for (const [url, status, description] of cases) {
      const r = get(url);
      expect([url, r.status, errorOf(r.body).description]).toEqual([url, status, expect.stringMatching(description)]);
    }
  });

  it('answers 404 naming the reason when a category needs makes and attempts and some lines are basic', () => {
    const r = get('/nba/leaders/field_goal_pct.json');
    expect(r.status).toBe(404);
    expect(errorOf(r.body).description).toMatch(/field_goal_pct.*makes, attempts.*2 player lines of the NBA 2017-18 regular season have only basic counts/);
    const scoreOnly: GameInput = { sport: 'nba', date: '2017-10-18', status: 'completed', away_team_id: MIA, home_team_id: TOR, away_points_scored: 99, home_points_scored: 101 };
    const missing = get('/nba/leaders/points_per_game.json', NOW, stateOf([...GAMES, scoreOnly]));
    expect([missing.status, errorOf(missing.body).description]).toEqual([404, expect.stringMatching(/points_per_game leaders: 1 completed games of the NBA 2017-18 regular season through 2017-10-19 have no player lines/)]);
    const missingDay = get('/nba/daily-leaders/20171018.json', NOW, stateOf([...GAMES, scoreOnly]));
    expect([missingDay.status, errorOf(missingDay.body).description]).toEqual([404, expect.stringMatching(/2017-10-18: 1 completed games of that day have no player lines/)]);
    const complete = stateOf(GAMES.slice(0, 2));
    expect(get('/nba/leaders/field_goal_pct.json?qualified=false', NOW, complete).body).toBe(formatLeaders(getLeaders(complete, { category: 'field_goal_pct', qualified: false, now: NOW })));
  });

  it('follows the clock\'s league day (memoized per day)', () => {
    const first = get('/nba/leaders/points_per_game.json?qualified=false', '2017-10-17T23:00:00-04:00').body;
    expect(first).toBe(formatLeaders(getLeaders(state, { category: 'points_per_game', qualified: false, now: '2017-10-17T23:00:00-04:00' })));
    const later = get('/nba/leaders/points_per_game.json?qualified=false', '2017-10-18T23:00:00-04:00').body;
    expect(later).not.toBe(first);
    expect(later).toBe(formatLeaders(getLeaders(state, { category: 'points_per_game', qualified: false, now: '2017-10-18T23:00:00-04:00' })));
  });
});

describe('the daily leaders endpoint', () => {
  it('answers the library\'s bytes for a date, and for the clock\'s day without one; sort is ignored', () => {
    const body = formatDailyLeaders(getDailyLeaders(state, { date: '20171017', now: NOW }));
    expect(get('/nba/daily-leaders/20171017.json')).toMatchObject({ status: 200, body });
    expect(get('/nba/daily-leaders/20171017.json?sort=points').body).toBe(body);
    expect(get('/nba/daily-leaders.json', '2017-10-17T22:00:00-04:00').body).toBe(body);
    expect(get('/nba/daily-leaders.json', '2017-10-18T22:00:00-04:00').body).toBe(formatDailyLeaders(getDailyLeaders(state, { date: '20171018', now: NOW })));
  });

  it('refuses a bad date with 400 and a day of basic lines with 404 naming the reason', () => {
    expect(get('/nba/daily-leaders/20171332.json').status).toBe(400);
    const r = get('/nba/daily-leaders/20171019.json');
    expect([r.status, errorOf(r.body).description]).toEqual([404, expect.stringMatching(/2017-10-19.*Game Score needs makes, attempts.*2 player lines/)]);
  });

  it('memoized answers equal fresh ones whatever the clock', () => {
    const urls = ['/nba/daily-leaders.json', '/nba/daily-leaders/20171018.json', '/nba/leaders/points_per_game.json', '/nba/leaders/games_played.json?qualified=false'];
    const clocks = ['2017-10-17T12:00:00-04:00', '2017-10-17T23:59:00-04:00', '2017-10-18T00:01:00-04:00', '2017-10-19T09:00:00-04:00'];
    fc.assert(fc.property(fc.array(fc.record({ url: fc.constantFrom(...urls), now: fc.constantFrom(...clocks) }), { minLength: 1, maxLength: 20 }), (requests) => {
      for (const q of requests) {
        const request = { method: 'GET', url: q.url, headers: auth };
        expect(respond(state, request, { now: q.now }).body).toBe(respond(state, request, { now: q.now, cache: false }).body);
      }
    }), { numRuns: 30 });
  });
});
