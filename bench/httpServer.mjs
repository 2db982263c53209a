// One HTTP server of the load benchmark (bench/http.mjs), run in a child process of its own so
// that the load generator and the server do not share a thread:
//   node bench/httpServer.mjs engine   the package's createNodeServer over the 2019 season
//   node bench/httpServer.mjs bare     a bare node:http server answering the same bytes and
//                                      headers from memory (taken once from the router at start-up)
// Listens on 127.0.0.1, port 0 (the system picks one), and reports `{ ready, port }` to the
// parent over IPC. Commands from the parent: 'stop'; { id, cmd: 'cpu' } (process.cpuUsage);
// { id, cmd: 'profile-start' } / { id, cmd: 'profile-stop', file } (V8 CPU profile of the load
// window through node:inspector, written to `file`). It exits when the parent disconnects or
// asks it to stop, and after a hard time limit in any case, so that no server outlives a bench.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(ROOT, '../shared/data/mlb/retrosheet/GL2019.TXT');
const BUNDLED = path.join(ROOT, 'data/retrosheet/GL2019.TXT');
const NOW = '2019-09-30T12:00:00-04:00';
const TOKEN = 'bench-token-0001';
const HARD_LIMIT_MS = 10 * 60 * 1000;
const PROFILE_INTERVAL_US = 200;
/** The requests the bare server answers (the same as bench/http.mjs sends), plain and gzip-encoded. */
const CANNED = [
  ['/mlb/standings/20190502.json', {}],
  ['/mlb/results/boston-red-sox.json?season=2019', { authorization: `Bearer ${TOKEN}` }],
  ['/mlb/standings/20190502.json', { 'accept-encoding': 'gzip' }],
  ['/mlb/results/boston-red-sox.json?season=2019', { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' }],
];

const mode = process.argv[2];
if (mode !== 'engine' && mode !== 'engine-fresh' && mode !== 'bare') {
  process.stderr.write('usage: node bench/httpServer.mjs engine|engine-fresh|bare (a child of bench/http.mjs)\n');
  process.exit(2);
}
setTimeout(() => process.exit(3), HARD_LIMIT_MS).unref();
process.on('disconnect', () => process.exit(0));

let session;
const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))));
process.on('message', async (m) => {
  if (m === 'stop') process.exit(0);
  try {
    if (m.cmd === 'cpu') process.send({ id: m.id, cpu: process.cpuUsage() });
    else if (m.cmd === 'profile-start') {
      session = new Session();
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
      await post('Profiler.start');
      process.send({ id: m.id });
    } else if (m.cmd === 'profile-stop') {
      const { profile } = await post('Profiler.stop');
      session.disconnect();
      writeFileSync(m.file, JSON.stringify(profile));
      process.send({ id: m.id, file: m.file });
    }
  } catch (error) {
    process.send({ id: m.id, error: String(error?.stack ?? error) });
  }
});

const E = await import('../dist/index.js');
const { createNodeServer, createNodeCompression } = await import('../dist/node.js');

let dataFile = SHARED;
let text;
try {
  text = readFileSync(SHARED, 'utf8');
} catch {
  dataFile = BUNDLED;
  text = readFileSync(BUNDLED, 'utf8');
}
const parsed = E.parseGameLog(text, { fileName: 'GL2019.TXT', teamIdOf: E.retrosheetTeamId, siteIdOf: E.retrosheetSiteId });
if (!parsed.ok) throw new Error(`parseGameLog: ${JSON.stringify(parsed.issues.slice(0, 3))}`);
const season = E.ingest(E.createLeagueState(), parsed.value);
if (!season.ok) throw new Error(`ingest: ${JSON.stringify(season.issues.slice(0, 3))}`);
const withToken = E.ingest(season.state, {
  accounts: [{ email_address: 'bench@localhost', first_name: 'B', last_name: 'B', created_on: '2019-01-01' }],
  tokens: [{ token: TOKEN, email_address: 'bench@localhost', expires_at: '2100-01-01T00:00:00Z' }],
});
if (!withToken.ok) throw new Error(`ingest of the token: ${JSON.stringify(withToken.issues.slice(0, 3))}`);
// Both servers (two processes) serve the state read back from its snapshot, as replicas would:
// a snapshot's state is named by its body's hash (D146), so both tag their answers alike and the
// bare server's canned headers are the engine server's.
const read = E.readSnapshot(E.writeSnapshot(withToken.state), 'bench');
if (!read.ok) throw new Error(`snapshot: ${JSON.stringify(read.issues.slice(0, 3))}`);
const state = read.value;

let server;
if (mode === 'engine' || mode === 'engine-fresh') {
  // engine-fresh: the same server with the router's per-state memo off, every answer computed.
  server = createNodeServer(E.createStateHolder(state), { now: NOW, ...(mode === 'engine-fresh' ? { cache: false } : {}) });
} else {
  // Status, headers and body of each request, from the router once, with the engine server's
  // defaults (Node's compression, no limit with honest headers); served as prepared Buffers,
  // the gzip answers already compressed.
  const canned = new Map();
  const options = { now: NOW, compression: createNodeCompression(), rateLimiter: E.createRateLimiter({ limit: Infinity }) };
  for (const [url, headers] of CANNED) {
    const r = E.respond(state, { method: 'GET', url, headers, receivedAt: Date.now() }, options);
    if (r.status !== 200) throw new Error(`bare: ${url} answered ${r.status}`);
    canned.set(`${url} ${headers['accept-encoding'] ?? ''}`, { status: r.status, headers: { ...r.headers }, body: Buffer.from(r.bytes) });
  }
  server = createServer((req, res) => {
    const hit = canned.get(`${req.url} ${req.headers['accept-encoding'] ?? ''}`);
    if (hit === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(hit.status, hit.headers);
    res.end(hit.body);
  });
}
server.listen(0, '127.0.0.1', () => {
  process.send({ ready: true, mode, port: server.address().port, dataFile: path.relative(ROOT, dataFile), games: parsed.value.games.length });
});
