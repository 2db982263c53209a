/**
 * `basePath` (D85): the API mounted under a path prefix answers `/api/events.json` like
 * `/events.json`, byte for byte, and a target outside the prefix with the 404 error object.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../../../src/engine/ingest.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { respond, type RespondOptions } from '../../../src/engine/router/respond.js';
import { stripBasePath } from '../../../src/engine/router/stripBasePath.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const NOW = '2019-09-30T12:00:00-04:00';
const TOKEN = 'base-path-token-01';
const auth = { authorization: `Bearer ${TOKEN}` };
let state: LeagueState;

beforeAll(() => {
  const r = ingest(loadRetrosheetSeason(2019), {
    accounts: [{ email_address: 'a@example.com', first_name: 'A', last_name: 'B', created_on: '2019-01-01' }],
    tokens: [{ token: TOKEN, email_address: 'a@example.com', expires_at: '2020-01-01T00:00:00-05:00' }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = r.state;
});

const get = (url: string, options: Omit<RespondOptions, 'now'> = {}, method = 'GET') => respond(state, { method, url, headers: auth }, { now: NOW, ...options });
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; description: string } }).error;

describe('basePath', () => {
  const TARGETS = ['/events.json?date=20190704&sport=mlb', '/mlb/standings/20190502.json', '/mlb/results/boston-red-sox.json?last=5', '/mlb/wildcard/20190929.xml', '/me.json'];

  it('answers a target under the base path like the same target without it', () => {
    for (const target of TARGETS) {
      const plain = get(target);
      expect(plain.status).toBe(200);
      for (const basePath of ['/api', '/api/', '/v1/sports-stats']) {
        const mounted = get(`${basePath.replace(/\/$/, '')}${target}`, { basePath });
        expect([target, basePath, mounted.status, mounted.headers, mounted.body]).toEqual([target, basePath, 200, plain.headers, plain.body]);
      }
    }
  });

  it('answers the absolute form, repeated slashes and HEAD under the base path', () => {
    const plain = get('/mlb/teams.json');
    expect(get('https://stats.example.com/api/mlb/teams.json', { basePath: '/api' }).body).toBe(plain.body);
    expect(get('/api//mlb//teams.json', { basePath: '/api' }).body).toBe(plain.body);
    const head = get('/api/mlb/teams.json', { basePath: '/api' }, 'HEAD');
    expect([head.status, head.body, head.headers['Content-Length']]).toEqual([200, '', plain.headers['Content-Length']]);
  });

  it('answers a target outside the base path with the 404 error object, naming the path as sent', () => {
    for (const target of ['/events.json?date=20190704', '/apiary/events.json', '/API/events.json', '/ap/events.json', '/', '/other/api/events.json']) {
      const r = get(target, { basePath: '/api' });
      expect([target, r.status, r.headers['Content-Type'], errorOf(r.body)]).toEqual([
        target, 404, 'application/json', { code: '404', description: `The requested resource: ${target.split('?')[0]} does not exist.` },
      ]);
    }
    // The error is in the format the target asks for.
    const xml = get('/elsewhere/mlb/wildcard/20190929.xml', { basePath: '/api' });
    expect([xml.status, xml.headers['Content-Type']]).toEqual([404, 'application/xml']);
    expect(xml.body).toContain('The requested resource: /elsewhere/mlb/wildcard/20190929.xml does not exist.');
  });

  it('names an unknown path under the base path with the base included, and the base itself is the root: a 404', () => {
    expect(errorOf(get('/api/mlb/nothing.json', { basePath: '/api' }).body).description).toBe('The requested resource: /api/mlb/nothing.json does not exist.');
    for (const target of ['/api', '/api/', '/api?x=1']) {
      const r = get(target, { basePath: '/api/' });
      expect([target, r.status, errorOf(r.body).description]).toEqual([target, 404, `The requested resource: ${target.split('?')[0]} does not exist.`]);
    }
    // Other refusals keep their own words.
    expect(errorOf(get('/api/nhl/teams.json', { basePath: '/api' }).body).description).toBe('Unknown sport "nhl": expected mlb or nba');
  });

  it('treats `/` as no base path', () => {
    const plain = get('/mlb/teams.json');
    expect(get('/mlb/teams.json', { basePath: '/' }).body).toBe(plain.body);
    expect(get('/x/mlb/teams.json', { basePath: '/' }).status).toBe(404);
  });

  it('still counts a request outside the base path against the rate limit, and still refuses other methods with 405', () => {
    let taken = 0;
    const rateLimiter = { take: () => ({ allowed: true, limit: 6, remaining: 6 - ++taken, reset: 0 }) };
    const r = respond(state, { method: 'GET', url: '/other.json', headers: {}, receivedAt: 0 }, { now: NOW, basePath: '/api', rateLimiter });
    expect([r.status, r.headers['Xmlstats-Api-Remaining'], taken]).toEqual([404, '5', 1]);
    expect(get('/api/mlb/teams.json', { basePath: '/api' }, 'POST').status).toBe(405);
  });

  it('is refused when it is not a path: a TypeError or RangeError naming respond and basePath', () => {
    const cases: [unknown, ErrorConstructor, RegExp][] = [
      ['api', RangeError, /^respond: basePath must start with "\/", got "api"/],
      ['', RangeError, /^respond: basePath must start with "\/"/],
      ['/api?x=1', RangeError, /^respond: basePath must be a path without a query or fragment/],
      ['/api#top', RangeError, /^respond: basePath must be a path without a query or fragment/],
      ['//api', RangeError, /^respond: basePath "\/\/api" has the segment ""/],
      ['/a/../b', RangeError, /^respond: basePath "\/a\/..\/b" has the segment ".."/],
      ['/a/./b', RangeError, /^respond: basePath "\/a\/.\/b" has the segment "."/],
      ['/my api', RangeError, /^respond: basePath "\/my api" has the segment "my api"/],
      ['/%61pi', RangeError, /segment "%61pi"/],
      [42, TypeError, /^respond: basePath must be a string such as "\/api", got 42/],
      [null, TypeError, /^respond: basePath must be a string/],
    ];
    for (const [basePath, Kind, message] of cases) {
      const call = () => respond(state, { method: 'GET', url: '/api/mlb/teams.json', headers: {} }, { now: NOW, basePath: basePath as string });
      expect(call, String(basePath)).toThrow(Kind);
      expect(call, String(basePath)).toThrow(message);
    }
  });
});

describe('stripBasePath', () => {
  it('keeps the target below the base on whole segments', () => {
    expect(stripBasePath('/api/events.json?date=20190704', '/api')).toBe('/events.json?date=20190704');
    expect(stripBasePath('/api?x=1', '/api')).toBe('/?x=1');
    expect(stripBasePath('/api', '/api')).toBe('/');
    expect(stripBasePath('/apiary/events.json', '/api')).toBeUndefined();
    expect(stripBasePath('/events.json', '/api')).toBeUndefined();
    expect(stripBasePath('/events.json', '')).toBe('/events.json');
  });
});
