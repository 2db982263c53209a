import { createServer, type Server, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiResponse } from '../engine/router/ApiRequest.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { respondWithError } from '../engine/router/respondWithError.js';
import { buildNodeListener, type NodeListenerOptions } from './createNodeListener.js';
import type { StateHolder } from './createStateHolder.js';
import { answerInFlight, trackConnections, whenAnswered } from './serverConnections.js';

/** Options of {@link createNodeServer}: the listener's (`createNodeListener`), plus Node's own limits. */
export interface NodeServerOptions extends NodeListenerOptions {
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
 * A Node `http` server answering the API from a state holder, or a state that is never swapped
 * (Node only; the Fetch handler is the runtime-neutral form). The raw request target is passed
 * to the router as sent, so `..` and percent-encoded slashes are seen and refused there, and an
 * absolute-form target is answered like its path. Every answer carries the `Xmlstats-Api-*`
 * rate-limit headers (no limit unless `rateLimiter` is given) and successful answers are
 * compressed as the request accepts (`Vary: Accept-Encoding`). Requests refused before routing
 * get the error object too: an HTTP/1.1 request without `Host` (400), headers too large (431),
 * headers not complete within `headersTimeout` (408), a malformed request (400); then the
 * connection closes. Such an error is sent after every answer owed to the requests pipelined
 * before it, in order, never in their place. A connection idle for `http.timeout` (60 s) is closed, a client that stops
 * reading included. `shutdownNodeServer` stops it within a grace period. Requests are answered
 * by `createNodeListener` (the same code path as a listener mounted in a framework), and the
 * options are checked here: a bad clock, zone, limiter, bound or base path throws a TypeError or
 * RangeError naming `createNodeServer`.
 *
 * @example
 * const server = createNodeServer(createStateHolder(state), { now: '2019-10-01T12:00:00-04:00' });
 * server.listen(8080, '127.0.0.1');
 */
export function createNodeServer(stateOrHolder: StateHolder | LeagueState, options: NodeServerOptions): Server {
  const { listener, routerOptions, wallClock } = buildNodeListener('createNodeServer', stateOrHolder, options);
  const { timeout: idleTimeout = IDLE_TIMEOUT_MS, ...nodeLimits } = options.http ?? {};
  if (typeof idleTimeout !== 'number' || !(idleTimeout >= 0)) throw new RangeError(`createNodeServer: http.timeout must be a number of milliseconds >= 0 (0: none), got ${String(idleTimeout)}`);
  const server = createServer({ ...nodeLimits, requireHostHeader: false }, (req, res) => {
    // While shutting down, every answer is the connection's last.
    if (connections.shutdown) res.shouldKeepAlive = false;
    listener(req, res);
  });
  server.timeout = idleTimeout;
  const connections = trackConnections(server);
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
