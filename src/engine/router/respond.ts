import { isSport, leagueDayOf, type Sport } from '../../ids/index.js';
import { clockMs, type Clock } from '../internal/clock.js';
import type { LeagueState } from '../LeagueState.js';
import { ApiError } from './ApiError.js';
import type { ApiRequest, ApiResponse } from './ApiRequest.js';
import { computeEtag, encodeBody } from './computeEtag.js';
import type { RateLimiter } from './createRateLimiter.js';
import { ENDPOINTS, errorBody, type Endpoint } from './endpoints.js';
import { parseApiPath } from './parseApiPath.js';
import { startOfHourIn } from '../../formatting/startOfHourIn.js';

/** Options of {@link respond}: everything that is not the state or the request. */
export interface RespondOptions {
  /** The clock: what "current" means, and when tokens expire. */
  readonly now: Clock;
  /** Display zone of date-times (default US Eastern). */
  readonly timeZone?: string;
  /** `pretty` (default, the recorded style) or `compact`. */
  readonly style?: 'pretty' | 'compact';
  /** An optional per-token rate limiter (`createRateLimiter`). */
  readonly rateLimiter?: RateLimiter;
  /** Longest accepted path plus query, in characters (default 2048): longer is 414. */
  readonly maxUrlLength?: number;
  /**
   * Memoize successful answers per state (default true). A state is immutable, so the same
   * request (path, query, format, style, zone and the part of the clock the endpoint depends
   * on) always gets the same bytes; tokens and the rate limit are still checked every time.
   */
  readonly cache?: boolean;
}

/** A successful answer, encoded once. */
interface Prepared {
  readonly body: string;
  readonly bytes: Uint8Array;
  readonly etag: string;
}

/** Answers memoized per (immutable) state; each state's map keeps its most recent entries. */
const memo = new WeakMap<LeagueState, Map<string, Prepared>>();
const MEMO_ENTRIES = 512;
const EMPTY = new Uint8Array(0);

const CONTENT_TYPE = { json: 'application/json', xml: 'application/xml' } as const;

/**
 * Answers one request of the specification from a state: a pure function of the state, the
 * request and the options (the rate limiter is the one piece of state it is handed).
 * Behaviour follows DECISIONS section 10: GET and HEAD only (405 otherwise); a bearer token
 * for every endpoint but standings and teams (401 with `WWW-Authenticate: Bearer` when missing,
 * unknown or expired); 404 for an unknown path, sport, format, team, event or category; 400
 * for a malformed or out-of-range parameter, naming it; unknown parameters ignored; errors as
 * the error object in the request's format; `Content-Type` without charset; a strong `ETag`
 * and 304 for a matching `If-None-Match`.
 *
 * @example
 * respond(state, { method: 'GET', url: '/mlb/standings/20190502.json', headers: {} }, { now: '2019-10-01T00:00:00-04:00' }).status; // 200
 */
export function respond(state: LeagueState, request: ApiRequest, options: RespondOptions): ApiResponse {
  const now = clockMs('respond', options.now);
  const style = options.style ?? 'pretty';
  const url = request.url;
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const parsed = parseApiPath(path);
  const format = parsed?.format === 'xml' ? 'xml' : 'json';
  const headers: Record<string, string> = {};
  const fail = (status: number, description: string): ApiResponse => finish(status, errorBody(status, description, format, style), format);

  const send = (status: number, prepared: Prepared, fmt: 'json' | 'xml'): ApiResponse => {
    headers['Content-Type'] = CONTENT_TYPE[fmt];
    if (status === 200) {
      headers['ETag'] = prepared.etag;
      if (matches(request.headers['if-none-match'], prepared.etag)) return { status: 304, headers, body: '', bytes: EMPTY };
    }
    headers['Content-Length'] = String(prepared.bytes.length);
    return request.method === 'HEAD' ? { status, headers, body: '', bytes: EMPTY } : { status, headers, body: prepared.body, bytes: prepared.bytes };
  };
  const finish = (status: number, body: string, fmt: 'json' | 'xml'): ApiResponse => {
    const bytes = encodeBody(body);
    return send(status, { body, bytes, etag: status === 200 ? computeEtag(bytes) : '' }, fmt);
  };

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    headers['Allow'] = 'GET, HEAD';
    return fail(405, `Method ${request.method} is not allowed: the API answers GET and HEAD only`);
  }
  if (url.length > (options.maxUrlLength ?? 2048)) return fail(414, `The request URL is ${url.length} characters long; the limit is ${options.maxUrlLength ?? 2048}`);
  const notFound = () => fail(404, `The requested resource: ${path} does not exist.`);
  if (!parsed) return notFound();
  const endpoint: Endpoint | undefined = Object.hasOwn(ENDPOINTS, parsed.method) ? ENDPOINTS[parsed.method] : undefined;
  if (!endpoint) return notFound();
  if (parsed.sport !== undefined && !isSport(parsed.sport)) return fail(404, `Unknown sport "${parsed.sport}": expected mlb or nba`);
  const sport = parsed.sport as Sport | undefined;
  if (!endpoint.sports.includes(sport)) return notFound();
  if (!(endpoint.formats as readonly string[]).includes(parsed.format)) return fail(404, `The ${endpoint.name} endpoint has no "${parsed.format}" format (it offers ${endpoint.formats.join(', ')})`);
  if ((endpoint.arg === 'none' && parsed.arg !== undefined) || (endpoint.arg === 'required' && parsed.arg === undefined)) return notFound();
  headers['Xmlstats-Api-Method'] = endpoint.name;
  if (endpoint.isPublic) {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Access-Control-Allow-Methods'] = 'GET';
  }

  const token = bearerToken(request.headers['authorization']);
  if (!endpoint.isPublic) {
    const problem = tokenProblem(state, token, now);
    if (problem !== undefined) {
      headers['WWW-Authenticate'] = token === undefined ? 'Bearer realm="xmlstats"' : 'Bearer realm="xmlstats", error="invalid_token"';
      return fail(401, problem);
    }
  }
  // Only a valid token is counted (a public endpoint may be called with any token, or none).
  if (options.rateLimiter && token !== undefined && tokenProblem(state, token, now) === undefined) {
    const d = options.rateLimiter.take(token, now);
    headers['Xmlstats-Api-Limit'] = String(d.limit);
    headers['Xmlstats-Api-Remaining'] = String(d.remaining);
    headers['Xmlstats-Api-Reset'] = String(d.reset);
    if (!d.allowed) return fail(429, `Rate limit of ${d.limit} requests exceeded; the window resets at ${d.reset} (epoch seconds)`);
  }

  const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  const clock = options.cache === false ? 'never' : (endpoint.clock?.({ arg: parsed.arg, query }) ?? 'day');
  let key: string | undefined;
  let answers: Map<string, Prepared> | undefined;
  if (clock !== 'never') {
    const clockPart = clock === 'none' ? '' : clock === 'day' ? leagueDayOf(now) : clock === 'hour' ? hourKey(now, options.timeZone) : String(now);
    key = `${url}\u0000${style}\u0000${options.timeZone ?? ''}\u0000${clockPart}`;
    answers = memo.get(state);
    const hit = answers?.get(key);
    if (hit) return send(200, hit, format);
  }
  try {
    const body = endpoint.handle({
      state,
      sport,
      arg: parsed.arg,
      format,
      query,
      now,
      token,
      formatOptions: { style, ...(options.timeZone !== undefined ? { timeZone: options.timeZone } : {}) },
    });
    const bytes = encodeBody(body);
    const prepared: Prepared = { body, bytes, etag: computeEtag(bytes) };
    if (key !== undefined) {
      if (!answers) memo.set(state, (answers = new Map()));
      if (answers.size >= MEMO_ENTRIES) answers.delete(answers.keys().next().value!);
      answers.set(key, prepared);
    }
    return send(200, prepared, format);
  } catch (error) {
    if (error instanceof ApiError) return fail(error.status, error.description);
    // Parameters were checked above; anything else is the server's fault, never shown in detail.
    return fail(500, 'The request could not be answered');
  }
}

/**
 * The memo key of "the current hour": the league day listed and the instant the hour began on
 * the display zone's wall clock (Asia/Kolkata's hours begin at :30 UTC, a `+05:17` zone's at :43,
 * and in a :30 zone one hour can span Eastern midnight).
 */
function hourKey(now: number, timeZone: string | undefined): string {
  return `${leagueDayOf(now)}|${startOfHourIn(now, timeZone)}`;
}

function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

function tokenProblem(state: LeagueState, token: string | undefined, now: number): string | undefined {
  if (token === undefined) return 'Authorization required: send the header "Authorization: Bearer <token>"';
  if (!Object.hasOwn(state.tokens.byId, token)) return 'The token is not valid';
  if (state.tokens.byId[token]!.expiresAt <= now) return 'The token has expired';
  return undefined;
}

/** Whether an If-None-Match header names this tag (a list, `*`, or the weak form of it). */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
