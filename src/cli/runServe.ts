import { createRateLimiter } from '../engine/router/createRateLimiter.js';
import { createNodeServer } from '../http/createNodeServer.js';
import { createStateHolder } from '../http/createStateHolder.js';
import { shutdownNodeServer } from '../http/shutdownNodeServer.js';
import { formatBanner } from './formatBanner.js';
import { loadState, prepare } from './loadState.js';
import type { ServeOptions } from './parseCommandLine.js';
import type { CliIo } from './runCli.js';

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

/** `sports-stats serve`: the API over HTTP until a SIGTERM or SIGINT has stopped the server. */
export async function runServe(options: ServeOptions, io: CliIo): Promise<number> {
  const signals = handleSignals();
  const loaded = await loadState(options, io);
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
