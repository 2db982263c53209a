/**
 * The `sports-stats` executable (`dist/cli.js`): runs {@link runCli} on the process's arguments,
 * streams and terminal, and sets the exit code.
 */
import { runCli } from './runCli.js';

runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTerminal: process.stderr.isTTY === true,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
