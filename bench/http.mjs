// The HTTP part of `npm run bench`: the package's Node server (createNodeServer over the 2019
// season) under load from another process, beside a bare node:http server that answers the same
// bytes and headers from memory. bench/run.mjs calls benchHttp() at the end and puts the
// returned Markdown into bench/RESULTS.md; `node bench/http.mjs` runs this part alone (after
// `npm run build`) and prints the figures without writing RESULTS.md.
//
// Each server is a child process (bench/httpServer.mjs); the load generator (autocannon, in this
// process) sends requests to 127.0.0.1 only. The two servers are loaded one after the other,
// never at the same time. Every wait is bounded in time and the children are killed at the end,
// also on failure.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SELF = fileURLToPath(import.meta.url);
const SERVER = path.join(path.dirname(SELF), 'httpServer.mjs');
const HOST = '127.0.0.1';
const TOKEN = 'bench-token-0001';

/** Load settings: the same for both servers. */
export const LOAD = {
  connections: 32,
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: 6,
  rounds: 3,
  profileSeconds: 4,
  targetRatio: 0.8,
};

/** The requests: what is asked, and of the same bytes, from both servers. */
export const CASES = [
  { id: 'standings', label: 'standings, public', path: '/mlb/standings/20190502.json', headers: {} },
  { id: 'results', label: 'results, bearer token', path: '/mlb/results/boston-red-sox.json?season=2019', headers: { authorization: `Bearer ${TOKEN}` } },
  { id: 'standings-gz', label: 'standings, public, `Accept-Encoding: gzip`', path: '/mlb/standings/20190502.json', headers: { 'accept-encoding': 'gzip' } },
  { id: 'results-gz', label: 'results, bearer token, `Accept-Encoding: gzip`', path: '/mlb/results/boston-red-sox.json?season=2019', headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' } },
];

const PROFILE_EXEC_ARGV = ['--no-turbo-inlining'];
const START_TIMEOUT_MS = 60_000;
const IPC_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * Headers that differ per response or per connection: Node adds the first three to both servers
 * alike; the rate limit's reset moves with the wall clock (the bare server sends the one of its
 * start-up, of the same length).
 */
const VOLATILE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'xmlstats-api-reset']);

// ---------------------------------------------------------------- child processes
const children = new Set();
function killAll(signal = 'SIGKILL') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}
process.on('exit', () => killAll());

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Starts one server child and waits (bounded) until it listens. */
async function startServer(mode, execArgv = []) {
  const child = fork(SERVER, [mode], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
  children.add(child);
  let nextId = 1;
  const pending = new Map();
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve, reject) => {
    child.on('message', (m) => {
      if (m?.ready) resolve(m);
      else if (m?.id !== undefined && pending.has(m.id)) {
        const { resolve: ok, reject: ko } = pending.get(m.id);
        pending.delete(m.id);
        if (m.error) ko(new Error(`${mode} server: ${m.error}`));
        else ok(m);
      }
    });
    child.once('error', reject);
    exited.then(({ code, signal }) => {
      const error = new Error(`${mode} server exited (code ${code}, signal ${signal})`);
      reject(error);
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    });
  });
  const info = await withTimeout(ready, START_TIMEOUT_MS, `${mode} server start`);
  const ask = (message) => {
    const id = nextId++;
    const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    child.send({ id, ...message });
    return withTimeout(answer, IPC_TIMEOUT_MS, `${mode} server ${message.cmd}`);
  };
  return {
    mode,
    info,
    origin: `http://${HOST}:${info.port}`,
    cpu: async () => (await ask({ cmd: 'cpu' })).cpu,
    profileStart: () => ask({ cmd: 'profile-start' }),
    profileStop: async (file) => (await ask({ cmd: 'profile-stop', file })).file,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.send('stop');
        await withTimeout(exited, 5_000, `${mode} server stop`).catch(() => child.kill('SIGKILL'));
      }
      children.delete(child);
    },
  };
}

/** One GET (own connection, bounded): status, headers (lower-case names) and body bytes. */
function get(origin, c) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${c.path}`, { headers: c.headers, agent: false, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${c.path}: timeout`)));
    req.on('error', reject);
    req.end();
  });
}

const stableHeaders = (headers) => Object.fromEntries(Object.entries(headers).filter(([k]) => !VOLATILE_HEADERS.has(k)).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The first request of a run: 200, the reference bytes and the reference headers. */
async function check(server, c, ref) {
  const r = await get(server.origin, c);
  if (r.status !== 200) throw new Error(`${server.mode} ${c.path}: status ${r.status}`);
  if (!r.body.equals(ref.body)) throw new Error(`${server.mode} ${c.path}: body differs from the bare server's (${r.body.length} vs ${ref.body.length} bytes)`);
  const a = JSON.stringify(stableHeaders(r.headers));
  const b = JSON.stringify(stableHeaders(ref.headers));
  if (a !== b) throw new Error(`${server.mode} ${c.path}: headers differ: ${a} vs ${b}`);
  return r;
}

/** A bounded autocannon run; fails on any error, timeout or non-2xx answer. */
async function load(server, c, seconds) {
  const result = await withTimeout(
    autocannon({
      url: `${server.origin}${c.path}`,
      method: 'GET',
      headers: c.headers,
      connections: LOAD.connections,
      pipelining: LOAD.pipelining,
      duration: seconds,
      timeout: 10,
    }),
    (seconds + 30) * 1000,
    `autocannon ${server.mode} ${c.path}`,
  );
  if (result.errors || result.timeouts || result.non2xx || result['2xx'] !== result.requests.total) {
    throw new Error(`autocannon ${server.mode} ${c.path}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx of ${result.requests.total}`);
  }
  return result;
}

/** Warm-up, then a measured run; with the CPU of the server and of this process (the load generator). */
async function measure(server, c, ref) {
  await check(server, c, ref);
  await load(server, c, LOAD.warmupSeconds);
  const serverCpu0 = await server.cpu();
  const ownCpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await load(server, c, LOAD.durationSeconds);
  const wallUs = (performance.now() - t0) * 1000;
  const serverCpu1 = await server.cpu();
  const ownCpu = process.cpuUsage(ownCpu0);
  const cpuShare = (u) => (u.user + u.system) / wallUs;
  const serverCpuUs = serverCpu1.user - serverCpu0.user + serverCpu1.system - serverCpu0.system;
  return {
    server: server.mode,
    rps: r.requests.total / r.duration,
    requests: r.requests.total,
    duration: r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    meanLatency: r.latency.mean,
    mbps: r.throughput.total / r.duration / 2 ** 20,
    serverCpu: cpuShare({ user: serverCpu1.user - serverCpu0.user, system: serverCpu1.system - serverCpu0.system }),
    /** CPU time of the server process per request served, in µs (req/s alone says little when the load generator saturates its core). */
    serverCpuPerRequest: serverCpuUs / r.requests.total,
    loadCpu: cpuShare(ownCpu),
  };
}

// ---------------------------------------------------------------- profile of the engine server
const CATEGORIES = [
  ['router', 'router: path, endpoint, token, query string, headers (`respond` outside the rows below)'],
  ['query', 'payload: query (`get*` under the endpoint handler)'],
  ['format', 'payload: formatting (`format*` under the endpoint handler)'],
  ['payload', 'payload: other work of the endpoint handler'],
  ['length', 'Content-Length: `utf8Length` over the body'],
  ['etag', 'ETag: `answerEtag` (the state\'s fingerprint and the answer\'s key, D146)'],
  ['adapter', 'createNodeServer: its own code (header copy, options)'],
  ['write', 'Node http: `writeHead` + `end` (UTF-8 encoding of the string body, writev)'],
  ['node', 'Node http: request parsing, sockets, event loop, timers'],
  ['gc', 'garbage collector'],
  ['program', 'V8 / native, not attributed'],
  ['idle', 'idle'],
];

function classify(stack) {
  const leaf = stack[stack.length - 1];
  if (leaf.functionName === '(garbage collector)') return 'gc';
  if (leaf.functionName === '(idle)') return 'idle';
  if (leaf.functionName === '(program)') return 'program';
  const inDist = (f) => f.url.includes('/dist/');
  // The adapters enter the router through `respondChecked` (their options checked once); a
  // direct caller through `respond`. Either frame starts the router's part of a stack.
  const iRespond = stack.findIndex((f) => (f.functionName === 'respond' || f.functionName === 'respondChecked') && inDist(f));
  if (iRespond >= 0) {
    const below = stack.slice(iRespond + 1);
    if (below.some((f) => f.functionName === 'answerEtag')) return 'etag';
    if (below.some((f) => f.functionName === 'utf8Length')) return 'length';
    const iHandle = below.findIndex((f) => f.functionName === 'handle' && inDist(f));
    if (iHandle >= 0) {
      const named = below.slice(iHandle + 1).find((f) => /^(get|format)[A-Z]/.test(f.functionName));
      if (named) return named.functionName.startsWith('get') ? 'query' : 'format';
      return 'payload';
    }
    return 'router';
  }
  // The Node adapter (createNodeListener, createNodeServer) lives in a chunk of dist/ shared with
  // the CLI; frames of dist/ outside `respond` are the adapter's.
  const iAdapter = stack.findIndex(inDist);
  if (iAdapter >= 0) return stack.slice(iAdapter + 1).some((f) => f.url.startsWith('node:') || f.url === '') ? 'write' : 'adapter';
  return 'node';
}

/** Time per category in a V8 CPU profile, in µs. */
function breakdown(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
  }
  const out = Object.fromEntries(CATEGORIES.map(([k]) => [k, 0]));
  let total = 0;
  for (const [id, us] of selfUs) {
    const stack = [];
    for (let x = id; x !== undefined; x = parent.get(x)) stack.push(byId.get(x).callFrame);
    stack.reverse();
    out[classify(stack)] += us;
    total += us;
  }
  return { us: out, total };
}

async function profileEngine(engine, c, ref, dir) {
  await check(engine, c, ref);
  await load(engine, c, LOAD.warmupSeconds);
  await engine.profileStart();
  const r = await load(engine, c, LOAD.profileSeconds);
  const file = await engine.profileStop(path.join(dir, `engine-${c.id}.cpuprofile`));
  const { us, total } = breakdown(JSON.parse(readFileSync(file, 'utf8')));
  return { case: c.id, file, requests: r.requests.total, rps: r.requests.total / r.duration, us, total };
}

// ---------------------------------------------------------------- the bench
/**
 * Runs the HTTP benchmark; `log` receives progress lines. Returns the runs, the summary per
 * request, the profiles and the Markdown section for RESULTS.md. Throws on any failed check.
 */
export async function benchHttp({ log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const started = performance.now();
  const loadBefore = os.loadavg()[0];
  const servers = {};
  try {
    servers.engine = await startServer('engine');
    servers['engine-fresh'] = await startServer('engine-fresh');
    servers.bare = await startServer('bare');
    log(`HTTP: engine server on ${servers.engine.origin}, bare server on ${servers.bare.origin} (${servers.engine.info.dataFile}, ${servers.engine.info.games} games)`);

    // References: the bare server's answer; the engine's must be the same bytes and headers.
    const refs = {};
    for (const c of CASES) {
      const ref = await get(servers.bare.origin, c);
      if (ref.status !== 200) throw new Error(`bare ${c.path}: status ${ref.status}`);
      JSON.parse((ref.headers['content-encoding'] === 'gzip' ? gunzipSync(ref.body) : ref.body).toString('utf8'));
      if ((c.headers['accept-encoding'] === 'gzip') !== (ref.headers['content-encoding'] === 'gzip')) throw new Error(`bare ${c.path}: Content-Encoding ${ref.headers['content-encoding']} for Accept-Encoding ${c.headers['accept-encoding']}`);
      refs[c.id] = ref;
      await check(servers.engine, c, ref);
      await check(servers['engine-fresh'], c, ref);
      log(`HTTP: ${c.path}${c.headers["accept-encoding"] ? " (gzip)" : ""}: 200, ${ref.body.length} bytes sent, engine = bare (body and headers)`);
    }

    const runs = [];
    for (let round = 1; round <= LOAD.rounds; round++) {
      const order = round % 2 === 1 ? ['engine', 'bare', 'engine-fresh'] : ['engine-fresh', 'bare', 'engine'];
      for (const c of CASES) {
        for (const mode of order) {
          const m = { case: c.id, round, ...(await measure(servers[mode], c, refs[c.id])) };
          runs.push(m);
          log(`HTTP ${c.id.padEnd(12)} round ${round} ${mode.padEnd(6)}: ${m.rps.toFixed(0)} req/s, latency p50 ${m.p50} ms, p99 ${m.p99} ms, server CPU ${(100 * m.serverCpu).toFixed(0)}% (${m.serverCpuPerRequest.toFixed(1)} µs/req), load generator CPU ${(100 * m.loadCpu).toFixed(0)}%`);
        }
      }
    }

    const summary = CASES.map((c) => {
      const of = (mode) => runs.filter((r) => r.case === c.id && r.server === mode);
      const median = (xs, k) => {
        const v = xs.map((r) => r[k]).sort((x, y) => x - y);
        return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
      };
      const e = of('engine');
      const b = of('bare');
      const s = {
        case: c, bytes: refs[c.id].body.length, engineRps: median(e, 'rps'), bareRps: median(b, 'rps'), engineP50: median(e, 'p50'), engineP99: median(e, 'p99'),
        bareP50: median(b, 'p50'), bareP99: median(b, 'p99'), freshRps: median(of('engine-fresh'), 'rps'),
        engineCpuUs: median(e, 'serverCpuPerRequest'), bareCpuUs: median(b, 'serverCpuPerRequest'), freshCpuUs: median(of('engine-fresh'), 'serverCpuPerRequest'),
      };
      s.ratio = s.engineRps / s.bareRps;
      s.pass = s.ratio >= LOAD.targetRatio;
      const ratio = s.ratio;
      log(`HTTP ${c.id.padEnd(12)} engine ${s.engineRps.toFixed(0)} req/s (${s.engineCpuUs.toFixed(1)} µs CPU/req), bare ${s.bareRps.toFixed(0)} req/s (${s.bareCpuUs.toFixed(1)} µs CPU/req): ratio ${(100 * ratio).toFixed(1)}%  target >= ${100 * LOAD.targetRatio}%: ${s.pass ? 'pass' : 'FAIL'}; memo off: ${s.freshRps.toFixed(0)} req/s (${((100 * s.freshRps) / s.bareRps).toFixed(1)}%)`);
      return s;
    });

    // Where the engine server's time goes: a CPU profile of one more loaded run per request, in
    // a fresh engine server without TurboFan inlining (so that small functions such as
    // answerEtag keep their own frames instead of being folded into respond).
    for (const s of [servers.engine, servers['engine-fresh'], servers.bare]) await s.stop();
    servers.profiled = await startServer('engine', PROFILE_EXEC_ARGV);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sports-stats-bench-'));
    const profiles = [];
    for (const c of CASES) {
      const p = await profileEngine(servers.profiled, c, refs[c.id], dir);
      profiles.push(p);
      const top = CATEGORIES.filter(([k]) => k !== 'idle').map(([k]) => [k, p.us[k] / p.requests]).sort((x, y) => y[1] - x[1]).slice(0, 4);
      log(`HTTP profile ${c.id}: ${(p.total / p.requests).toFixed(0)} µs of profile per request; ${top.map(([k, v]) => `${k} ${v.toFixed(0)} µs`).join(', ')}`);
    }
    log(`HTTP profiles written to ${dir}`);

    const seconds = (performance.now() - started) / 1000;
    const load = [loadBefore, os.loadavg()[0]];
    return { runs, summary, profiles, seconds, markdown: markdown({ runs, summary, profiles, seconds, load, info: servers.engine.info }) };
  } finally {
    for (const s of Object.values(servers)) await s.stop().catch(() => {});
    killAll();
  }
}

// ---------------------------------------------------------------- RESULTS.md section
function markdown({ runs, summary, profiles, seconds, load, info }) {
  const f0 = (x) => x.toFixed(0);
  const pct = (x) => `${(100 * x).toFixed(0)}%`;
  const lines = [];
  lines.push('## HTTP server (autocannon)', '');
  lines.push(
    `The package's Node server (\`createNodeServer\` from \`dist/node.js\`, the 2019 season from \`${info.dataFile}\`, clock \`2019-09-30T12:00:00-04:00\`, one token ingested) beside a bare \`node:http\` server that answers the same bytes and headers from memory. ` +
      `Load: autocannon ${readVersion()} from the bench process, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}, ${LOAD.warmupSeconds} s warm-up then ${LOAD.durationSeconds} s measured per run, ${LOAD.rounds} rounds (the order of the two servers alternates); each server in its own child process, loaded one after the other, on 127.0.0.1. ` +
      `Req/s = requests completed / run duration; the summary gives the median of the ${LOAD.rounds} rounds (req/s and latency each). Part time ${seconds.toFixed(0)} s; load average (1 min) at its start and end ${load[0].toFixed(2)} / ${load[1].toFixed(2)}.`,
    '',
  );
  lines.push('| Request | Body bytes sent | Engine req/s | Bare req/s | Engine / bare | Target | Result | Server CPU µs/req, engine / bare | Engine latency p50 / p99 ms | Bare latency p50 / p99 ms | Engine, memo off: req/s (/ bare), CPU µs/req |');
  lines.push('|---------|-----------:|-------------:|-----------:|--------------:|--------|--------|----------------------------:|----------------------------:|--------------------------:|---------------------------------:|');
  for (const s of summary) {
    lines.push(`| \`GET ${s.case.path}\` (${s.case.label}) | ${s.bytes} | ${f0(s.engineRps)} | ${f0(s.bareRps)} | ${(100 * s.ratio).toFixed(1)}% | >= ${100 * LOAD.targetRatio}% | ${s.pass ? 'pass' : '**FAIL**'} | ${s.engineCpuUs.toFixed(1)} / ${s.bareCpuUs.toFixed(1)} | ${s.engineP50} / ${s.engineP99} | ${s.bareP50} / ${s.bareP99} | ${f0(s.freshRps)} (${((100 * s.freshRps) / s.bareRps).toFixed(1)}%), ${s.freshCpuUs.toFixed(1)} |`);
  }
  lines.push('', 'The engine server memoizes successful answers per immutable state (the router\'s `cache` option, on by default): a repeated request is routed, its token and rate limit checked, and prepared bytes are sent. The last column is the same server with the memo off, every answer computed, encoded and hashed anew.');
  lines.push('');
  lines.push('Every run, as measured. Latency is autocannon\'s (its histogram counts whole milliseconds); CPU is the share of one core used during the measured run by the server process and by the load generator (this process).', '');
  lines.push('| Request | Round | Server | Req/s | Latency p50 ms | p99 ms | mean ms | MiB/s | Requests | Server CPU | Server CPU µs/req | Load generator CPU |');
  lines.push('|---------|------:|--------|------:|---------------:|-------:|--------:|------:|---------:|-----------:|------------------:|-------------------:|');
  for (const r of runs) {
    lines.push(`| ${r.case} | ${r.round} | ${r.server} | ${f0(r.rps)} | ${r.p50} | ${r.p99} | ${r.meanLatency.toFixed(2)} | ${f0(r.mbps)} | ${r.requests} | ${pct(r.serverCpu)} | ${r.serverCpuPerRequest.toFixed(1)} | ${pct(r.loadCpu)} |`);
  }
  lines.push('');
  lines.push(`Where the engine server's time goes: a V8 CPU profile (node:inspector, sampled every 200 µs) of a fresh engine server started with \`--no-turbo-inlining\` (so that small functions such as \`answerEtag\` keep their own frames), during one more ${LOAD.profileSeconds} s loaded run per request after a warm-up; samples grouped by their stack; µs of profile per request served (the profiler slows the server somewhat, so the shares are the figure to read).`, '');
  lines.push(`| Part | ${profiles.map((p) => `${p.case} µs/req | ${p.case} share`).join(' | ')} |`);
  lines.push(`|------|${profiles.map(() => '----:|----:').join('|')}|`);
  for (const [k, label] of CATEGORIES) {
    lines.push(`| ${label} | ${profiles.map((p) => `${(p.us[k] / p.requests).toFixed(1)} | ${pct(p.us[k] / p.total)}`).join(' | ')} |`);
  }
  lines.push(`| total (requests in the profiled run) | ${profiles.map((p) => `${(p.total / p.requests).toFixed(1)} | (${p.requests})`).join(' | ')} |`);
  lines.push('');
  lines.push('- Checks: before every run, one request on its own connection must answer 200 with the same body bytes and headers (apart from `Date`, `Connection`, `Keep-Alive`) as the bare server; every request of every run must answer 2xx, with no error or timeout.');
  lines.push('- The bare server takes its answers once from `respond()` at start-up (the same state and clock, the engine server\'s defaults: Node\'s compression, no rate limit with honest headers), keeps them as Buffers (the gzip answers compressed) and writes them with `writeHead` + `end`; it does not check the token, negotiate the coding or count the request.');
  lines.push('- The engine server runs with the library\'s defaults (`createNodeServer`): every answer carries the rate-limit headers (no limit), successful answers are compressed as the request accepts and the compressed bytes are memoized with the answer. CPU µs/req is the server process\'s user + system time during the measured run divided by the requests it served.');
  lines.push('- The server under load and the load generator each have about one of the 2 cores. When the load generator runs near 100%, the bare server\'s figure is a floor (the generator, not the server, is the limit); when neither runs near 100%, other processes on the machine took the rest (see the load average).');
  lines.push('');
  return lines;
}

function readVersion() {
  try {
    return JSON.parse(readFileSync(path.resolve(path.dirname(SELF), '../node_modules/autocannon/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

if (process.argv[1] === SELF) {
  benchHttp().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`bench/http: FAIL: ${error?.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
