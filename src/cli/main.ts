import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findLatestCompletedDay } from './findLatestCompletedDay.js';
import { loadData } from './loadData.js';
import { queryPath } from './queryPath.js';

const USAGE = `usage: sports-stats query PATH_WITH_QUERY [--data PATH]... [--now ISO] [--tz ZONE] [--compact]

  PATH_WITH_QUERY  a path of the xmlstats API, e.g. /mlb/standings/20190502.json
  --data PATH      a Retrosheet game log, a folder of xmlstats JSON responses, or batch JSON
                   (repeatable; default: the bundled 2019 season)
  --now ISO        the clock (default: the day after the latest completed game, 12:00 Eastern)
  --tz ZONE        display time zone (default America/New_York)
  --compact        compact JSON instead of the pretty default

Exit status 0 for a 2xx answer, 1 otherwise (the error body is still printed).`;

const here = path.dirname(fileURLToPath(import.meta.url));
const BUNDLED = path.resolve(here, '..', 'data', 'retrosheet', 'GL2019.TXT');

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'query') {
    process.stderr.write(`${USAGE}\n`);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const data: string[] = [];
  let now: string | undefined;
  let tz: string | undefined;
  let compact = false;
  let target: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--data') data.push(rest[++i] ?? '');
    else if (a === '--now') now = rest[++i];
    else if (a === '--tz') tz = rest[++i];
    else if (a === '--compact') compact = true;
    else if (target === undefined && a.startsWith('/')) target = a;
    else {
      process.stderr.write(`unknown argument "${a}"\n${USAGE}\n`);
      return 2;
    }
  }
  if (target === undefined) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const loaded = await loadData(data.length > 0 ? data : [BUNDLED], (line) => process.stderr.write(`${line}\n`));
  if (!loaded.ok) {
    for (const i of loaded.issues.slice(0, 20)) process.stderr.write(`${i.code} at ${i.path.join(' > ')}: ${i.message}\n`);
    return 1;
  }
  const clock = now ?? `${findLatestCompletedDay(loaded.value) ?? '2019-09-30'}T12:00:00-04:00`;
  const out = queryPath(loaded.value, target, { now: clock, style: compact ? 'compact' : 'pretty', ...(tz ? { timeZone: tz } : {}) });
  process.stdout.write(`${out.body}\n`);
  return out.status >= 200 && out.status < 300 ? 0 : 1;
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
