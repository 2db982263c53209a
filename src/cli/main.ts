import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRateLimiter, createStateHolder, ingest, parseDateTime, respond, timeZoneOffsetMs, type LeagueState, type RateLimiterOptions } from '../index.js';
import { createNodeServer, shutdownNodeServer } from '../node.js';
import { findLatestCompletedDay } from './findLatestCompletedDay.js';
import { loadData } from './loadData.js';
import { LOCAL_TOKEN, localAccessBatch } from './localAccess.js';

/** `serve`'s default rate limit (D39): generous for local use, the service's own is `6/60`. */
const DEFAULT_RATE_LIMIT = '600/60';
/** `serve`'s default grace period on SIGTERM/SIGINT, in seconds: within the 30 s orchestrators usually wait. */
const DEFAULT_GRACE_SECONDS = 10;

const USAGE = `usage:
  sports-stats serve [--port N] [--host H] [--data PATH]... [--now ISO] [--tz ZONE] [--compact] [--rate-limit N/SECONDS|off] [--grace SECONDS]
  sports-stats query PATH_WITH_QUERY [--data PATH]... [--now ISO] [--tz ZONE] [--compact] [--token T]

  --data PATH   a Retrosheet game log, a folder of xmlstats JSON responses (results/, boxscore/,
                teams.json), a recorded events or teams response, or the library's batch JSON;
                repeatable; default: the bundled 2019 season
  --now ISO     the clock (default: 12:00 Eastern the day after the latest completed game)
  --tz ZONE     display time zone (default America/New_York)
  --compact     compact JSON instead of the pretty default
  --port N      default 8080 (0 picks a free port); --host H default 127.0.0.1
  --rate-limit N/SECONDS
                requests per token (or per address without one) in each window of SECONDS
                on the wall clock; default ${DEFAULT_RATE_LIMIT} (the service allowed 6/60); "off" limits
                nothing but still sends the Xmlstats-Api-* headers
  --grace SECONDS
                on SIGTERM or SIGINT, stop accepting, close idle connections, let answers
                being written finish for up to SECONDS (default ${DEFAULT_GRACE_SECONDS}), cut the rest and exit 0;
                a second signal cuts at once
  --token T     the bearer token to send (default: the built-in local token)

The built-in local token "${LOCAL_TOKEN}" is valid for every path.
query exits 0 for a 2xx answer and 1 otherwise (the error body is still printed).`;

const here = path.dirname(fileURLToPath(import.meta.url));
const BUNDLED = path.resolve(here, '..', 'data', 'retrosheet', 'GL2019.TXT');

interface Args {
  command: string | undefined;
  target: string | undefined;
  data: string[];
  now?: string;
  tz?: string;
  compact: boolean;
  port: number;
  host: string;
  token: string;
  rateLimit: RateLimiterOptions;
  graceSeconds: number;
}

function parseArgs(argv: readonly string[]): Args | string {
  const args: Args = { command: argv[0], target: undefined, data: [], compact: false, port: 8080, host: '127.0.0.1', token: LOCAL_TOKEN, rateLimit: parseRateLimit(DEFAULT_RATE_LIMIT)!, graceSeconds: DEFAULT_GRACE_SECONDS };
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    try {
      if (a === '--data') args.data.push(value());
      else if (a === '--now') args.now = value();
      else if (a === '--tz') args.tz = value();
      else if (a === '--compact') args.compact = true;
      else if (a === '--port') args.port = Number(value());
      else if (a === '--host') args.host = value();
      else if (a === '--token') args.token = value();
      else if (a === '--rate-limit') {
        const text = value();
        const limit = parseRateLimit(text);
        if (!limit) return `--rate-limit must be N/SECONDS (a positive number of requests per window of 1-86400 seconds, e.g. 6/60) or "off", got "${text}"`;
        args.rateLimit = limit;
      } else if (a === '--grace') {
        const text = value();
        if (!/^[0-9]{1,4}(\.[0-9]{1,3})?$/.test(text) || Number(text) > 3600) return `--grace must be a number of seconds from 0 to 3600, got "${text}"`;
        args.graceSeconds = Number(text);
      }
      else if (args.command === 'query' && args.target === undefined && a.startsWith('/')) args.target = a;
      else return `unknown argument "${a}"`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) return `--port must be 0-65535`;
  if (args.now !== undefined && !parseDateTime(args.now).ok) return `--now must be a date-time with an offset (yyyy-MM-ddTHH:mm:ss±hh:mm), got "${args.now}"`;
  if (args.tz !== undefined && !isTimeZone(args.tz)) return `--tz must be an IANA time zone or an offset like +05:30, got "${args.tz}"`;
  return args;
}

/** `N/SECONDS` or `off` as the rate limiter's options; undefined when malformed. */
function parseRateLimit(text: string): RateLimiterOptions | undefined {
  if (text === 'off') return { limit: Infinity, windowSeconds: 60 };
  const m = /^([1-9][0-9]{0,9})\/([1-9][0-9]{0,4})$/.exec(text);
  if (!m || Number(m[1]) > 2_147_483_647 || Number(m[2]) > 86_400) return undefined;
  return { limit: Number(m[1]), windowSeconds: Number(m[2]) };
}

/** Whether the library accepts a display zone (an IANA zone or a fixed offset like +05:30). */
function isTimeZone(zone: string): boolean {
  try {
    timeZoneOffsetMs(0, zone);
    return true;
  } catch {
    return false;
  }
}

async function load(args: Args): Promise<LeagueState | undefined> {
  const loaded = await loadData(args.data.length > 0 ? args.data : [BUNDLED], (line) => process.stderr.write(`${line}\n`));
  if (!loaded.ok) {
    for (const i of loaded.issues.slice(0, 20)) process.stderr.write(`${i.code} at ${i.path.join(' > ')}: ${i.message}\n`);
    if (loaded.issues.length > 20) process.stderr.write(`... and ${loaded.issues.length - 20} more\n`);
    return undefined;
  }
  return loaded.value;
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

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (typeof parsed === 'string' || (parsed.command !== 'query' && parsed.command !== 'serve') || (parsed.command === 'query' && parsed.target === undefined)) {
    const help = parsed !== null && typeof parsed === 'object' && (parsed.command === undefined || parsed.command === '--help');
    process.stderr.write(`${typeof parsed === 'string' ? `${parsed}\n` : ''}${USAGE}\n`);
    return help ? 0 : 2;
  }
  const signals = parsed.command === 'serve' ? handleSignals() : undefined;
  const loaded = await load(parsed);
  if (!loaded) return 1;
  const now = parsed.now ?? `${findLatestCompletedDay(loaded) ?? '2019-09-30'}T12:00:00-04:00`;
  const clock = parseDateTime(now);
  if (!clock.ok) throw new Error(`the clock ${now} is not a date-time`); // --now was checked by parseArgs; the default is well formed
  const withToken = ingest(loaded, localAccessBatch(clock.value));
  const state = withToken.ok ? withToken.state : loaded;
  const options = { now, style: parsed.compact ? ('compact' as const) : ('pretty' as const), ...(parsed.tz ? { timeZone: parsed.tz } : {}) };
  if (parsed.command === 'query') {
    const r = respond(state, { method: 'GET', url: parsed.target!, headers: { authorization: `Bearer ${parsed.token}` } }, options);
    process.stdout.write(`${r.body}\n`);
    return r.status >= 200 && r.status < 300 ? 0 : 1;
  }
  const server = createNodeServer(createStateHolder(state), { ...options, rateLimiter: createRateLimiter(parsed.rateLimit), wallClock: Date.now });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parsed.port, parsed.host, resolve);
  });
  const stopped = new Promise<number>((resolve) => {
    signals!.listening((signal, count) => {
      const graceMs = count === 1 ? parsed.graceSeconds * 1000 : 0;
      process.stderr.write(count === 1 ? `${signal}: stopping (answers being written get ${parsed.graceSeconds} s)\n` : `${signal}: cutting every connection\n`);
      void shutdownNodeServer(server, { graceMs }).then(() => resolve(0));
    });
  });
  const address = server.address();
  const base = `http://${parsed.host}:${typeof address === 'object' && address ? address.port : parsed.port}`;
  process.stderr.write(
    `serving on ${base} (clock ${now}; rate limit ${parsed.rateLimit.limit === Infinity ? 'off' : `${parsed.rateLimit.limit} per ${parsed.rateLimit.windowSeconds} s`})\ntry:\n` +
      `  curl ${base}/mlb/standings.json\n` +
      `  curl ${base}/mlb/teams.json\n` +
      `  curl -H "Authorization: Bearer ${LOCAL_TOKEN}" ${base}/mlb/wildcard.xml\n` +
      `  curl -H "Authorization: Bearer ${LOCAL_TOKEN}" "${base}/mlb/results/boston-red-sox.json?last=5"\n` +
      `  curl -H "Authorization: Bearer ${LOCAL_TOKEN}" "${base}/events.json?date=20190704"\n`,
  );
  return stopped;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
