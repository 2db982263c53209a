/**
 * The Node server closes a connection on which nothing is read or written for `http.timeout`
 * (Node's `server.timeout`; 60 s by default here, none in Node): a client that asks for answers
 * and never reads them, or connects and sends nothing, cannot hold a connection (and the memory
 * of the answers queued for it) forever. A client that reads, however slowly, is not cut.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { createNodeServer } from '../../src/http/createNodeServer.js';
import { createStateHolder } from '../../src/http/createStateHolder.js';
import { eventually, openRaw, parseResponses, requestBytes, within } from './rawConnection.js';
import { AUTH, loadServedState, NOW, startServer, type RunningServer } from './serverFixtures.js';

const BIG = '/mlb/results/boston-red-sox.json?season=2019'; // 217 kB uncompressed
let state: LeagueState;
let srv: RunningServer;
/** The server's side of each connection, in the order they were accepted. */
const accepted: Socket[] = [];

beforeAll(async () => {
  state = loadServedState();
  srv = await startServer(state, { compression: false, http: { timeout: 500 } });
  srv.server.on('connection', (s: Socket) => accepted.push(s));
});
afterAll(() => srv.close());

/** The server's side of the connection accepted last, once it has been accepted. */
const lastAccepted = (count: number) => eventually(() => accepted.length > count && accepted[accepted.length - 1], 2_000, 'accepted');

describe('a connection idle for http.timeout is closed', () => {
  it('a client that asks for 20 MB of answers and never reads them', async () => {
    const before = accepted.length;
    const c = await openRaw(srv.port, requestBytes(BIG, AUTH).repeat(100), { read: false });
    const server = await lastAccepted(before);
    const closed = new Promise((resolve) => server.once('close', resolve));
    expect(await within(closed, 5_000)).toBe(true);
    c.socket.destroy();
  });

  it('a client that connects and sends nothing', async () => {
    const before = accepted.length;
    const c = await openRaw(srv.port);
    const server = await lastAccepted(before);
    expect(await within(new Promise((resolve) => server.once('close', resolve)), 3_000)).toBe(true);
    expect(await within(c.closed, 1_000)).toBe(true);
  });

  it('a client that keeps its side open after an error answer (half-open)', async () => {
    const before = accepted.length;
    const c = await openRaw(srv.port, 'GARBAGE\r\n\r\n', { halfOpen: true });
    const server = await lastAccepted(before);
    await eventually(() => parseResponses(c.received()).responses.length === 1 || undefined, 2_000, 'the 400');
    expect(await within(new Promise((resolve) => server.once('close', resolve)), 3_000)).toBe(true);
    c.socket.destroy();
  });

  it('a client that reads is not cut, however long the transfer', async () => {
    const c = await openRaw(srv.port, requestBytes(BIG, AUTH).repeat(60) + requestBytes('/mlb/teams.json', { Connection: 'close' }));
    await eventually(() => c.isClosed(), 20_000, 'all answers');
    const { responses } = parseResponses(c.received());
    expect(responses.length).toBe(61);
    expect(responses.every((r) => r.status === 200)).toBe(true);
  });

  it('is 60 s by default, and 0 turns it off', () => {
    const holder = createStateHolder(state);
    expect(createNodeServer(holder, { now: NOW }).timeout).toBe(60_000);
    expect(createNodeServer(holder, { now: NOW, http: { timeout: 0 } }).timeout).toBe(0);
  });
});
