/**
 * The xmlstats-ruby gem 1.7.0 (alexmchale/xmlstats-ruby@545edad, tag v1.7.0; docs/CLIENTS.md, Ruby clients
 * section 1), replayed against the real server.
 *
 * What it sends (Net::HTTP of Ruby 2.x and later, wire order observed by the report): `GET
 * /<path>.json?<query> HTTP/1.1` with a trailing bare `?` when there is no query
 * (`lib/xmlstats/endpoint.rb:36`), `User-Agent: xmlstats-ruby/1.7.0 (<contact>)`
 * (`http_getters/net_http.rb:13`), `Authorization: Bearer <key>` only when a key is configured
 * (`:14`), then Net::HTTP's `Accept-Encoding: gzip;q=1.0,deflate;q=0.6,identity;q=0.3`, `Accept:
 * *\/*`, `Connection: close` and `Host: erikberg.com`. How it reads: before looking at the
 * status, `Integer()` of `xmlstats-api-limit`, `-remaining` and `-reset` (`net_http.rb:18-20`);
 * only `Net::HTTPOK` (200) is data (`:22-31`); gzip undone by Net::HTTP; `JSON.load`
 * (`endpoint.rb:53`); every key of every wrapped object becomes an instance variable
 * (`object.rb:6-8`); references must be objects or arrays of objects, `time` fields
 * `Time.parse`-able, `date` fields `Date.parse`-able (`object.rb:10-36`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/engine/router/createRateLimiter.js';
import type { JsonValue } from '../../../src/formatting/writeJson.js';
import { asObject } from './decoders/asObject.js';
import { DATE_TIME_READERS } from './decoders/dateTimeReaders.js';
import { instanceVariableProblems } from './decoders/instanceVariableProblems.js';
import { jsonKind } from './decoders/jsonKind.js';
import { rubyInteger } from './decoders/rubyInteger.js';
import { GEM_RECORDED_AT, NBA_2018_NOW, OKC_AT_MIA, startCompatServer, TOKENS, type CompatServer, type StatePart } from './fixtures.js';
import { sendRaw, type RawExchange } from './rawHttp.js';
import { readBody } from './readBody.js';

/** The data clock of the cassettes' recording (2015-04-12 11:30:16 GMT, in Eastern time). */
const GEM_NOW = '2015-04-12T07:30:16-04:00';

interface GemOptions {
  /** `Xmlstats.api_key`; none configured means no Authorization header (`net_http.rb:14`). */
  readonly key?: string | undefined;
  /** Ruby 1.9.3 (in `.travis.yml:4`) added no Accept-Encoding to `Net::HTTP::Get.new`. */
  readonly ruby193?: boolean;
}

/** The request Net::HTTP writes for `Xmlstats.http_getter.get(uri)` (docs/CLIENTS.md, Ruby clients, observed order). */
const request = (port: number, target: string, options: GemOptions = {}): Promise<RawExchange> => {
  const key = 'key' in options ? options.key : TOKENS.xmlstatsRuby;
  return sendRaw(port, `GET ${target} HTTP/1.1`, [
    ['User-Agent', 'xmlstats-ruby/1.7.0 (developer@example.com)'],
    ...(key !== undefined ? [['Authorization', `Bearer ${key}`] as const] : []),
    ...(options.ruby193 ? [] : [['Accept-Encoding', 'gzip;q=1.0,deflate;q=0.6,identity;q=0.3'] as const]),
    ['Accept', '*/*'],
    ['Connection', 'close'],
    ['Host', 'erikberg.com'],
  ]);
};

/** Net::HTTP's `response.header[name]`: case-insensitive, repeated lines joined with ", ", nil when absent. */
const netHttpHeader = (ex: RawExchange, name: string): string | undefined => (ex.header(name).length === 0 ? undefined : ex.header(name).join(', '));

/** `net_http.rb:18-20`: the three strict `Integer()` reads every answer goes through first. */
const limits = (ex: RawExchange) => ({
  limit: rubyInteger(netHttpHeader(ex, 'xmlstats-api-limit')),
  remaining: rubyInteger(netHttpHeader(ex, 'xmlstats-api-remaining')),
  reset: rubyInteger(netHttpHeader(ex, 'xmlstats-api-reset')),
});

/** `fetch_json`: the limits read, 200 required, the body inflated and `JSON.load`ed. */
const fetchJson = (ex: RawExchange): JsonValue => {
  limits(ex);
  expect(ex.status).toBe(200);
  return readBody(ex, 'net-http').json;
};

const rows = (v: JsonValue) => v as readonly Record<string, JsonValue>[];
const obj = (v: JsonValue | undefined) => (v === undefined ? undefined : asObject(v));

/** `object.rb:10-22`: a reference must be an object or an array of objects (`Class.new(val)` calls `val.each`). */
const referenceOk = (v: JsonValue | undefined) =>
  v !== undefined && (jsonKind(v) === 'object' || (jsonKind(v) === 'array' && (v as readonly JsonValue[]).every((x) => jsonKind(x) === 'object')));

const PARTS: readonly StatePart[] = ['mlb2014', 'nba2018'];
/** Servers: the recording's data clock, the 2018 clock (NBA leaders, rosters, results), neither rate limited. */
let gem2015: CompatServer;
let gem2018: CompatServer;
beforeAll(async () => {
  gem2015 = await startCompatServer({ now: GEM_NOW, parts: PARTS, wallClock: () => GEM_RECORDED_AT });
  gem2018 = await startCompatServer({ now: NBA_2018_NOW, parts: PARTS });
});
afterAll(async () => {
  await gem2015.close();
  await gem2018.close();
});

describe('xmlstats-ruby 1.7.0 (alexmchale/xmlstats-ruby@545edad) against the limit of the 2015 cassettes', () => {
  let wall = GEM_RECORDED_AT;
  let cassette: CompatServer;
  beforeAll(async () => {
    // The service's limit when the cassettes were recorded: 6 requests a minute (FORMAT-NOTES 6).
    cassette = await startCompatServer({ now: GEM_NOW, parts: PARTS, wallClock: () => wall, rateLimiter: createRateLimiter({ limit: 6, windowSeconds: 60 }) });
  });
  afterAll(() => cassette.close());

  it('xmlstats-ruby 1.7.0 (545edad) spec/endpoints/events_spec.rb:17-24 with spec/vcr_cassettes/events-all-20130901.yml:25-30: after events(2013-09-01) limit 6, remaining 5, reset 1428838260, a minute boundary', async () => {
    wall = GEM_RECORDED_AT;
    const ex = await request(cassette.port, '/events.json?date=20130901');
    expect(ex.status).toBe(200);
    const { limit, remaining, reset } = limits(ex);
    expect([limit, remaining, reset]).toEqual([6, 5, 1428838260]);
    expect(reset % 60).toBe(0);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/http_getters/net_http.rb:18-20: every answer, 200, 400, 401, 404 and 429 alike, carries each limit header once as a strict Integer()', async () => {
    wall = GEM_RECORDED_AT + 60_000;
    const answers = [
      await request(cassette.port, '/mlb/teams.json?'),
      await request(cassette.port, '/events.json?date=20130231'),
      await request(cassette.port, '/events.json?date=20130901', { key: undefined }),
      await request(cassette.port, '/mlb/boxscore/20130901-nobody-at-nowhere.json?'),
      await request(cassette.port, '/events.json?date=20130901'),
      await request(cassette.port, '/events.json?date=20130901'),
      await request(cassette.port, '/events.json?date=20130901'),
      await request(cassette.port, '/events.json?date=20130901'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 401, 404, 200, 200, 200, 429]);
    for (const a of answers) {
      expect(['xmlstats-api-limit', 'xmlstats-api-remaining', 'xmlstats-api-reset'].map((h) => a.header(h).length)).toEqual([1, 1, 1]);
      const { limit, reset } = limits(a);
      expect([limit, reset]).toEqual([6, 1428838320]);
    }
    // The 401 (no key: net_http.rb:14 sends no header) counts against the address, the rest against the key.
    expect(answers.map((a) => limits(a).remaining)).toEqual([5, 4, 5, 3, 2, 1, 0, 0]);
  });
});

describe('xmlstats-ruby 1.7.0 (alexmchale/xmlstats-ruby@545edad)', () => {
  it('xmlstats-ruby 1.7.0 (545edad) spec/endpoints/events_spec.rb:5-15 with lib/xmlstats/endpoints/events.rb:5-13: events(Date.parse("2013-09-01")) is 15 Event objects: teams and site objects, a Time.parse-able start', async () => {
    const events = rows(obj(fetchJson(await request(gem2015.port, '/events.json?date=20130901')))!['event']!);
    expect(events).toHaveLength(15);
    for (const e of events) {
      expect([e['event_id'], referenceOk(e['away_team']), referenceOk(e['home_team']), referenceOk(e['site']), DATE_TIME_READERS.rubyTimeParse(e['start_date_time'])]).toEqual([e['event_id'], true, true, true, true]);
    }
    expect(instanceVariableProblems(events as JsonValue)).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoints/events.rb:6-8 with README.md:72: events(date, :mlb) sends sport=mlb after the date and gets the same 15 events', async () => {
    const withSport = fetchJson(await request(gem2015.port, '/events.json?date=20130901&sport=mlb'));
    const without = fetchJson(await request(gem2015.port, '/events.json?date=20130901'));
    expect(rows(obj(withSport)!['event']!).map((e) => e['event_id'])).toEqual(rows(obj(without)!['event']!).map((e) => e['event_id']));
  });

  it('xmlstats-ruby 1.7.0 (545edad) examples/events_today.rb:13-18 with lib/xmlstats/object.rb:43-47: the fields the example reads (start_date_time, both full_names, event_status) are present and truthy on every event', async () => {
    const events = rows(obj(fetchJson(await request(gem2015.port, '/events.json?date=20130901')))!['event']!);
    const falsy = events.flatMap((e) => {
      const values = [e['start_date_time'], obj(e['away_team'])?.['full_name'], obj(e['home_team'])?.['full_name'], e['event_status']];
      return values.some((v) => v === undefined || v === null || v === false) ? [e['event_id']] : [];
    });
    expect(falsy).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoint.rb:36: a target ending in a bare "?" is answered exactly like the same path without it', async () => {
    const pairs: [CompatServer, string][] = [
      [gem2015, '/mlb/teams.json'], [gem2015, '/nba/teams.json'], [gem2015, '/mlb/boxscore/20140331-boston-red-sox-at-baltimore-orioles.json'],
      [gem2015, `/nba/boxscore/${OKC_AT_MIA}.json`], [gem2015, '/mlb/standings/20140601.json'], [gem2018, '/nba/standings/20180202.json'],
      [gem2018, '/nba/roster/boston-celtics.json'], [gem2015, '/mlb/roster/boston-red-sox.json'], [gem2018, '/nba/results/boston-celtics.json'],
      [gem2018, '/nba/leaders/points_per_game.json'],
    ];
    for (const [server, path] of pairs) {
      const bare = await request(server.port, `${path}?`);
      const plain = await request(server.port, path);
      expect([path, bare.status, bare.header('etag')]).toEqual([path, 200, plain.header('etag')]);
      expect(readBody(bare, 'net-http').text).toBe(readBody(plain, 'net-http').text);
    }
  });

  it('xmlstats-ruby 1.7.0 (545edad) spec/endpoints/mlb_teams_spec.rb:5-21 with lib/xmlstats/endpoints/mlb_teams.rb:5-11: mlb_teams is a top-level array of 30 Team objects, one of them "Detroit Tigers"', async () => {
    const teams = rows(fetchJson(await request(gem2015.port, '/mlb/teams.json?')));
    expect(teams).toHaveLength(30);
    expect(teams.map((t) => t['full_name'])).toContain('Detroit Tigers');
    expect(instanceVariableProblems(teams as JsonValue)).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoints/mlb_standing.rb:5-13 and mlb_wild_card_standing.rb:5-13: both ask /mlb/standings/<yyyyMMdd>.json? and read standing as an array', async () => {
    const table = obj(fetchJson(await request(gem2015.port, '/mlb/standings/20140601.json?')))!;
    expect(table['standings_date']).toBe('2014-06-01T00:00:00-04:00');
    expect(rows(table['standing']!)).toHaveLength(30);
    expect(instanceVariableProblems(table)).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoints/events.rb:6 and nba_standing.rb:6-7: a String date leaves it out, /events.json? and /nba/standings/.json? answer the current tables (200)', async () => {
    const events = obj(fetchJson(await request(gem2018.port, '/events.json?')))!;
    expect(events['events_date']).toBe('2018-02-03T12:00:00-05:00');
    expect(rows(events['event']!).map((e) => e['event_status'])).toEqual(Array(9).fill('scheduled'));
    const standings = obj(fetchJson(await request(gem2018.port, '/nba/standings/.json?')))!;
    expect(standings['standings_date']).toBe('2018-02-03T00:00:00-05:00');
    expect(rows(standings['standing']!)).toHaveLength(30);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/objects/mlb_box_score.rb:3-12: an MLB box score has every reference as an object or array of objects, and event_information a site and a Time.parse-able start', async () => {
    const box = obj(fetchJson(await request(gem2015.port, '/mlb/boxscore/20140331-boston-red-sox-at-baltimore-orioles.json?')))!;
    const refs = ['home_team', 'away_team', 'home_batters', 'away_batters', 'home_pitchers', 'away_pitchers', 'officials', 'event_information', 'home_batter_totals', 'away_batter_totals'];
    expect(refs.filter((r) => !referenceOk(box[r]))).toEqual([]);
    const info = obj(box['event_information'])!;
    expect([referenceOk(info['site']), DATE_TIME_READERS.rubyTimeParse(info['start_date_time'])]).toEqual([true, true]);
    expect(instanceVariableProblems(box)).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/objects/nba_box_score.rb:3-10: an NBA box score has every reference as an object or array of objects, and event_information a site and a Time.parse-able start', async () => {
    const box = obj(fetchJson(await request(gem2015.port, `/nba/boxscore/${OKC_AT_MIA}.json?`)))!;
    const refs = ['home_team', 'away_team', 'home_stats', 'away_stats', 'officials', 'event_information', 'home_totals', 'away_totals'];
    expect(refs.filter((r) => !referenceOk(box[r]))).toEqual([]);
    const info = obj(box['event_information'])!;
    expect([referenceOk(info['site']), DATE_TIME_READERS.rubyTimeParse(info['start_date_time'])]).toEqual([true, true]);
    expect(instanceVariableProblems(box)).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoints/mlb_team_results.rb:5-11 and nba_team_results.rb:5-11 with objects/team_result.rb:3-5: results are arrays whose rows carry team, opponent and site objects', async () => {
    const mlb = rows(fetchJson(await request(gem2015.port, '/mlb/results/boston-red-sox.json?season=2014')));
    const nba = rows(fetchJson(await request(gem2018.port, '/nba/results/boston-celtics.json?')));
    // 164 rows, as many as the recorded response (shared/data/mlb/xmlstats_2014/results/boston-red-sox.json): 162 games and two postponed.
    expect([mlb.length, nba.length]).toEqual([164, 82]);
    const broken = [...mlb, ...nba].filter((r) => !referenceOk(r['team']) || !referenceOk(r['opponent']) || !referenceOk(r['site']));
    expect(broken).toEqual([]);
    expect(instanceVariableProblems([...mlb, ...nba] as JsonValue)).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoints/nba_leaders.rb:3-18, 27-30 with objects/nba_leader.rb:3: each of the 14 categories is a top-level array whose rows carry a team object', async () => {
    const categories = [
      'points_per_game', 'assists_per_game', 'rebounds_per_game', 'off_rebounds_per_game', 'def_rebounds_per_game', 'field_goal_pct', 'free_throw_pct',
      'three_point_pct', 'blocks_per_game', 'steals_per_game', 'assists_to_turnovers_per_game', 'steals_to_turnovers_per_game', 'minutes_per_game', 'games_played',
    ];
    const found: [string, number, boolean, readonly string[]][] = [];
    for (const c of categories) {
      const ex = await request(gem2018.port, `/nba/leaders/${c}.json?`);
      const leaders = ex.status === 200 ? rows(readBody(ex, 'net-http').json) : [];
      found.push([c, ex.status, leaders.length >= 15 && leaders.every((l) => referenceOk(l['team'])), instanceVariableProblems(leaders as JsonValue)]);
    }
    expect(found).toEqual(categories.map((c) => [c, 200, true, []]));
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoints/nba_leaders.rb:27: options pass through as query parameters (season_type=regular&qualified=false) and are honoured', async () => {
    const leaders = rows(fetchJson(await request(gem2018.port, '/nba/leaders/points_per_game.json?season_type=regular&qualified=false')));
    expect(leaders[0]!['display_name']).toBe('James Harden');
    expect(leaders.every((l) => referenceOk(l['team']))).toBe(true);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/endpoints/nba_roster.rb:5-11 and mlb_roster.rb:5-17 with objects/player.rb:3: rosters carry a players array whose every birthdate Date.parse reads (yyyy-MM-dd)', async () => {
    const nba = rows(obj(fetchJson(await request(gem2018.port, '/nba/roster/boston-celtics.json?')))!['players']!);
    const mlb = rows(obj(fetchJson(await request(gem2015.port, '/mlb/roster/boston-red-sox.json?status=expanded')))!['players']!);
    expect([nba.length > 10, mlb.length]).toEqual([true, 40]);
    expect([...nba, ...mlb].filter((p) => typeof p['birthdate'] !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(p['birthdate']))).toEqual([]);
    expect(instanceVariableProblems([...nba, ...mlb] as JsonValue)).toEqual([]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/http_getters/net_http.rb:15-16 with Ruby Net::HTTP: the Accept-Encoding it adds gets Content-Encoding gzip, which Net::HTTP inflates before JSON.load', async () => {
    const ex = await request(gem2015.port, '/mlb/teams.json?');
    expect(ex.header('content-encoding')).toEqual(['gzip']);
    const body = readBody(ex, 'net-http');
    expect([body.decompressed, rows(body.json).length]).toEqual([true, 30]);
  });

  it('xmlstats-ruby 1.7.0 (545edad) .travis.yml:4 (Ruby 1.9.3) with net_http.rb:15: without Accept-Encoding the answer is identity, readable by JSON.load as it is', async () => {
    const ex = await request(gem2015.port, '/mlb/teams.json?', { ruby193: true });
    expect(ex.header('content-encoding')).toEqual([]);
    expect(rows(readBody(ex, 'none').json)).toHaveLength(30);
  });

  it('xmlstats-ruby 1.7.0 (545edad) lib/xmlstats/http_getters/net_http.rb:14: with no key configured no Authorization is sent: teams answer 200, events 401 with the error object (which the gem prints, :29)', async () => {
    const teams = await request(gem2015.port, '/mlb/teams.json?', { key: undefined });
    const events = await request(gem2015.port, '/events.json?date=20130901', { key: undefined });
    expect([teams.status, events.status]).toEqual([200, 401]);
    expect(teams.request).not.toContain('Authorization');
    expect(JSON.parse(events.body.toString('utf8'))).toEqual({ error: { code: '401', description: expect.any(String) as unknown } });
  });
});
