/**
 * The extension routes (`/ext/{sport}/...`): answered by `respond` beside the xmlstats paths,
 * with the same error object, ETags and memo, and nothing of them visible on the xmlstats paths.
 */
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TOKEN, withLocalAccess } from '../../../src/cli/localAccess.js';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import { ENDPOINTS } from '../../../src/engine/router/endpoints.js';
import { EXTENSIONS } from '../../../src/engine/router/extensions.js';
import { EXTENSION_DOCS, renderEndpointReference } from '../../../src/engine/router/endpointReference.js';
import { parseExtensionPath } from '../../../src/engine/router/parseExtensionPath.js';
import { respond } from '../../../src/engine/router/respond.js';
import { routeOf } from '../../../src/engine/router/routeOf.js';
import { loadBundledSeason } from '../../../src/importers/loadBundledSeason.js';
import { getPlayoffPicture } from '../../../src/engine/getPlayoffPicture.js';
import { formatPlayoffPicture } from '../../../src/formatting/race/formatPlayoffPicture.js';
import { getPlayoffOdds } from '../../../src/engine/getPlayoffOdds.js';
import { formatPlayoffOdds } from '../../../src/formatting/race/formatPlayoffOdds.js';

const NOW = '2019-09-30T12:00:00-04:00';
let state: LeagueState;
beforeAll(async () => {
  const r = await loadBundledSeason();
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = withLocalAccess(r.value, Date.parse(NOW));
});

const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${LOCAL_TOKEN}` }, method = 'GET') =>
  respond(state, { method, url, headers }, { now: NOW });
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; description: string } }).error;

describe('parseExtensionPath', () => {
  it('reads /ext/{sport}/{method}[/{arg}...].{format} and nothing else', () => {
    expect(parseExtensionPath('/ext/mlb/playoff-picture.json')).toEqual({ sport: 'mlb', method: 'playoff-picture', arg: undefined, argSegments: 0, format: 'json' });
    expect(parseExtensionPath('/ext//nba/race-chart/2018//east.svg')).toEqual({ sport: 'nba', method: 'race-chart', arg: '2018/east', argSegments: 2, format: 'svg' });
    for (const bad of ['/mlb/standings.json', '/ext/mlb.json', '/ext/mlb/a/b/c/d.json', '/ext/mlb/../x.json', '/ext/mlb/race%2Fchart.svg', '/ext/mlb/odds', '/extra/mlb/odds.json']) {
      expect(parseExtensionPath(bad), bad).toBeUndefined();
    }
  });
});

describe('the xmlstats paths see nothing new', () => {
  it('no extension is an xmlstats endpoint, and an extension method under an xmlstats path is a 404', () => {
    for (const key of Object.keys(EXTENSIONS)) expect(Object.hasOwn(ENDPOINTS, key), key).toBe(false);
    const r = get('/mlb/race-chart/2019.json');
    expect(r.status).toBe(404);
    expect(errorOf(r.body).description).toBe('The requested resource: /mlb/race-chart/2019.json does not exist.');
    expect(get('/mlb/standings/20190502.json').headers['Xmlstats-Api-Method']).toBe('standings');
  });

  it('an unknown /ext path gets the usual 404 error object', () => {
    for (const target of ['/ext/mlb/nothing.json', '/ext/mlb.json', '/ext/', '/ext/mlb/race-chart.svg', '/ext/mlb/race-chart/2019.svg', '/ext/mlb/race-chart/2019/al/x.svg', '/ext/mlb/nothing.xml', '/ext/mlb.xml']) {
      const r = get(target);
      expect([target, r.status, r.headers['Content-Type']]).toEqual([target, 404, 'application/json']);
      expect(errorOf(r.body)).toEqual({ code: '404', description: `The requested resource: ${target} does not exist.` });
    }
    expect(errorOf(get('/ext/nhl/race-chart/2019/al.svg').body).description).toBe('Unknown sport "nhl": expected mlb or nba');
    expect(errorOf(get('/ext/mlb/race-chart/2019/al.json').body).description).toBe('The race chart extension has no "json" format (it offers svg)');
  });
});

describe('/ext/{sport}/race-chart/{season}/{group}.svg', () => {
  it('answers the SVG chart, public, with its content type, a strong ETag and no Xmlstats-Api-Method', () => {
    const r = get('/ext/mlb/race-chart/2019/al-east.svg', {});
    expect(r.status).toBe(200);
    expect(r.headers['Content-Type']).toBe('image/svg+xml');
    expect(r.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(r.headers['Xmlstats-Api-Method']).toBeUndefined();
    expect(r.headers['ETag']).toMatch(/^"[0-9a-f]{16}"$/);
    expect(XMLValidator.validate(r.body)).toBe(true);
    expect(r.body.match(/<path /g)).toHaveLength(5);
    expect(get('/ext/mlb/race-chart/2019/al-east.svg', { 'if-none-match': r.headers['ETag']! }).status).toBe(304);
    expect(get('/ext/mlb//race-chart/2019/al-east.svg?x=1').body).toBe(r.body);
    expect(routeOf('/ext/mlb/race-chart/2019/al-east.svg').clock).toBe('none');
  });

  it('refuses a bad season (400), an unknown group and a season without games (404)', () => {
    const cases = [
      ['/ext/mlb/race-chart/19/al-east.svg', 400, 'Invalid season "19": expected a year as yyyy'],
      ['/ext/mlb/race-chart/2007/al-east.svg', 400, 'Invalid season "2007": the earliest season is 2008'],
      ['/ext/mlb/race-chart/2019/atlantic.svg', 404, 'Unknown group "atlantic" for mlb: expected one of al, al-east, al-central, al-west, nl, nl-east, nl-central, nl-west'],
      ['/ext/nba/race-chart/2018/al-east.svg', 404, 'Unknown group "al-east" for nba: expected one of east, atlantic, central, southeast, west, northwest, pacific, southwest'],
      ['/ext/mlb/race-chart/2018/al-east.svg', 404, 'No regular-season game of the MLB season 2018 is known'],
    ] as const;
    for (const [target, status, description] of cases) {
      const r = get(target);
      expect([target, r.status, r.headers['Content-Type'], errorOf(r.body).description]).toEqual([target, status, 'application/json', description]);
    }
  });
});

describe('/ext/{sport}/playoff-picture[/{date}].json', () => {
  it('answers the picture document of the date, public, JSON, in the style asked for', () => {
    const r = get('/ext/mlb/playoff-picture/20190925.json', {});
    expect([r.status, r.headers['Content-Type'], r.headers['Access-Control-Allow-Origin'], r.headers['Xmlstats-Api-Method']]).toEqual([200, 'application/json', '*', undefined]);
    expect(r.body).toBe(formatPlayoffPicture(getPlayoffPicture(state, { sport: 'mlb', date: '2019-09-25', now: NOW })!));
    expect(r.headers['ETag']).toMatch(/^"[0-9a-f]{16}"$/);
    expect(get('/ext/mlb/playoff-picture/2019-09-25.json').body).toBe(r.body);
    const compact = respond(state, { method: 'GET', url: '/ext/mlb/playoff-picture/20190925.json', headers: {} }, { now: NOW, style: 'compact' });
    expect(compact.body).toBe(formatPlayoffPicture(getPlayoffPicture(state, { sport: 'mlb', date: '2019-09-25', now: NOW })!, { style: 'compact' }));
    expect((JSON.parse(r.body) as { extension: string }).extension).toBe('playoff-picture');
  });

  it('without a date: the clock\'s league day, memoized per day', () => {
    const r = get('/ext/mlb/playoff-picture.json');
    expect((JSON.parse(r.body) as { as_of: string }).as_of).toBe('2019-09-30');
    expect(routeOf('/ext/mlb/playoff-picture.json').clock).toBe('day');
    expect(routeOf('/ext/mlb/playoff-picture/20190925.json').clock).toBe('none');
  });

  it('refuses a bad date (400) and a date without a season of the sport (404)', () => {
    const cases = [
      ['/ext/mlb/playoff-picture/20190231.json', 400, 'Invalid date "20190231": expected a date as yyyyMMdd or yyyy-MM-dd'],
      ['/ext/mlb/playoff-picture/2019.json', 400, 'Invalid date "2019": expected a date as yyyyMMdd or yyyy-MM-dd'],
      ['/ext/mlb/playoff-picture/20080324.json', 400, 'Invalid date "20080324": the earliest date is 20080325'],
      ['/ext/nba/playoff-picture/20190301.json', 404, 'No NBA season is known on 20190301'],
      ['/ext/mlb/playoff-picture/2019/09.json', 404, 'The requested resource: /ext/mlb/playoff-picture/2019/09.json does not exist.'],
      ['/ext/mlb/playoff-picture/20190925.xml', 404, 'The playoff picture extension has no "xml" format (it offers json)'],
    ] as const;
    for (const [target, status, description] of cases) {
      const r = get(target);
      expect([target, r.status, errorOf(r.body).description]).toEqual([target, status, description]);
    }
  });
});

describe('/ext/{sport}/odds[/{date}].json?n=&seed=', () => {
  it('answers the odds document of n seasons with the seed, the same bytes every time; a token is needed', () => {
    const target = '/ext/mlb/odds/20190915.json?n=200&seed=3';
    const r = get(target);
    expect([r.status, r.headers['Content-Type'], r.headers['Xmlstats-Api-Method']]).toEqual([200, 'application/json', undefined]);
    expect(r.body).toBe(formatPlayoffOdds(getPlayoffOdds(state, { sport: 'mlb', date: '2019-09-15', now: NOW, n: 200, seed: 3 })!));
    const again = respond(state, { method: 'GET', url: target, headers: { authorization: `Bearer ${LOCAL_TOKEN}` } }, { now: NOW, cache: false });
    expect([again.body, again.headers['ETag']]).toEqual([r.body, r.headers['ETag']]);
    expect(get('/ext/mlb/odds/20190915.json?seed=3&n=200&x=1').body).toBe(r.body);
    expect(get('/ext/mlb/odds/20190915.json?n=200&seed=4').body).not.toBe(r.body);
    const doc = JSON.parse(r.body) as { extension: string; n: number; seed: number };
    expect([doc.extension, doc.n, doc.seed]).toEqual(['playoff-odds', 200, 3]);
    const anonymous = get(target, {});
    expect([anonymous.status, anonymous.headers['WWW-Authenticate']]).toEqual([401, 'Bearer realm="xmlstats"']);
  });

  it('refuses a bad n or seed (400, naming the parameter and its range), a bad date and a date without a season', () => {
    const cases = [
      ['/ext/mlb/odds/20190915.json?n=0', 400, 'Invalid n "0": expected an integer from 1 to 100000'],
      ['/ext/mlb/odds/20190915.json?n=100001', 400, 'Invalid n "100001": expected an integer from 1 to 100000'],
      ['/ext/mlb/odds/20190915.json?n=1e3', 400, 'Invalid n "1e3": expected an integer from 1 to 100000'],
      ['/ext/mlb/odds/20190915.json?n=', 400, 'Invalid n "": expected an integer from 1 to 100000'],
      ['/ext/mlb/odds/20190915.json?n=10&seed=-1', 400, 'Invalid seed "-1": expected an integer from 0 to 4294967295'],
      ['/ext/mlb/odds/20190915.json?n=10&seed=4294967296', 400, 'Invalid seed "4294967296": expected an integer from 0 to 4294967295'],
      ['/ext/mlb/odds/20190915.json?n=10&seed=abc', 400, 'Invalid seed "abc": expected an integer from 0 to 4294967295'],
      ['/ext/mlb/odds/2019-9-15.json?n=10', 400, 'Invalid date "2019-9-15": expected a date as yyyyMMdd or yyyy-MM-dd'],
      ['/ext/nba/odds/20190301.json?n=10', 404, 'No NBA season is known on 20190301'],
      ['/ext/mlb/odds/20190915.xml', 404, 'The playoff odds extension has no "xml" format (it offers json)'],
    ] as const;
    for (const [target, status, description] of cases) {
      const r = get(target);
      expect([target, r.status, errorOf(r.body).description]).toEqual([target, status, description]);
    }
    expect(get('/ext/mlb/odds/20190930.json?n=10&seed=4294967295').status).toBe(200);
  });

  it('keys the memo on n and seed: a repeated request is answered from the memo', () => {
    expect(routeOf('/ext/mlb/odds/20190915.json?seed=3&n=200&x=1').key).toBe(routeOf('/ext/mlb/odds/20190915.json?n=200&seed=3').key);
    expect(routeOf('/ext/mlb/odds/20190915.json?n=200&seed=3').key).not.toBe(routeOf('/ext/mlb/odds/20190915.json?n=200&seed=4').key);
    expect(routeOf('/ext/mlb/odds.json?n=200').clock).toBe('day');
  });
});

describe('the extensions\' reference (docs/ENDPOINTS.md, "Extensions")', () => {
  it('documents every extension, and each example is answered as it says (token where it says)', () => {
    expect(Object.keys(EXTENSION_DOCS)).toEqual(Object.keys(EXTENSIONS));
    for (const [key, doc] of Object.entries(EXTENSION_DOCS)) {
      const route = routeOf(doc.example);
      expect([key, route.endpoint]).toEqual([key, EXTENSIONS[key]]);
      expect([key, get(doc.example).status]).toEqual([key, 200]);
      expect([key, get(doc.example, {}).status]).toEqual([key, EXTENSIONS[key]!.isPublic ? 200 : 401]);
    }
  });

  it('is rendered after the xmlstats endpoints, and refuses an extension without its entry', () => {
    const text = renderEndpointReference();
    expect(text.indexOf('\n# Extensions\n')).toBeGreaterThan(text.indexOf('\n## tournament\n'));
    expect(text).toContain('`GET /ext/{sport}/race-chart/{season}/{group}.svg`');
    expect(text).toContain('| `n` | a positive integer | 10000 |');
    const { odds: _odds, ...withoutOdds } = EXTENSION_DOCS;
    expect(() => renderEndpointReference(undefined, undefined, EXTENSIONS, withoutOdds)).toThrow(new TypeError('renderEndpointReference: the extension "odds" has no entry in the reference'));
    expect(() => renderEndpointReference(undefined, undefined, {}, EXTENSION_DOCS)).toThrow(new TypeError('renderEndpointReference: "playoff-picture" is documented but the router has no such extension'));
  });
});
