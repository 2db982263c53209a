/**
 * A request Node refuses before routing (malformed, headers too large) that follows pipelined
 * requests on the same connection: every earlier answer is sent first, complete and in order,
 * then the error object, then the connection closes. Until issue 11 the error handler destroyed
 * the connection when an answer was in flight, so the answers queued behind it were lost and the
 * error was never sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { respond } from '../../src/engine/router/respond.js';
import { eventually, openRaw, parseResponses, requestBytes } from './rawConnection.js';
import { AUTH, errorOf, loadServedState, NOW, startServer, type RunningServer } from './serverFixtures.js';

let state: LeagueState;
let srv: RunningServer;
beforeAll(async () => {
  state = loadServedState();
  srv = await startServer(state, { compression: false, http: { timeout: 5_000 } });
});
afterAll(() => srv.close());

const routerBody = (url: string) => respond(state, { method: 'GET', url, headers: AUTH }, { now: NOW }).body;

/** Sends `bytes` at once on a new connection; the responses received until the server closes it. */
async function pipeline(bytes: string, heads: readonly boolean[] = []) {
  const c = await openRaw(srv.port, bytes);
  await eventually(() => c.isClosed(), 10_000, 'the server closes the connection');
  return parseResponses(c.received(), heads);
}

describe('a malformed request after pipelined ones', () => {
  it('is answered 400 after every earlier answer, complete and in order', async () => {
    const targets = ['/mlb/teams.json', '/mlb/standings/20190502.json', '/mlb/results/boston-red-sox.json?season=2019', '/mlb/wildcard/20190929.xml'];
    const { responses, rest } = await pipeline(`${targets.map((t) => requestBytes(t, AUTH)).join('')}GARBAGE / NOT-HTTP\r\n\r\n`);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 400]);
    responses.slice(0, 4).forEach((r, i) => expect(r.body.toString('utf8')).toBe(routerBody(targets[i]!)));
    expect(errorOf(responses[4]!.body.toString('utf8'))).toEqual({ code: '400', description: 'The request is malformed' });
    expect(responses[4]!.headers['connection']).toBe('close');
    expect(rest).toBe(0);
  });

  it('the same when the malformed bytes arrive after the answers were written', async () => {
    const c = await openRaw(srv.port, requestBytes('/mlb/teams.json') + requestBytes('/mlb/standings.json'));
    await eventually(() => parseResponses(c.received()).responses.length === 2 || undefined, 5_000, 'two answers');
    c.socket.write('GET /mlb/teams.json HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    await eventually(() => c.isClosed(), 5_000, 'close');
    expect(parseResponses(c.received()).responses.map((r) => r.status)).toEqual([200, 200, 400]);
  });

  it('headers too large after pipelined requests: their answers, then 431', async () => {
    const big = `GET /mlb/teams.json HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`;
    const { responses } = await pipeline(requestBytes('/mlb/standings/20190502.json') + requestBytes('/mlb/teams.json', {}, 'HEAD') + big, [false, true]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 431]);
    expect(responses[0]!.body.toString('utf8')).toBe(routerBody('/mlb/standings/20190502.json'));
    expect(responses[1]!.body.length).toBe(0);
    expect(errorOf(responses[2]!.body.toString('utf8')).code).toBe('431');
  });

  it('after a pipelined HEAD, the error of the next request carries its body (its method is not known)', async () => {
    const { responses } = await pipeline(`${requestBytes('/mlb/teams.json', {}, 'HEAD')}HEAD /x HTTP/1.1\r\nBad Header\r\n\r\n`, [true]);
    expect(responses.map((r) => r.status)).toEqual([200, 400]);
    expect(errorOf(responses[1]!.body.toString('utf8')).code).toBe('400');
  });

  it('nothing follows an answer whose request asked to close the connection', async () => {
    const { responses, rest } = await pipeline(requestBytes('/mlb/teams.json', { Connection: 'close' }) + requestBytes('/mlb/standings.json') + 'GARBAGE\r\n\r\n');
    expect(responses.map((r) => r.status)).toEqual([200]);
    expect(rest).toBe(0);
  });

  it('a flood of garbage after the error is ignored: one error answer, then the close', async () => {
    const c = await openRaw(srv.port, `${requestBytes('/mlb/teams.json')}BAD\r\n\r\n`);
    for (let i = 0; i < 50 && !c.isClosed(); i++) c.socket.write('MORE GARBAGE\r\n\r\n');
    await eventually(() => c.isClosed(), 5_000, 'close');
    expect(parseResponses(c.received()).responses.map((r) => r.status)).toEqual([200, 400]);
  });

  it('the server still answers afterwards', async () => {
    const { responses } = await pipeline(requestBytes('/mlb/teams.json', { Connection: 'close' }));
    expect(responses.map((r) => r.status)).toEqual([200]);
  });
});
