/**
 * python-xmlstats 1.0.0 (Krokop/python-xmlstats@d3ec60f, the one module `xmlstats/__init__.py`;
 * docs/CLIENTS.md, python clients), replayed against the real server on loopback.
 *
 * What it sends (captured on the wire by the report, urllib of Python 3.11): an origin-form GET,
 * `Host: erikberg.com`, `Authorization: Bearer <token>` on every request (`:43`), `User-Agent:
 * python-xmlstats/1.0.0 (<email>)` (`:35-36, :45`), `Accept-Encoding: gzip` (`:47`), `Connection:
 * close` (urllib), no `Accept`. How it reads: a 2xx body is gunzipped only when
 * `Content-encoding` is exactly `gzip` (`:69-74`), then `json.loads(data.decode('utf-8'))`
 * (`:76`); a 429 reads the reset header with Python's `int()`, sleeps until then and repeats
 * the request (`:52-58`); any other error decodes the body as UTF-8 JSON without gunzipping
 * (`:59-62`). No field is decoded into a type: only transport and JSON text matter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/engine/router/createRateLimiter.js';
import { asObject } from './decoders/asObject.js';
import { decodeUtf8 } from './decoders/decodeUtf8.js';
import { pythonInt } from './decoders/pythonInt.js';
import { NBA_2018_NOW, startCompatServer, TOKENS, WALL_2016, type CompatServer } from './fixtures.js';
import { sendRaw, type RawExchange } from './rawHttp.js';
import { readBody } from './readBody.js';

/** The request urllib writes for `make_request` (docs/CLIENTS.md, python clients, wire capture). */
const request = (port: number, target: string, token: string = TOKENS.pythonXmlstats): Promise<RawExchange> =>
  sendRaw(port, `GET ${target} HTTP/1.1`, [
    ['Host', 'erikberg.com'],
    ['Authorization', `Bearer ${token}`],
    ['User-Agent', 'python-xmlstats/1.0.0 (me@example.com)'],
    ['Accept-Encoding', 'gzip'],
    ['Connection', 'close'],
  ]);

/** What `make_request` returns for a 2xx (`:68-76`). */
const returned = (ex: RawExchange) => readBody(ex, 'exact-gzip').json;

/** The `ServerError` message argument for other errors (`:59-62`): the body as UTF-8 JSON, never gunzipped. */
const serverErrorMessage = (ex: RawExchange) => JSON.parse(decodeUtf8(ex.body)) as { error: { code: unknown; description: unknown } };

// The data clock of the 2018 servers; the events the README asks for are of 2013 (fixtures.ts).
let srv: CompatServer;
beforeAll(async () => {
  srv = await startCompatServer({ now: NBA_2018_NOW });
});
afterAll(() => srv.close());

describe('python-xmlstats 1.0.0 (Krokop/python-xmlstats@d3ec60f)', () => {
  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:89-94 get_teams(): GET /nba/teams.json returns the list of 30 teams, gzipped exactly as :69-74 unpacks it', async () => {
    const ex = await request(srv.port, '/nba/teams.json');
    expect(ex.status).toBe(200);
    expect(ex.header('content-encoding')).toEqual(['gzip']);
    const teams = returned(ex) as readonly Record<string, unknown>[];
    expect(teams).toHaveLength(30);
    expect([teams[0]!['team_id'], teams[29]!['team_id']]).toEqual(['atlanta-hawks', 'washington-wizards']);
  });

  it('python-xmlstats 1.0.0 (d3ec60f) README.md:20-22 with xmlstats/__init__.py:82-86: GET /events.json?sport=nba&date=20130414 returns the four events of that day', async () => {
    const ex = await request(srv.port, '/events.json?sport=nba&date=20130414');
    expect(ex.status).toBe(200);
    const events = asObject(returned(ex))!;
    expect(events['events_date']).toBe('2013-04-14T00:00:00-04:00');
    expect((events['event'] as readonly Record<string, unknown>[]).map((e) => [e['event_id'], e['event_status']])).toEqual([
      ['20130414-new-york-knicks-at-indiana-pacers', 'completed'],
      ['20130414-san-antonio-spurs-at-los-angeles-lakers', 'completed'],
      ['20130414-chicago-bulls-at-washington-wizards', 'completed'],
      ['20130414-denver-nuggets-at-memphis-grizzlies', 'postponed'],
    ]);
  });

  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:85: a datetime.date parameter is urlencoded as date=2013-01-31 and answered like date=20130131', async () => {
    const dashed = await request(srv.port, '/events.json?sport=nba&date=2013-01-31');
    const compact = await request(srv.port, '/events.json?sport=nba&date=20130131');
    expect([dashed.status, compact.status]).toEqual([200, 200]);
    expect(returned(dashed)).toEqual(returned(compact));
    expect((asObject(returned(dashed))!['event'] as readonly unknown[]).length).toBe(2);
  });

  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:69-74: the gzip body unpacks to the very bytes sent without compression, and no other coding than exactly "gzip" is used', async () => {
    const gz = await request(srv.port, '/nba/boxscore/20120621-oklahoma-city-thunder-at-miami-heat.json');
    const plain = await sendRaw(srv.port, 'GET /nba/boxscore/20120621-oklahoma-city-thunder-at-miami-heat.json HTTP/1.1', [
      ['Host', 'erikberg.com'], ['Authorization', `Bearer ${TOKENS.pythonXmlstats}`], ['Connection', 'close'],
    ]);
    expect(gz.header('content-encoding')).toEqual(['gzip']);
    expect(plain.header('content-encoding')).toEqual([]);
    const unpacked = readBody(gz, 'exact-gzip');
    expect(unpacked.decompressed).toBe(true);
    expect(unpacked.text).toBe(decodeUtf8(plain.body));
  });

  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:76: json.loads(data.decode("utf-8")) reads a roster with non-ASCII names (no BOM, strict UTF-8)', async () => {
    const ex = await request(srv.port, '/nba/roster/miami-heat.json');
    expect(ex.status).toBe(200);
    const players = asObject(returned(ex))!['players'] as readonly Record<string, unknown>[];
    expect(players.map((p) => p['display_name'])).toContain('Goran Dragić');
    expect(readBody(ex, 'exact-gzip').text.charCodeAt(0)).toBe(0x7b);
  });

  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:59-62: 400, 401 and 404 bodies are uncompressed UTF-8 JSON error objects although the request accepted gzip', async () => {
    const cases = [
      ['/events.json?sport=nba&date=20130231', TOKENS.pythonXmlstats, 400],
      ['/events.json?sport=nba&date=20130414', 'not-a-token-of-anyone', 401],
      ['/nba/scoreboard.json', TOKENS.pythonXmlstats, 404],
    ] as const;
    for (const [target, token, status] of cases) {
      const ex = await request(srv.port, target, token);
      expect([target, ex.status, ex.header('content-encoding')]).toEqual([target, status, []]);
      const message = serverErrorMessage(ex);
      expect(message.error.code).toBe(String(status));
      expect(typeof message.error.description).toBe('string');
    }
  });

  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:43: the bearer header goes to the public endpoints too, even empty ("Bearer "), and teams and standings still answer 200', async () => {
    for (const target of ['/nba/teams.json', '/nba/standings.json']) {
      const ex = await request(srv.port, target, '');
      expect(ex.request).toContain('\r\nAuthorization: Bearer \r\n');
      expect([target, ex.status]).toEqual([target, 200]);
    }
  });

  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:85: a None value is sent as the text "None" and an empty one as "key=": ignored where free text, refused with 400 naming the date, never a 5xx', async () => {
    const status = await request(srv.port, '/nba/roster/miami-heat.json?status=None');
    const empty = await request(srv.port, '/nba/roster/miami-heat.json?status=');
    const plain = await request(srv.port, '/nba/roster/miami-heat.json');
    expect([status.status, empty.status]).toEqual([200, 200]);
    expect(returned(status)).toEqual(returned(plain));
    expect(returned(empty)).toEqual(returned(plain));
    const noDate = await request(srv.port, '/events.json?sport=nba&date=None');
    expect(noDate.status).toBe(400);
    expect(serverErrorMessage(noDate).error.description).toMatch(/^Invalid date "None"/);
  });
});

describe('python-xmlstats 1.0.0 (Krokop/python-xmlstats@d3ec60f) against a limit of 6 requests a minute', () => {
  let wall = WALL_2016;
  let limited: CompatServer;
  beforeAll(async () => {
    limited = await startCompatServer({ now: NBA_2018_NOW, wallClock: () => wall, rateLimiter: createRateLimiter({ limit: 6, windowSeconds: 60 }) });
  });
  afterAll(() => limited.close());

  it('python-xmlstats 1.0.0 (d3ec60f) xmlstats/__init__.py:52-58: the 429 carries xmlstats-api-reset as int() epoch seconds not before now; sleeping until it and repeating the request succeeds', async () => {
    wall = WALL_2016;
    const target = '/events.json?sport=nba&date=20130414';
    const firstSix = [];
    for (let i = 0; i < 6; i++) firstSix.push((await request(limited.port, target)).status);
    expect(firstSix).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await request(limited.port, target);
    expect(refused.status).toBe(429);
    // :53-57: future = int(header), now = the client's epoch second, sleep(future - now)
    const future = pythonInt(refused.header('xmlstats-api-reset')[0]);
    const now = Math.floor(wall / 1000);
    expect(future).toBe(Math.ceil((now + 1) / 60) * 60);
    expect(future - now).toBeGreaterThanOrEqual(0);
    expect(future - now).toBeLessThanOrEqual(60);
    // :58: the same request again, once the client has slept until `future`
    wall = future * 1000;
    const retried = await request(limited.port, target);
    expect(retried.status).toBe(200);
    expect((asObject(returned(retried))!['event'] as readonly unknown[]).length).toBe(4);
  });
});
