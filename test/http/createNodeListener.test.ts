/**
 * The exported Node request listener (D86): the same answers as `createNodeServer` from a plain
 * `http.createServer`, behind an Express-style mount (the mount path stripped from `req.url`,
 * kept in `req.originalUrl`), with the whole path as Fastify's raw request has it, after a
 * framework set its own headers; it never throws into Node's event loop. Node's request types
 * fit without a cast (checked by `tsc --noEmit`).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import type { ApiRequest } from '../../src/engine/router/ApiRequest.js';
import { createStateHolder } from '../../src/http/createStateHolder.js';
import { createNodeListener, type NodeListener, type NodeListenerOptions } from '../../src/node.js';
import { loadRetrosheetSeason } from '../parity/loadSeason.js';
import { AUTH, errorOf, loadServedState, NOW, rawRequest, startServer, WALL, type RawResponse, type RunningServer } from './serverFixtures.js';

let state: LeagueState;
let reference: RunningServer;
const servers: Server[] = [];
beforeAll(async () => {
  state = loadServedState();
  reference = await startServer(state);
});
afterAll(async () => {
  await reference.close();
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

/** Listens on an ephemeral loopback port with any request listener. */
async function listen(listener: RequestListener): Promise<number> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const OPTIONS: NodeListenerOptions = { now: NOW, wallClock: () => WALL };
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const answer = (r: RawResponse) => ({ status: r.status, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => !TRANSPORT.has(k))), body: r.body });

/**
 * What Express's router does to a request it hands to `app.use('/api', handler)`: the mount
 * path is cut from `req.url` and the original kept in `req.originalUrl`.
 */
function expressMount(mountPath: string, handler: NodeListener): RequestListener {
  return (req, res) => {
    const url = req.url ?? '/';
    if (url === mountPath || url.startsWith(`${mountPath}/`) || url.startsWith(`${mountPath}?`)) {
      const rest = url.slice(mountPath.length);
      Object.assign(req, { originalUrl: url });
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      handler(req, res);
      return;
    }
    res.writeHead(418, { 'Content-Type': 'text/plain' });
    res.end('not the API');
  };
}

const TARGETS: [string, Record<string, string>][] = [
  ['/mlb/standings/20190502.json', {}],
  ['/mlb/results/boston-red-sox.json?last=5', AUTH],
  ['/mlb/results/boston-red-sox.json?last=5', {}],
  ['/mlb/wildcard/20190929.xml', { ...AUTH, 'accept-encoding': 'gzip' }],
  ['/events.json?date=20190704&sport=mlb', AUTH],
  ['/nhl/teams.json', {}],
];

describe('createNodeListener', () => {
  it('answers from http.createServer exactly as createNodeServer does (one code path)', async () => {
    const port = await listen(createNodeListener(createStateHolder(state), OPTIONS));
    for (const [target, headers] of TARGETS) {
      const [mine, theirs] = await Promise.all([rawRequest(port, target, { headers }), rawRequest(reference.port, target, { headers })]);
      expect([target, answer(mine)]).toEqual([target, answer(theirs)]);
    }
  });

  it('takes a state as well as a holder, and sees a holder swap on the next request', async () => {
    const direct = await listen(createNodeListener(state, OPTIONS));
    expect((await rawRequest(direct, '/me.json', { headers: AUTH })).status).toBe(200);
    const holder = createStateHolder(state);
    const swapping = await listen(createNodeListener(holder, OPTIONS));
    expect((await rawRequest(swapping, '/me.json', { headers: AUTH })).status).toBe(200);
    holder.set(loadRetrosheetSeason(2019)); // without the account and its tokens
    expect((await rawRequest(swapping, '/me.json', { headers: AUTH })).status).toBe(401);
  });

  it('behind an Express-style mount answers the path below the mount, with or without basePath', async () => {
    const plain = await rawRequest(reference.port, '/mlb/results/boston-red-sox.json?last=5', { headers: AUTH });
    for (const options of [OPTIONS, { ...OPTIONS, basePath: '/api' }]) {
      const port = await listen(expressMount('/api', createNodeListener(state, options)));
      const r = await rawRequest(port, '/api/mlb/results/boston-red-sox.json?last=5', { headers: AUTH });
      expect([options.basePath, answer(r)]).toEqual([options.basePath, answer(plain)]);
      expect((await rawRequest(port, '/mlb/teams.json')).status).toBe(418); // the app's, not the API's
    }
    // With basePath the error names the path as the client sent it (req.originalUrl).
    const port = await listen(expressMount('/api', createNodeListener(state, { ...OPTIONS, basePath: '/api' })));
    expect(errorOf((await rawRequest(port, '/api/mlb/nothing.json')).body).description).toBe('The requested resource: /api/mlb/nothing.json does not exist.');
  });

  it('with the whole path (a plain server, Fastify\'s request.raw) needs basePath, and refuses what lies outside it', async () => {
    const port = await listen(createNodeListener(state, { ...OPTIONS, basePath: '/api' }));
    const plain = await rawRequest(reference.port, '/mlb/teams.json');
    expect(answer(await rawRequest(port, '/api/mlb/teams.json'))).toEqual(answer(plain));
    const outside = await rawRequest(port, '/mlb/teams.json');
    expect([outside.status, errorOf(outside.body)]).toEqual([404, { code: '404', description: 'The requested resource: /mlb/teams.json does not exist.' }]);
    // Without basePath a mounted path is not the API's.
    const unmounted = await listen(createNodeListener(state, OPTIONS));
    expect((await rawRequest(unmounted, '/api/mlb/teams.json')).status).toBe(404);
  });

  it('keeps the headers a framework set before handing over the response (Koa with ctx.respond = false)', async () => {
    const listener = createNodeListener(state, OPTIONS);
    const port = await listen((req, res) => {
      res.setHeader('X-Powered-By', 'a framework');
      listener(req, res);
    });
    const r = await rawRequest(port, '/mlb/teams.json');
    expect([r.status, r.headers['x-powered-by'], r.body]).toEqual([200, 'a framework', (await rawRequest(reference.port, '/mlb/teams.json')).body]);
  });

  it('never throws into the event loop: a response a framework already began is closed instead', async () => {
    const listener = createNodeListener(state, OPTIONS);
    const thrown: unknown[] = [];
    const port = await listen((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      try {
        listener(req, res);
      } catch (e) {
        thrown.push(e);
      }
    });
    await expect(rawRequest(port, '/mlb/teams.json')).rejects.toThrow();
    expect(thrown).toEqual([]);
  });

  it('is typed for Node: a RequestListener, taking IncomingMessage and its IncomingHttpHeaders without a cast', async () => {
    // Compile-time checks (tsc --noEmit fails if any stops holding).
    expectTypeOf<IncomingHttpHeaders>().toExtend<ApiRequest['headers']>();
    expectTypeOf<Http2IncomingHttpHeaders>().toExtend<ApiRequest['headers']>();
    expectTypeOf<NodeListener>().toExtend<RequestListener>();
    expectTypeOf(createNodeListener).parameter(0).toExtend<LeagueState | ReturnType<typeof createStateHolder>>();
    expectTypeOf(createNodeListener).returns.toEqualTypeOf<(req: IncomingMessage, res: ServerResponse) => void>();
    const fromNode = (req: IncomingMessage): ApiRequest => ({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, client: req.socket.remoteAddress });
    // ... and at run time: a request built from Node's own message is answered with its headers.
    let built: ApiRequest | undefined;
    const listener = createNodeListener(state, OPTIONS);
    const port = await listen((req, res) => {
      built = fromNode(req);
      listener(req, res);
    });
    expect((await rawRequest(port, '/me.json', { headers: AUTH })).status).toBe(200);
    expect(built?.headers['authorization']).toBe(AUTH.authorization);
  });
});
