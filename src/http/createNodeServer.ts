import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { respond } from '../engine/router/respond.js';
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
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    const now = typeof options.now === 'function' ? options.now() : options.now;
    let r;
    try {
      r = respond(holder.get(), { method: req.method ?? 'GET', url: req.url ?? '/', headers }, { ...options, now });
    } catch {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{\n  "error" : {\n    "code" : "500",\n    "description" : "The request could not be answered"\n  }\n}');
      return;
    }
    const body = r.body;
    res.writeHead(r.status, r.headers);
    res.end(req.method === 'HEAD' || r.status === 304 ? undefined : body);
  });
}
