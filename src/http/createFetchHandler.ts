import type { ApiRequest, ApiResponse } from '../engine/router/ApiRequest.js';
import { formatError } from '../formatting/payloads/formatError.js';
import { respondChecked, type RespondOptions } from '../engine/router/respond.js';
import { createRateLimiter } from '../engine/router/createRateLimiter.js';
import { reportError } from '../engine/router/reportError.js';
import type { Clock } from '../engine/internal/clock.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { checkHandlerOptions } from './checkHandlerOptions.js';
import type { StateHolder } from './createStateHolder.js';
import { holderOf } from './holderOf.js';

/** Options of {@link createFetchHandler} and `createNodeServer`: the router's, with clocks read per request. */
export interface FetchHandlerOptions extends Omit<RespondOptions, 'now'> {
  /**
   * The data clock for each request: a fixed value, or a function the adapter calls per request
   * (and once when the handler is built, to check it). It is the instant the API answers as of:
   * "current" standings, events and results, ages on rosters, token expiry. A season of the
   * past needs a fixed clock in or just after it; `() => Date.now()` serves live data.
   */
  readonly now: Clock | (() => Clock);
  /**
   * The host's wall clock in epoch milliseconds (default `Date.now`), read once per request for
   * the rate limit's window only; it never changes a payload.
   */
  readonly wallClock?: () => number;
}

/**
 * A Fetch-API handler (`Request -> Promise<Response>`) over a state holder (or a state that is
 * never swapped): mount it in any runtime that speaks Fetch (Node's http through an adapter,
 * Hono, Bun, Deno, workers). Each request reads the holder once. Every answer carries
 * `Xmlstats-Api-Limit`, `-Remaining` and `-Reset`: without a `rateLimiter`, of one that never
 * refuses (`createRateLimiter({ limit: Infinity })`, D39). Requests without a valid token share
 * one rate-limit count unless `clientOf` names their client (an address the runtime knows).
 * Compression is the runtime's: pass `compression` (on Node, `createNodeCompression()` from
 * `sports-stats-engine/node`). Options are checked here: a bad clock, zone, limiter, bound or
 * `basePath` throws a TypeError or RangeError naming `createFetchHandler` and the option; a
 * fault while answering is the 500 error object, reported to `onError`.
 *
 * @example
 * const handler = createFetchHandler(createStateHolder(state), { now: () => Date.now(), basePath: '/api' });
 * const res = await handler(new Request('http://localhost/api/mlb/standings.json'));
 * res.headers.get('Xmlstats-Api-Remaining'); // '2147483647' (no limit)
 */
export function createFetchHandler(
  stateOrHolder: StateHolder | LeagueState,
  options: FetchHandlerOptions & { readonly clientOf?: (request: Request) => string | undefined },
): (request: Request) => Promise<Response> {
  const holder = holderOf('createFetchHandler', stateOrHolder);
  const checked = checkHandlerOptions('createFetchHandler', options);
  const rateLimiter = options.rateLimiter ?? createRateLimiter({ limit: Infinity });
  const wallClock = options.wallClock ?? Date.now;
  const { now: clock, ...rest } = options;
  const routerOptions = { ...rest, rateLimiter };
  const fixed = typeof clock === 'function' ? undefined : { ...routerOptions, now: clock };
  // With a clock function, each request's copy sets a `now` this object already has (its 0 is
  // always replaced): a new property on a spread copy is V8's slow path, about 0.6 µs (D177).
  const withClock = { ...routerOptions, now: 0 as Clock };
  return async (request) => {
    const headers: Record<string, string> = {};
    let apiRequest: ApiRequest | undefined;
    let r: ApiResponse;
    try {
      const url = new URL(request.url);
      request.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      apiRequest = { method: request.method, url: rawPathAndQuery(url), headers, client: options.clientOf?.(request), receivedAt: wallClock() };
      r = respondChecked(holder.get(), apiRequest, fixed ?? { ...withClock, now: (clock as () => Clock)() }, checked);
    } catch (error) {
      reportError(options.onError, error, apiRequest ?? { method: request.method, url: request.url, headers });
      return new Response(request.method === 'HEAD' ? null : formatError(500, 'The request could not be answered', 'json'), { status: 500, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(r.status === 304 || request.method === 'HEAD' ? null : r.bytes, { status: r.status, headers: r.headers });
  };
}

/**
 * The path and query of a Fetch request. A Fetch `Request` has already resolved `..` segments
 * (so `/mlb/../mlb/teams.json` arrives as `/mlb/teams.json`, unlike on the Node server, which
 * sees the raw target); percent escapes are kept, so an encoded slash is still refused.
 */
function rawPathAndQuery(url: URL): string {
  return url.pathname + url.search;
}
