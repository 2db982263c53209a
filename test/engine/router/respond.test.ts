import { beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { createRateLimiter } from '../../../src/engine/router/createRateLimiter.js';
import { parseApiPath } from '../../../src/engine/router/parseApiPath.js';
import { respond, type RespondOptions } from '../../../src/engine/router/respond.js';
import { SLAB_BYTES } from '../../../src/engine/router/encodeBody.js';
import { getStandings } from '../../../src/engine/getStandings.js';
import { formatStandings } from '../../../src/formatting/payloads/formatStandings.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const NOW = '2019-09-30T12:00:00-04:00';
const OPTIONS: RespondOptions = { now: NOW };
let state: LeagueState;

beforeAll(() => {
  const r = ingest(loadRetrosheetSeason(2019), {
    accounts: [{ email_address: 'a@example.com', first_name: 'A', last_name: 'B', created_on: '2019-01-01' }],
    tokens: [
      { token: 'valid-token-0001', email_address: 'a@example.com', expires_at: '2020-01-01T00:00:00-05:00' },
      { token: 'expired-token-01', email_address: 'a@example.com', expires_at: '2019-09-01T00:00:00-04:00' },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = r.state;
});

const get = (url: string, headers: Record<string, string> = {}, options: RespondOptions = OPTIONS, method = 'GET') =>
  respond(state, { method, url, headers }, options);
const auth = { authorization: 'Bearer valid-token-0001' };
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; description: string } }).error;

describe('parseApiPath', () => {
  it('splits the specification\'s path forms and refuses everything else', () => {
    expect(parseApiPath('/events.json')).toEqual({ sport: undefined, method: 'events', arg: undefined, format: 'json' });
    expect(parseApiPath('/nba/leaders//points_per_game.json')).toEqual({ sport: 'nba', method: 'leaders', arg: 'points_per_game', format: 'json' });
    for (const bad of ['/mlb/../etc/passwd.json', '/mlb%2Fteams.json', 'mlb/teams.json', '/mlb/teams', '/a/b/c/d.json', '/mlb/te ams.json']) {
      expect(parseApiPath(bad)).toBeUndefined();
    }
  });
});

describe('respond', () => {
  it('answers a table with the library\'s bytes, JSON content type without charset, a strong ETag', () => {
    const r = get('/mlb/standings/20190502.json');
    expect(r.status).toBe(200);
    expect(r.body).toBe(formatStandings(getStandings(state, { sport: 'mlb', date: '20190502', now: NOW })));
    expect(r.headers['Content-Type']).toBe('application/json');
    expect(r.headers['ETag']).toMatch(/^"[0-9a-f]{16}"$/);
    expect(r.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(r.headers['Content-Length']).toBe(String(Buffer.byteLength(r.body)));
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body but with the length', () => {
    const r = get('/mlb/teams.json');
    expect(get('/mlb/teams.json', { 'if-none-match': r.headers['ETag']! })).toMatchObject({ status: 304, body: '' });
    expect(get('/mlb/teams.json', { 'if-none-match': `"x", W/${r.headers['ETag']!}` }).status).toBe(304);
    const head = get('/mlb/teams.json', {}, OPTIONS, 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['Content-Length']).toBe(r.headers['Content-Length']);
  });

  it('needs a valid, unexpired bearer token for everything but standings and teams', () => {
    const none = get('/events.json?date=20190704');
    expect(none.status).toBe(401);
    expect(none.headers['WWW-Authenticate']).toBe('Bearer realm="xmlstats"');
    expect(get('/events.json', { authorization: 'Bearer nope-nope-nope' })).toMatchObject({ status: 401 });
    const expired = get('/events.json', { authorization: 'Bearer expired-token-01' });
    expect(errorOf(expired.body).description).toMatch(/expired/);
    expect(expired.headers['WWW-Authenticate']).toContain('invalid_token');
    expect(get('/events.json?date=20190704', auth).status).toBe(200);
    expect(JSON.parse(get('/me.json', auth).body).token_expiration_seconds).toBe((Date.parse('2020-01-01T00:00:00-05:00') - Date.parse(NOW)) / 1000);
  });

  it('answers each bad request with its status and a description that names the problem', () => {
    const cases: [string, number, RegExp][] = [
      ['/nhl/teams.json', 404, /nhl/],
      ['/mlb/results/springfield-isotopes.json', 404, /springfield-isotopes/],
      ['/mlb/boxscore/20190704-x-at-y.json', 404, /20190704-x-at-y/],
      ['/mlb/teams.bad', 404, /bad/],
      ['/mlb/standings/20130231.json', 400, /20130231/],
      ['/mlb/standings/2013-09-31.json', 400, /2013-09-31/],
      ['/mlb/standings/2013-0901.json', 400, /2013-0901/],
      ['/mlb/standings/20080101.json', 400, /earliest/],
      ['/nba/leaders/points_per_game.json?limit=0', 400, /limit/],
      ['/nba/leaders/shots.json', 404, /shots/],
      ['/mlb/results/boston-red-sox.json?last=-1', 400, /last/],
      ['/mlb/results/boston-red-sox.json?order=sideways', 400, /order/],
      ['/mlb/results/boston-red-sox.json?season=2007', 400, /season/],
      ['/mlb/results/boston-red-sox.json?opponent=springfield-isotopes', 404, /opponent/],
      ['/mlb/results/boston-red-sox.json?location_type=x', 400, /location_type/],
      ['/events.json?date=20130231', 400, /date/],
      ['/events.json?sport=nhl', 400, /sport/],
      [`/mlb/results/boston-red-sox.json?x=${'a'.repeat(10_000)}`, 414, /10/],
      ['/mlb/../mlb/teams.json', 404, /does not exist/],
      ['/nba/draft.json', 404, /No NBA draft is known/],
      ['/mlb/boxscore/20190704-philadelphia-phillies-at-atlanta-braves.json', 404, /no batters and pitchers were ingested/],
    ];
    for (const [url, status, why] of cases) {
      const r = get(url, auth);
      expect([url, r.status]).toEqual([url, status]);
      expect(errorOf(r.body).code).toBe(String(status));
      expect(errorOf(r.body).description).toMatch(why);
    }
    expect(get('/mlb/teams.json', {}, OPTIONS, 'POST')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });

  it('writes errors of .xml requests as XML', () => {
    const r = get('/mlb/wildcard/20130231.xml', auth);
    expect(r.status).toBe(400);
    expect(r.headers['Content-Type']).toBe('application/xml');
    expect(r.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<error>\n  <code>400<\/code>/);
  });

  it('answers held from uncached calls keep their bytes: each equals the memoized answer and its body (D179)', () => {
    const urls = ['/mlb/teams.json', '/mlb/standings/20190502.json', '/events.json?sport=mlb&date=20190929', '/me.json', '/mlb/wildcard/20190929.xml', '/mlb/results/boston-red-sox.json?season=2019'];
    const held = [];
    for (let round = 0; round < 30; round++) for (const url of urls) held.push({ url, r: get(url, auth, { ...OPTIONS, cache: false }) });
    for (const { url, r } of held) {
      expect(r.status).toBe(200);
      expect(new TextDecoder().decode(r.bytes)).toBe(r.body);
      if (url !== '/me.json') expect(r.bytes).toEqual(get(url, auth).bytes);
    }
  });

  it('ignores unknown parameters', () => {
    expect(get('/mlb/results/boston-red-sox.json?last=2&color=red', auth).body).toBe(get('/mlb/results/boston-red-sox.json?last=2', auth).body);
  });

  /** A GET that arrived at `receivedAt` on the wall clock. */
  const at = (receivedAt: number, url: string, headers: Record<string, string>, options: RespondOptions, method = 'GET', client?: string) =>
    respond(state, { method, url, headers, receivedAt, ...(client ? { client } : {}) }, options);

  it('limits each token to its window on the wall clock, never on the data clock', () => {
    const limiter = createRateLimiter({ limit: 2, windowSeconds: 60 });
    const wall = Date.parse('2026-11-23T13:08:17Z');
    const reset = String(Math.floor(wall / 60_000 + 1) * 60);
    const options = { now: NOW, rateLimiter: limiter };
    const a = at(wall, '/events.json', auth, options);
    expect(a.headers).toMatchObject({ 'Xmlstats-Api-Limit': '2', 'Xmlstats-Api-Remaining': '1', 'Xmlstats-Api-Reset': reset });
    expect(at(wall, '/events.json', auth, options).status).toBe(200);
    const refused = at(wall, '/events.json', auth, options);
    expect(refused.status).toBe(429);
    expect(refused.headers).toMatchObject({ 'Xmlstats-Api-Remaining': '0', 'Xmlstats-Api-Reset': reset, 'Retry-After': '43' });
    // Moving the data clock a minute on changes nothing; the wall clock's next minute does.
    expect(at(wall, '/events.json', auth, { ...options, now: Date.parse(NOW) + 60_000 }).status).toBe(429);
    expect(at(wall + 60_000, '/events.json', auth, options).status).toBe(200);
  });

  it('puts the rate-limit headers on every answer: errors, public endpoints, requests without a token', () => {
    const wall = Date.parse('2026-11-23T13:08:17Z');
    const options = { now: NOW, rateLimiter: createRateLimiter({ limit: 100 }) };
    const answers = [
      at(wall, '/mlb/teams.json', {}, options),
      at(wall, '/nhl/teams.json', {}, options),
      at(wall, '/mlb/results/boston-red-sox.json', {}, options),
      at(wall, '/mlb/teams.json', {}, options, 'POST'),
      at(wall, '/mlb/standings/20130231.json', {}, options),
      at(wall, '/mlb/teams.json', {}, options, 'HEAD'),
      at(wall, `/mlb/teams.json?q=${'x'.repeat(3000)}`, {}, options),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 405, 400, 200, 414]);
    // Without a token they all count against one client ('' here: the request names none).
    expect(answers.map((r) => r.headers['Xmlstats-Api-Remaining'])).toEqual(['99', '98', '97', '96', '95', '94', '93']);
    for (const r of answers) expect(r.headers).toMatchObject({ 'Xmlstats-Api-Limit': '100', 'Xmlstats-Api-Reset': String(Math.floor(wall / 60_000 + 1) * 60) });
    // A valid token has its own count; another client address too.
    expect(at(wall, '/mlb/teams.json', auth, options).headers['Xmlstats-Api-Remaining']).toBe('99');
    expect(at(wall, '/mlb/teams.json', {}, options, 'GET', '10.0.0.7').headers['Xmlstats-Api-Remaining']).toBe('99');
  });

  it('needs the wall clock with a rate limiter (a TypeError naming respond)', () => {
    expect(() => get('/mlb/teams.json', {}, { now: NOW, rateLimiter: createRateLimiter({ limit: 6 }) })).toThrow(/^respond: receivedAt/);
  });

  it('reads a repeated header as its values joined (Node gives some as lists)', () => {
    const r = respond(state, { method: 'GET', url: '/mlb/teams.json', headers: { 'accept-encoding': ['identity', 'gzip'] } }, { now: NOW, compression: { encodings: ['gzip'], compress: (_c, b) => b } });
    expect(r.headers['Content-Encoding']).toBe('gzip');
  });

  it('answers an absolute-form target like its path, whatever host it names', () => {
    const origin = get('/events.json?date=20190704&sport=mlb', auth);
    for (const target of ['https://erikberg.com/events.json?date=20190704&sport=mlb', 'HTTP://127.0.0.1:8080/events.json?date=20190704&sport=mlb']) {
      const r = get(target, auth);
      expect(r.status).toBe(200);
      expect(r.body).toBe(origin.body);
      expect(r.headers['ETag']).toBe(origin.headers['ETag']);
    }
    expect(errorOf(get('https://erikberg.com/mlb/nothing.json').body).description).toBe('The requested resource: /mlb/nothing.json does not exist.');
  });

  it('accepts yyyy-MM-dd wherever yyyyMMdd is, with the same answer', () => {
    for (const [dashed, plain] of [
      ['/events.json?date=2019-07-04&sport=mlb', '/events.json?date=20190704&sport=mlb'],
      ['/mlb/standings/2019-05-02.json', '/mlb/standings/20190502.json'],
      ['/mlb/wildcard/2019-09-29.json', '/mlb/wildcard/20190929.json'],
      ['/mlb/results/boston-red-sox.json?since=2019-06-01&until=2019-07-01', '/mlb/results/boston-red-sox.json?since=20190601&until=20190701'],
    ]) {
      const a = get(dashed!, auth);
      expect([dashed, a.status]).toEqual([dashed, 200]);
      expect(a.body).toBe(get(plain!, auth).body);
    }
  });

  it('takes the clock, zone and style from the options only', () => {
    const pacific = get('/mlb/standings/20190502.json', {}, { now: NOW, timeZone: 'America/Los_Angeles', style: 'compact' });
    expect(pacific.body.startsWith('{"standings_date":"2019-05-02T00:00:00-07:00"')).toBe(true);
  });

  it('writes me uncached into the slab when ASCII, and any other text whole, whatever comes before (D189)', () => {
    const more = ingest(state, {
      accounts: [{ email_address: 'z@example.com', first_name: 'Zoë', last_name: '𝄞 Ångström', created_on: '2019-01-01' }],
      tokens: [{ token: 'valid-token-0002', email_address: 'z@example.com', expires_at: '2020-01-01T00:00:00-05:00' }],
    });
    if (!more.ok) throw new Error(JSON.stringify(more.issues));
    const me = (token: string) => respond(more.state, { method: 'GET', url: '/me.json', headers: { authorization: `Bearer ${token}` } }, { now: NOW, cache: false });
    for (const token of ['valid-token-0001', 'valid-token-0002', 'valid-token-0002', 'valid-token-0001']) {
      const r = me(token);
      expect(r.status).toBe(200);
      expect(r.bytes).toEqual(new TextEncoder().encode(r.body));
      expect(r.headers['Content-Length']).toBe(String(r.bytes.length));
      if (token === 'valid-token-0001') expect(r.bytes.buffer.byteLength).toBe(SLAB_BYTES);
      else expect(r.body).toContain('"last_name" : "𝄞 Ångström"');
    }
  });

  it('styles and zones asked in turn each get their own answer, uncached as memoized (the last options handed to formatters are kept, D189)', () => {
    const asks: Pick<RespondOptions, 'style' | 'timeZone'>[] = [{}, { style: 'compact' }, { timeZone: 'America/Los_Angeles' }, { style: 'compact', timeZone: 'America/Los_Angeles' }, { style: 'pretty' }, { timeZone: 'Asia/Kolkata' }];
    const bodies = (order: number[], cache: boolean) => order.map((k) => [k, get('/mlb/standings/20190502.json', {}, { now: NOW, cache, ...asks[k]! }).body] as const).sort((a, b) => a[0] - b[0]).map((x) => x[1]);
    const forward = bodies([0, 1, 2, 3, 4, 5], false);
    expect(bodies([5, 3, 1, 4, 2, 0], false)).toEqual(forward);
    expect(bodies([3, 0, 5, 2, 4, 1], true)).toEqual(forward);
    expect(forward[4]).toBe(forward[0]);
    expect(new Set(forward).size).toBe(5);
    expect(forward[1]!.startsWith('{"standings_date":"2019-05-02T00:00:00-04:00"')).toBe(true);
    expect(forward[3]!.startsWith('{"standings_date":"2019-05-02T00:00:00-07:00"')).toBe(true);
    expect(forward[5]!.startsWith('{\n  "standings_date" : "2019-05-02T00:00:00+05:30"')).toBe(true);
  });
});
