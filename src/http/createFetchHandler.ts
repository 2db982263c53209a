import type { ApiRequest } from '../engine/router/ApiRequest.js';
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
    const apiRequest: ApiRequest = { method: request.method, url: rawPathAndQuery(request.url, url), headers };
    const now = typeof options.now === 'function' ? options.now() : options.now;
    const r = respond(holder.get(), apiRequest, { ...options, now });
    return new Response(r.status === 304 || request.method === 'HEAD' ? null : r.body, { status: r.status, headers: r.headers });
  };
}

/** The path and query as sent (URL normalizes `..` and percent escapes away; the router wants to see them). */
function rawPathAndQuery(raw: string, url: URL): string {
  const afterOrigin = raw.indexOf('/', raw.indexOf('//') + 2);
  return afterOrigin < 0 ? url.pathname + url.search : raw.slice(afterOrigin);
}
