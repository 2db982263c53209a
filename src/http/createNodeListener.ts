import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRequest, ApiResponse } from '../engine/router/ApiRequest.js';
import type { Compression } from '../engine/router/Compression.js';
import type { Clock } from '../engine/internal/clock.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { createRateLimiter } from '../engine/router/createRateLimiter.js';
import type { RateLimiter } from '../engine/router/createRateLimiter.js';
import { reportError } from '../engine/router/reportError.js';
import { respondChecked } from '../engine/router/respond.js';
import { respondWithError } from '../engine/router/respondWithError.js';
import { formatError } from '../formatting/payloads/formatError.js';
import { checkHandlerOptions } from './checkHandlerOptions.js';
import type { FetchHandlerOptions } from './createFetchHandler.js';
import { createNodeCompression } from './createNodeCompression.js';
import type { StateHolder } from './createStateHolder.js';
import { holderOf } from './holderOf.js';

/** Options of {@link createNodeListener} (and of `createNodeServer`, which adds Node's limits). */
export interface NodeListenerOptions extends Omit<FetchHandlerOptions, 'compression'> {
  /** Content codings of successful answers (default `createNodeCompression()`: br, gzip, deflate); `false` sends identity only. */
  readonly compression?: Compression | false;
  /**
   * The client a request counts against for the rate limit when it has no valid token (default
   * the socket's remote address). Behind a proxy, read the address it forwards, such as
   * Express's `req.ip` with `trust proxy` set.
   */
  readonly clientOf?: (req: IncomingMessage) => string | undefined;
}

/** A Node request listener, as `http.createServer` and the frameworks' raw handlers take it. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A Node request listener answering the API from a state holder (or a state that is never
 * swapped): pass it to `http.createServer`, or mount it in a framework on Node's own request and
 * response: Express `app.use('/api', listener)`, Fastify `reply.hijack()` then
 * `listener(request.raw, reply.raw)`, Koa `ctx.respond = false` then `listener(ctx.req, ctx.res)`.
 * `createNodeServer` is this listener plus Node's limits and a graceful shutdown.
 *
 * The target answered is `req.url`, the path below wherever the framework mounted the listener
 * (Express and Koa's mounts strip their prefix from it). With a `basePath` it is the path as the
 * client sent it: `req.originalUrl` when a framework kept one (Express), else `req.url`, minus the
 * base path; so `app.use('/api', listener)` works with or without `basePath: '/api'`, and a
 * framework that passes the whole path (Fastify's `request.raw`, a plain server, Hono) needs it.
 *
 * Options are checked here (a bad clock, zone, limiter, bound or base path throws a TypeError
 * or RangeError naming `createNodeListener`); the listener itself never throws: a fault while
 * answering is the 500 error object, reported to `onError`. An HTTP/1.1 request without `Host`
 * is a 400 error object.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(createNodeListener(state, { now: '2019-09-30T12:00:00-04:00', basePath: '/api' })).listen(8080);
 */
export function createNodeListener(stateOrHolder: StateHolder | LeagueState, options: NodeListenerOptions): NodeListener {
  return buildNodeListener('createNodeListener', stateOrHolder, options).listener;
}

/** What `createNodeServer` shares with its listener: the options of answers made before routing. */
export interface BuiltNodeListener {
  readonly listener: NodeListener;
  readonly routerOptions: { readonly rateLimiter: RateLimiter; readonly style?: 'pretty' | 'compact'; readonly compression?: Compression };
  readonly wallClock: () => number;
}

/** {@link createNodeListener} with the caller named in its errors, and what `createNodeServer` also needs. */
export function buildNodeListener(caller: string, stateOrHolder: StateHolder | LeagueState, options: NodeListenerOptions): BuiltNodeListener {
  const holder = holderOf(caller, stateOrHolder);
  if (typeof options !== 'object' || options === null) throw new TypeError(`${caller}: options must be an object with at least { now }, got ${options === null ? 'null' : typeof options}`);
  const { compression: chosen, now: clock, ...rest } = options;
  const compression = chosen === false ? undefined : (chosen ?? createNodeCompression());
  const checked = checkHandlerOptions(caller, compression === undefined ? { ...rest, now: clock } : { ...rest, now: clock, compression });
  const rateLimiter = options.rateLimiter ?? createRateLimiter({ limit: Infinity });
  const wallClock = options.wallClock ?? Date.now;
  const routerOptions = compression === undefined ? { ...rest, rateLimiter } : { ...rest, rateLimiter, compression };
  // With a fixed clock the router's options are one object for every request (the hot path). With
  // a clock function, each request's copy sets a `now` this object already has (its 0 is always
  // replaced): V8 (Node 20) adds a new property to a spread copy through its slow path, about
  // 0.6 µs (D177).
  const fixed = typeof clock === 'function' ? undefined : { ...routerOptions, now: clock };
  const withClock = { ...routerOptions, now: 0 as Clock };
  const { clientOf, onError } = options;
  const listener: NodeListener = (req, res) => {
    const method = req.method ?? 'GET';
    let request: ApiRequest | undefined;
    let r: ApiResponse;
    try {
      const receivedAt = wallClock();
      const client = clientOf ? clientOf(req) : req.socket?.remoteAddress;
      if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1 && req.headers.host === undefined) {
        r = respondWithError({ method, client, receivedAt }, 400, 'The request has no Host header, which HTTP/1.1 requires (RFC 9112 3.2)', routerOptions);
        res.shouldKeepAlive = false;
      } else {
        request = { method, url: targetOf(req, checked.basePath), headers: req.headers, client, receivedAt };
        r = respondChecked(holder.get(), request, fixed ?? { ...withClock, now: (clock as () => Clock)() }, checked);
      }
    } catch (error) {
      reportError(onError, error, request ?? { method, url: req.url ?? '/', headers: req.headers ?? {} });
      const body = formatError(500, 'The request could not be answered', 'json');
      send(res, 500, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }, method === 'HEAD' ? undefined : body);
      return;
    }
    send(res, r.status, r.headers, r.bytes.length > 0 ? r.bytes : undefined);
  };
  return { listener, routerOptions, wallClock };
}

/** The target to route: see {@link createNodeListener}. */
function targetOf(req: IncomingMessage, basePath: string): string {
  if (basePath !== '') {
    const original = (req as IncomingMessage & { originalUrl?: unknown }).originalUrl;
    if (typeof original === 'string') return original;
  }
  return req.url ?? '/';
}

/**
 * Writes an answer. A response a framework already began (its headers sent) cannot take it:
 * the connection is closed instead, so that the listener never throws into Node's event loop.
 */
function send(res: ServerResponse, status: number, headers: { readonly [name: string]: string }, body: Uint8Array | string | undefined): void {
  try {
    res.writeHead(status, headers);
    res.end(body);
  } catch {
    res.destroy();
  }
}
