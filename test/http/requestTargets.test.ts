/**
 * What reaches the server before routing (RFC 9112): absolute-form targets, a missing Host, a
 * header timeout (408), headers too large (431) and a malformed request all answer with the
 * error object and the rate-limit headers; HEAD never gets a body.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { AUTH, errorOf, loadServedState, rawRequest, startServer, VALID_TOKEN, WALL, type RunningServer } from './serverFixtures.js';

let state: LeagueState;
let srv: RunningServer;
beforeAll(async () => {
  state = loadServedState();
  srv = await startServer(state, { http: { headersTimeout: 300, requestTimeout: 1_000, connectionsCheckingInterval: 50 } });
});
afterAll(() => srv.close());

interface Exchange {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Writes raw bytes (in pieces, with pauses between them), reads until the server closes or answers once. */
function exchange(port: number, pieces: readonly string[], pauseMs = 0): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const isHead = pieces[0]?.startsWith('HEAD ') ?? false;
    const finish = (ended: boolean) => {
      if (done || (isHead && !ended)) return; // a HEAD answer is read to the close: nothing may follow its headers
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      const length = isHead ? 0 : Number(headers['content-length'] ?? 0);
      const body = Buffer.concat(chunks).subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
      if (body.length < length) return;
      done = true;
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    };
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      finish(false);
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => {
      finish(true);
      if (!done) reject(new Error(`connection closed without an answer: ${Buffer.concat(chunks).toString('latin1')}`));
    });
    socket.on('error', reject);
    void (async () => {
      for (const piece of pieces) {
        socket.write(piece);
        if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
      }
    })();
  });
}

const LIMIT_HEADERS = ['xmlstats-api-limit', 'xmlstats-api-remaining', 'xmlstats-api-reset'];
const reset = String(Math.floor(WALL / 60_000 + 1) * 60);

describe('absolute-form targets (RFC 9112 3.2.2)', () => {
  it('answers GET https://host/events.json?... like its path, as the service\'s Node example sends it', async () => {
    const origin = await rawRequest(srv.port, '/events.json?sport=mlb&date=20190704', { headers: AUTH });
    expect(origin.status).toBe(200);
    for (const target of ['https://erikberg.com/events.json?sport=mlb&date=20190704', 'http://127.0.0.1/events.json?sport=mlb&date=20190704']) {
      const r = await exchange(srv.port, [`GET ${target} HTTP/1.1\r\nHost: erikberg.com\r\nAuthorization: Bearer ${VALID_TOKEN}\r\nConnection: close\r\n\r\n`]);
      expect([target, r.status]).toEqual([target, 200]);
      expect(r.body).toBe(origin.body);
      expect(r.headers['etag']).toBe(origin.headers['etag']);
    }
  });

  it('refuses a path outside the API the same way in either form', async () => {
    const r = await exchange(srv.port, ['GET https://erikberg.com/mlb/../etc/passwd.json HTTP/1.1\r\nHost: erikberg.com\r\nConnection: close\r\n\r\n']);
    expect(r.status).toBe(404);
    expect(errorOf(r.body).description).toBe('The requested resource: /mlb/../etc/passwd.json does not exist.');
  });
});

describe('requests refused before routing answer with the error object', () => {
  it('an HTTP/1.1 request without Host is 400, with the limit headers; HTTP/1.0 needs none', async () => {
    const r = await exchange(srv.port, ['GET /mlb/teams.json HTTP/1.1\r\nConnection: close\r\n\r\n']);
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toBe('application/json');
    expect(errorOf(r.body)).toEqual({ code: '400', description: 'The request has no Host header, which HTTP/1.1 requires (RFC 9112 3.2)' });
    for (const h of LIMIT_HEADERS) expect(r.headers[h]).toBeDefined();
    expect(r.headers['xmlstats-api-reset']).toBe(reset);
    const head = await exchange(srv.port, ['HEAD /mlb/teams.json HTTP/1.1\r\nConnection: close\r\n\r\n']);
    expect([head.status, head.body, Number(head.headers['content-length'])]).toEqual([400, '', Buffer.byteLength(r.body)]);
    const old = await exchange(srv.port, ['GET /mlb/teams.json HTTP/1.0\r\n\r\n']);
    expect(old.status).toBe(200);
  });

  it('headers that do not arrive within headersTimeout are 408', async () => {
    const r = await exchange(srv.port, ['GET /mlb/teams.json HTTP/1.1\r\n', 'Host: x\r\n', 'X-Slow: 1\r\n', 'X-Slow: 2\r\n', 'X-Slow: 3\r\n', 'X-Slow: 4\r\n'], 200);
    expect(r.status).toBe(408);
    expect(errorOf(r.body)).toEqual({ code: '408', description: 'The request headers did not arrive in time' });
    expect(r.headers['connection']).toBe('close');
    for (const h of LIMIT_HEADERS) expect(r.headers[h]).toBeDefined();
  });

  it('headers beyond maxHeaderSize are 431; HEAD gets the headers only', async () => {
    const big = `X-Big: ${'x'.repeat(20_000)}\r\n`;
    const r = await exchange(srv.port, [`GET /mlb/teams.json HTTP/1.1\r\nHost: x\r\n${big}\r\n`]);
    expect(r.status).toBe(431);
    expect(errorOf(r.body)).toEqual({ code: '431', description: 'The request line and headers are too large' });
    expect(r.headers['xmlstats-api-reset']).toBe(reset);
    const head = await exchange(srv.port, [`HEAD /mlb/teams.json HTTP/1.1\r\nHost: x\r\n${big}\r\n`]);
    expect([head.status, head.body, Number(head.headers['content-length'])]).toEqual([431, '', Buffer.byteLength(r.body)]);
  });

  it('a malformed request line is 400', async () => {
    const r = await exchange(srv.port, ['NOT HTTP AT ALL\r\n\r\n']);
    expect(r.status).toBe(400);
    expect(errorOf(r.body)).toEqual({ code: '400', description: 'The request is malformed' });
  });

  it('the server still answers afterwards', async () => {
    expect((await rawRequest(srv.port, '/mlb/teams.json')).status).toBe(200);
  });
});

describe('HEAD never carries a body', () => {
  it.each(['/mlb/teams.json', '/nhl/teams.json', '/mlb/results/boston-red-sox.json', '/mlb/standings/20130231.json'])('%s', async (path) => {
    for (const accept of [undefined, 'gzip']) {
      const r = await exchange(srv.port, [`HEAD ${path} HTTP/1.1\r\nHost: x\r\n${accept ? `Accept-Encoding: ${accept}\r\n` : ''}Connection: close\r\n\r\n`]);
      expect(r.body).toBe('');
      expect(Number(r.headers['content-length'])).toBeGreaterThan(0);
    }
  });
});
