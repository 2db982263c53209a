import { leagueDayOf } from '../../ids/index.js';
import { clockMs, type Clock } from '../internal/clock.js';
import type { LeagueState } from '../LeagueState.js';
import { ApiError } from './ApiError.js';
import { growAnswer, keepAnswer, recallAnswer, type Coded, type MemoEntry, type Prepared } from './answerMemo.js';
import type { ApiRequest, ApiResponse } from './ApiRequest.js';
import { checkRespondOptions, type CheckedOptions } from './checkRespondOptions.js';
import type { Compression, ContentCoding } from './Compression.js';
import { answerEtag } from './computeEtag.js';
import { fingerprintOf } from '../internal/stateFingerprint.js';
import { bodyText, encodeAlternating, encodeBody, encodeParts, encodeTransientText } from './encodeBody.js';
import type { RateLimiter } from './createRateLimiter.js';
import { CONTENT_TYPE, errorAnswer } from './errorAnswer.js';
import { negotiateEncoding } from './negotiateEncoding.js';
import { headerOf } from './headerOf.js';
import { routeOf, type Route } from './routeOf.js';
import { receivedAtOf } from './respondWithError.js';
import { takeRateLimit } from './takeRateLimit.js';
import { reportError } from './reportError.js';
import { stripBasePath } from './stripBasePath.js';
import { toOriginForm } from './toOriginForm.js';
import { startOfHourIn } from '../../formatting/startOfHourIn.js';
import type { FormatOptions } from '../../formatting/payloads/FormatOptions.js';

/** Options of {@link respond}: everything that is not the state or the request. */
export interface RespondOptions {
  /** The data clock: what "current" means, and when tokens expire. */
  readonly now: Clock;
  /** Display zone of date-times (default US Eastern). */
  readonly timeZone?: string;
  /** `pretty` (default, the recorded style) or `compact`. */
  readonly style?: 'pretty' | 'compact';
  /**
   * A rate limiter (`createRateLimiter`). With one, every answer carries `Xmlstats-Api-Limit`,
   * `-Remaining` and `-Reset`, errors and public endpoints included, and a request over the
   * limit gets 429 with `Retry-After`. Requests count against their valid token, or else
   * against `request.client`; the window runs on `request.receivedAt` (the wall clock), which
   * a limiter needs, never on `now`.
   */
  readonly rateLimiter?: RateLimiter;
  /** Longest accepted path plus query, in characters (default 2048): longer is 414. */
  readonly maxUrlLength?: number;
  /**
   * Memoize successful answers per state (default true). A state is immutable, so the same
   * request (endpoint, sport, argument, format, the parameters the endpoint reads, style, zone
   * and the part of the clock the endpoint depends on) always gets the same bytes; tokens and
   * the rate limit are still checked every time.
   */
  readonly cache?: boolean;
  /**
   * Most bytes the memo holds, for all states of the process together (default 64 MiB; 0 keeps
   * nothing): answers, their compressed forms and keys, estimated. The least recently asked
   * answers go first (D13).
   */
  readonly cacheBytes?: number;
  /**
   * Compress successful answers in the coding the request's `Accept-Encoding` prefers among
   * these (`Vary: Accept-Encoding` on every answer; the ETag names the coding). Compressed
   * bytes are memoized with the answer.
   */
  readonly compression?: Compression;
  /**
   * The path the API is mounted under, such as `/api`: `/api/events.json` is answered like
   * `/events.json`, and a target outside it is a 404 error object. It starts with `/` and holds
   * path segments only (no query); a trailing slash is ignored, and `/` is the same as none.
   * Matched case-sensitively on whole segments (`/api` does not cover `/apiary/...`).
   */
  readonly basePath?: string;
  /**
   * Called once for each 500 answer (a fault of the server, never of the request) with what was
   * thrown and the request, for logging. What it throws or rejects with is ignored: the 500 is
   * answered all the same.
   */
  readonly onError?: (error: unknown, request: ApiRequest) => void;
}

const EMPTY = new Uint8Array(0);

/**
 * Answers one request of the specification from a state: a pure function of the state, the
 * request and the options (the rate limiter is the one piece of state it is handed).
 * Behaviour: GET and HEAD only (405 otherwise); the
 * absolute form of a target answered like its path; a bearer token for every endpoint but
 * standings and teams (401 with `WWW-Authenticate: Bearer` when missing, unknown or expired);
 * 404 for an unknown path, sport, format, team, event or category; 400 for a malformed or
 * out-of-range parameter, naming it; unknown parameters ignored; errors as the error object in
 * the request's format; `Content-Type` without charset; a strong `ETag` per coding and 304 for a
 * matching `If-None-Match`; the rate-limit headers on every answer when a limiter is given.
 * Under a `basePath` only targets below it are answered (the rest are 404). A fault of the
 * server is a 500 error object without detail, reported to `onError`. Invalid options throw a
 * TypeError or RangeError naming `respond` and the option.
 *
 * @example
 * respond(state, { method: 'GET', url: '/mlb/standings/20190502.json', headers: {} }, { now: '2019-10-01T00:00:00-04:00' }).status; // 200
 */
export function respond(state: LeagueState, request: ApiRequest, options: RespondOptions): ApiResponse {
  const now = clockMs('respond', options.now);
  return respondChecked(state, request, options, checkRespondOptions('respond', options), now);
}

/**
 * {@link respond} with options already checked, as `checkRespondOptions` (through
 * `checkHandlerOptions`) read them when an adapter was built: the adapters call this, so that a
 * request does not check the same options again. The clock is still read (and checked) per call.
 */
export function respondChecked(state: LeagueState, request: ApiRequest, options: RespondOptions, checked: CheckedOptions, now: number = clockMs('respond', options.now)): ApiResponse {
  const style = options.style ?? 'pretty';
  const budget = checked.cacheBytes;
  const sent = toOriginForm(request.url);
  // The target below the base path; undefined when it lies outside (a 404 below).
  const url = stripBasePath(sent, checked.basePath);
  const headers: Record<string, string> = {};
  if (options.compression) headers['Vary'] = 'Accept-Encoding';

  // Every request counts against its valid token, or else against its client (DECISIONS 11).
  const token = bearerToken(headerOf(request, 'authorization'));
  const problem = tokenProblem(state, token, now);
  const rate = options.rateLimiter
    ? takeRateLimit(options.rateLimiter, problem === undefined ? `token:${token!}` : `client:${request.client ?? ''}`, receivedAtOf('respond', request), headers)
    : undefined;

  const tooLong = sent.length > checked.maxUrlLength;
  const route = tooLong || url === undefined ? undefined : routeOf(url);
  const format = route?.format ?? (/\.xml(\?|$)/.test(sent) ? 'xml' : 'json');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    headers['Allow'] = 'GET, HEAD';
    return refusal(request, format, style, headers, 405, `Method ${request.method} is not allowed: the API answers GET and HEAD only`);
  }
  if (tooLong) return refusal(request, format, style, headers, 414, `The request URL is ${sent.length} characters long; the limit is ${checked.maxUrlLength}`);
  if (!route) return refusal(request, format, style, headers, 404, notFound(sent));
  if (route.refused) {
    // Under a base path an unknown path is named as the client sent it, base included.
    const { status, description } = route.refused;
    return refusal(request, format, style, headers, status, checked.basePath !== '' && description === notFound(route.path) ? notFound(sent) : description);
  }
  const endpoint = route.endpoint!;
  if (route.method !== undefined) headers['Xmlstats-Api-Method'] = route.method;
  if (endpoint.isPublic) {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Access-Control-Allow-Methods'] = 'GET';
    if (rate) headers['Access-Control-Expose-Headers'] = 'Xmlstats-Api-Limit, Xmlstats-Api-Remaining, Xmlstats-Api-Reset';
  }
  if (!endpoint.isPublic && problem !== undefined) {
    headers['WWW-Authenticate'] = token === undefined ? 'Bearer realm="xmlstats"' : 'Bearer realm="xmlstats", error="invalid_token"';
    return refusal(request, format, style, headers, 401, problem);
  }
  if (rate && !rate.allowed) return refusal(request, format, style, headers, 429, `Rate limit of ${rate.limit} requests exceeded; the window resets at ${rate.reset} (epoch seconds)`);

  // The key names everything the answer's bytes depend on besides the state: the memo's key and,
  // with the state's fingerprint, the ETag's source (D146). An answer of the exact instant that is
  // never kept (`me`) also depends on who asks.
  const clock = route.clock;
  // An answer never kept (`me`) keys on the instant and the token, two pieces: each is hashed where
  // it stands, not as a text made of both (D176).
  const clockKey = clock === 'none' ? '' : clock === 'day' ? leagueDayOf(now) : clock === 'hour' ? hourKey(now, options.timeZone) : instantKey(now);
  // Made whole, the token's place included when there is one: no array grown by a push (D190).
  const keyParts = clock === 'never' ? [route.key, style, options.timeZone ?? '', clockKey, token ?? ''] : [route.key, style, options.timeZone ?? '', clockKey];
  const kept = options.cache !== false && clock !== 'never';
  // The memo's key is the parts joined; an answer never kept needs only their hash (D176).
  const key = kept ? keyParts.join('\u0000') : '';
  if (kept) {
    const hit = recallAnswer(state, key);
    if (hit) return answered(hit.prepared, hit, request, options, route, headers, budget);
  }
  try {
    const made = endpoint.handle({
      state,
      sport: route.sport,
      arg: route.arg,
      format,
      query: route.query,
      params: route.params,
      now,
      token,
      formatOptions: formatOptionsOf(style, options.timeZone),
    });
    const body = typeof made === 'string' ? made : bodyText(made.parts);
    const bytes = typeof made === 'string' ? (kept ? encodeBody(made) : encodeTransientText(made))
      : made.alternating ? encodeAlternating(made.parts, !kept) : encodeParts(made.parts, made.written, !kept);
    const prepared: Prepared = { body, bytes, etag: answerEtag(fingerprintOf(state), keyParts, route.tagMemo) };
    return answered(prepared, kept ? keepAnswer(state, key, prepared, budget) : undefined, request, options, route, headers, budget);
  } catch (error) {
    if (error instanceof ApiError) return refusal(request, format, style, headers, error.status, error.description);
    // Parameters were checked above; anything else is the server's fault, never shown in detail.
    reportError(options.onError, error, request);
    return refusal(request, format, style, headers, 500, 'The request could not be answered');
  }
}

/** An error answer in the request's format and style, with the headers gathered so far. */
function refusal(request: ApiRequest, format: 'json' | 'xml', style: 'pretty' | 'compact', headers: Record<string, string>, status: number, description: string): ApiResponse {
  return errorAnswer(status, description, { method: request.method, format, style }, headers);
}

/**
 * A successful answer, prepared or recalled, as sent: its type, its coding where the request
 * accepts one, its tag and length, or 304 when the request already holds that tag.
 */
function answered(prepared: Prepared, entry: MemoEntry | undefined, request: ApiRequest, options: RespondOptions, route: Route, headers: Record<string, string>, budget: number): ApiResponse {
  headers['Content-Type'] = route.contentType ?? CONTENT_TYPE[route.format];
  const coding = options.compression && negotiateEncoding(headerOf(request, 'accept-encoding'), options.compression.encodings);
  const answer = coding ? codedOf(prepared, coding, options.compression!, entry, budget) : prepared;
  headers['ETag'] = answer.etag;
  if (matches(headerOf(request, 'if-none-match'), answer.etag)) return { status: 304, headers, body: '', bytes: EMPTY };
  if (coding) headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(answer.bytes.length);
  return request.method === 'HEAD' ? { status: 200, headers, body: '', bytes: EMPTY } : { status: 200, headers, body: prepared.body, bytes: answer.bytes };
}

/**
 * An answer in a content coding, compressed once and kept with the answer. Its strong ETag is
 * the identity tag with the coding appended inside the quotes (`"…-gzip"`), as Apache's
 * mod_deflate, which served the original, names compressed representations.
 */
function codedOf(prepared: Prepared, coding: ContentCoding, compression: Compression, entry: MemoEntry | undefined, budget: number): Coded {
  const coded = (prepared.coded ??= {});
  const known = coded[coding];
  if (known) return known;
  const made = (coded[coding] = { bytes: compression.compress(coding, prepared.bytes), etag: `${prepared.etag.slice(0, -1)}-${coding}"` });
  if (entry) growAnswer(entry, made.bytes.length + 2 * made.etag.length, budget);
  return made;
}

/** The 404 description of a path no endpoint answers (the service's words), from a target. */
function notFound(target: string): string {
  const q = target.indexOf('?');
  return `The requested resource: ${q < 0 ? target : target.slice(0, q)} does not exist.`;
}

/** The text of an instant in an answer's key: the last one is kept, for a server whose data clock stands still (D189). */
function instantKey(now: number): string {
  if (now !== lastInstant) {
    lastInstant = now;
    lastInstantText = String(now);
  }
  return lastInstantText;
}

let lastInstant = Number.NaN;
let lastInstantText = '';

/** The options handed to the formatters, one frozen object per style and zone asked last (D189). */
function formatOptionsOf(style: 'pretty' | 'compact', timeZone: string | undefined): FormatOptions {
  if (style !== lastStyle || timeZone !== lastZone || lastFormatOptions === undefined) {
    lastStyle = style;
    lastZone = timeZone;
    lastFormatOptions = Object.freeze(timeZone !== undefined ? { style, timeZone } : { style });
  }
  return lastFormatOptions;
}

let lastStyle: string | undefined;
let lastZone: string | undefined;
let lastFormatOptions: FormatOptions | undefined;

/**
 * The memo key of "the current hour": the league day listed and the instant the hour began on
 * the display zone's wall clock (Asia/Kolkata's hours begin at :30 UTC, a `+05:17` zone's at :43,
 * and in a :30 zone one hour can span Eastern midnight).
 */
function hourKey(now: number, timeZone: string | undefined): string {
  return `${leagueDayOf(now)}|${startOfHourIn(now, timeZone)}`;
}

/**
 * The token of an `Authorization: Bearer <token>` header (the scheme in any case, white space
 * around the token), or undefined. The usual header, `Bearer ` and a token of visible ASCII, is
 * read without the pattern; it gives what the pattern gives (a property test says so).
 */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  // The last header read and its token: a client sends the same header on every request, and
  // the same token string, once looked up, is found in the state's tables without hashing it again.
  if (header === lastHeader) return lastToken;
  const token = header.length > 7 && header.startsWith('Bearer ') && visibleAscii(header, 7) ? header.slice(7) : BEARER.exec(header)?.[1];
  lastHeader = header;
  lastToken = token;
  return token;
}

let lastHeader: string | undefined;
let lastToken: string | undefined;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Whether every character of `text` from `start` on is visible ASCII (`!` to `~`: none is white space). */
function visibleAscii(text: string, start: number): boolean {
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f) return false;
  }
  return true;
}

function tokenProblem(state: LeagueState, token: string | undefined, now: number): string | undefined {
  if (token === undefined) return 'Authorization required: send the header "Authorization: Bearer <token>"';
  if (!Object.hasOwn(state.tokens.byId, token)) return 'The token is not valid';
  if (state.tokens.byId[token]!.expiresAt <= now) return 'The token has expired';
  return undefined;
}

/** Whether an If-None-Match header names this tag (a list, `*`, or the weak form of it: RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
