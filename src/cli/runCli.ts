import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPackageRoot } from '../importers/findPackageRoot.js';
import { parseCommandLine } from './parseCommandLine.js';

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
 * got an answer other than 2xx, or `snapshot` or `chart` could not write, or `picture`, `odds` or
 * `chart` found no season or group to show; 2: a usage error, said on stderr
 * with the usage. `serve` returns once a SIGTERM or SIGINT has stopped the server. Each command's
 * code is imported when it runs, so a query of a snapshot loads neither the importers nor the
 * batch validation (D108).
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
      io.stdout((await import('./formatHelp.js')).formatHelp(line.command));
      return 0;
    case 'version':
      io.stdout(`${readVersion()}\n`);
      return 0;
    case 'usage':
      io.stderr(`sports-stats: ${line.message}\n${(await import('./formatHelp.js')).formatUsage(line.command)}\n`);
      return 2;
    case 'query': {
      if (line.options.format !== 'json') {
        const { tableRefusal } = await import('./tableRefusal.js');
        const refusal = tableRefusal(line.options.target, line.options.format);
        if (refusal) {
          io.stderr(`sports-stats: ${refusal}\n${(await import('./formatHelp.js')).formatUsage('query')}\n`);
          return 2;
        }
      }
      return (await import('./runQuery.js')).runQuery(line.options, io);
    }
    case 'serve':
      return (await import('./runServe.js')).runServe(line.options, io);
    case 'snapshot':
      return (await import('./runSnapshot.js')).runSnapshot(line.options, io);
    case 'picture':
      return (await import('./runPicture.js')).runPicture(line.options, io);
    case 'odds':
      return (await import('./runOdds.js')).runOdds(line.options, io);
    case 'chart':
      return (await import('./runChart.js')).runChart(line.options, io);
  }
}

/** The package's version, from its package.json (found from this module, as in an installed package). */
function readVersion(): string {
  return (JSON.parse(readFileSync(path.join(findPackageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}
