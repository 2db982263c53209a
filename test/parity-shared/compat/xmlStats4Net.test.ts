/**
 * XMLStats4Net 0.0.0.1 (jonheupel/XMLStats4Net@8446c89, .NET Framework 4.5, Json.NET 5.0.6;
 * docs/CLIENTS.md, .NET clients), replayed against the real server with its demo program's
 * requests (`DemoApp/Program.cs`).
 *
 * What it sends: `GZipWebClient` (`XMLStats/GZipWebClient.cs:20-31`) adds `Authorization: Bearer
 * <key>`, `User-agent: <name>` (WebClient sends it as `User-Agent`) and `Accept-encoding: gzip`
 * in the client's own casing (`Constants.cs:21-24`), to which AutomaticDecompression appends
 * `deflate` (`:16`, RS `HttpWebRequest.cs:5025-5027`): `Accept-encoding: gzip,deflate`; .NET
 * adds `Host` and, on a first request, `Connection: Keep-Alive`; no Accept. (No .NET runtime was
 * at hand: the order is the one WebClient and HttpWebRequest write, not a wire capture.)
 * How it reads: a status of 400 or more is a WebException; the body is gunzipped when
 * `Content-Encoding` contains lower-case `gzip` (a case-sensitive IndexOf), decoded as UTF-8
 * (`GZipWebClient.cs:30`), and deserialized by `JsonConvert.DeserializeObject<T>` with default
 * settings into the classes of `XMLStats/Entities/` (members named like the JSON keys).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../src/formatting/writeJson.js';
import { asObject } from './decoders/asObject.js';
import { decodeJsonNet, type NetType } from './decoders/decodeJsonNet.js';
import { MLB_2014_NOW, startCompatServer, TOKENS, type CompatServer } from './fixtures.js';
import { sendRaw, type RawExchange } from './rawHttp.js';
import { readBody } from './readBody.js';

const cls = (name: string, members: Record<string, NetType>): NetType => ({ class: name, members });
/** `Entities/Team.cs:9-23` (AwayTeam, HomeTeam, Opponent are empty subclasses). */
const TEAM = cls('Team', {
  team_id: 'string', abbreviation: 'string', active: 'bool', first_name: 'string', last_name: 'string', conference: 'string', division: 'string',
  city: 'string', state: 'string', full_name: 'string', site_name: 'string',
});
/** `Entities/Site.cs:9-16`. */
const SITE = cls('Site', { capacity: 'int', surface: 'string', name: 'string', city: 'string', state: 'string' });
/** `Entities/Event.cs:9-19` and `EventList.cs:10-19`. */
const EVENT = cls('Event', { event_id: 'string', event_status: 'string', sport: 'string', start_date_time: 'string', season_type: 'string', away_team: TEAM, home_team: TEAM, site: SITE });
const EVENT_LIST = cls('EventList', { events_date: 'string', event: { list: EVENT } });
/** `Entities/TeamScheduleResult.cs:9-28`. */
const TEAM_SCHEDULE_RESULT = cls('TeamScheduleResult', {
  event_id: 'string', event_status: 'string', event_start_date_time: 'string', event_season_type: 'string', team_event_number_in_season: 'int',
  team_event_location_type: 'string', team_event_result: 'string', team_points_scored: 'int', team_events_won: 'int', team_events_lost: 'int', team: TEAM,
  opponent_points_scored: 'int', opponent_events_won: 'int', opponent_events_lost: 'int', opponent: TEAM, site: SITE,
});
const COUNTS_MLB = ['singles', 'doubles', 'triples', 'hits', 'rbi', 'sacrifices', 'at_bats', 'plate_appearances', 'home_runs', 'sac_flies', 'sac_hits', 'stolen_bases',
  'caught_stealing', 'rbi_with_two_outs', 'total_bases', 'runs', 'walks', 'strike_outs', 'left_on_base', 'hit_by_pitch', 'extra_base_hits'] as const;
const RATES_MLB = ['ops', 'strikeout_rate', 'at_bats_per_rbi', 'walk_rate', 'plate_appearances_per_rbi', 'stolen_base_average', 'slg', 'at_bats_per_home_run', 'avg', 'obp', 'plate_appearances_per_home_run'] as const;
const STRINGS_MLB = ['slg_string', 'batting_highlights', 'ops_string', 'obp_string', 'avg_string'] as const;
const each = <T extends NetType>(names: readonly string[], type: T) => Object.fromEntries(names.map((n) => [n, type]));
/** `Entities/BatterTotals.cs:9-48`. */
const BATTER_TOTALS = cls('BatterTotals', { ...each(COUNTS_MLB, 'int'), ...each(RATES_MLB, 'double'), ...each(STRINGS_MLB, 'string') });
/** `Entities/Batter.cs:9-55`. */
const BATTER = cls('Batter', {
  last_name: 'string', first_name: 'string', display_name: 'string', position: 'string', bat_order: 'int', sub_bat_order: 'int', team_abbreviation: 'string',
  ...each(COUNTS_MLB, 'int'), ...each(RATES_MLB, 'double'), ...each(STRINGS_MLB, 'string'),
});
/** `Entities/Pitcher.cs:9-35`. */
const PITCHER = cls('Pitcher', {
  last_name: 'string', first_name: 'string', display_name: 'string', pitch_order: 'int', errors: 'int', win: 'bool', loss: 'bool', save: 'bool', hold: 'bool',
  era: 'double', whip: 'double', innings_pitched: 'double', hits_allowed: 'int', runs_allowed: 'int', earned_runs: 'int', walks: 'int', intentional_walks: 'int',
  strike_outs: 'int', home_runs_allowed: 'int', pitch_count: 'int', pitches_strikes: 'int', wild_pitches: 'int', hit_by_pitch: 'int', team_abbreviation: 'string',
});
/** `Entities/EventInformation.cs:9-17` and `Official.cs:9-14`. */
const EVENT_INFORMATION = cls('EventInformation', { temperature: 'int', site: SITE, attendance: 'int', duration: 'string', season_type: 'string', start_date_time: 'string' });
const OFFICIAL = cls('Official', { position: 'string', first_name: 'string', last_name: 'string' });
/** `Entities/MLBBoxScore.cs:9-23`. */
const MLB_BOX_SCORE = cls('MLBBoxScore', {
  away_team: TEAM, home_team: TEAM, away_period_scores: { list: 'int' }, home_period_scores: { list: 'int' }, away_batters: { list: BATTER }, home_batters: { list: BATTER },
  away_pitchers: { list: PITCHER }, home_pitchers: { list: PITCHER }, officials: { list: OFFICIAL }, event_information: EVENT_INFORMATION,
  away_batter_totals: BATTER_TOTALS, home_batter_totals: BATTER_TOTALS,
});
const COUNTS_NBA = ['minutes', 'points', 'assists', 'turnovers', 'steals', 'blocks', 'field_goals_attempted', 'field_goals_made', 'three_point_field_goals_attempted',
  'three_point_field_goals_made', 'free_throws_attempted', 'free_throws_made', 'defensive_rebounds', 'offensive_rebounds', 'personal_fouls'] as const;
const PCT_NBA = ['field_goal_percentage', 'three_point_percentage', 'free_throw_percentage'] as const;
/** `Entities/Stat.cs:9-35` and `BasketBallTotals.cs:9-29`. */
const STAT = cls('Stat', { last_name: 'string', first_name: 'string', display_name: 'string', position: 'string', team_abbreviation: 'string', is_starter: 'bool', ...each(COUNTS_NBA, 'int'), ...each(PCT_NBA, 'double') });
const BASKETBALL_TOTALS = cls('BasketballTotals', { ...each(COUNTS_NBA, 'int'), ...each(PCT_NBA, 'double') });
/** `Entities/NBABoxScore.cs:9-21`. */
const NBA_BOX_SCORE = cls('NBABoxScore', {
  away_team: TEAM, home_team: TEAM, away_period_scores: { list: 'int' }, home_period_scores: { list: 'int' }, away_stats: { list: STAT }, home_stats: { list: STAT },
  officials: { list: OFFICIAL }, event_information: EVENT_INFORMATION, away_totals: BASKETBALL_TOTALS, home_totals: BASKETBALL_TOTALS,
});

const KEY = TOKENS.xmlStats4Net;
/** `DemoApp/Program.cs:18`. */
const USER_AGENT = 'MAKE UP A USER AGENT NAME';

let srv: CompatServer;
beforeAll(async () => {
  // The demo's dates are of June 2014; the 2014 MLB responses were fetched on 2014-07-25.
  srv = await startCompatServer({ now: MLB_2014_NOW, parts: ['mlb2014'] });
});
afterAll(() => srv.close());

/** What `new GZipWebClient(key, name, true).DownloadString(url)` writes. */
const request = (target: string, key: string = KEY): Promise<RawExchange> =>
  sendRaw(srv.port, `GET ${target} HTTP/1.1`, [
    ['Authorization', `Bearer ${key}`.trim()],
    ['Accept-encoding', 'gzip,deflate'],
    ['User-Agent', USER_AGENT],
    ['Host', 'erikberg.com'],
    ['Connection', 'Keep-Alive'],
  ]);

/** `DownloadString` then `JsonConvert.DeserializeObject<T>`: no WebException (< 400), the dotnet decompression rule, Json.NET's reading. */
function deserialize(ex: RawExchange, type: NetType) {
  expect(ex.status).toBeLessThan(400);
  const { json } = readBody(ex, 'dotnet');
  return { json, ...decodeJsonNet(json, type) };
}
const rows = (v: JsonValue) => v as readonly Record<string, JsonValue>[];

describe('XMLStats4Net 0.0.0.1 (jonheupel/XMLStats4Net@8446c89)', () => {
  it('XMLStats4Net 0.0.0.1 (8446c89) DemoApp/Program.cs:22-23 with XMLStats/TeamScheduleResultsRequest.cs:47-80: getSince("mlb", "chicago-cubs", "20140605", "asc") deserializes into List<TeamScheduleResult> without an exception', async () => {
    const { json, value, errors } = deserialize(await request('/mlb/results/chicago-cubs.json?since=20140605&order=asc'), { list: TEAM_SCHEDULE_RESULT });
    expect(errors).toEqual([]);
    const results = value as { event_id: string; team_points_scored: number; opponent_points_scored: number }[];
    expect(rows(json)).toHaveLength(results.length);
    // The rows of the recorded response (shared/data/mlb/xmlstats_2014/results/chicago-cubs.json) from 2014-06-05 on.
    expect(results.slice(0, 4).map((r) => [r.event_id, r.team_points_scored, r.opponent_points_scored])).toEqual([
      ['20140605-new-york-mets-at-chicago-cubs', 7, 4], ['20140606-miami-marlins-at-chicago-cubs', 5, 3],
      ['20140607-miami-marlins-at-chicago-cubs', 5, 2], ['20140608-miami-marlins-at-chicago-cubs', 3, 4],
    ]);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) DemoApp/Program.cs:48-50 with XMLStats/EventsRequest.cs:29-57: get("mlb", 2014-06-08) sends sport then date, deserializes into EventList, and one of its 15 events has the Cubs', async () => {
    const { value, errors } = deserialize(await request('/events.json?sport=mlb&date=20140608'), EVENT_LIST);
    expect(errors).toEqual([]);
    const list = value as { events_date: string; event: { home_team: { full_name: string }; away_team: { team_id: string }; start_date_time: string }[] };
    expect([list.events_date, list.event.length]).toEqual(['2014-06-08T00:00:00-04:00', 15]);
    const cubs = list.event.filter((e) => e.home_team.full_name.includes('Cubs'));
    expect(cubs.map((e) => [e.away_team.team_id, e.start_date_time])).toEqual([['miami-marlins', '2014-06-08T14:20:00-04:00']]);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) DemoApp/Program.cs:57-65 with XMLStats/MLBBoxScoreRequest.cs:29-47: the box score built from that event deserializes into MLBBoxScore: every int an integer literal, no double or bool null', async () => {
    const { value, errors } = deserialize(await request('/mlb/boxscore/20140608-miami-marlins-at-chicago-cubs.json'), MLB_BOX_SCORE);
    expect(errors).toEqual([]);
    const box = value as { home_team: { full_name: string }; home_batter_totals: { runs: number }; away_batter_totals: { runs: number }; away_period_scores: number[] };
    // Program.cs:65 prints these.
    expect([box.home_team.full_name, box.home_batter_totals.runs, box.away_batter_totals.runs]).toEqual(['Chicago Cubs', 3, 4]);
    expect(box.away_period_scores).toEqual([0, 0, 0, 0, 0, 0, 2, 2, 0]);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) DemoApp/Program.cs:78-80 with XMLStats/EventsRequest.cs:29-57: get("nba", 2014-06-08) deserializes into EventList with the Finals game of the Heat', async () => {
    const { value, errors } = deserialize(await request('/events.json?sport=nba&date=20140608'), EVENT_LIST);
    expect(errors).toEqual([]);
    const list = value as { event: { event_id: string; season_type: string; site: { capacity: number } }[] };
    expect(list.event.map((e) => [e.event_id, e.season_type, e.site.capacity])).toEqual([['20140608-miami-heat-at-san-antonio-spurs', 'post', 18581]]);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) DemoApp/Program.cs:87-95 with XMLStats/NBABoxScoreRequest.cs:29-46: the NBA box score deserializes into NBABoxScore; temperature and attendance are 0, never null (EventInformation.cs:11, 13)', async () => {
    const { json, value, errors } = deserialize(await request('/nba/boxscore/20140608-miami-heat-at-san-antonio-spurs.json'), NBA_BOX_SCORE);
    expect(errors).toEqual([]);
    const box = value as { home_team: { full_name: string }; home_totals: { points: number }; away_totals: { points: number }; event_information: { temperature: number; attendance: number } };
    expect([box.home_team.full_name, box.home_totals.points, box.away_totals.points]).toEqual(['San Antonio Spurs', 96, 98]);
    const info = asObject(asObject(json)!['event_information']!)!;
    expect([info['temperature'], info['attendance'], info['duration']]).toEqual([0, 0, '0:00']);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) DemoApp/Program.cs:57, 87 (DateTime.TryParse to machine-local time): on a UTC machine the 20:00 -04:00 game becomes 20140609, and that id is a clean 404 error object, not a 5xx', async () => {
    const ex = await request('/nba/boxscore/20140609-miami-heat-at-san-antonio-spurs.json');
    expect(ex.status).toBe(404);
    expect(JSON.parse(ex.body.toString('utf8'))).toEqual({ error: { code: '404', description: 'Unknown event_id "20140609-miami-heat-at-san-antonio-spurs"' } });
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) XMLStats/GZipWebClient.cs:16, 27-28 with Constants.cs:23: "Accept-encoding: gzip,deflate" gets Content-Encoding exactly "gzip", which HttpWebResponse\'s case-sensitive test finds', async () => {
    const ex = await request('/events.json?sport=mlb&date=20140608');
    expect(ex.request).toContain('\r\nAccept-encoding: gzip,deflate\r\n');
    expect(ex.header('content-encoding')).toEqual(['gzip']);
    expect(readBody(ex, 'dotnet').decompressed).toBe(true);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) XMLStats/GZipWebClient.cs:30 (Encoding = UTF8): the box score\'s non-ASCII name arrives as UTF-8', async () => {
    const { json } = deserialize(await request('/nba/boxscore/20140608-miami-heat-at-san-antonio-spurs.json'), NBA_BOX_SCORE);
    expect(rows(asObject(json)!['home_stats']!).map((p) => p['display_name'])).toContain('Manu Ginóbili');
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) XMLStats/TeamScheduleResultsRequest.cs:57 and EventsRequest.cs:40: a null sport gives //results/..., a 404 error object; an alternate domain ending in "/" gives //events.json, answered as /events.json', async () => {
    const results = await request('//results/chicago-cubs.json?since=20140605&order=asc');
    expect([results.status, JSON.parse(results.body.toString('utf8')).error.code]).toEqual([404, '404']);
    const doubled = await request('//events.json?sport=mlb&date=20140608');
    const single = await request('/events.json?sport=mlb&date=20140608');
    expect(doubled.status).toBe(200);
    expect(readBody(doubled, 'dotnet').text).toBe(readBody(single, 'dotnet').text);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) XMLStats/EventsRequest.cs:45 (ToString("yyyyMMdd") in the current culture): a Thai-calendar date=25570608 is a 200 with no events, not a 5xx', async () => {
    const { value, errors } = deserialize(await request('/events.json?sport=mlb&date=25570608'), EVENT_LIST);
    expect(errors).toEqual([]);
    expect(value).toEqual({ events_date: '2557-06-08T00:00:00-04:00', event: [] });
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) XMLStats/Entities/Site.cs:11: no site of the demo\'s responses has a null capacity', async () => {
    const events = rows(asObject(readBody(await request('/events.json?sport=mlb&date=20140608'), 'dotnet').json)!['event']!);
    const results = rows(readBody(await request('/mlb/results/chicago-cubs.json?since=20140605&order=asc'), 'dotnet').json);
    const capacities = [...events, ...results].map((e) => asObject(e['site']!)!['capacity']);
    expect(capacities.filter((c) => typeof c !== 'number')).toEqual([]);
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) XMLStats/Entities/Site.cs:11 (int capacity; Json.NET throws on null): a game at a venue nobody knows still deserializes, capacity 0 (D47)', async () => {
    // A game whose venue is only a name (a neutral site the registry does not hold): capacity and surface unknown.
    const game = {
      sport: 'mlb', event_id: '20140609-chicago-cubs-at-miami-marlins', status: 'completed', start_date_time: '2014-06-09T19:10:00-04:00',
      away_team_id: 'chicago-cubs', home_team_id: 'miami-marlins', away_points_scored: 2, home_points_scored: 3,
      site: { name: 'Estadio Hiram Bithorn', city: 'San Juan', state: 'Puerto Rico' },
    } as const;
    const other = await startCompatServer({ now: MLB_2014_NOW, extra: { games: [game] } });
    try {
      const ex = await sendRaw(other.port, 'GET /events.json?sport=mlb&date=20140609 HTTP/1.1', [
        ['Authorization', `Bearer ${KEY}`], ['Accept-encoding', 'gzip,deflate'], ['User-Agent', USER_AGENT], ['Host', 'erikberg.com'], ['Connection', 'Keep-Alive'],
      ]);
      const { json, errors } = deserialize(ex, EVENT_LIST);
      expect(errors).toEqual([]);
      const site = asObject(rows(asObject(json)!['event']!)[0]!['site']!)!;
      expect([site['capacity'], site['surface'], site['name']]).toEqual([0, null, 'Estadio Hiram Bithorn']);
    } finally {
      await other.close();
    }
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) RS WebHeaderCollection.cs:1566 (strict header parsing): every response line ends in CRLF, header names are tokens, values hold no control characters', async () => {
    for (const target of ['/events.json?sport=mlb&date=20140608', '/mlb/boxscore/20140608-nobody-at-nowhere.json', '/mlb/results/chicago-cubs.json?since=20140605&order=asc']) {
      const ex = await request(target);
      const lines = ex.rawHead.split('\r\n');
      expect(lines.slice(-2)).toEqual(['', '']);
      expect(lines.slice(0, -2).filter((l) => l.includes('\n') || l.includes('\r'))).toEqual([]);
      expect(ex.headerLines.filter(([n, v]) => !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(n) || /[\x00-\x08\x0a-\x1f\x7f]/.test(v))).toEqual([]);
    }
  });

  it('XMLStats4Net 0.0.0.1 (8446c89) XMLStats/TeamScheduleResultsRequest.cs:75-76 with Json.NET 5.0.6 JsonConvert.cs:793-795 (CheckAdditionalContent): nothing follows the JSON value of a body', async () => {
    for (const target of ['/mlb/results/chicago-cubs.json?since=20140605&order=asc', '/events.json?sport=mlb&date=20140608']) {
      const { text } = readBody(await request(target), 'dotnet');
      expect(/[}\]]$/.test(text)).toBe(true);
    }
  });
});
