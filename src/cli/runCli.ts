import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '../engine/router/endpoints.js';
import { parseApiPath } from '../engine/router/parseApiPath.js';
import { findPackageRoot } from '../importers/findPackageRoot.js';
import { createRateLimiter, createStateHolder, ingest, parseDateTime, respond, toCsv, toTable, type LeagueState } from '../index.js';
import { createNodeServer, loadBundledSeason, loadData, shutdownNodeServer, type LoadDataOptions } from '../node.js';
import { createProgressPrinter } from './createProgressPrinter.js';
import { TABLE_ENDPOINTS } from './describeEndpoints.js';
import { findLatestCompletedDay } from './findLatestCompletedDay.js';
import { formatBanner } from './formatBanner.js';
import { formatHelp, formatUsage } from './formatHelp.js';
import { formatTextTable } from './formatTextTable.js';
import { localAccessBatch } from './localAccess.js';
import { parseCommandLine, type DataOptions, type QueryOptions, type ServeOptions } from './parseCommandLine.js';

/** Where the CLI writes, and what it knows of its terminal: injected, so that tests can run it in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress is then a line per file, else one summary line. */
  readonly stderrIsTerminal: boolean;
  /** The loader's clock (ms, monotonic) for elapsed times; default `performance.now`. */
  readonly clock?: () => number;
}

/**
 * The `sports-stats` command: reads `argv` (without `node` and the script), runs it and returns
 * the exit code. 0: done (help and version included); 1: the data could not be loaded, or `query`
 * got an answer other than 2xx; 2: a usage error, said on stderr with the usage. `serve` returns
 * once a SIGTERM or SIGINT has stopped the server.
 *
 * @example
 * const code = await runCli(['query', '/mlb/standings.json', '--format', 'csv'], {
 *   stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), stderrIsTerminal: process.stderr.isTTY === true,
 * });
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const line = parseCommandLine(argv);
  switch (line.kind) {
    case 'help':
      io.stdout(formatHelp(line.command));
      return 0;
    case 'version':
      io.stdout(`${readVersion()}\n`);
      return 0;
    case 'usage':
      io.stderr(`sports-stats: ${line.message}\n${formatUsage(line.command)}\n`);
      return 2;
    case 'query':
      return query(line.options, io);
    case 'serve':
      return serve(line.options, io);
  }
}

/** The package's version, from its package.json (found from this module, as in an installed package). */
function readVersion(): string {
  return (JSON.parse(readFileSync(path.join(findPackageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

async function load(options: DataOptions, io: CliIo): Promise<LeagueState | undefined> {
  const loadOptions: LoadDataOptions = { onProgress: createProgressPrinter((l) => io.stderr(`${l}\n`), io.stderrIsTerminal), ...(io.clock ? { clock: io.clock } : {}) };
  const loaded = options.data.length > 0 ? await loadData(options.data, loadOptions) : await loadBundledSeason(loadOptions);
  if (!loaded.ok) {
    for (const i of loaded.issues.slice(0, 20)) io.stderr(`${i.code} at ${i.path.join(' > ')}: ${i.message}\n`);
    if (loaded.issues.length > 20) io.stderr(`... and ${loaded.issues.length - 20} more\n`);
    return undefined;
  }
  return loaded.value;
}

/** The state with the local token, the clock and the answer options of a loaded state. */
function prepare(loaded: LeagueState, options: DataOptions) {
  const now = options.now ?? `${findLatestCompletedDay(loaded) ?? '2019-09-30'}T12:00:00-04:00`;
  const clock = parseDateTime(now);
  if (!clock.ok) throw new Error(`the clock ${now} is not a date-time`); // --now was checked by parseCommandLine; the default is well formed
  const withToken = ingest(loaded, localAccessBatch(clock.value));
  const state = withToken.ok ? withToken.state : loaded;
  const answerOptions = { now, style: options.compact ? ('compact' as const) : ('pretty' as const), ...(options.tz ? { timeZone: options.tz } : {}) };
  return { state, now, answerOptions };
}

/**
 * Why a path has no table, or undefined when it has one (or names no endpoint: the router's 404
 * says so). Known from the path alone, so it is a usage error before any data is loaded.
 */
function tableRefusal(target: string, format: string): string | undefined {
  const pathOnly = target.replace(/^https?:\/\/[^/]*/i, '').split('?')[0]!;
  const parsed = parseApiPath(pathOnly);
  if (!parsed || !Object.hasOwn(ENDPOINTS, parsed.method)) return undefined;
  const endpoint = ENDPOINTS[parsed.method]!;
  const formats = endpoint.formats.join(', ');
  if (!TABLE_ENDPOINTS.has(parsed.method)) return `${pathOnly} has no ${format} format: the ${endpoint.name} answer is not one table; its formats are ${formats}`;
  if (parsed.format !== 'json') return `--format ${format} reads the JSON answer: ask for ${pathOnly.replace(/\.[A-Za-z0-9]+$/, '.json')} (the formats of ${pathOnly.replace(/\.[A-Za-z0-9]+$/, '')} are ${formats}, csv and table)`;
  return undefined;
}

async function query(options: QueryOptions, io: CliIo): Promise<number> {
  if (options.format !== 'json') {
    const refusal = tableRefusal(options.target, options.format);
    if (refusal) {
      io.stderr(`sports-stats: ${refusal}\n${formatUsage('query')}\n`);
      return 2;
    }
  }
  const loaded = await load(options, io);
  if (!loaded) return 1;
  const { state, answerOptions } = prepare(loaded, options);
  const r = respond(state, { method: 'GET', url: options.target, headers: { authorization: `Bearer ${options.token}` } }, answerOptions);
  const ok = r.status >= 200 && r.status < 300;
  if (options.format === 'json') {
    io.stdout(`${r.body}\n`);
    return ok ? 0 : 1;
  }
  if (!ok) {
    io.stderr(`${r.body}\n`);
    return 1;
  }
  const tableOptions = options.columns ? { columns: options.columns } : {};
  try {
    io.stdout(options.format === 'csv' ? toCsv(r.body, tableOptions) : formatTextTable(toTable(r.body, tableOptions)));
  } catch (error) {
    io.stderr(`sports-stats: ${(error instanceof Error ? error.message : String(error)).replace(/^toTable: /, '')}\n`);
    return 2;
  }
  return 0;
}

/**
 * SIGTERM and SIGINT handlers of `serve`, installed before anything is loaded, so that no signal
 * finds the process without them (a supervisor may signal as soon as it reads the ready line, or
 * before). Until the server listens a signal exits 0 at once (nothing is in flight); then the
 * first one shuts the server down within the grace period and the next cuts at once.
 */
function handleSignals(): { listening: (stop: (signal: NodeJS.Signals, count: number) => void) => void } {
  let stop: ((signal: NodeJS.Signals, count: number) => void) | undefined;
  let count = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    count++;
    if (!stop) process.exit(0);
    stop(signal, count);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return { listening: (s) => (stop = s) };
}

async function serve(options: ServeOptions, io: CliIo): Promise<number> {
  const signals = handleSignals();
  const loaded = await load(options, io);
  if (!loaded) return 1;
  const { state, now, answerOptions } = prepare(loaded, options);
  const server = createNodeServer(createStateHolder(state), { ...answerOptions, rateLimiter: createRateLimiter(options.rateLimit), wallClock: Date.now });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const stopped = new Promise<number>((resolve) => {
    signals.listening((signal, count) => {
      const graceMs = count === 1 ? options.graceSeconds * 1000 : 0;
      io.stderr(count === 1 ? `${signal}: stopping (answers being written get ${options.graceSeconds} s)\n` : `${signal}: cutting every connection\n`);
      void shutdownNodeServer(server, { graceMs }).then(() => resolve(0));
    });
  });
  const address = server.address();
  const base = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}`;
  io.stderr(formatBanner({ base, now, rateLimit: options.rateLimit, state }));
  return stopped;
}
