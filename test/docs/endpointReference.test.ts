/**
 * docs/ENDPOINTS.md is generated from the router's own table (`ENDPOINTS`) and the reference
 * texts beside it (`ENDPOINT_DOCS`), and what it says is what the router does: every value,
 * default, earliest date and token rule it prints is checked against `respond` here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { ENDPOINT_DOCS, renderEndpointReference, type EndpointDoc, type ParameterDoc } from '../../src/engine/router/endpointReference.js';
import { ENDPOINTS, type Endpoint } from '../../src/engine/router/endpoints.js';
import { respond } from '../../src/engine/router/respond.js';
import { routeOf } from '../../src/engine/router/routeOf.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { ROOT } from './docComments.js';

const NOW = '2019-09-30T12:00:00-04:00';
const TOKEN = 'docs-token-00001';
let state: LeagueState;

beforeAll(() => {
  const r = ingest(loadRetrosheetSeason(2019), {
    accounts: [{ email_address: 'docs@example.com', first_name: 'D', last_name: 'Ocs', created_on: '2019-01-01' }],
    tokens: [{ token: TOKEN, email_address: 'docs@example.com', expires_at: '2020-01-01T00:00:00-05:00' }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  state = r.state;
});

const get = (url: string, token: string | null = TOKEN) =>
  respond(state, { method: 'GET', url, headers: token === null ? {} : { authorization: `Bearer ${token}` } }, { now: NOW });
const errorOf = (body: string): string => (JSON.parse(body) as { error: { description: string } }).error.description;

/** The example of an endpoint with one query parameter set (or replaced). */
function withParam(example: string, name: string, value: string): string {
  const [pathPart, query = ''] = example.split('?');
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${pathPart!}?${params.toString()}`;
}

/** A path of an endpoint for a sport with its path argument set. */
function withArg(key: string, endpoint: Endpoint, sport: string | undefined, arg: string | undefined): string {
  const base = endpoint.sports.includes(undefined) ? `/${key}` : `/${sport!}/${key}`;
  return `${base}${arg === undefined ? '' : `/${arg}`}.${endpoint.formats[0]!}`;
}

/** The day before a `yyyy-MM-dd` date, as `yyyyMMdd`. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** A valid path argument per kind and sport, for the checks that need one. */
const VALID_ARG: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'team-id': { mlb: 'boston-red-sox', nba: 'boston-celtics' },
};

const documented = Object.entries(ENDPOINTS).map(([key, endpoint]) => ({ key, endpoint, doc: ENDPOINT_DOCS[key]! }));

describe('docs/ENDPOINTS.md', () => {
  it('is the reference rendered from the router\'s table (regenerate: npm run docs:endpoints)', async () => {
    await expect(
      renderEndpointReference(),
      'docs/ENDPOINTS.md differs from the router\'s table: run `npm run docs:endpoints` (vitest run test/docs/endpointReference.test.ts --update) and commit the file',
    ).toMatchFileSnapshot(path.join(ROOT, 'docs', 'ENDPOINTS.md'));
  });

  it('lists every endpoint, path, format and parameter of the table', () => {
    const text = readFileSync(path.join(ROOT, 'docs', 'ENDPOINTS.md'), 'utf8');
    for (const { key, endpoint } of documented) {
      expect(text).toContain(`## ${endpoint.name}\n`);
      expect(text).toContain(`/${key}`);
      for (const name of endpoint.params) expect(text).toContain(`| \`${name}\` |`);
    }
  });
});

describe('renderEndpointReference refuses a reference that falls behind the table', () => {
  const results = ENDPOINTS['results']!;
  it('names an endpoint without an entry', () => {
    expect(() => renderEndpointReference({ ...ENDPOINTS, extra: { ...results, name: 'extra' } })).toThrow(TypeError);
    expect(() => renderEndpointReference({ ...ENDPOINTS, extra: { ...results, name: 'extra' } })).toThrow('the endpoint "extra" has no entry in the reference');
  });
  it('names a parameter the table reads and the reference does not describe', () => {
    expect(() => renderEndpointReference({ ...ENDPOINTS, results: { ...results, params: [...results.params, 'colour'] } })).toThrow('the parameter "colour" of "results" has no entry in the reference');
  });
  it('names a parameter the reference describes and the table does not read', () => {
    const docs: Record<string, EndpointDoc> = { ...ENDPOINT_DOCS, results: { ...ENDPOINT_DOCS['results']!, params: { ...ENDPOINT_DOCS['results']!.params, colour: { kind: 'text', description: 'x' } } } };
    expect(() => renderEndpointReference(ENDPOINTS, docs)).toThrow('"results" does not read the parameter "colour" the reference describes');
  });
  it('names a documented endpoint the router does not have, and a path argument of an endpoint without one', () => {
    expect(() => renderEndpointReference(ENDPOINTS, { ...ENDPOINT_DOCS, scores: ENDPOINT_DOCS['teams']! })).toThrow('"scores" is documented but the router has no such endpoint');
    const docs = { ...ENDPOINT_DOCS, teams: { ...ENDPOINT_DOCS['teams']!, arg: { name: 'date', kind: 'date', description: 'x' } as const } };
    expect(() => renderEndpointReference(ENDPOINTS, docs)).toThrow('"teams" takes no path argument but the reference describes one');
  });
});

describe('the router does what the reference says', () => {
  it.each(documented)('$key: the example is routed to the endpoint', ({ endpoint, doc }) => {
    const route = routeOf(doc.example);
    expect(route.refused).toBeUndefined();
    expect(route.endpoint).toBe(endpoint);
  });

  it.each(documented)('$key: a token is needed exactly when the reference says so', ({ endpoint, doc }) => {
    const anonymous = get(doc.example, null);
    if (endpoint.isPublic) expect(anonymous.status).not.toBe(401);
    else expect(anonymous.status).toBe(401);
    expect(get(doc.example).status).not.toBe(401);
  });

  it('answers the examples the bundled 2019 season can answer', () => {
    for (const key of ['teams', 'standings', 'wildcard', 'results', 'events', 'me', 'tournament']) {
      const r = get(ENDPOINT_DOCS[key]!.example);
      expect({ key, status: r.status }).toEqual({ key, status: 200 });
    }
  });

  const params = documented.flatMap(({ key, endpoint, doc }) =>
    Object.entries(doc.params).map(([name, p]) => ({ key, endpoint, doc, name, p: p as ParameterDoc, label: `${key}?${name}` })));

  it.each(params.filter(({ p }) => p.kind === 'one-of'))('$label: refuses a value outside the listed ones, naming exactly those, and accepts each', ({ doc, name, p }) => {
    const bad = get(withParam(doc.example, name, 'not-a-value'));
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toBe(`Invalid ${name} "not-a-value": expected one of ${p.values!.join(', ')}`);
    for (const value of p.values!) expect(get(withParam(doc.example, name, value)).status).not.toBe(400);
  });

  it.each(params.filter(({ p }) => p.kind === 'date'))('$label: a date in both spellings, anything else a 400 naming it', ({ doc, name }) => {
    expect(get(withParam(doc.example, name, '20190502')).status).not.toBe(400);
    expect(get(withParam(doc.example, name, '2019-05-02')).status).not.toBe(400);
    const bad = get(withParam(doc.example, name, '2019-13-45'));
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toContain(`Invalid ${name} "2019-13-45": expected a date`);
  });

  it.each(params.filter(({ p }) => p.kind === 'season'))('$label: a year, anything else a 400 naming it', ({ doc, name }) => {
    const bad = get(withParam(doc.example, name, '19'));
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toContain('expected a year as yyyy');
  });

  it.each(params.filter(({ p }) => p.kind === 'positive-integer'))('$label: a positive integer, 0 a 400 naming it', ({ doc, name }) => {
    expect(get(withParam(doc.example, name, '1')).status).not.toBe(400);
    const bad = get(withParam(doc.example, name, '0'));
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toBe(`Invalid ${name} "0": expected a positive integer`);
  });

  it.each(params.filter(({ p }) => p.kind === 'team-id'))('$label: an unknown team is a 404 naming it', ({ doc, name }) => {
    const bad = get(withParam(doc.example, name, 'springfield-isotopes'));
    expect(bad.status).toBe(404);
    expect(errorOf(bad.body)).toContain('"springfield-isotopes"');
  });

  it.each(params.filter(({ p }) => p.earliest !== undefined))('$label: the earliest value per sport is accepted, the one before it refused', ({ key, endpoint, name, p }) => {
    for (const [sport, earliest] of Object.entries(p.earliest!)) {
      const arg = endpoint.arg === 'required' ? VALID_ARG['team-id']![sport] : undefined;
      const base = withArg(key, endpoint, sport, arg);
      const before = p.kind === 'season' ? String(Number(earliest) - 1) : dayBefore(earliest);
      const at = p.kind === 'season' ? earliest : earliest.replace(/-/g, '');
      const url = (value: string) => (endpoint.sports.includes(undefined) ? withParam(withParam(base, 'sport', sport), name, value) : withParam(base, name, value));
      const refused = get(url(before));
      expect({ sport, status: refused.status }).toEqual({ sport, status: 400 });
      expect(errorOf(refused.body)).toContain(`the earliest ${p.kind === 'season' ? 'season' : 'date'} is ${at}`);
      expect({ sport, status: get(url(at)).status }).not.toEqual({ sport, status: 400 });
    }
  });

  it.each(documented.filter(({ doc }) => doc.arg?.earliest !== undefined))('$key: the earliest path date per sport is accepted, the day before refused', ({ key, endpoint, doc }) => {
    expect(Object.keys(doc.arg!.earliest!).sort()).toEqual(endpoint.sports.filter((s) => s !== undefined).sort());
    for (const [sport, earliest] of Object.entries(doc.arg!.earliest!)) {
      const refused = get(withArg(key, endpoint, sport, dayBefore(earliest)));
      expect({ sport, status: refused.status }).toEqual({ sport, status: 400 });
      expect(errorOf(refused.body)).toContain(`the earliest date is ${earliest.replace(/-/g, '')}`);
      expect({ sport, status: get(withArg(key, endpoint, sport, earliest.replace(/-/g, ''))).status }).not.toEqual({ sport, status: 400 });
    }
  });

  it('leaders: every listed category is routed, any other is a 404 naming it', () => {
    const leaders = ENDPOINTS['leaders']!;
    for (const category of ENDPOINT_DOCS['leaders']!.arg!.values!) {
      const r = get(withArg('leaders', leaders, 'nba', category));
      if (r.status === 404) expect(errorOf(r.body)).not.toContain('Unknown category');
    }
    const bad = get(withArg('leaders', leaders, 'nba', 'points'));
    expect(bad.status).toBe(404);
    expect(errorOf(bad.body)).toBe('Unknown category "points"');
  });

  it('a documented literal default is what an absent parameter means (results: `order=desc`)', () => {
    const example = ENDPOINT_DOCS['results']!.example;
    const implicit = get(example);
    expect(implicit.status).toBe(200);
    expect(JSON.parse(implicit.body)).toHaveLength(5);
    expect(get(withParam(example, 'order', 'desc')).body).toBe(implicit.body);
    expect(get(withParam(example, 'order', 'asc')).body).not.toBe(implicit.body);
    for (const { doc, name, p } of params.filter(({ p }) => p.kind === 'one-of' && p.default !== undefined && /^`[^`]+`/.test(p.default))) {
      const value = /^`([^`]+)`/.exec(p.default!)![1]!;
      const withDefault = get(withParam(doc.example, name, value));
      const without = get(doc.example);
      expect({ name, status: withDefault.status, body: withDefault.body }).toEqual({ name, status: without.status, body: without.body });
    }
  });
});
