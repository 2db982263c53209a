/**
 * Serve a real season over HTTP: the public endpoints (standings, teams) to anyone, every other
 * endpoint to the holder of one token of your own.
 *
 *   API_TOKEN=change-me node serve-with-token.js      # built with tsc, or run with tsx
 *   curl http://127.0.0.1:8080/api/mlb/standings.json
 *   curl -H "Authorization: Bearer change-me" "http://127.0.0.1:8080/api/mlb/results/boston-red-sox.json?last=5"
 *
 * Environment: API_TOKEN (required), PORT (8080; 0 picks a free one), HOST (127.0.0.1),
 * BASE_PATH (/api), DATA (paths of your own data, separated by the system's path delimiter;
 * default the 2019 MLB season the package ships), DATA_CLOCK (see below).
 */
import path from 'node:path';
import { createRateLimiter, createStateHolder, ingest } from 'sports-stats-engine';
import { createNodeServer, loadBundledSeason, loadData, shutdownNodeServer } from 'sports-stats-engine/node';

const token = process.env['API_TOKEN'];
if (!token) {
  console.error('set API_TOKEN to the bearer token clients must send');
  process.exit(2);
}

// The data clock. `now` is the instant the API answers "as of": it decides what "current" means
// (/mlb/standings.json and /events.json without a date, the last and next games of
// /mlb/results, ages on /mlb/roster) and when tokens expire. It is not the host's clock. The
// data here is a season that ended in the past, so the clock is fixed just after it: with the
// wall clock (`now: () => Date.now()`) "current" would be today's season, which this data does
// not hold, and every current table would be empty. A server fed live games as they finish is
// the case for `now: () => Date.now()`.
const now = process.env['DATA_CLOCK'] ?? '2019-09-30T12:00:00-04:00'; // noon Eastern, the day after the 2019 regular season

const loaded = process.env['DATA'] ? await loadData(process.env['DATA'].split(path.delimiter)) : await loadBundledSeason();
if (!loaded.ok) {
  for (const issue of loaded.issues) console.error(`${issue.code} at ${issue.path.join(' > ')}: ${issue.message}`);
  process.exit(1);
}

// Tokens and accounts are data: ingest them beside the games. Expiry is read on the data clock
// too, so it is a date after `now` (here a year after the 2019 clock: for this historical
// season the token never expires). To revoke it, build a state without it and swap it in with
// holder.set(...).
const access = ingest(loaded.value, {
  accounts: [{ email_address: 'ops@example.com', first_name: 'Ops', last_name: 'Team', created_on: '2019-09-30' }],
  tokens: [{ token, email_address: 'ops@example.com', expires_at: '2020-09-30T12:00:00-04:00' }],
});
if (!access.ok) {
  for (const issue of access.issues) console.error(`${issue.code} at ${issue.path.join(' > ')}: ${issue.message}`);
  process.exit(1);
}

// The holder lets a new state be swapped in later (more games, other tokens) while requests in
// flight finish on the state they started with.
const holder = createStateHolder(access.state);
const server = createNodeServer(holder, {
  now,
  basePath: process.env['BASE_PATH'] ?? '/api',
  rateLimiter: createRateLimiter({ limit: 600, windowSeconds: 60 }), // per token, or per address without one; on the wall clock
  onError: (error, request) => console.error(`500 for ${request.method} ${request.url}:`, error),
});
server.listen(Number(process.env['PORT'] ?? 8080), process.env['HOST'] ?? '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  console.log(`serving on http://${process.env['HOST'] ?? '127.0.0.1'}:${port}${process.env['BASE_PATH'] ?? '/api'} (data clock ${now})`);
});

// Stop gracefully: stop accepting, let answers being written finish within 10 s, then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdownNodeServer(server, { graceMs: 10_000 }).then(() => process.exit(0)));
}
