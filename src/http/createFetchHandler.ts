import type { ApiRequest, ApiResponse } from '../engine/router/ApiRequest.js';
import { formatError } from '../formatting/payloads/formatError.js';
import { respond, type RespondOptions } from '../engine/router/respond.js';
import type { Clock } from '../engine/internal/clock.js';
import type { StateHolder } from './createStateHolder.js';

/** Options of {@link createFetchHandler}: the router's, with a clock read per request. */
export interface FetchHandlerOptions extends Omit<RespondOptions, 'now'> {
  /** The clock for each request: a fixed value, or a function the adapter calls per request. */
  readonly now: Clock | (() => Clock);
}

/**
 * A Fetch-API handler (`Request -> Promise<Response>`) over a state holder: mount it in any
 * runtime that speaks Fetch (Node's http through an adapter, Hono, Bun, Deno, workers). Each
 * request reads the holder once.
 *
 * @example
 * const handler = createFetchHandler(createStateHolder(state), { now: () => Date.now() });
 * const res = await handler(new Request('http://localhost/mlb/standings.json'));
 */
export function createFetchHandler(holder: StateHolder, options: FetchHandlerOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const apiRequest: ApiRequest = { method: request.method, url: rawPathAndQuery(url), headers };
    let r: ApiResponse;
    try {
      const now = typeof options.now === 'function' ? options.now() : options.now;
      r = respond(holder.get(), apiRequest, { ...options, now });
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
