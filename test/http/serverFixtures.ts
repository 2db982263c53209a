/** Shared setup of the HTTP tests: the 2019 season with an account and two tokens, a real server on a loopback port, a raw client. */
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ingest } from '../../src/engine/ingest.js';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { createStateHolder, type StateHolder } from '../../src/http/createStateHolder.js';
import { createNodeServer, type NodeServerOptions } from '../../src/node.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';

/** The clock of every HTTP test: the day the 2019 regular season ended. */
export const NOW = '2019-09-30T12:00:00-04:00';
/**
 * The wall clock of the servers these tests start (a fixed instant seven years after the data
 * clock, 17 s into a minute), so that the rate-limit headers are reproducible.
 */
export const WALL = Date.parse('2026-11-23T13:08:17Z');
/** Valid until 2019-10-07T15:34:56-04:00: 7 days, 3 hours, 34 minutes and 56 seconds (617,696 s) after the clock. */
export const VALID_TOKEN = 'valid-token-0001';
export const VALID_EXPIRY = '2019-10-07T15:34:56-04:00';
/** Expired at 2019-09-30T11:00:00-04:00, an hour before the clock. */
export const EXPIRED_TOKEN = 'expired-token-0002';
export const UNKNOWN_TOKEN = 'unknown-token-0003';
export const ACCOUNT = { email_address: 'fan@example.com', first_name: 'Pat', last_name: 'Fan', created_on: '2019-01-15' } as const;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const AUTH = bearer(VALID_TOKEN);

/** The 2019 Retrosheet season plus the test account and its two tokens. */
export function loadServedState(): LeagueState {
  const r = ingest(loadRetrosheetSeason(2019), {
    accounts: [ACCOUNT],
    tokens: [
      { token: VALID_TOKEN, email_address: ACCOUNT.email_address, expires_at: VALID_EXPIRY },
      { token: EXPIRED_TOKEN, email_address: ACCOUNT.email_address, expires_at: '2019-09-30T11:00:00-04:00' },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
}

export interface RunningServer {
  readonly server: Server;
  readonly holder: StateHolder;
  readonly port: number;
  readonly base: string;
  close(): Promise<void>;
}

/** Starts the real Node server on an ephemeral 127.0.0.1 port. */
export async function startServer(state: LeagueState, options: Partial<NodeServerOptions> = {}): Promise<RunningServer> {
  const holder = createStateHolder(state);
  const server = createNodeServer(holder, { now: NOW, wallClock: () => WALL, ...options });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    holder,
    port,
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** Body bytes as received. */
  readonly bytes: number;
  /** The body as received (compressed when Content-Encoding says so). */
  readonly raw: Buffer;
}

/** One request with the path sent exactly as given (no `..` or percent-escape normalization, unlike fetch). */
export function rawRequest(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; agent?: Agent; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: init.method ?? 'GET', path, headers: init.headers ?? {}, ...(init.agent ? { agent: init.agent } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buf.toString('utf8'), bytes: buf.length, raw: buf });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The error object of a JSON error body. */
export function errorOf(body: string): { code: string; description: string } {
  const parsed = JSON.parse(body) as { error?: { code?: unknown; description?: unknown } };
  const e = parsed.error;
  if (!e || typeof e.code !== 'string' || typeof e.description !== 'string') throw new Error(`not an error object: ${body}`);
  return { code: e.code, description: e.description };
}
