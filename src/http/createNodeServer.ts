import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiResponse } from '../engine/router/ApiRequest.js';
import type { Compression } from '../engine/router/Compression.js';
import type { Clock } from '../engine/internal/clock.js';
import { createRateLimiter } from '../engine/router/createRateLimiter.js';
import { respond } from '../engine/router/respond.js';
import { respondWithError } from '../engine/router/respondWithError.js';
import { formatError } from '../formatting/payloads/formatError.js';
import type { FetchHandlerOptions } from './createFetchHandler.js';
import { createNodeCompression } from './createNodeCompression.js';
import type { StateHolder } from './createStateHolder.js';
import { answerInFlight, trackConnections, whenAnswered } from './serverConnections.js';

/** Options of {@link createNodeServer}: the Fetch handler's, plus compression and Node's own limits. */
export interface NodeServerOptions extends Omit<FetchHandlerOptions, 'compression'> {
  /** Content codings of successful answers (default `createNodeCompression()`: br, gzip, deflate); `false` sends identity only. */
  readonly compression?: Compression | false;
  /**
   * Node's limits: `headersTimeout` (default 60 s; a request whose headers have not all
   * arrived by then is answered 408), `requestTimeout`, `keepAliveTimeout`, `maxHeaderSize`
   * (default 16 KiB; more is 431), `connectionsCheckingInterval` (how often timeouts are checked),
   * and `timeout` (Node's `server.timeout`, here 60 s by default instead of none: a connection on
   * which no byte is read or written for that long is closed, such as a client that stops
   * reading its answer; 0 turns it off).
   */
  readonly http?: Pick<ServerOptions, 'headersTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'maxHeaderSize' | 'connectionsCheckingInterval'> & { readonly timeout?: number };
}

/** Default inactivity limit of a connection (ms): as long as the default `headersTimeout`. */
const IDLE_TIMEOUT_MS = 60_000;

const STATUS_TEXT: Readonly<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * A Node `http` server answering the API from a state holder (Node only; the Fetch handler is
 * the runtime-neutral form). The raw request target is passed to the router as sent, so `..`
 * and percent-encoded slashes are seen and refused there, and an absolute-form target is
 * answered like its path. Every answer carries the `Xmlstats-Api-*` rate-limit headers (no
 * limit unless `rateLimiter` is given) and successful answers are compressed as the request
 * accepts (`Vary: Accept-Encoding`). Requests refused before routing get the error object too:
 * an HTTP/1.1 request without `Host` (400), headers too large (431), headers not complete
 * within `headersTimeout` (408), a malformed request (400); then the connection closes. Such an
 * error is sent after every answer owed to the requests pipelined before it, in order, never in
 * their place. A connection idle for `http.timeout` (60 s) is closed, a client that stops
 * reading included. `shutdownNodeServer` stops it within a grace period.
 *
 * @example
 * const server = createNodeServer(createStateHolder(state), { now: '2019-10-01T12:00:00-04:00' });
 * server.listen(8080, '127.0.0.1');
 */
export function createNodeServer(holder: StateHolder, options: NodeServerOptions): Server {
  const rateLimiter = options.rateLimiter ?? createRateLimiter({ limit: Infinity });
  const wallClock = options.wallClock ?? Date.now;
  const { compression: chosen, now: clock, ...rest } = options;
  const routerOptions = chosen === false ? { ...rest, rateLimiter } : { ...rest, rateLimiter, compression: chosen ?? createNodeCompression() };
  // With a fixed clock the router's options are one object for every request (the hot path).
  const fixed = typeof clock === 'function' ? undefined : { ...routerOptions, now: clock };
  const { timeout: idleTimeout = IDLE_TIMEOUT_MS, ...nodeLimits } = options.http ?? {};
  const server = createServer({ ...nodeLimits, requireHostHeader: false }, (req: IncomingMessage, res: ServerResponse) => {
    // While shutting down, every answer is the connection's last.
    if (connections.shutdown) res.shouldKeepAlive = false;
    const receivedAt = wallClock();
    const method = req.method ?? 'GET';
    const client = req.socket?.remoteAddress;
    let r: ApiResponse;
    try {
      if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1 && req.headers.host === undefined) {
        r = respondWithError({ method, client, receivedAt }, 400, 'The request has no Host header, which HTTP/1.1 requires (RFC 9112 3.2)', routerOptions);
        res.shouldKeepAlive = false;
      } else {
        const request = { method, url: req.url ?? '/', headers: req.headers, client, receivedAt };
        r = respond(holder.get(), request, fixed ?? { ...routerOptions, now: (clock as () => Clock)() });
      }
    } catch {
      const body = formatError(500, 'The request could not be answered', 'json');
      res.writeHead(500, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(r.status, r.headers);
    res.end(r.bytes.length > 0 ? r.bytes : undefined);
  });
  server.timeout = idleTimeout;
  const connections = trackConnections(server, idleTimeout);
  const refused = new WeakSet<Socket>();
  // Requests Node refuses before routing still get the error object, after the answers owed to
  // the requests pipelined before it, then the connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // Node reports the parser's error again for every later chunk: one answer per connection.
    if (refused.has(socket)) return;
    refused.add(socket);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // Node turned the connection's timeout off before this call: a client that never reads the
    // answers owed to it must not hold the connection.
    if (idleTimeout > 0) socket.setTimeout(idleTimeout);
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const description =
      status === 431 ? 'The request line and headers are too large'
      : status === 408 ? 'The request headers did not arrive in time'
      : 'The request is malformed';
    // The method is known only when the bytes that failed still hold the request line: not when
    // they began with requests pipelined before it (their answers are still owed).
    const method = !answerInFlight(socket) && error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ' ? 'HEAD' : 'GET';
    let r: ApiResponse;
    try {
      r = respondWithError({ method, client: socket.remoteAddress, receivedAt: wallClock() }, status, description, routerOptions);
    } catch {
      socket.destroy();
      return;
    }
    const head = [`HTTP/1.1 ${status} ${STATUS_TEXT[status]}`, ...Object.entries(r.headers).map(([k, v]) => `${k}: ${v}`), 'Connection: close', '', ''].join('\r\n');
    const answer = r.bytes.length > 0 ? Buffer.concat([Buffer.from(head, 'latin1'), r.bytes]) : Buffer.from(head, 'latin1');
    whenAnswered(socket, () => {
      // An earlier answer may have closed the connection (its request asked to), or the client did.
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      // Ends our side once the answer is handed to the system; the connection is destroyed when
      // the client closes its side or, half-open, after the idle timeout.
      socket.end(answer);
      if (idleTimeout > 0) socket.setTimeout(idleTimeout);
      else socket.destroySoon();
    });
  });
  return server;
}
