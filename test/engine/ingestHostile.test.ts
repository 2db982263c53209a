/**
 * Issue 11, item 3: bounded and safe ingest. One test per defect the hostile-input probe found,
 * each failing on the code before the change (D58-D64). Inputs are generated here.
 */
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { getEvents } from '../../src/engine/getEvents.js';
import { getMe } from '../../src/engine/getMe.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { ingest, type IngestResult } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { respond } from '../../src/engine/router/respond.js';
import { failures, firstUnfrozen, fullBatch, statuses, TOKEN } from './hostileFixtures.js';

const issuesOf = (r: IngestResult) => (r.ok ? [] : r.issues);
const codes = (r: IngestResult) => issuesOf(r).map((i) => `${i.code} ${i.path.join('.')}`);
const game = (over: Record<string, unknown> = {}) => ({
  sport: 'mlb', date: '2019-04-01', status: 'completed', away_team_id: 'boston-red-sox', home_team_id: 'new-york-yankees',
  away_points_scored: 3, home_points_scored: 2, start_date_time: '2019-04-01T19:05:00-04:00', ...over,
});
function ok(state: LeagueState, batch: unknown): LeagueState {
  const r = ingest(state, batch);
  if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 5)));
  return r.state;
}

describe('issues are capped: any input gets a small answer quickly (D58)', () => {
  it('20,000 empty games: the first 100 issues and one too_many_issues naming where checking stopped', () => {
    const r = ingest(createLeagueState(), { games: Array.from({ length: 20_000 }, () => ({})) });
    const issues = issuesOf(r);
    expect(issues).toHaveLength(101);
    expect(issues.slice(0, 3).map((i) => i.path.join('.'))).toEqual(['games.0.sport', 'games.0.status', 'games.0.away_team_id']);
    expect(issues[100]).toEqual({ code: 'too_many_issues', path: [], message: 'only the first 100 issues are listed; checking stopped before games[25] (19975 elements from here on not checked)' });
  });

  it('2,000,000 empty games: refused without building an issue per element (the probe exhausted the heap)', () => {
    const games = Array.from({ length: 2_000_000 }, () => ({}));
    const started = performance.now();
    const r = ingest(createLeagueState(), { games });
    const ms = performance.now() - started;
    expect(issuesOf(r)).toHaveLength(101);
    expect(JSON.stringify(r).length).toBeLessThan(20_000);
    // Not a benchmark: only far below the seconds the per-element issues took.
    expect(ms).toBeLessThan(5_000);
  });

  it('inside one element too: 100,000 empty player lines, batters, roster players or unknown keys', () => {
    const many = <T>(make: () => T) => Array.from({ length: 100_000 }, make);
    const cases: unknown[] = [
      { games: [game({ sport: 'nba', date: '2018-01-10', away_team_id: 'boston-celtics', home_team_id: 'cleveland-cavaliers', away_stats: many(() => ({})) })] },
      { games: [game({ away_batters: many(() => ({})) })] },
      { games: [game({ away_period_scores: many(() => 'x') })] },
      { rosters: [{ sport: 'mlb', season: 2019, team_id: 'boston-red-sox', players: many(() => ({})) }] },
      Object.fromEntries(many(() => 0).map((_, i) => [`key${i}`, i])),
      { games: [Object.fromEntries(many(() => 0).map((_, i) => [`key${i}`, i]))] },
    ];
    for (const batch of cases) {
      const issues = issuesOf(ingest(createLeagueState(), batch));
      expect(issues).toHaveLength(101);
      expect(issues[100]!.code).toBe('too_many_issues');
    }
  });

  it('the later checks stop at the limit too: 50,000 well-formed games of unknown teams', () => {
    const games = Array.from({ length: 50_000 }, (_, i) => game({ sequence: i + 1, away_team_id: 'nobody', home_team_id: 'nothing', start_date_time: undefined }));
    const issues = issuesOf(ingest(createLeagueState(), { games }));
    expect(issues).toHaveLength(101);
    expect(issues[0]).toMatchObject({ code: 'unknown_team', path: ['games', 0, 'away_team_id'] });
    expect(issues[100]!.message).toBe('only the first 100 issues are listed; checking stopped at the 100th issue, so what follows it in the batch was not checked');
  });
});

describe('__proto__ and constructor are ids like any other (D59)', () => {
  it('a site, an account and a token named __proto__ are stored as records, and found', () => {
    const batch = JSON.parse(`{
      "sites": [{ "site_id": "__proto__", "name": "Proto Park", "city": "A", "state": "B" }, { "site_id": "constructor", "name": "Ctor Park", "city": "A", "state": "B" }],
      "accounts": [{ "email_address": "__proto__", "first_name": "P", "last_name": "Roto", "created_on": "2014-01-07" }],
      "tokens": [{ "token": "__proto__", "email_address": "__proto__", "expires_at": "2030-01-01T00:00:00Z" },
                 { "token": "constructor", "email_address": "__proto__", "expires_at": "2030-01-01T00:00:00Z" }]
    }`);
    const state = ok(createLeagueState(), batch);
    for (const table of [state.sites, state.accounts, state.tokens]) {
      expect(Object.getPrototypeOf(table.byId)).toBe(Object.prototype);
      expect(Object.hasOwn(table.byId, '__proto__')).toBe(true);
    }
    expect(state.sites.byId['__proto__']).toMatchObject({ siteId: '__proto__', name: 'Proto Park' });
    expect(state.sites.byId['constructor']).toMatchObject({ siteId: 'constructor', name: 'Ctor Park' });
    expect(state.sites.ids.slice(-2)).toEqual(['__proto__', 'constructor']);
    expect(getMe(state, { token: '__proto__', now: '2019-01-01T00:00:00Z' })?.account.lastName).toBe('Roto');
    expect(getMe(state, { token: 'constructor', now: '2019-01-01T00:00:00Z' })?.account.emailAddress).toBe('__proto__');
    const me = respond(state, { method: 'GET', url: '/me.json', headers: { authorization: 'Bearer __proto__' } }, { now: '2019-01-01T00:00:00Z' });
    expect(me.status).toBe(200);
    // A game at the site, and a later ingest that keeps the table: nothing turns into a prototype.
    const later = ok(state, { games: [game({ site_id: '__proto__' })], sites: [{ site_id: 'other-park', name: 'Other Park', city: 'A', state: 'B' }] });
    expect(findGame(later, 'mlb', '20190401-boston-red-sox-at-new-york-yankees')?.siteId).toBe('__proto__');
    expect(later.sites.byId['__proto__']).toBe(state.sites.byId['__proto__']);
    expect(Object.getPrototypeOf(later.sites.byId)).toBe(Object.prototype);
  });

  it('player ids, a conference and a division named like Object.prototype members are held and answered without a 5xx', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const b = fullBatch() as Record<string, Record<string, unknown>[]>;
      const [nba, mlb] = b['games'] as [Record<string, Record<string, unknown>[]>, Record<string, Record<string, unknown>[]>];
      nba['away_stats']![0]!['player_id'] = id;
      nba['home_stats']![0]!['player_id'] = id === '__proto__' ? 'constructor' : '__proto__';
      nba['officials']![0]!['position'] = id;
      for (const lines of [mlb['away_batters'], mlb['away_pitchers'], mlb['home_fielding']]) lines![0]!['player_id'] = id;
      (b['rosters']![0]!['players'] as Record<string, unknown>[])[0]!['player_id'] = id;
      (b['draft_picks']![0]!['player'] as Record<string, unknown>)['player_id'] = id;
      b['teams'] = [{ sport: 'nba', season: 2018, abbreviation: 'CON', first_name: 'Cons', last_name: 'Tructor', conference: id, division: id, site_name: 'x', city: 'y', state: 'z' }];
      const state = ok(createLeagueState(), b);
      expect(findGame(state, 'nba', '20180110-boston-celtics-at-cleveland-cavaliers')!.box!.awayPlayers[0]!.playerId).toBe(id);
      expect(failures(statuses(state, '2018-06-11T12:00:00-04:00'))).toEqual({});
    }
  });
});

describe('the state is frozen all the way down, and shares nothing with the batch (D60)', () => {
  it('every object and array reachable from the state is frozen, box scores, rosters, draft picks and tournaments included', () => {
    const state = ok(createLeagueState(), fullBatch());
    expect(firstUnfrozen(state)).toBeUndefined();
    const box = findGame(state, 'nba', '20180110-boston-celtics-at-cleveland-cavaliers')!.box!;
    expect(() => {
      (box.awayPlayers[0] as { points: number }).points = 99;
    }).toThrow(TypeError);
  });

  it('changing the batch after ingest changes nothing in the state', () => {
    const batch = fullBatch() as { games: Record<string, unknown>[]; rosters: { players: Record<string, unknown>[] }[]; tournaments: { groups: { competitors: unknown[] }[] }[] };
    const state = ok(createLeagueState(), batch);
    const before = JSON.stringify(state);
    const nba = batch.games[0]!;
    (nba['away_stats'] as Record<string, unknown>[])[0]!['points'] = 0;
    (nba['officials'] as Record<string, unknown>[]).push({ first_name: 'X', last_name: 'Y' });
    (batch.games[1]!['away_period_scores'] as number[])[0] = 42;
    batch.rosters[0]!.players[0]!['height_in'] = 1;
    batch.tournaments[0]!.groups[0]!.competitors.length = 0;
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('values the engine cannot store or print are issues at ingest (D61)', () => {
  it('a score of 2^31 is refused (it wrapped to negative runs in the standings); 999 is the largest score', () => {
    expect(codes(ingest(createLeagueState(), { games: [game({ away_points_scored: 2 ** 31 })] }))).toEqual(['invalid_input games.0.away_points_scored']);
    expect(codes(ingest(createLeagueState(), { games: [game({ away_points_scored: 1000 })] }))).toEqual(['invalid_input games.0.away_points_scored']);
    const games = Array.from({ length: 10 }, (_, i) => game({ date: `2019-04-${String(i + 1).padStart(2, '0')}`, away_points_scored: 999, home_points_scored: 0, start_date_time: undefined }));
    const state = ok(createLeagueState(), { games });
    const red = getStandings(state, { sport: 'mlb', date: '20190411', now: '2019-04-12T00:00:00-04:00' }).rows.find((r) => r.team.teamId === 'boston-red-sox')!;
    expect(red.record).toMatchObject({ won: 10, pointsFor: 9990 });
  });

  it('integers beyond 32 bits, absurd heights, weights, minutes and uniform numbers, and counts over 999', () => {
    const bio = { first_name: 'Big', last_name: 'Man', birthdate: '1990-01-01', birthplace: 'X', height_in: 75, weight_lb: 200, position: 'C' };
    const roster = (player: Record<string, unknown>) => ({ rosters: [{ sport: 'nba', season: 2018, team_id: 'boston-celtics', players: [{ ...bio, uniform_number: 1, ...player }] }] });
    expect(codes(ingest(createLeagueState(), roster({ height_in: 2 ** 53 - 1 })))).toEqual(['invalid_input rosters.0.players.0.height_in']);
    expect(codes(ingest(createLeagueState(), roster({ height_in: 121 })))).toEqual(['invalid_input rosters.0.players.0.height_in']);
    expect(codes(ingest(createLeagueState(), roster({ weight_lb: 1001 })))).toEqual(['invalid_input rosters.0.players.0.weight_lb']);
    expect(codes(ingest(createLeagueState(), roster({ uniform_number: 100 })))).toEqual(['invalid_input rosters.0.players.0.uniform_number']);
    const batch = fullBatch() as { games: Record<string, unknown>[] };
    (batch.games[0]!['away_stats'] as Record<string, unknown>[])[0]!['minutes'] = 121;
    (batch.games[0]!['home_stats'] as Record<string, unknown>[])[0]!['blocks'] = 1000;
    batch.games[0]!['attendance'] = 2 ** 31;
    (batch.games[1]!['away_batters'] as Record<string, unknown>[])[0]!['walks'] = 1000;
    (batch.games[1]!['away_pitchers'] as Record<string, unknown>[])[0]!['innings_pitched'] = 334;
    expect(codes(ingest(createLeagueState(), batch))).toEqual([
      'invalid_input games.0.away_stats.0.minutes',
      'invalid_input games.0.home_stats.0.blocks',
      'invalid_input games.0.attendance',
      'invalid_input games.1.away_batters.0.walks',
      'invalid_input games.1.away_pitchers.0.innings_pitched',
    ]);
  });

  it('control characters, U+FFFF and lone surrogates in names are refused; other text is kept as sent', () => {
    const named = (first_name: string) => ingest(createLeagueState(), { accounts: [{ email_address: 'a@b.c', first_name, last_name: 'L', created_on: '2014-01-07' }] });
    for (const bad of ['A\u0000', 'Tab\there', 'New\nline', 'Del\u007f', 'C1\u0085', 'Non\uffff', 'Lone\ud800', '\udc00Lone']) {
      expect(codes(named(bad))).toEqual(['invalid_input accounts.0.first_name']);
    }
    expect(issuesOf(named('New\nline'))[0]!.message).toBe('contains the control character U+000A');
    for (const good of ['José', 'Ōtani 翔平', 'Emoji 😀', "O'Neal \"Shaq\" <&>", 'x'.repeat(1000)]) expect(named(good).ok).toBe(true);
    expect(issuesOf(named('x'.repeat(1001)))).toEqual([{ code: 'invalid_input', path: ['accounts', 0, 'first_name'], message: 'Too big: expected string to have <=1000 characters' }]);
    const line = fullBatch() as { games: Record<string, unknown>[] };
    (line.games[0]!['away_stats'] as Record<string, unknown>[])[0]!['last_name'] = 'Hor\u0000ford';
    (line.games[1]!['home_fielding'] as Record<string, unknown>[])[0]!['first_name'] = 'T\u001bim';
    expect(codes(ingest(createLeagueState(), line))).toEqual(['invalid_input games.0.away_stats.0.last_name', 'invalid_input games.1.home_fielding.0.first_name']);
  });

  it('a batch with every number at its largest accepted value is answered by every endpoint without a 5xx', () => {
    const state = ok(createLeagueState(), fullBatch(true));
    for (const zone of [undefined, 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', '+23:59', '-23:59']) {
      expect(failures(statuses(state, '2018-06-11T12:00:00-04:00', zone))).toEqual({});
    }
  });
});

describe('unknown keys are issues naming the key (D62)', () => {
  it('a misspelled batch key, game key or line key is refused, with the key it likely misspells', () => {
    expect(issuesOf(ingest(createLeagueState(), { gmes: [game()] }))).toEqual([{ code: 'unknown_key', path: ['gmes'], message: 'unknown key "gmes" (did you mean "games"?)' }]);
    expect(issuesOf(ingest(createLeagueState(), { games: [game({ attendence: 30000 })] }))).toEqual([
      { code: 'unknown_key', path: ['games', 0, 'attendence'], message: 'unknown key "attendence" (did you mean "attendance"?)' },
    ]);
    const batch = fullBatch() as Record<string, Record<string, unknown>[]>;
    (batch['games']![0]!['away_stats'] as Record<string, unknown>[])[0]!['pionts'] = 1;
    (batch['games']![1]!['away_batters'] as Record<string, unknown>[])[0]!['hitz'] = 1;
    (batch['games']![1]!['home_pitchers'] as Record<string, unknown>[])[0]!['era'] = '3.00';
    (batch['rosters']![0]!['players'] as Record<string, unknown>[])[0]!['heigth_in'] = 70;
    (batch['tournaments']![0]!['rounds'] as Record<string, unknown>[])[0]!['format'] = 'Best of 7';
    batch['sites']![0]!['capcity'] = 1;
    expect(issuesOf(ingest(createLeagueState(), batch)).map((i) => [i.code, i.path.join('.'), i.message])).toEqual([
      ['unknown_key', 'sites.0.capcity', 'unknown key "capcity" (did you mean "capacity"?)'],
      ['unknown_key', 'games.0.away_stats.0.pionts', 'unknown key "pionts" (did you mean "points"?)'],
      ['unknown_key', 'games.1.away_batters.0.hitz', 'unknown key "hitz" (did you mean "hits"?)'],
      ['unknown_key', 'games.1.home_pitchers.0.era', 'unknown key "era"'],
      ['unknown_key', 'tournaments.0.rounds.0.format', 'unknown key "format"'],
      ['unknown_key', 'rosters.0.players.0.heigth_in', 'unknown key "heigth_in" (did you mean "height_in"?)'],
    ]);
  });

  it('a key longer than any text is named by its start, so that the answer stays small', () => {
    const key = 'k'.repeat(100_000);
    expect(issuesOf(ingest(createLeagueState(), { games: [game({ [key]: 1 })] }))).toEqual([
      { code: 'unknown_key', path: ['games', 0], message: `unknown key of 100000 characters, starting "${'k'.repeat(37)}"` },
    ]);
  });
});

describe('a clock outside the years 1 to 9999 is a RangeError; such date-times in data are issues (D63)', () => {
  const state = ok(createLeagueState(), fullBatch());
  const request = { method: 'GET', url: '/events.json', headers: { authorization: `Bearer ${TOKEN}` } };

  it('a clock in the year 10000, in any form, is a RangeError naming the function (not a 500 later)', () => {
    for (const now of ['9999-12-31T23:00:00-05:00', 253_402_300_800_000, 8.64e15]) {
      expect(() => getStandings(state, { sport: 'mlb', now })).toThrow(/^getStandings: now .* is outside the supported instants/);
      expect(() => getEvents(state, { now })).toThrow(RangeError);
      expect(() => respond(state, request, { now, timeZone: 'UTC', cache: false })).toThrow(/^respond: now /);
    }
    expect(() => respond(state, request, { now: '0001-01-01T00:00:00+05:00' })).toThrow(/^respond: now /);
    expect(() => respond(state, request, { now: -62_135_596_800_000 })).toThrow(/^respond: now /);
  });

  it('the first and last supported clocks are answered by every endpoint without a 5xx, in zones up to a day from UTC', () => {
    for (const now of [-62_135_510_400_000, '0001-01-02T00:00:00Z', 253_402_214_399_999, '9999-12-30T23:59:59.999Z']) {
      for (const zone of [undefined, 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', '+23:59', '-23:59']) {
        expect(failures(statuses(state, now, zone))).toEqual({});
      }
    }
  });

  it('a token, a start time or an `at` in the year 10000 (or before year 1 in UTC) is an invalid_date issue', () => {
    const account = { email_address: 'a@b.c', first_name: 'A', last_name: 'B', created_on: '2014-01-07' };
    expect(codes(ingest(createLeagueState(), { accounts: [account], tokens: [{ token: 'tttttttttt', email_address: 'a@b.c', expires_at: '9999-12-31T23:59:59-12:00' }] })))
      .toEqual(['invalid_date tokens.0.expires_at']);
    expect(codes(ingest(createLeagueState(), { games: [game({ start_date_time: '9999-12-31T23:00:00-05:00' })] }))).toEqual(['invalid_date games.0.start_date_time']);
    expect(codes(ingest(createLeagueState(), { games: [game({ start_date_time: '0001-01-01T00:00:00+05:00' })] }))).toEqual(['invalid_date games.0.start_date_time']);
    expect(codes(ingest(createLeagueState(), { at: '9999-12-31T12:00:00Z' }))).toEqual(['invalid_date at']);
  });
});
