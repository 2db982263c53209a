// The playoff odds section (issue 14): `simulateOdds` over the real 2019 MLB season (Retrosheet
// GL2019.TXT, the package's bundled game log), 10,000 simulated remainders with full tiebreakers,
// seeding and the postseason bracket, from September 1 (target <= 1 s) and from the All-Star
// break, 2019-07-11 (target <= 5 s); 1,000 simulations (nflseedR's `simulate_nfl` default) for
// scale. Each timed call is a whole `simulateOdds` (the model built, every simulation, the
// report). Before timing, the run checks that the same seed gives identical odds twice.
//
// As a part of bench/run.mjs: `benchRaceOdds({ E, state, log, sample, record, fail, fmt })`,
// returning its Markdown lines. Standalone, against a built package:
//   node bench/race-odds.mjs [path/to/dist]     (default: ../dist beside this folder)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const NOW = '2019-10-01T00:00:00-04:00';
const SEPTEMBER_TARGET_MS = 1000;
const ALL_STAR_TARGET_MS = 5000;

/** Runs the playoff odds benchmark; `state` holds the 2019 MLB season. Returns the Markdown lines of its section. */
export function benchRaceOdds({ E, state, log, sample, record, fail, fmt }) {
  if (typeof E.simulateOdds !== 'function') fail('simulateOdds is not exported by the built package');
  const raceOn = (date) => E.getRaceSeason(state, { sport: 'mlb', date, now: NOW });
  const september = raceOn('2019-09-01');
  const allStar = raceOn('2019-07-11');
  const same = JSON.stringify(E.simulateOdds(september, { n: 500, seed: 14 }));
  if (same !== JSON.stringify(E.simulateOdds(september, { n: 500, seed: 14 }))) fail('simulateOdds: the same seed gave different odds');
  log(`O   2019 MLB: ${september.remaining.length} games left after 2019-09-01, ${allStar.remaining.length} after 2019-07-11`);
  let seed = 0;
  const o1 = record('O1', `simulateOdds, 10,000 simulated remainders of 2019 from September 1 (${september.remaining.length} games each)`, 'ms',
    sample(() => E.simulateOdds(september, { n: 10_000, seed: seed++ }), { warmup: 1, reps: 7, gcEach: true }), { limit: SEPTEMBER_TARGET_MS });
  const o2 = record('O2', `simulateOdds, 10,000 simulated remainders of 2019 from the All-Star break, 2019-07-11 (${allStar.remaining.length} games each)`, 'ms',
    sample(() => E.simulateOdds(allStar, { n: 10_000, seed: seed++ }), { warmup: 1, reps: 5, gcEach: true }), { limit: ALL_STAR_TARGET_MS });
  const o3 = record('O3', 'simulateOdds, 1,000 simulations from September 1 (nflseedR\'s simulate_nfl default, for scale)', 'ms',
    sample(() => E.simulateOdds(september, { n: 1000, seed: seed++ }), { warmup: 2, reps: 15 }));
  // CPU time of the same calls (user + system of this process): the machine is shared, and
  // wall-clock figures grow with its load; CPU time grows much less.
  const cpu = (fn, reps) => {
    const out = new Float64Array(reps);
    for (let i = 0; i < reps; i++) {
      const before = process.cpuUsage();
      fn();
      const used = process.cpuUsage(before);
      out[i] = (used.user + used.system) * 1000;
    }
    return out;
  };
  const c1 = record('O1c', 'O1, CPU time (user + system)', 'ms', cpu(() => E.simulateOdds(september, { n: 10_000, seed: seed++ }), 7), { limit: SEPTEMBER_TARGET_MS });
  const c2 = record('O2c', 'O2, CPU time (user + system)', 'ms', cpu(() => E.simulateOdds(allStar, { n: 10_000, seed: seed++ }), 5), { limit: ALL_STAR_TARGET_MS });
  const odds = E.simulateOdds(september, { n: 10_000, seed: 2019 });
  const top = [...odds.teams].sort((a, b) => b.goals.title.p - a.goals.title.p).slice(0, 4);
  const lines = [
    '## Playoff odds (O rows)',
    '',
    '| Row | What | Median | Min | Target |',
    '| --- | --- | --- | --- | --- |',
    ...[o1, c1, o2, c2, o3].map((r) => `| ${r.id} | ${r.what} | ${fmt(r.median)} ms | ${fmt(r.min)} ms | ${r.target ? `${r.target} (${r.pass ? 'pass' : 'FAIL'})` : '-'} |`),
    '',
    `Model: ${odds.model}. Title odds from September 1 (seed 2019): ${top.map((t) => `${t.teamId} ${(100 * t.goals.title.p).toFixed(1)}% (SE ${(100 * t.goals.title.se).toFixed(1)})`).join(', ')}.`,
    'For scale: nflseedR\'s `simulate_nfl` runs 1,000 simulations by default (its 2.0 `nfl_simulations`, 10,000 in 8 chunks); its vignette logs 100 fresh NFL seasons in 13-21 s.',
    '',
  ];
  return lines;
}

// ---------------------------------------------------------------- standalone
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
  const E = await import(pathToFileURL(path.join(dist, 'index.js')).href);
  const { sample, summarize, ms, fmt } = await import('./timing.mjs');
  const log = (line = '') => process.stdout.write(`${line}\n`);
  const fail = (message) => {
    process.stderr.write(`race-odds: FAIL: ${message}\n`);
    process.exit(1);
  };
  const record = (id, what, unit, ns, target) => {
    const s = summarize(ns);
    const row = { id, what, unit, n: s.n, median: ms(s.median), min: ms(s.min), p95: ms(s.p95) };
    if (target) {
      row.target = `<= ${target.limit} ${unit}`;
      row.pass = row.median <= target.limit;
    }
    log(`${id.padEnd(4)} ${what}: median ${fmt(row.median)} ${unit}, p95 ${fmt(row.p95)} ${unit}, min ${fmt(row.min)} ${unit} (n=${row.n})${target ? `  target ${row.target}: ${row.pass ? 'pass' : 'FAIL'}` : ''}`);
    return row;
  };
  const text = readFileSync(path.join(dist, '..', 'data', 'retrosheet', 'GL2019.TXT'), 'utf8');
  const parsed = E.parseGameLog(text, { fileName: 'GL2019.TXT', teamIdOf: E.retrosheetTeamId, siteIdOf: E.retrosheetSiteId });
  if (!parsed.ok) fail(`parseGameLog: ${JSON.stringify(parsed.issues.slice(0, 3))}`);
  const ingested = E.ingest(E.createLeagueState(), parsed.value);
  if (!ingested.ok) fail(`ingest: ${JSON.stringify(ingested.issues.slice(0, 3))}`);
  log(`race-odds against ${dist}, Node ${process.version}`);
  for (const line of benchRaceOdds({ E, state: ingested.state, log, sample, record, fail, fmt })) log(line);
}
