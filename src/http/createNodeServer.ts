import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { respond } from '../engine/router/respond.js';
import { formatError } from '../formatting/payloads/formatError.js';
import type { FetchHandlerOptions } from './createFetchHandler.js';
import type { StateHolder } from './createStateHolder.js';

/**
 * A Node `http` server answering the API from a state holder (Node only; the Fetch handler is
 * the runtime-neutral form). The raw request target is passed to the router as sent, so `..`
 * and percent-encoded slashes are seen and refused there.
 *
 * @example
 * const server = createNodeServer(createStateHolder(state), { now: '2019-10-01T12:00:00-04:00' });
 * server.listen(8080, '127.0.0.1');
 */
export function createNodeServer(holder: StateHolder, options: FetchHandlerOptions): Server {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    let r;
    try {
      const now = typeof options.now === 'function' ? options.now() : options.now;
      r = respond(holder.get(), { method: req.method ?? 'GET', url: req.url ?? '/', headers }, { ...options, now });
    } catch {
      const body = formatError(500, 'The request could not be answered', 'json');
      res.writeHead(500, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(r.status, r.headers);
    res.end(r.bytes.length > 0 ? r.bytes : undefined);
  });
  // Requests Node refuses before routing (a target beyond its 16 KiB header limit, a malformed
  // request line) still get the error object, then the connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLong ? 431 : 400;
    const body = formatError(status, tooLong ? 'The request line and headers are too long' : 'The request is malformed', 'json');
    socket.end(`HTTP/1.1 ${status} ${tooLong ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  return server;
}
