/**
 * Every handler checks its options when it is built (D87): a bad clock, zone, rate limiter,
 * memo bound or base path throws there, naming the function and the option, instead of turning
 * every request into a 500. The 500s that remain go to `onError`, once each (D88). `basePath`
 * through the Fetch handler and the Node server (D85).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import type { ApiRequest } from '../../src/engine/router/ApiRequest.js';
import { formatError } from '../../src/formatting/payloads/formatError.js';
import { createFetchHandler } from '../../src/http/createFetchHandler.js';
import { createStateHolder } from '../../src/http/createStateHolder.js';
import { createNodeListener, createNodeServer } from '../../src/node.js';
import { AUTH, errorOf, loadServedState, NOW, rawRequest, startServer, type RunningServer } from './serverFixtures.js';

let state: LeagueState;
let reference: RunningServer;
beforeAll(async () => {
  state = loadServedState();
  reference = await startServer(state);
});
afterAll(() => reference.close());

const BUILDERS: [string, (options: Record<string, unknown>) => unknown][] = [
  ['createFetchHandler', (o) => createFetchHandler(createStateHolder(state), o as never)],
  ['createNodeListener', (o) => createNodeListener(createStateHolder(state), o as never)],
  ['createNodeServer', (o) => createNodeServer(createStateHolder(state), o as never)],
];

const BAD: [string, Record<string, unknown>, ErrorConstructor, RegExp][] = [
  ['a clock that is not a date-time', { now: 'not a clock' }, RangeError, /now "?not a clock"? is not a date-time/],
  ['a clock without an offset', { now: '2019-09-30T12:00:00' }, RangeError, /now .*offset/],
  ['a Date as the clock', { now: new Date('2019-09-30T16:00:00Z') }, TypeError, /now must be an ISO date-time with offset or epoch milliseconds, got object/],
  ['NaN as the clock', { now: Number.NaN }, RangeError, /now must be a finite epoch millisecond value/],
  ['a clock beyond the year 9999', { now: 8.64e15 }, RangeError, /now 8640000000000000 is outside the supported instants/],
  ['no clock', {}, TypeError, /options.now \(the data clock.*\) is required/],
  ['a clock function returning garbage', { now: () => 'tomorrow' }, RangeError, /now\(\) returned "tomorrow", which is not a usable clock/],
  ['a clock function returning a Date', { now: () => new Date() }, TypeError, /now\(\) returned .*, which is not a usable clock/],
  ['a clock function that throws', { now: () => {
    throw new Error('no time service');
  } }, TypeError, /now\(\) threw when called to check it: no time service/],
  ['an unknown time zone', { now: NOW, timeZone: 'America/Gotham' }, RangeError, /timeZone "America\/Gotham" is neither an IANA time zone nor an offset/],
  ['a rate limit given as options', { now: NOW, rateLimiter: { limit: 6, windowSeconds: 60 } }, TypeError, /rateLimiter must be a rate limiter \(createRateLimiter/],
  ['a negative memo bound', { now: NOW, cacheBytes: -1 }, RangeError, /cacheBytes must be a number of bytes >= 0, got -1/],
  ['a memo bound as text', { now: NOW, cacheBytes: '64MB' }, RangeError, /cacheBytes must be a number of bytes >= 0, got "64MB"/],
  ['a base path without its slash', { now: NOW, basePath: 'api' }, RangeError, /basePath must start with "\/", got "api"/],
  ['a base path with a query', { now: NOW, basePath: '/api?v=1' }, RangeError, /basePath must be a path without a query/],
  ['a style', { now: NOW, style: 'loud' }, RangeError, /style must be "pretty" or "compact"/],
  ['a wall clock that is not a function', { now: NOW, wallClock: 1 }, TypeError, /wallClock must be a function/],
  ['a wall clock returning NaN', { now: NOW, wallClock: () => Number.NaN }, RangeError, /wallClock\(\) must return finite epoch milliseconds/],
  ['onError that is not a function', { now: NOW, onError: console }, TypeError, /onError must be a function/],
];

describe('options are checked when the handler is built', () => {
  it('a mistake throws a TypeError or RangeError naming the function and the option', () => {
    for (const [name, build] of BUILDERS) {
      for (const [what, options, Kind, message] of BAD) {
        const call = () => build(options);
        expect(call, `${name}: ${what}`).toThrow(Kind);
        expect(call, `${name}: ${what}`).toThrow(new RegExp(`^${name}: ${message.source}`));
      }
    }
  });

  it('the first argument must be a holder or a state; Node\'s limits are checked by the server', () => {
    for (const [name, build] of [
      ['createFetchHandler', () => createFetchHandler({} as never, { now: NOW })],
      ['createNodeListener', () => createNodeListener(null as never, { now: NOW })],
      ['createNodeServer', () => createNodeServer('state' as never, { now: NOW })],
    ] as const) {
      expect(build).toThrow(TypeError);
      expect(build).toThrow(new RegExp(`^${name}: the first argument must be a state holder \\(createStateHolder\\(state\\)\\) or a league state`));
    }
    expect(() => createNodeServer(state, { now: NOW, http: { timeout: -1 } })).toThrow(/^createNodeServer: http.timeout must be a number of milliseconds >= 0/);
    expect(() => createNodeServer(state, { now: NOW, compression: 'gzip' as never })).toThrow(/^createNodeServer: compression must be \{ encodings, compress \}/);
  });

  it('calls a clock function once when built, and accepts every valid form', () => {
    let calls = 0;
    createFetchHandler(state, { now: () => (calls++, Date.parse(NOW)) });
    expect(calls).toBe(1);
    for (const [, build] of BUILDERS) {
      for (const options of [{ now: NOW }, { now: Date.parse(NOW) }, { now: () => NOW, timeZone: '+05:30', basePath: '/api/', cacheBytes: 0, style: 'compact' }]) {
        expect(() => build(options)).not.toThrow();
      }
    }
  });
});

describe('onError and the 500s that remain', () => {
  /** A clock that is valid when the handler is built and fails on every request after. */
  const failingClock = () => {
    let calls = 0;
    return () => {
      if (++calls === 1) return NOW;
      throw new Error(`clock failed on call ${calls}`);
    };
  };
  const INTERNAL = formatError(500, 'The request could not be answered', 'json');

  it('the Fetch handler reports each 500 once, with the error and the request', async () => {
    const reported: [unknown, ApiRequest][] = [];
    const handler = createFetchHandler(state, { now: failingClock(), onError: (error, request) => reported.push([error, request]) });
    for (const path of ['/mlb/teams.json', '/mlb/results/boston-red-sox.json?last=5']) {
      const r = await handler(new Request(`http://localhost${path}`, { headers: AUTH }));
      expect([r.status, await r.text()]).toEqual([500, INTERNAL]);
    }
    expect(reported.map(([e, r]) => [(e as Error).message, r.method, r.url, r.headers['authorization']])).toEqual([
      ['clock failed on call 2', 'GET', '/mlb/teams.json', AUTH.authorization],
      ['clock failed on call 3', 'GET', '/mlb/results/boston-red-sox.json?last=5', AUTH.authorization],
    ]);
  });

  it('the Node server reports each 500 once, keeps answering, and survives a hook that throws', async () => {
    const reported: string[] = [];
    const srv = await startServer(state, {
      now: failingClock(),
      onError: (error, request) => {
        reported.push(`${request.url}: ${(error as Error).message}`);
        throw new Error('the logger failed too');
      },
    });
    try {
      for (const path of ['/mlb/teams.json', '/events.json']) {
        const r = await rawRequest(srv.port, path);
        expect([r.status, r.body]).toEqual([500, INTERNAL]);
      }
      expect(reported).toEqual(['/mlb/teams.json: clock failed on call 2', '/events.json: clock failed on call 3']);
    } finally {
      await srv.close();
    }
  });

  it('a fault inside the router is reported once, not again by the adapter', async () => {
    const reported: unknown[] = [];
    const compression = { encodings: ['gzip' as const], compress: (): Uint8Array => {
      throw new Error('compressor failed');
    } };
    const listener = createNodeListener(state, { now: NOW, compression, onError: (error) => reported.push(error) });
    const written: { status?: number; body?: unknown } = {};
    const res = {
      writeHead(status: number) {
        written.status = status;
        return res;
      },
      end(body?: unknown) {
        written.body = body;
        return res;
      },
    };
    const req = { method: 'GET', url: '/mlb/standings/20190615.json', headers: { 'accept-encoding': 'gzip' }, socket: {} };
    listener(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    expect(written.status).toBe(500);
    expect(reported.map((e) => (e as Error).message)).toEqual(['compressor failed']);
  });
});

describe('basePath through the adapters', () => {
  it('the Fetch handler and the Node server answer below it and refuse what lies outside', async () => {
    const plain = await rawRequest(reference.port, '/mlb/results/boston-red-sox.json?last=5', { headers: AUTH });
    const handler = createFetchHandler(state, { now: NOW, basePath: '/api' });
    const fetched = await handler(new Request('http://localhost/api/mlb/results/boston-red-sox.json?last=5', { headers: AUTH }));
    expect([fetched.status, await fetched.text()]).toEqual([200, plain.body]);
    const outside = await handler(new Request('http://localhost/mlb/results/boston-red-sox.json?last=5', { headers: AUTH }));
    expect([outside.status, errorOf(await outside.text()).description]).toEqual([404, 'The requested resource: /mlb/results/boston-red-sox.json does not exist.']);

    const srv = await startServer(state, { basePath: '/api' });
    try {
      const served = await rawRequest(srv.port, '/api/mlb/results/boston-red-sox.json?last=5', { headers: AUTH });
      expect([served.status, served.body]).toEqual([200, plain.body]);
      expect((await rawRequest(srv.port, '/mlb/results/boston-red-sox.json?last=5', { headers: AUTH })).status).toBe(404);
    } finally {
      await srv.close();
    }
  });
});
