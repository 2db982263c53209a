/**
 * Compression on the real server (DECISIONS 11, D40): successful answers in the coding the
 * request prefers, `Vary: Accept-Encoding` on every answer, a strong ETag per coding with 304
 * for that coding only, HEAD with the coded length, errors never compressed, and the compressed
 * bytes memoized with the answer.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueState } from '../../src/engine/LeagueState.js';
import { respond } from '../../src/engine/router/respond.js';
import type { Compression, ContentCoding } from '../../src/engine/router/Compression.js';
import { createNodeCompression } from '../../src/http/createNodeCompression.js';
import { AUTH, errorOf, loadServedState, NOW, rawRequest, startServer, type RunningServer } from './serverFixtures.js';

let state: LeagueState;
let srv: RunningServer;
beforeAll(async () => {
  state = loadServedState();
  srv = await startServer(state);
});
afterAll(() => srv.close());

/** A request whose body is read as bytes. */
const getBytes = async (path: string, headers: Record<string, string>, method = 'GET') => {
  const r = await rawRequest(srv.port, path, { method, headers });
  return { status: r.status, headers: r.headers, body: r.raw };
};

const DECODE: Record<ContentCoding, (b: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

describe('content codings', () => {
  const PATHS = ['/mlb/standings.json', '/mlb/results/boston-red-sox.json', '/mlb/wildcard/20190929.xml', '/events.json?date=20190704&sport=mlb'];

  it.each(PATHS)('%s: gzip, br and deflate decode to the identity bytes, each with its own strong ETag', async (path) => {
    const plain = await getBytes(path, AUTH);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    const identityTag = plain.headers['etag'] as string;
    expect(identityTag).toMatch(/^"[0-9a-f]{16}"$/);
    const tags = new Set([identityTag]);
    for (const coding of ['gzip', 'br', 'deflate'] as const) {
      const r = await getBytes(path, { ...AUTH, 'accept-encoding': coding });
      expect([coding, r.status, r.headers['content-encoding'], r.headers['vary']]).toEqual([coding, 200, coding, 'Accept-Encoding']);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.body.length).toBeLessThan(plain.body.length);
      expect(DECODE[coding](r.body).equals(plain.body)).toBe(true);
      expect(r.headers['etag']).toBe(`${identityTag.slice(0, -1)}-${coding}"`);
      tags.add(r.headers['etag'] as string);
    }
    expect(tags.size).toBe(4);
  });

  it('negotiates by quality, then by the server\'s preference br > gzip > deflate', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['deflate, gzip', 'gzip'],
      ['gzip;q=1.0,deflate;q=0.6,identity;q=0.3', 'gzip'], // Ruby's Net::HTTP
      ['gzip, x-gzip, deflate, x-bzip2, bzip2', 'gzip'], // Perl's LWP
      ['br;q=0.5, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['gzip;q=0', undefined],
      ['bzip2, compress', undefined],
      ['', undefined],
    ];
    for (const [accept, coding] of cases) {
      const r = await getBytes('/mlb/teams.json', { 'accept-encoding': accept });
      expect([accept, r.status, r.headers['content-encoding']]).toEqual([accept, 200, coding]);
    }
  });

  it('answers If-None-Match per coding: the gzip tag matches only a gzip answer', async () => {
    const gz = await getBytes('/mlb/standings.json', { 'accept-encoding': 'gzip' });
    const gzTag = gz.headers['etag'] as string;
    const again = await getBytes('/mlb/standings.json', { 'accept-encoding': 'gzip', 'if-none-match': gzTag });
    expect([again.status, again.body.length, again.headers['etag'], again.headers['vary']]).toEqual([304, 0, gzTag, 'Accept-Encoding']);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect((await getBytes('/mlb/standings.json', { 'accept-encoding': 'gzip', 'if-none-match': `W/${gzTag}` })).status).toBe(304);
    // The same tag sent with another coding or none names another representation: a full answer.
    const asBr = await getBytes('/mlb/standings.json', { 'accept-encoding': 'br', 'if-none-match': gzTag });
    expect([asBr.status, asBr.headers['content-encoding']]).toEqual([200, 'br']);
    const asIdentity = await getBytes('/mlb/standings.json', { 'if-none-match': gzTag });
    expect([asIdentity.status, asIdentity.headers['content-encoding']]).toEqual([200, undefined]);
    // And the identity tag does not match a gzip answer.
    const identityTag = asIdentity.headers['etag'] as string;
    expect((await getBytes('/mlb/standings.json', { 'accept-encoding': 'gzip', 'if-none-match': identityTag })).status).toBe(200);
    expect((await getBytes('/mlb/standings.json', { 'if-none-match': identityTag })).status).toBe(304);
  });

  it('HEAD carries the coded length and coding, and no body', async () => {
    const get = await getBytes('/mlb/results/boston-red-sox.json', { ...AUTH, 'accept-encoding': 'gzip' });
    const head = await getBytes('/mlb/results/boston-red-sox.json', { ...AUTH, 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['etag']).toBe(get.headers['etag']);
  });

  it('never compresses an error: clients print error bodies as received', async () => {
    for (const [path, status] of [['/nhl/teams.json', 404], ['/mlb/results/boston-red-sox.json', 401], ['/mlb/standings/20130231.json', 400]] as const) {
      const r = await getBytes(path, { 'accept-encoding': 'gzip, br' });
      expect([path, r.status, r.headers['content-encoding'], r.headers['vary'], r.headers['content-type']]).toEqual([path, status, undefined, 'Accept-Encoding', 'application/json']);
      expect(errorOf(r.body.toString('utf8')).code).toBe(String(status));
    }
  });

  it('compresses an answer once: a memoized answer is served from the kept bytes', () => {
    let calls = 0;
    const node = createNodeCompression();
    const counting: Compression = {
      encodings: node.encodings,
      compress: (coding, bytes) => {
        calls += 1;
        return node.compress(coding, bytes);
      },
    };
    const ask = (accept: string) => respond(state, { method: 'GET', url: '/mlb/standings/20190704.json', headers: { 'accept-encoding': accept } }, { now: NOW, compression: counting });
    const first = ask('gzip');
    for (let i = 0; i < 50; i++) expect(ask('gzip').bytes).toBe(first.bytes);
    expect(calls).toBe(1);
    ask('br');
    ask('br');
    expect(calls).toBe(2);
    // Without the memo every answer compresses afresh.
    respond(state, { method: 'GET', url: '/mlb/standings/20190704.json', headers: { 'accept-encoding': 'gzip' } }, { now: NOW, compression: counting, cache: false });
    expect(calls).toBe(3);
  });

  it('a server without compression answers identity and no Vary', async () => {
    const plain = await startServer(state, { compression: false });
    try {
      const r = await rawRequest(plain.port, '/mlb/teams.json', { headers: { 'accept-encoding': 'gzip' } });
      expect([r.status, r.headers['content-encoding'], r.headers['vary']]).toEqual([200, undefined, undefined]);
    } finally {
      await plain.close();
    }
  });
});

describe('createNodeCompression', () => {
  it('refuses levels and codings it cannot honour, naming itself', () => {
    expect(() => createNodeCompression({ level: 0 })).toThrow(/^createNodeCompression: level/);
    expect(() => createNodeCompression({ brotliQuality: 12 })).toThrow(/^createNodeCompression: brotliQuality/);
    expect(() => createNodeCompression({ encodings: ['zstd' as ContentCoding] })).toThrow(/^createNodeCompression: unknown coding "zstd"/);
  });
});
