/**
 * xmlstats-golang (dhushon/xmlstats-golang@2e01135, no tag or version; the one file
 * `xmlstats.go`; docs/CLIENTS.md, xmlstats-golang), replayed against the real server.
 *
 * What it sends, with `XMLSTATS_URL=http://127.0.0.1:<port>/` (`:275-279`): `GET
 * /events.json?date=20130131&sport=nba` (`:281`), then `GET /nba/roster/oklahoma-city-thunder.json`
 * (`:290`); Go's HTTP/1.1 writer puts `Host`, then `User-Agent` (`:181`), then the other headers
 * sorted: `Accept-Encoding: gzip` (`:164`), `Authorization: Bearer <token>` (`:173`); no Accept,
 * no Connection. How it reads: only status 200 (`:208`); it gunzips only when `Content-Encoding`
 * is exactly `gzip` (`:212-221`), and because `doGet` closes the body before the caller decodes
 * it (`:200-202`), only a gzip body already buffered by the one read `gzip.NewReader` makes can
 * be decoded (docs/CLIENTS.md, xmlstats-golang): the whole response must arrive in one socket read of at most 4096
 * bytes (Go's connection buffer). Then `encoding/json` into the structs of `:65-156`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asObject } from './decoders/asObject.js';
import { decodeGo, type GoType } from './decoders/decodeGo.js';
import { decodeUtf8 } from './decoders/decodeUtf8.js';
import { NBA_2018_NOW, startCompatServer, TOKENS, type CompatServer } from './fixtures.js';
import { sendRaw, type RawExchange } from './rawHttp.js';
import { readBody } from './readBody.js';

/** `Team` (`xmlstats.go:96-110`); the provenance fields `extract_time`, `extract_src` are not service keys. */
const TEAM: GoType = {
  struct: 'Team',
  fields: {
    extract_time: 'time.Time', extract_src: 'string', team_id: 'string', abbreviation: 'string', active: 'bool', first_name: 'string',
    last_name: 'string', conference: 'string', division: 'string', site_name: 'string', city: 'string', state: 'string', full_name: 'string',
  },
};
/** `Site` (`xmlstats.go:115-124`). */
const SITE: GoType = {
  struct: 'Site',
  fields: { extract_time: 'time.Time', extract_src: 'string', site_id: 'string', capacity: 'int', surface: 'string', name: 'string', city: 'string', state: 'string' },
};
/** `Event` (`xmlstats.go:76-90`). */
const EVENT: GoType = {
  struct: 'Event',
  fields: {
    extract_time: 'time.Time', extract_src: 'string', event_id: 'string', event_status: 'string', sport: 'string', season_type: 'string',
    away_team: TEAM, home_team: TEAM, site: SITE, away_period_scores: { slice: 'int' }, home_period_scores: { slice: 'int' },
    away_points_scored: 'int', home_points_scored: 'int',
  },
};
/** `Events` (`xmlstats.go:65-73`). */
const EVENTS: GoType = {
  struct: 'Events',
  fields: { extract_time: 'time.Time', extract_src: 'string', events_date: 'time.Time', count: 'int', event: { slice: EVENT }, last_updated: 'time.Time' },
};
/** `Player` (`xmlstats.go:135-156`). */
const PLAYER: GoType = {
  struct: 'Player',
  fields: {
    extract_time: 'time.Time', extract_src: 'string', universal_player_id: 'string', last_name: 'string', first_name: 'string', display_name: 'string',
    birthdate: 'string', age: 'int', birthplace: 'string', height_in: 'int', height_cm: 'float32', height_m: 'float32', height_formatted: 'string',
    weight_lb: 'int', weight_kg: 'float32', position: 'string', uniform_number: 'int', bats: 'string', throws: 'string', roster_status: 'string',
  },
};
/** `Roster` (`xmlstats.go:127-132`). */
const ROSTER: GoType = { struct: 'Roster', fields: { extract_time: 'time.Time', extract_src: 'string', team: TEAM, players: { slice: PLAYER } } };

/** Go's `bufio.Reader` default size: what one `Read` of the response body can hold (docs/CLIENTS.md, xmlstats-golang). */
const GO_READ_BUFFER = 4096;
const UA = 'Golang_XMLStatsRobot/0.0 (anyone@example.com)';

let srv: CompatServer;
beforeAll(async () => {
  srv = await startCompatServer({ now: NBA_2018_NOW });
});
afterAll(() => srv.close());

/** The request Go's HTTP/1.1 client writes for `doGet` (docs/CLIENTS.md, xmlstats-golang). */
const request = (target: string, env: { token?: string; userAgent?: string } = {}): Promise<RawExchange> => {
  const token = env.token ?? TOKENS.golang;
  const ua = env.userAgent ?? UA;
  return sendRaw(srv.port, `GET ${target} HTTP/1.1`, [
    ['Host', `127.0.0.1:${srv.port}`],
    // :176-181: an empty XMLSTATS_USERAGENT suppresses the header, Go's default included.
    ...(ua === '' ? [] : [['User-Agent', ua] as const]),
    ['Accept-Encoding', 'gzip'],
    // :173: "Bearer " + token; Go trims the value, so an unset token goes out as "Bearer".
    ['Authorization', `Bearer ${token}`.trim()],
  ]);
};

/**
 * What `doGet` hands back and `decodeEvents`/`decodeRoster` make of it: the status must be 200,
 * the body gzip-flagged exactly and already in the first read (else the decode reads a closed
 * body), then `json.NewDecoder(body).Decode`.
 */
function decodeAsGo(ex: RawExchange, type: GoType) {
  expect(ex.status).toBe(200); // :208
  expect(ex.header('content-encoding')).toEqual(['gzip']); // :212, the identity path reads a closed body (:223 then :237)
  expect(ex.arrivedInFirstRead).toBe(true);
  expect(ex.raw.length).toBeLessThanOrEqual(GO_READ_BUFFER);
  return decodeGo(readBody(ex, 'exact-gzip').json, type);
}

describe('xmlstats-golang (dhushon/xmlstats-golang@2e01135)', () => {
  it('xmlstats-golang 2e01135 xmlstats.go:281 with :164, :200-221: the events of 2013-01-31 come gzipped, whole in the first read and within Go\'s 4096-byte buffer, and decode into Events without an error', async () => {
    const ex = await request('/events.json?date=20130131&sport=nba');
    expect(ex.request.split('\r\n')).toEqual([
      'GET /events.json?date=20130131&sport=nba HTTP/1.1', `Host: 127.0.0.1:${srv.port}`, `User-Agent: ${UA}`, 'Accept-Encoding: gzip',
      `Authorization: Bearer ${TOKENS.golang}`, '', '',
    ]);
    const { value, errors } = decodeAsGo(ex, EVENTS);
    expect(errors).toEqual([]);
    const events = value as { events_date: string; count: number; event: { event_id: string; away_points_scored: number; home_period_scores: number[] }[] };
    expect(events.events_date).toBe('2013-01-31T00:00:00-05:00');
    expect(events.count).toBe(2);
    // The scores of the documentation's example of this request (events-nba-20130131-docsample-tzLA.json).
    expect(events.event.map((e) => [e.event_id, e.away_points_scored, e.home_period_scores])).toEqual([
      ['20130131-memphis-grizzlies-at-oklahoma-city-thunder', 89, [32, 26, 21, 27]],
      ['20130131-dallas-mavericks-at-golden-state-warriors', 97, [28, 27, 25, 20]],
    ]);
  });

  it('xmlstats-golang 2e01135 xmlstats.go:65-124: events_date is RFC 3339, count, capacity, points and period scores integer literals, active a boolean (a 12.0 or a string would fail the whole decode)', async () => {
    const { json } = readBody(await request('/events.json?date=20130131&sport=nba'), 'exact-gzip');
    const events = asObject(json)!;
    expect(typeof events['count']).toBe('number');
    for (const e of events['event'] as readonly Record<string, unknown>[]) {
      const site = asObject(e['site'] as never)!;
      expect([typeof site['capacity'], typeof e['away_points_scored'], typeof e['home_points_scored'], typeof asObject(e['away_team'] as never)!['active']]).toEqual(['number', 'number', 'number', 'boolean']);
      expect((e['away_period_scores'] as unknown[]).every((n) => Number.isInteger(n))).toBe(true);
    }
  });

  it('xmlstats-golang 2e01135 xmlstats.go:290 with :127-156: the Thunder\'s roster comes gzipped in one read within 4096 bytes and decodes into Roster: age, height_in, weight_lb, uniform_number ints, metric values float32', async () => {
    const { value, errors } = decodeAsGo(await request('/nba/roster/oklahoma-city-thunder.json'), ROSTER);
    expect(errors).toEqual([]);
    const roster = value as { team: { team_id: string; active: boolean }; players: { display_name: string; age: number; height_in: number; height_cm: number; uniform_number: number }[] };
    expect([roster.team.team_id, roster.team.active]).toEqual(['oklahoma-city-thunder', true]);
    const westbrook = roster.players.find((p) => p.display_name === 'Russell Westbrook');
    expect(westbrook && [westbrook.age, westbrook.height_in, westbrook.height_cm]).toEqual([29, 75, Math.fround(190.5)]);
    expect(roster.players.every((p) => Number.isInteger(p.uniform_number))).toBe(true);
  });

  it('xmlstats-golang 2e01135 xmlstats.go:271-299 (main): the two requests in order, each gzip whole in its first read, so both decode (it would print Events: &main.Events{ and Roster: &main.Roster{)', async () => {
    const events = decodeAsGo(await request('/events.json?date=20130131&sport=nba'), EVENTS);
    const roster = decodeAsGo(await request('/nba/roster/oklahoma-city-thunder.json'), ROSTER);
    expect([events.errors, roster.errors]).toEqual([[], []]);
  });

  it('xmlstats-golang 2e01135 xmlstats.go:168-173 with :208-211: with XMLSTATS_BEARERTOKEN unset ("Authorization: Bearer") the answer is a 401 whose uncompressed body it prints as is', async () => {
    const ex = await request('/events.json?date=20130131&sport=nba', { token: '' });
    expect(ex.request).toContain('\r\nAuthorization: Bearer\r\n');
    expect([ex.status, ex.header('content-encoding')]).toEqual([401, []]);
    const printed = decodeUtf8(ex.body);
    expect(JSON.parse(printed)).toEqual({ error: { code: '401', description: expect.any(String) as unknown } });
  });

  it('xmlstats-golang 2e01135 xmlstats.go:176-181: with XMLSTATS_USERAGENT unset no User-Agent is sent; the contract has no user-agent rule, so the events come as with one', async () => {
    // The 2019 service answered 403 "Invalid user agent: null" (README.md:21-36); DECISIONS 10
    // and 11 say nothing of user agents, and the server does not ask for one.
    const without = await request('/events.json?date=20130131&sport=nba', { userAgent: '' });
    const withUa = await request('/events.json?date=20130131&sport=nba');
    expect(without.request).not.toContain('User-Agent');
    expect(without.status).toBe(200);
    expect(decodeAsGo(without, EVENTS).value).toEqual(decodeAsGo(withUa, EVENTS).value);
  });

  it('xmlstats-golang 2e01135 xmlstats.go:195 (http.DefaultTransport, ProxyFromEnvironment): through an HTTP proxy the target is absolute-form, answered like the origin form', async () => {
    const proxied = await sendRaw(srv.port, `GET http://127.0.0.1:${srv.port}/events.json?date=20130131&sport=nba HTTP/1.1`, [
      ['Host', `127.0.0.1:${srv.port}`], ['User-Agent', UA], ['Accept-Encoding', 'gzip'], ['Authorization', `Bearer ${TOKENS.golang}`],
    ]);
    const direct = await request('/events.json?date=20130131&sport=nba');
    expect(proxied.header('etag')).toEqual(direct.header('etag'));
    expect(decodeAsGo(proxied, EVENTS).value).toEqual(decodeAsGo(direct, EVENTS).value);
  });
});
