/**
 * The router's options are checked, never turned into a 500 per request (D87), and the 500s
 * that remain are reported to `onError` (D88).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../../src/engine/LeagueState.js';
import type { ApiRequest } from '../../../src/engine/router/ApiRequest.js';
import { checkRespondOptions } from '../../../src/engine/router/checkRespondOptions.js';
import { respond, type RespondOptions } from '../../../src/engine/router/respond.js';
import { formatError } from '../../../src/formatting/payloads/formatError.js';
import { loadRetrosheetSeason } from '../../parity/loadSeason.js';

const NOW = '2019-09-30T12:00:00-04:00';
let state: LeagueState;
beforeAll(() => {
  state = loadRetrosheetSeason(2019);
});

const ask = (options: Omit<RespondOptions, 'now'>, url = '/mlb/standings.json') => respond(state, { method: 'GET', url, headers: {} }, { now: NOW, ...options });

/** Options that are wrong, the error class and the message they must throw with (after the caller's name). */
const BAD: [string, Record<string, unknown>, ErrorConstructor, RegExp][] = [
  ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }, RangeError, /timeZone "Mars\/Olympus_Mons" is neither an IANA time zone nor an offset/],
  ['an empty zone', { timeZone: '' }, RangeError, /timeZone "" is neither/],
  ['a zone that is not a string', { timeZone: -5 }, TypeError, /timeZone must be a string/],
  ['a style', { style: 'fancy' }, RangeError, /style must be "pretty" or "compact", got "fancy"/],
  ['a rate limiter without take', { rateLimiter: { limit: 6 } }, TypeError, /rateLimiter must be a rate limiter \(createRateLimiter/],
  ['a rate limit given as a number', { rateLimiter: 6 }, TypeError, /rateLimiter must be a rate limiter/],
  ['maxUrlLength 0', { maxUrlLength: 0 }, RangeError, /maxUrlLength must be a whole number of characters >= 1, got 0/],
  ['maxUrlLength NaN', { maxUrlLength: Number.NaN }, RangeError, /maxUrlLength must be/],
  ['cache as a string', { cache: 'no' }, TypeError, /cache must be true or false, got "no"/],
  ['cacheBytes -1', { cacheBytes: -1 }, RangeError, /cacheBytes must be a number of bytes >= 0, got -1/],
  ['compression without compress', { compression: { encodings: ['gzip'] } }, TypeError, /compression must be \{ encodings, compress \}/],
  ['an unknown coding', { compression: { encodings: ['zstd'], compress: (_c: string, b: Uint8Array) => b } }, RangeError, /compression.encodings holds "zstd"/],
  ['onError not a function', { onError: 'log' }, TypeError, /onError must be a function/],
  ['a base path without its slash', { basePath: 'api' }, RangeError, /basePath must start with "\/"/],
];

describe('respond checks its options', () => {
  it('throws a TypeError or RangeError naming respond and the option, instead of answering 500', () => {
    for (const [what, options, Kind, message] of BAD) {
      const call = () => ask(options as Omit<RespondOptions, 'now'>);
      expect(call, what).toThrow(Kind);
      expect(call, what).toThrow(new RegExp(`^respond: ${message.source}`));
    }
  });

  it('accepts every valid value, and names the caller it is given', () => {
    for (const timeZone of ['America/Chicago', 'Asia/Kolkata', '+05:30', 'UTC']) expect(ask({ timeZone }).status).toBe(200);
    expect(ask({ style: 'compact', maxUrlLength: 100, cache: false, cacheBytes: 0, basePath: '/' }).status).toBe(200);
    expect(checkRespondOptions('createSomething', { basePath: '/v1/api/' })).toEqual({ basePath: '/v1/api', cacheBytes: 64 * 1024 * 1024, maxUrlLength: 2048 });
    expect(() => checkRespondOptions('createSomething', { timeZone: 'Nowhere/Land' })).toThrow(/^createSomething: timeZone "Nowhere\/Land"/);
  });
});

describe('onError', () => {
  /** A compression that fails: the one fault a test can cause inside the router's own try. */
  const failing = { encodings: ['gzip' as const], compress: (): Uint8Array => {
    throw new Error('zlib is gone');
  } };
  const gzipRequest = (url: string): ApiRequest => ({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });

  it('is called once per 500 with what was thrown and the request; the answer is the 500 error object without detail', () => {
    const calls: [unknown, ApiRequest][] = [];
    const request = gzipRequest('/mlb/standings/20190601.json');
    const r = respond(state, request, { now: NOW, compression: failing, onError: (error, req) => calls.push([error, req]) });
    expect([r.status, r.body]).toEqual([500, formatError(500, 'The request could not be answered', 'json')]);
    expect(calls).toHaveLength(1);
    expect((calls[0]![0] as Error).message).toBe('zlib is gone');
    expect(calls[0]![1]).toBe(request);
    // Answers that are not 500 are not reported.
    respond(state, { method: 'GET', url: '/nhl/teams.json', headers: {} }, { now: NOW, onError: (error, req) => calls.push([error, req]) });
    respond(state, { method: 'GET', url: '/mlb/results/boston-red-sox.json', headers: {} }, { now: NOW, onError: (error, req) => calls.push([error, req]) });
    expect(calls).toHaveLength(1);
  });

  it('contains what the hook throws, and a rejection of the promise an async hook returns', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const thrower = respond(state, gzipRequest('/mlb/standings/20190602.json'), { now: NOW, compression: failing, onError: () => {
        throw new Error('the logger is down');
      } });
      expect(thrower.status).toBe(500);
      let settled = false;
      const rejecting = respond(state, gzipRequest('/mlb/standings/20190603.json'), {
        now: NOW,
        compression: failing,
        onError: (async () => {
          settled = true;
          throw new Error('the remote logger is down');
        }) as () => void,
      });
      expect([rejecting.status, settled]).toEqual([500, true]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
