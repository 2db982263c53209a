/**
 * `shutdownNodeServer`: stop accepting; close idle connections at once (keep-alive between
 * requests, a client still sending its request or sending nothing, a half-open one after an
 * error answer); let answers being written finish within the grace period, each connection
 * closing after its last answer; cut what is left when the period ends; a second call with
 * `graceMs: 0` cuts at once. Node's own `server.close()` cuts an answer still being written (it
 * counts an ended answer as sent) and waits without limit for a connection that never closes.
 */
import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { shutdownNodeServer } from '../../src/http/shutdownNodeServer.js';
import { eventually, openRaw, parseResponses, requestBytes, startReading, within, type RawConnection } from './rawConnection.js';
import { AUTH, loadServedState, startServer, type RunningServer } from './serverFixtures.js';

const BIG = '/mlb/results/boston-red-sox.json?season=2019'; // 217 kB uncompressed
let state: LeagueState;
const open: RawConnection[] = [];
const servers: RunningServer[] = [];

beforeAll(() => {
  state = loadServedState();
});
afterEach(async () => {
  for (const c of open.splice(0)) c.socket.destroy();
  for (const s of servers.splice(0)) {
    s.server.closeAllConnections();
    if (s.server.listening) await s.close();
  }
});

/** A server, and the server side of each connection it accepts, in order. */
async function serve() {
  const srv = await startServer(state, { compression: false });
  servers.push(srv);
  const accepted: Socket[] = [];
  srv.server.on('connection', (s: Socket) => accepted.push(s));
  /** Opens a connection and returns it with the server's side of it. */
  const connectRaw = async (bytes: string, options: { read?: boolean; halfOpen?: boolean } = {}) => {
    const before = accepted.length;
    const c = await openRaw(srv.port, bytes, options);
    open.push(c);
    const server = await eventually(() => accepted.length > before && accepted[before], 2_000, 'accepted');
    return { c, server };
  };
  return { srv, connectRaw };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });

describe('shutdownNodeServer', () => {
  it('closes idle connections at once, finishes answers being written, cuts the rest at the end of the grace period', async () => {
    const { srv, connectRaw } = await serve();
    const keepAlive = await connectRaw(requestBytes('/mlb/teams.json'));
    await eventually(() => parseResponses(keepAlive.c.received()).responses.length === 1 || undefined, 2_000, 'keep-alive answer');
    const slowSender = await connectRaw('GET /mlb/teams.json HTTP/1.1\r\nHost: x\r\n');
    const silent = await connectRaw('');
    const halfOpen = await connectRaw('GARBAGE\r\n\r\n', { halfOpen: true });
    await eventually(() => parseResponses(halfOpen.c.received()).responses.length === 1 || undefined, 2_000, 'the 400');
    // Two clients that have not read 100 answers of 217 kB: one starts reading after the shutdown began, one never does.
    const reader = await connectRaw(requestBytes(BIG, AUTH).repeat(100), { read: false });
    const stalled = await connectRaw(requestBytes(BIG, AUTH).repeat(100), { read: false });
    await new Promise((r) => setTimeout(r, 200));
    expect([keepAlive, slowSender, silent, halfOpen, reader, stalled].map((x) => x.server.destroyed)).toEqual([false, false, false, false, false, false]);

    const started = Date.now();
    const done = shutdownNodeServer(srv.server, { graceMs: 3_000 });
    expect(await refused(srv.port)).toBe(true);
    for (const idle of [keepAlive, slowSender, silent, halfOpen]) await eventually(() => idle.server.destroyed, 1_000, 'an idle connection closed at once');
    expect(reader.server.destroyed).toBe(false);
    expect(stalled.server.destroyed).toBe(false);

    const chunks: Buffer[] = [];
    startReading(reader.c, chunks);
    await eventually(() => reader.c.isClosed(), 2_500, 'the reader has every answer, then the connection closes');
    const { responses, rest } = parseResponses(Buffer.concat(chunks));
    // Answers under way (those of the requests Node had read) are finished, none is cut; then the
    // connection closes. An answer begun after the shutdown, if any, says `Connection: close` and is the last.
    expect(responses.length).toBeGreaterThan(0);
    expect(rest).toBe(0);
    expect(responses.every((r) => r.status === 200 && r.body.length === Number(r.headers['content-length']))).toBe(true);
    expect(responses.slice(0, -1).every((r) => r.headers['connection'] === 'keep-alive')).toBe(true);
    expect(stalled.server.destroyed).toBe(false);

    expect(await within(done, 5_000)).toBe(true);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(6_000);
    expect(stalled.server.destroyed).toBe(true);
    expect(srv.server.listening).toBe(false);
  });

  it('resolves at once when no answer is being written', async () => {
    const { srv, connectRaw } = await serve();
    const keepAlive = await connectRaw(requestBytes('/mlb/teams.json'));
    await eventually(() => parseResponses(keepAlive.c.received()).responses.length === 1 || undefined, 2_000, 'answer');
    expect(await within(shutdownNodeServer(srv.server, { graceMs: 30_000 }), 3_000)).toBe(true);
    expect(keepAlive.server.destroyed).toBe(true);
  });

  it('a second call with graceMs 0 cuts at once, and returns the same promise', async () => {
    const { srv, connectRaw } = await serve();
    const stalled = await connectRaw(requestBytes(BIG, AUTH).repeat(100), { read: false });
    await new Promise((r) => setTimeout(r, 200));
    const first = shutdownNodeServer(srv.server, { graceMs: 30_000 });
    expect(await within(first, 300)).toBe(false);
    expect(stalled.server.destroyed).toBe(false);
    const second = shutdownNodeServer(srv.server, { graceMs: 0 });
    expect(second).toBe(first);
    expect(await within(second, 3_000)).toBe(true);
    expect(stalled.server.destroyed).toBe(true);
  });

  it('refuses a server it did not make, and a negative grace period', async () => {
    expect(() => shutdownNodeServer(createServer(), {})).toThrow(/^shutdownNodeServer: the server was not made by createNodeServer/);
    const { srv } = await serve();
    expect(() => shutdownNodeServer(srv.server, { graceMs: -1 })).toThrow(RangeError);
    expect(() => shutdownNodeServer(srv.server, { graceMs: Number.NaN })).toThrow(RangeError);
  });
});
