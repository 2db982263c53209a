import { describe, expect, it } from 'vitest';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getLeaders, type LeadersQuery } from '../../src/engine/getLeaders.js';
import { ingest } from '../../src/engine/ingest.js';
import { respond } from '../../src/engine/router/respond.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { basicLine, line, nbaGame } from './nbaBoxFixtures.js';

const TOKEN = 'leaders-token-01';
const BOS = 'boston-celtics', CLE = 'cleveland-cavaliers', HOU = 'houston-rockets', GSW = 'golden-state-warriors';

function stateOf(games: readonly GameInput[]): LeagueState {
  const r = ingest(createLeagueState(), { games: [...games] });
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
  return r.state;
}

const GAMES: GameInput[] = [
  // Irving 26 points, 10 assists; Crowder 12 for Boston; James a triple-double (25, 12, 10); Love a double-double (12, 11).
  nbaGame('2017-10-17', BOS, CLE,
    [line('Kyrie Irving', { twos: 8, threes: 2, ftm: 4, ast: 10, drb: 4 }), line('Jae Crowder', { twos: 3, threes: 2 })],
    [line('LeBron James', { twos: 10, ftm: 5, orb: 3, drb: 9, ast: 10 }), line('Kevin Love', { twos: 5, ftm: 2, drb: 11 })]),
  // Harden 35 and 11 assists (a double-double); Curry 28.
  nbaGame('2017-10-18', HOU, GSW, [line('James Harden', { twos: 6, threes: 5, ftm: 8, ast: 11 })], [line('Stephen Curry', { twos: 4, threes: 6, ftm: 2 })]),
  // Crowder now plays for Cleveland (traded): 8 points. James 21, Harden 35.
  nbaGame('2017-10-20', CLE, HOU,
    [line('LeBron James', { twos: 9, ftm: 3, drb: 8, ast: 7 }), line('Jae Crowder', { twos: 4 })],
    [line('James Harden', { twos: 8, threes: 3, ftm: 10, ast: 9 })]),
  // After the clock's day of most tests: Curry 45, Irving 2.
  nbaGame('2017-10-25', GSW, BOS, [line('Stephen Curry', { threes: 15 })], [line('Kyrie Irving', { twos: 1 })]),
];
const NOW = '2017-10-21T12:00:00-04:00';
const leaders = (state: LeagueState, query: Partial<LeadersQuery>) => getLeaders(state, { category: 'points_per_game', now: NOW, ...query });
const listed = (payload: ReturnType<typeof getLeaders>) => payload.rows.map((r) => `${r.rank} ${r.player.displayName} ${r.value.scaled} ${r.team.abbreviation}`);

describe('getLeaders', () => {
  const state = stateOf(GAMES);

  it('ranks season averages through the clock\'s league day, each player with the team of his latest game', () => {
    const p = leaders(state, { qualified: false });
    expect([p.season, p.seasonType, p.date, p.basicLines]).toEqual([2018, 'regular', '2017-10-21', 0]);
    // Harden (35 + 35) / 2; Curry 28; Irving 26 (his 2017-10-25 game is after the clock); James (25 + 21) / 2; Love 12;
    // Crowder (12 for Boston + 8 for Cleveland) / 2, listed with Cleveland.
    expect(listed(p)).toEqual(['1 James Harden 3500 HOU', '2 Stephen Curry 2800 GS', '3 Kyrie Irving 2600 BOS', '4 LeBron James 2300 CLE', '5 Kevin Love 1200 CLE', '6 Jae Crowder 1000 CLE']);
    // Five days later: Curry (28 + 45) / 2 leads, Irving (26 + 2) / 2 falls back.
    expect(listed(leaders(state, { qualified: false, now: '2017-10-26T12:00:00-04:00' }))).toEqual([
      '1 Stephen Curry 3650 GS', '2 James Harden 3500 HOU', '3 LeBron James 2300 CLE', '4 Kyrie Irving 1400 BOS', '5 Kevin Love 1200 CLE', '6 Jae Crowder 1000 CLE',
    ]);
  });

  it('counts games played, double-doubles (triple-doubles included) and triple-doubles', () => {
    const count = (category: LeadersQuery['category']) => leaders(state, { category, qualified: false }).rows.map((r) => `${r.player.displayName} ${r.value.scaled}`);
    expect(count('games_played')).toEqual(['Jae Crowder 2', 'James Harden 2', 'LeBron James 2', 'Stephen Curry 1', 'Kyrie Irving 1', 'Kevin Love 1']);
    // players without one are not listed (a 0 is no lead, D19)
    expect(count('double_doubles')).toEqual(['James Harden 1', 'Kyrie Irving 1', 'LeBron James 1', 'Kevin Love 1']);
    expect(count('triple_doubles')).toEqual(['LeBron James 1']);
  });

  it('applies the minimums of the regular season to the games of the player\'s team (qualified by default)', () => {
    // Through 2017-10-21 Boston, Golden State have played 1 game, Cleveland and Houston 2: everyone listed has played
    // at least 70% of them except Love (1 of Cleveland's 2).
    expect(listed(leaders(state, {})).map((s) => s.split(' ').slice(1, 3).join(' '))).toEqual(['James Harden', 'Stephen Curry', 'Kyrie Irving', 'LeBron James', 'Jae Crowder']);
    // Every line here misses nothing (1.000). Field goal percentage needs 300/82 makes per team game: 4 after one game
    // (Irving 10, Curry 10), 8 after two (Harden 22, James 19, Crowder 9), which Love's 5 of Cleveland's two games are not.
    const fg = (qualified: boolean) => leaders(state, { category: 'field_goal_pct', qualified }).rows.map((r) => `${r.player.lastName} ${r.value.scaled}`);
    expect(fg(true)).toEqual(['Crowder 1000', 'Curry 1000', 'Harden 1000', 'Irving 1000', 'James 1000']);
    expect(fg(false)).toEqual(['Crowder 1000', 'Curry 1000', 'Harden 1000', 'Irving 1000', 'James 1000', 'Love 1000']);
  });

  it('keeps ranks up to the limit, 15 at most', () => {
    const many = Array.from({ length: 20 }, (_, i) => line(`Player${String.fromCharCode(65 + i)} Number${String.fromCharCode(65 + i)}`, { twos: 20 - i }));
    const s = stateOf([nbaGame('2017-10-17', BOS, CLE, many.slice(0, 10), many.slice(10))]);
    expect(leaders(s, { qualified: false }).rows.length).toBe(15);
    expect(leaders(s, { qualified: false, limit: 100 }).rows.length).toBe(15);
    expect(leaders(s, { qualified: false, limit: 3 }).rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(() => leaders(s, { limit: 0 })).toThrow(/^getLeaders: limit/);
    expect(() => leaders(s, { category: 'points' as LeadersQuery['category'] })).toThrow(/^getLeaders: unknown category "points"/);
  });

  it('ranks the postseason on its own, without minimums', () => {
    const post = stateOf([...GAMES, nbaGame('2018-04-15', CLE, BOS, [line('Kevin Love', { twos: 20 })], [line('Kyrie Irving', { twos: 5 })], { season_type: 'post' })]);
    const p = leaders(post, { seasonType: 'post', now: '2018-04-16T12:00:00-04:00' });
    expect([p.seasonType, listed(p)]).toEqual(['post', ['1 Kevin Love 4000 CLE', '2 Kyrie Irving 1000 BOS']]);
    expect(listed(leaders(post, { seasonType: 'post', qualified: true, now: '2018-04-16T12:00:00-04:00' }))).toEqual(listed(p));
  });

  it('uses the current season once a game of the type counts in it, else the most recent one', () => {
    const twoSeasons = stateOf([...GAMES, nbaGame('2018-10-16', BOS, CLE, [line('Kyrie Irving', { twos: 3 })], [line('Kevin Love', { twos: 2 })])]);
    const before = leaders(twoSeasons, { qualified: false, now: '2018-10-10T12:00:00-04:00' });
    expect([before.season, before.date, before.rows[0]?.player.displayName]).toEqual([2018, '2017-10-25', 'Stephen Curry']);
    const after = leaders(twoSeasons, { qualified: false, now: '2018-10-17T12:00:00-04:00' });
    expect([after.season, listed(after)]).toEqual([2019, ['1 Kyrie Irving 600 BOS', '2 Kevin Love 400 CLE']]);
    expect(leaders(createLeagueState(), { now: NOW }).rows).toEqual([]);
  });

  it('computes categories of makes and attempts only when every line is complete', () => {
    const basic = stateOf([...GAMES, nbaGame('2017-10-19', BOS, GSW, [basicLine('Kyrie Irving', { pts: 20, reb: 3 })], [basicLine('Stephen Curry', { pts: 30, reb: 5 }), basicLine('Kevon Looney', { pts: 2, reb: 9 })])]);
    for (const category of ['field_goal_pct', 'free_throw_pct', 'three_point_pct', 'field_goals_made', 'three_point_field_goals_made', 'free_throws_made', 'off_rebounds_per_game', 'def_rebounds_per_game'] as const) {
      const p = leaders(basic, { category, qualified: false });
      expect([category, p.rows, p.basicLines]).toEqual([category, [], 3]);
    }
    // Basic lines carry points, rebounds, assists...: those categories count them.
    expect(listed(leaders(basic, { qualified: false })).slice(0, 2)).toEqual(['1 James Harden 3500 HOU', '2 Stephen Curry 2900 GS']);
    expect(leaders(basic, { category: 'rebounds_per_game', qualified: false }).rows.find((r) => r.player.lastName === 'Looney')?.value.scaled).toBe(900);
  });

  it('computes nothing while a completed game through the day has no player lines', () => {
    const scoreOnly: GameInput = { sport: 'nba', date: '2017-10-19', status: 'completed', away_team_id: BOS, home_team_id: GSW, away_points_scored: 99, home_points_scored: 101 };
    const withScoreOnly = stateOf([...GAMES, scoreOnly]);
    const p = leaders(withScoreOnly, { category: 'games_played' });
    expect([p.rows, p.gamesWithoutLines, p.basicLines]).toEqual([[], 1, 0]);
    // Before that game, the leaders are known.
    expect(listed(leaders(withScoreOnly, { qualified: false, now: '2017-10-18T12:00:00-04:00' }))[0]).toBe('1 James Harden 3500 HOU');
  });

  it('applies the end-of-season exception only once no regular-season game is left', () => {
    // Boston plays Cleveland ten times. Knight averages 2.00 steals in all ten; Wallace has 15 in 6 games,
    // short of the minimum 7, but 15 / 7 = 2.14 would lead.
    const season = Array.from({ length: 10 }, (_, i) => nbaGame(`2017-10-${String(17 + i)}`, BOS, CLE,
      [line('Brevin Knight', { twos: 2, stl: 2 })],
      i < 6 ? [line('Gerald Wallace', { twos: 1, stl: i < 3 ? 3 : 2 })] : [line('Other Player', { twos: 1 })]));
    const over = stateOf(season);
    const now = '2017-11-01T12:00:00-04:00';
    expect(listed(leaders(over, { category: 'steals_per_game', now }))).toEqual(['1 Gerald Wallace 250 CLE', '2 Brevin Knight 200 BOS']);
    const scheduled: GameInput = { sport: 'nba', date: '2017-11-05', status: 'scheduled', away_team_id: BOS, home_team_id: CLE };
    expect(listed(leaders(stateOf([...season, scheduled]), { category: 'steals_per_game', now }))).toEqual(['1 Brevin Knight 200 BOS']);
    expect(listed(leaders(over, { category: 'steals_per_game', now: '2017-10-25T12:00:00-04:00' }))).toEqual(['1 Brevin Knight 200 BOS']);
  });

  it('a player\'s totals after a game are one frozen object on every day that game is his latest, and the body follows them (D170)', () => {
    const on = (day: string) => leaders(state, { qualified: false, now: `${day}T12:00:00-04:00` });
    const harden = (day: string) => on(day).rows.find((r) => r.player.displayName === 'James Harden')!;
    // Harden plays on the 18th and the 20th (35 points each): the 18th and 19th share his totals,
    // the 20th has new ones (two games) with the same average.
    expect(harden('2017-10-19').player).toBe(harden('2017-10-18').player);
    expect(Object.isFrozen(harden('2017-10-18').player)).toBe(true);
    expect(harden('2017-10-20').player).not.toBe(harden('2017-10-18').player);
    expect([harden('2017-10-18').player.gamesPlayed, harden('2017-10-20').player.gamesPlayed]).toEqual([1, 2]);
    expect([harden('2017-10-18').value.scaled, harden('2017-10-20').value.scaled]).toEqual([3500, 3500]);
    // The uncached answers of those days show each day's rank and value (kept row texts never carry over).
    const withToken = ingest(state, { accounts: [{ email_address: 'l@example.com', first_name: 'L', last_name: 'D', created_on: '2017-01-01' }],
      tokens: [{ token: TOKEN, email_address: 'l@example.com', expires_at: '2030-01-01T00:00:00-05:00' }] });
    if (!withToken.ok) throw new Error(JSON.stringify(withToken.issues));
    const rowsOf = (day: string) => (JSON.parse(respond(withToken.state, { method: 'GET', url: '/nba/leaders/points_per_game.json?qualified=false', headers: { authorization: `Bearer ${TOKEN}` } },
      { now: `${day}T12:00:00-04:00`, cache: false }).body) as { display_name: string; rank: number; value: number }[]).map((r) => `${r.rank} ${r.display_name} ${r.value}`);
    for (const [day, expected] of [
      ['2017-10-18', ['1 James Harden 35', '2 Stephen Curry 28', '3 Kyrie Irving 26', '4 LeBron James 25', '5 Jae Crowder 12', '5 Kevin Love 12']],
      ['2017-10-20', ['1 James Harden 35', '2 Stephen Curry 28', '3 Kyrie Irving 26', '4 LeBron James 23', '5 Kevin Love 12', '6 Jae Crowder 10']],
      ['2017-10-18', ['1 James Harden 35', '2 Stephen Curry 28', '3 Kyrie Irving 26', '4 LeBron James 25', '5 Jae Crowder 12', '5 Kevin Love 12']],
    ] as const) expect(rowsOf(day)).toEqual(expected);
  });

  it('a list ranked from a date\'s read is kept with that read and given again only for the same category, limit and minimums (D177)', () => {
    // The same games ingested again: a state of its own, whose lists are all ranked afresh.
    const fresh = () => stateOf(GAMES);
    const queries: Partial<LeadersQuery>[] = [
      { qualified: false },
      { qualified: false, limit: 2 },
      {},
      { category: 'assists_per_game', qualified: false },
      { qualified: false, now: '2017-10-26T12:00:00-04:00' },
      { qualified: false, limit: 2 },
      { qualified: false },
      { category: 'assists_per_game', qualified: false, now: '2017-10-18T12:00:00-04:00' },
      {},
    ];
    for (const q of queries) expect(leaders(state, q)).toEqual(leaders(fresh(), q));
    // Asked again with the same date read: the very list, frozen.
    const a = leaders(state, { qualified: false, limit: 3 });
    expect(leaders(state, { qualified: false, limit: 3 }).rows).toBe(a.rows);
    expect(Object.isFrozen(a.rows)).toBe(true);
    expect(leaders(state, { qualified: false, limit: 4 }).rows).not.toBe(a.rows);
    expect(leaders(state, { qualified: true, limit: 3 }).rows).not.toBe(a.rows);
  });
});
