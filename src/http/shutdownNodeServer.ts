import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { connectionsOf, whenAnswered, type ServerConnections } from './serverConnections.js';

/** Options of {@link shutdownNodeServer}. */
export interface ShutdownOptions {
  /**
   * How long answers being written may take to finish, in ms (default 10,000); then every
   * connection left is cut. 0 cuts at once. A later call with a shorter period shortens it.
   */
  readonly graceMs?: number;
}

/** The default grace period: well within the 30 s a container orchestrator usually waits after SIGTERM. */
const DEFAULT_GRACE_MS = 10_000;

/**
 * Stops a server made by `createNodeServer` within a grace period, and resolves once every
 * connection has closed: it stops accepting connections at once; closes idle connections at
 * once (keep-alive ones between requests, half-open ones, clients still sending their request or
 * sending nothing: no request is in flight on them); lets the answers being written finish
 * (a slow reader, pipelined answers queued behind it), and closes each such connection after
 * its last answer (a request arriving meanwhile is answered with `Connection: close`); when the
 * grace period ends, cuts whatever is left. Calling it again returns the same promise; with a
 * shorter `graceMs` it cuts sooner (a second signal: `{ graceMs: 0 }`).
 *
 * @example
 * process.once('SIGTERM', () => void shutdownNodeServer(server, { graceMs: 10_000 }).then(() => process.exit(0)));
 */
export function shutdownNodeServer(server: Server, options: ShutdownOptions = {}): Promise<void> {
  const connections = connectionsOf(server);
  if (!connections) throw new TypeError('shutdownNodeServer: the server was not made by createNodeServer');
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  if (typeof graceMs !== 'number' || Number.isNaN(graceMs) || graceMs < 0) throw new RangeError(`shutdownNodeServer: graceMs must be a number of milliseconds >= 0, got ${String(graceMs)}`);
  const shutdown = connections.shutdown ?? begin(server, connections);
  if (graceMs === 0) shutdown.cut();
  else if (graceMs !== Infinity) shutdown.timers.push(setTimeout(shutdown.cut, Math.min(graceMs, 2 ** 31 - 1)).unref());
  return shutdown.done;
}

function begin(server: Server, connections: ServerConnections): NonNullable<ServerConnections['shutdown']> {
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  const timers: ReturnType<typeof setTimeout>[] = [];
  const cut = () => {
    for (const socket of connections.sockets) socket.destroy();
    server.closeAllConnections();
  };
  connections.shutdown = { done, cut, timers };
  // Node's close() first runs closeIdleConnections(), which also destroys a connection whose
  // answer has been ended but is still being written (a slow reader gets a truncated answer):
  // that step is skipped here, and the connections are settled one by one below.
  const own = Object.getOwnPropertyDescriptor(server, 'closeIdleConnections');
  server.closeIdleConnections = () => {};
  try {
    server.close(() => {
      for (const t of timers) clearTimeout(t);
      resolve();
    });
  } finally {
    if (own) Object.defineProperty(server, 'closeIdleConnections', own);
    else delete (server as { closeIdleConnections?: unknown }).closeIdleConnections;
  }
  for (const socket of connections.sockets) settle(socket);
  return connections.shutdown;
}

/**
 * Closes a connection now if it owes no answer, else once its last answer has been written: our
 * side ends once what is queued has been handed to the system, then the connection is destroyed
 * (a client that never reads is cut when the grace period ends).
 */
function settle(socket: Socket): void {
  whenAnswered(socket, () => socket.destroySoon());
}
