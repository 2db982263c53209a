import { timeZoneOffsetMs } from '../../ids/index.js';
import { DEFAULT_MEMO_BYTES } from './answerMemo.js';
import type { RespondOptions } from './respond.js';

/** What {@link checkRespondOptions} reads out of valid options. */
export interface CheckedOptions {
  /** The base path without its trailing slash; '' when there is none (or it is `/`). */
  readonly basePath: string;
  /** The memo's bound in bytes. */
  readonly cacheBytes: number;
  readonly maxUrlLength: number;
}

const CODINGS: readonly string[] = ['br', 'gzip', 'deflate'];
/** A path segment of a base path: URL path characters without `%`, `?`, `#` or whitespace. */
const BASE_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@-]+$/;

let lastZone: string | undefined;
let lastBase: string | undefined;
let lastBaseChecked = '';

/**
 * Checks every option of `respond` but the clock (`clockMs` checks that) and throws a TypeError
 * (wrong type) or RangeError (wrong value) whose message starts with `caller` and names the
 * option, so that a mistake is found where the handler is built rather than as a 500 on every
 * request. `respond` calls it on every call too (the adapters, which checked when built, call
 * `respondChecked` instead); what costs more than a comparison (the time
 * zone, the base path) is remembered for the last value seen.
 *
 * @example
 * checkRespondOptions('createFetchHandler', { basePath: '/api/' }).basePath; // '/api'
 * checkRespondOptions('createFetchHandler', { timeZone: 'Mars/Olympus' }); // throws RangeError: createFetchHandler: timeZone "Mars/Olympus" is ...
 */
export function checkRespondOptions(caller: string, options: Omit<RespondOptions, 'now'>): CheckedOptions {
  if (typeof options !== 'object' || options === null) throw new TypeError(`${caller}: options must be an object, got ${options === null ? 'null' : typeof options}`);
  const { timeZone, style, rateLimiter, maxUrlLength, cache, cacheBytes, compression, basePath, onError } = options;
  if (timeZone !== undefined && timeZone !== lastZone) {
    if (typeof timeZone !== 'string') throw new TypeError(`${caller}: timeZone must be a string (an IANA zone such as "America/Chicago" or an offset such as "+05:30"), got ${typeof timeZone}`);
    let known = true;
    try {
      timeZoneOffsetMs(0, timeZone);
    } catch {
      known = false;
    }
    if (!known) throw new RangeError(`${caller}: timeZone "${timeZone}" is neither an IANA time zone nor an offset such as "+05:30"`);
    lastZone = timeZone;
  }
  if (style !== undefined && style !== 'pretty' && style !== 'compact') throw new RangeError(`${caller}: style must be "pretty" or "compact", got ${JSON.stringify(style)}`);
  if (rateLimiter !== undefined && (typeof rateLimiter !== 'object' || rateLimiter === null || typeof rateLimiter.take !== 'function')) {
    throw new TypeError(`${caller}: rateLimiter must be a rate limiter (createRateLimiter({ limit, windowSeconds })), got ${describe(rateLimiter)}`);
  }
  if (maxUrlLength !== undefined && (typeof maxUrlLength !== 'number' || !Number.isInteger(maxUrlLength) || maxUrlLength < 1)) {
    throw new RangeError(`${caller}: maxUrlLength must be a whole number of characters >= 1, got ${describe(maxUrlLength)}`);
  }
  if (cache !== undefined && typeof cache !== 'boolean') throw new TypeError(`${caller}: cache must be true or false, got ${describe(cache)}`);
  if (cacheBytes !== undefined && (typeof cacheBytes !== 'number' || Number.isNaN(cacheBytes) || cacheBytes < 0)) {
    throw new RangeError(`${caller}: cacheBytes must be a number of bytes >= 0, got ${describe(cacheBytes)}`);
  }
  if (compression !== undefined) {
    if (typeof compression !== 'object' || compression === null || typeof compression.compress !== 'function' || !Array.isArray(compression.encodings)) {
      throw new TypeError(`${caller}: compression must be { encodings, compress } (createNodeCompression() on Node), got ${describe(compression)}`);
    }
    for (const e of compression.encodings) if (!CODINGS.includes(e)) throw new RangeError(`${caller}: compression.encodings holds ${JSON.stringify(e)}; the codings are br, gzip, deflate`);
  }
  if (onError !== undefined && typeof onError !== 'function') throw new TypeError(`${caller}: onError must be a function (error, request) => void, got ${describe(onError)}`);
  return { basePath: basePathOf(caller, basePath), cacheBytes: cacheBytes ?? DEFAULT_MEMO_BYTES, maxUrlLength: maxUrlLength ?? 2048 };
}

/**
 * A base path without its trailing slash ('' for none or `/`): it must start with `/` and hold
 * path segments only (no query, fragment, percent escape, empty, `.` or `..` segment).
 */
function basePathOf(caller: string, basePath: string | undefined): string {
  if (basePath === undefined) return '';
  if (basePath === lastBase) return lastBaseChecked;
  if (typeof basePath !== 'string') throw new TypeError(`${caller}: basePath must be a string such as "/api", got ${describe(basePath)}`);
  if (!basePath.startsWith('/')) throw new RangeError(`${caller}: basePath must start with "/", got ${JSON.stringify(basePath)}`);
  if (/[?#]/.test(basePath)) throw new RangeError(`${caller}: basePath must be a path without a query or fragment, got ${JSON.stringify(basePath)}`);
  const trimmed = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  const segments = trimmed === '' ? [] : trimmed.slice(1).split('/');
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..' || !BASE_SEGMENT.test(s)) {
      throw new RangeError(`${caller}: basePath ${JSON.stringify(basePath)} has the segment ${JSON.stringify(s)}; segments are letters, digits and - . _ ~ ! $ & ' ( ) * + , ; = : @ (no empty, "." or ".." segment, no percent escape)`);
    }
  }
  lastBase = basePath;
  lastBaseChecked = trimmed;
  return trimmed;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}
