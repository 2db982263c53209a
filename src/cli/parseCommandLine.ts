import { parseArgs } from 'node:util';
import type { RateLimiterOptions } from '../engine/router/createRateLimiter.js';
import { parseDateTime } from '../ids/dateTime.js';
import { leagueDateFromParts } from '../ids/LeagueDate.js';
import { timeZoneOffsetMs } from '../ids/timeZoneOffset.js';
import { LOCAL_TOKEN } from './localAccess.js';

/** `serve`'s default rate limit (D39): generous for local use, the service's own is `6/60`. */
export const DEFAULT_RATE_LIMIT = '600/60';
/** `serve`'s default grace period on SIGTERM/SIGINT, in seconds: within the 30 s orchestrators usually wait. */
export const DEFAULT_GRACE_SECONDS = 10;
/** The CLI's commands. */
export const COMMANDS = ['serve', 'query', 'snapshot', 'picture', 'odds', 'chart'] as const;
export type CommandName = (typeof COMMANDS)[number];
/** The commands' names as the usage errors list them. */
const COMMAND_LIST = 'serve, query, snapshot, picture, odds, chart and help';
/** `odds --n`: the most simulated seasons (the extension's limit too). */
export const MAX_ODDS_RUNS = 100_000;
/** What `picture` and `odds` print: a text table per conference (default) or the extension's JSON document. */
export const RACE_FORMATS = ['table', 'json'] as const;

/** What `query --format` prints: the answer as the path asks (`json`), or a table as CSV or aligned text. */
export const QUERY_FORMATS = ['json', 'csv', 'table'] as const;

/** Options both commands take. */
export interface DataOptions {
  readonly data: readonly string[];
  /** A snapshot file to serve instead of `data` (D108); neither: the bundled season's snapshot. */
  readonly snapshot?: string;
  readonly now?: string;
  readonly tz?: string;
  readonly compact: boolean;
}

export interface ServeOptions extends DataOptions {
  readonly port: number;
  readonly host: string;
  readonly rateLimit: RateLimiterOptions;
  readonly graceSeconds: number;
}

export interface QueryOptions extends DataOptions {
  readonly target: string;
  readonly token: string;
  readonly format: (typeof QUERY_FORMATS)[number];
  readonly columns?: readonly string[];
}

/** `snapshot`'s options: the data to load (none: the bundled game log) and the file to write. */
export interface SnapshotOptions {
  readonly data: readonly string[];
  readonly output: string;
}

/** `picture`'s options: the sport and date of the picture, as a table or JSON. */
export interface PictureOptions extends DataOptions {
  readonly sport: 'mlb' | 'nba';
  /** `yyyy-MM-dd` or `yyyyMMdd`; absent: the clock's league day. */
  readonly date?: string;
  readonly format: (typeof RACE_FORMATS)[number];
  /** A JSON file of hypothetical results of games left (D115; `picture` and `odds`). */
  readonly whatIf?: string;
  /** `picture --tie-search N`: the clinch report searched under the tiebreak rules, N nodes per team and goal at most (D151). */
  readonly tieSearch?: number;
}

/** `odds`' options: the picture's, plus the number of simulated seasons and the generator's seed. */
export interface OddsOptions extends PictureOptions {
  readonly n?: number;
  readonly seed?: number;
}

/** `chart`'s options: the season and group of the race chart, and the SVG file to write (none: stdout). */
export interface ChartOptions extends DataOptions {
  readonly sport: 'mlb' | 'nba';
  readonly season: number;
  readonly group: string;
  readonly output?: string;
}

/** What a command line asks for; `usage` is a mistake, said in `message`, with the usage of `command` (or of the tool). */
export type CommandLine =
  | { readonly kind: 'help'; readonly command?: CommandName }
  | { readonly kind: 'version' }
  | { readonly kind: 'serve'; readonly options: ServeOptions }
  | { readonly kind: 'query'; readonly options: QueryOptions }
  | { readonly kind: 'snapshot'; readonly options: SnapshotOptions }
  | { readonly kind: 'picture'; readonly options: PictureOptions }
  | { readonly kind: 'odds'; readonly options: OddsOptions }
  | { readonly kind: 'chart'; readonly options: ChartOptions }
  | { readonly kind: 'usage'; readonly message: string; readonly command?: CommandName };

const COMMON = {
  data: { type: 'string', multiple: true },
  snapshot: { type: 'string' },
  now: { type: 'string' },
  tz: { type: 'string' },
  compact: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;
const OPTIONS = {
  serve: { ...COMMON, port: { type: 'string' }, host: { type: 'string' }, 'rate-limit': { type: 'string' }, grace: { type: 'string' } },
  query: { ...COMMON, token: { type: 'string' }, format: { type: 'string' }, columns: { type: 'string' } },
  snapshot: { data: COMMON.data, output: { type: 'string', short: 'o' }, help: COMMON.help, version: COMMON.version },
  picture: { ...COMMON, sport: { type: 'string' }, date: { type: 'string' }, format: { type: 'string' }, 'what-if': { type: 'string' }, 'tie-search': { type: 'string' } },
  odds: { ...COMMON, sport: { type: 'string' }, date: { type: 'string' }, format: { type: 'string' }, n: { type: 'string' }, seed: { type: 'string' }, 'what-if': { type: 'string' } },
  chart: { ...COMMON, sport: { type: 'string' }, season: { type: 'string' }, group: { type: 'string' }, output: { type: 'string', short: 'o' } },
} as const;

/**
 * Reads the CLI's arguments with Node's `util.parseArgs` (strict): `--opt value` and
 * `--opt=value` alike (a value may start with a dash: `--tz -05:00`), `-h`/`--help` and
 * `-v`/`--version` anywhere, `help [COMMAND]`. Every value is checked here, so that a bad one is
 * a usage error before any data is loaded; unknown commands and options are named.
 *
 * @example
 * parseCommandLine(['query', '/mlb/standings.json', '--now=2019-05-03T00:00:00-04:00']).kind; // 'query'
 * parseCommandLine(['frobnicate']); // { kind: 'usage', message: 'unknown command "frobnicate" (the commands are serve, query, snapshot, picture, odds, chart and help)' }
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const first = argv[0];
  if (first === undefined || first === '--help' || first === '-h') return { kind: 'help' };
  if (first === '--version' || first === '-v') return { kind: 'version' };
  if (first === 'help') {
    const about = argv[1];
    if (about === undefined) return { kind: 'help' };
    return isCommand(about) ? { kind: 'help', command: about } : { kind: 'usage', message: `unknown command "${about}" (the commands are ${COMMAND_LIST})` };
  }
  if (first.startsWith('-')) return { kind: 'usage', message: `unknown option "${first}": a command comes first (serve, query, snapshot, picture, odds or chart)` };
  if (!isCommand(first)) return { kind: 'usage', message: `unknown command "${first}" (the commands are ${COMMAND_LIST})` };
  const command = first;
  const usage = (message: string): CommandLine => ({ kind: 'usage', message, command });

  let parsed;
  try {
    parsed = parseArgs({ args: joinDashValues(argv.slice(1), OPTIONS[command]), options: OPTIONS[command], strict: true, allowPositionals: true });
  } catch (error) {
    return usage(describeParseError(error, command));
  }
  const v = parsed.values as { readonly [name: string]: string | boolean | string[] | undefined };
  if (v['help']) return { kind: 'help', command };
  if (v['version']) return { kind: 'version' };
  const str = (name: string) => v[name] as string | undefined;
  const data = (v['data'] as string[] | undefined) ?? [];

  if (command === 'snapshot') {
    if (parsed.positionals.length > 0) return usage(`unexpected argument "${parsed.positionals[0]!}": snapshot takes options only (the file to write is --output FILE)`);
    const output = str('output');
    if (output === undefined || output === '') return usage('snapshot needs the file to write: --output FILE (or -o FILE)');
    return { kind: 'snapshot', options: { data, output } };
  }
  const snapshot = str('snapshot');
  if (snapshot !== undefined && data.length > 0) return usage('--snapshot and --data cannot be combined: a snapshot is a whole state (write one of all the data with sports-stats snapshot --data PATH... -o FILE)');
  if (snapshot === '') return usage('--snapshot needs a file');

  const now = str('now');
  if (now !== undefined && !parseDateTime(now).ok) return usage(`--now must be a date-time with an offset (yyyy-MM-ddTHH:mm:ss±hh:mm), got "${now}"`);
  const tz = str('tz');
  if (tz !== undefined && !isTimeZone(tz)) return usage(`--tz must be an IANA time zone or an offset like +05:30, got "${tz}"`);
  const common: DataOptions = { data, compact: v['compact'] === true, ...(snapshot !== undefined ? { snapshot } : {}), ...(now !== undefined ? { now } : {}), ...(tz !== undefined ? { tz } : {}) };

  if (command === 'serve') {
    if (parsed.positionals.length > 0) return usage(`unexpected argument "${parsed.positionals[0]!}": serve takes options only`);
    const portText = str('port') ?? '8080';
    const port = /^[0-9]{1,5}$/.test(portText) ? Number(portText) : NaN;
    if (!(port >= 0 && port <= 65535)) return usage(`--port must be 0-65535, got "${portText}"`);
    const rateText = str('rate-limit') ?? DEFAULT_RATE_LIMIT;
    const rateLimit = parseRateLimit(rateText);
    if (!rateLimit) return usage(`--rate-limit must be N/SECONDS (a positive number of requests per window of 1-86400 seconds, e.g. 6/60) or "off", got "${rateText}"`);
    const graceText = str('grace');
    if (graceText !== undefined && (!/^[0-9]{1,4}(\.[0-9]{1,3})?$/.test(graceText) || Number(graceText) > 3600)) return usage(`--grace must be a number of seconds from 0 to 3600, got "${graceText}"`);
    return { kind: 'serve', options: { ...common, port, host: str('host') ?? '127.0.0.1', rateLimit, graceSeconds: graceText === undefined ? DEFAULT_GRACE_SECONDS : Number(graceText) } };
  }

  if (command === 'picture' || command === 'odds' || command === 'chart') {
    if (parsed.positionals.length > 0) return usage(`unexpected argument "${parsed.positionals[0]!}": ${command} takes options only`);
    const sport = str('sport') ?? 'mlb';
    if (sport !== 'mlb' && sport !== 'nba') return usage(`--sport must be mlb or nba, got "${sport}"`);
    if (command === 'chart') {
      const seasonText = str('season');
      if (seasonText === undefined || !/^[0-9]{4}$/.test(seasonText)) return usage(seasonText === undefined ? 'chart needs --season YYYY (the year the season ends in)' : `--season must be a year (yyyy), got "${seasonText}"`);
      const group = str('group');
      if (group === undefined || group === '') return usage('chart needs --group, a division or conference (mlb: al, nl, al-east, ..., nl-west; nba: east, west, atlantic, ...)');
      const output = str('output');
      if (output === '') return usage('--output needs a file');
      return { kind: 'chart', options: { ...common, sport, season: Number(seasonText), group, ...(output !== undefined ? { output } : {}) } };
    }
    const date = str('date');
    if (date !== undefined && !isDate(date)) return usage(`--date must be a date (yyyy-MM-dd or yyyyMMdd), got "${date}"`);
    const raceFormat = str('format') ?? 'table';
    if (!(RACE_FORMATS as readonly string[]).includes(raceFormat)) return usage(`--format must be one of ${RACE_FORMATS.join(', ')}, got "${raceFormat}"`);
    const whatIf = str('what-if');
    if (whatIf === '') return usage('--what-if needs a file');
    const picture: PictureOptions = { ...common, sport, format: raceFormat as PictureOptions['format'], ...(date !== undefined ? { date } : {}), ...(whatIf !== undefined ? { whatIf } : {}) };
    if (command === 'picture') {
      const tieSearchText = str('tie-search');
      if (tieSearchText !== undefined && (!/^[0-9]{1,7}$/.test(tieSearchText) || Number(tieSearchText) < 1)) return usage(`--tie-search must be a number of nodes from 1 to 9999999, got "${tieSearchText}"`);
      return { kind: 'picture', options: tieSearchText === undefined ? picture : { ...picture, tieSearch: Number(tieSearchText) } };
    }
    const nText = str('n');
    if (nText !== undefined && (!/^[0-9]{1,6}$/.test(nText) || Number(nText) < 1 || Number(nText) > MAX_ODDS_RUNS)) return usage(`--n must be an integer from 1 to ${MAX_ODDS_RUNS}, got "${nText}"`);
    const seedText = str('seed');
    if (seedText !== undefined && (!/^[0-9]{1,10}$/.test(seedText) || Number(seedText) > 0xffffffff)) return usage(`--seed must be an integer from 0 to 4294967295, got "${seedText}"`);
    return { kind: 'odds', options: { ...picture, ...(nText !== undefined ? { n: Number(nText) } : {}), ...(seedText !== undefined ? { seed: Number(seedText) } : {}) } };
  }

  const [target, extra] = parsed.positionals;
  if (target === undefined) return usage('query needs a PATH (such as /mlb/standings.json)');
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return usage(`query's PATH starts with "/" (such as /mlb/standings.json), got "${target}"`);
  if (extra !== undefined) return usage(`unexpected argument "${extra}": query takes one PATH`);
  const format = str('format') ?? 'json';
  if (!(QUERY_FORMATS as readonly string[]).includes(format)) return usage(`--format must be one of ${QUERY_FORMATS.join(', ')}, got "${format}"`);
  const columnsText = str('columns');
  const columns = columnsText?.split(',').map((c) => c.trim());
  if (columns !== undefined && format === 'json') return usage('--columns picks the columns of --format csv or table');
  if (columns !== undefined && columns.some((c) => c === '')) return usage(`--columns is a comma-separated list of column names, got "${columnsText!}"`);
  return {
    kind: 'query',
    options: { ...common, target, token: str('token') ?? LOCAL_TOKEN, format: format as QueryOptions['format'], ...(columns !== undefined ? { columns } : {}) },
  };
}

/** A real calendar date as `yyyy-MM-dd` or `yyyyMMdd`. */
function isDate(text: string): boolean {
  const m = /^(\d{4})(-?)(\d{2})\2(\d{2})$/.exec(text);
  return m !== null && leagueDateFromParts(Number(m[1]), Number(m[3]), Number(m[4])) !== undefined;
}

function isCommand(name: string): name is CommandName {
  return (COMMANDS as readonly string[]).includes(name);
}

/**
 * `--opt value` as `--opt=value` for the options that take a value, so that a value starting with
 * a dash (`--tz -05:00`) is read as the value, as the CLI always read it (`parseArgs` alone
 * refuses it as ambiguous). Everything after `--` is left as it is.
 */
function joinDashValues(args: readonly string[], options: Readonly<Record<string, { readonly type: string }>>): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      out.push(...args.slice(i));
      break;
    }
    const name = a.startsWith('--') ? a.slice(2) : undefined;
    const next = args[i + 1];
    if (name !== undefined && Object.hasOwn(options, name) && options[name]!.type === 'string' && next !== undefined && next.startsWith('-')) {
      out.push(`${a}=${next}`);
      i++;
    } else {
      out.push(a);
    }
  }
  return out;
}

/** `parseArgs`'s error in the CLI's words, naming the option. */
function describeParseError(error: unknown, command: CommandName): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^' ]*)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option "${option}" for ${command}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /argument missing/.test(message)) return `${option} needs a value`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /does not take an argument/.test(message)) return `${option} takes no value`;
  return message;
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
