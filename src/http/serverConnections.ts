import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What `createNodeServer` keeps of its connections, so that `shutdownNodeServer` can tell a
 * connection with an answer still being written from an idle one, and cut every one at the end
 * of the grace period (Node's own `server.close()` keeps a connection that never closes, and
 * cuts an answer still being written: it counts an answer as sent once it has been ended).
 */
export interface ServerConnections {
  /** Every open connection of the server. */
  readonly sockets: Set<Socket>;
  /** Set once a shutdown has begun: later answers close their connection. */
  shutdown?: {
    readonly done: Promise<void>;
    /** Cuts every connection now. */
    readonly cut: () => void;
    readonly timers: ReturnType<typeof setTimeout>[];
  };
}

const registry = new WeakMap<Server, ServerConnections>();

/**
 * Starts keeping the connections of a server (one listener per connection, none per request).
 *
 * @example
 * const connections = trackConnections(server);
 */
export function trackConnections(server: Server): ServerConnections {
  const connections: ServerConnections = { sockets: new Set() };
  server.on('connection', (socket: Socket) => {
    connections.sockets.add(socket);
    socket.once('close', () => connections.sockets.delete(socket));
    if (connections.shutdown) socket.destroy(); // accepted while the listener was closing
  });
  registry.set(server, connections);
  return connections;
}

/** The connections of a server made by `createNodeServer`, or undefined. */
export function connectionsOf(server: Server): ServerConnections | undefined {
  return registry.get(server);
}

/**
 * The answer a connection is writing (or the first of those queued behind it: Node writes
 * pipelined answers one after the other and sets the next when one has been written), if any.
 */
export function answerInFlight(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/**
 * Calls `then` once every answer the connection owes has been handed to the system (at once
 * when there is none), or once the connection has closed.
 */
export function whenAnswered(socket: Socket, then: () => void): void {
  const answer = answerInFlight(socket);
  if (!answer || socket.destroyed) {
    then();
    return;
  }
  // 'close' follows 'finish' (or an abort) on the next tick, after Node has set the next queued answer.
  answer.once('close', () => whenAnswered(socket, then));
}
