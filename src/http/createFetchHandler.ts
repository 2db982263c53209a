import type { ApiRequest, ApiResponse } from '../engine/router/ApiRequest.js';
import { formatError } from '../formatting/payloads/formatError.js';
import { respond, type RespondOptions } from '../engine/router/respond.js';
import { createRateLimiter } from '../engine/router/createRateLimiter.js';
import type { Clock } from '../engine/internal/clock.js';
import type { StateHolder } from './createStateHolder.js';

/** Options of {@link createFetchHandler} and `createNodeServer`: the router's, with clocks read per request. */
export interface FetchHandlerOptions extends Omit<RespondOptions, 'now'> {
  /** The data clock for each request: a fixed value, or a function the adapter calls per request. */
  readonly now: Clock | (() => Clock);
  /**
   * The host's wall clock in epoch milliseconds (default `Date.now`), read once per request for
   * the rate limit's window only; it never changes a payload (DECISIONS 11).
   */
  readonly wallClock?: () => number;
}

/**
 * A Fetch-API handler (`Request -> Promise<Response>`) over a state holder: mount it in any
 * runtime that speaks Fetch (Node's http through an adapter, Hono, Bun, Deno, workers). Each
 * request reads the holder once. Every answer carries `Xmlstats-Api-Limit`, `-Remaining` and
 * `-Reset`: without a `rateLimiter`, of one that never refuses (`createRateLimiter({ limit:
 * Infinity })`, D39). Requests without a valid token share one rate-limit count
 * unless `clientOf` names their client (an address the runtime knows). Compression is the
 * runtime's: pass `compression` (on Node, `createNodeCompression()` from
 * `sports-stats-engine/node`).
 *
 * @example
 * const handler = createFetchHandler(createStateHolder(state), { now: () => Date.now() });
 * const res = await handler(new Request('http://localhost/mlb/standings.json'));
 * res.headers.get('Xmlstats-Api-Remaining'); // '2147483647' (no limit)
 */
export function createFetchHandler(
  holder: StateHolder,
  options: FetchHandlerOptions & { readonly clientOf?: (request: Request) => string | undefined },
): (request: Request) => Promise<Response> {
  const rateLimiter = options.rateLimiter ?? createRateLimiter({ limit: Infinity });
  const wallClock = options.wallClock ?? Date.now;
  return async (request) => {
    const receivedAt = wallClock();
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const apiRequest: ApiRequest = { method: request.method, url: rawPathAndQuery(url), headers, client: options.clientOf?.(request), receivedAt };
    let r: ApiResponse;
    try {
      const now = typeof options.now === 'function' ? options.now() : options.now;
      r = respond(holder.get(), apiRequest, { ...options, now, rateLimiter });
    } catch {
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
