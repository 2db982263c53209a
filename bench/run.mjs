// The benchmark of sports-stats-engine: `npm run bench` (builds, then runs this file).
// Runs against the BUILT package (dist/), on the real 2019 MLB season (Retrosheet GL2019.TXT),
// beside two baselines (DuckDB, a hand-written mutable fold), and writes bench/RESULTS.md.
// Re-spawns itself with --expose-gc so that heap figures and timed blocks start from a full GC.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
if (typeof globalThis.gc !== 'function') {
  const r = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, SELF, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const { collect, sample, sampleAsync, summarize, ms, us, fmt } = await import('./timing.mjs');
const { gameRows, foldWonLost, openDuckDb } = await import('./peers.mjs');
const { benchMlbMaterialized } = await import('./materialized.mjs');
const E = await import('../dist/index.js');

const ROOT = path.resolve(path.dirname(SELF), '..');
const DATA = path.resolve(ROOT, '../shared/data/mlb/retrosheet/GL2019.TXT');
const OUT = path.join(ROOT, 'bench', 'RESULTS.md');
const NOW = '2019-10-01T00:00:00-04:00';
const started = performance.now();

function log(line = '') {
  process.stdout.write(`${line}\n`);
}
function fail(message) {
  process.stderr.write(`bench: FAIL: ${message}\n`);
  process.exit(1);
}
function git(args) {
  try {
    return execSync(`git ${args}`, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- environment
const cpus = os.cpus();
const head = git('rev-parse --short HEAD') ?? 'unknown';
const dirty = (git('status --porcelain -- . :!bench/RESULTS.md') ?? '') !== '';
const env = {
  date: new Date().toISOString(),
  cpu: cpus[0]?.model.trim() ?? 'unknown',
  cores: cpus.length,
  memoryGiB: os.totalmem() / 2 ** 30,
  node: process.version,
  platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  commit: `${head}${dirty ? '+dirty' : ''}`,
  loadBefore: os.loadavg()[0],
};
log(`sports-stats-engine bench, ${env.date}`);
log(`${env.cpu}, ${env.cores} cores, ${env.memoryGiB.toFixed(1)} GiB, Node ${env.node}, commit ${env.commit}`);

const results = []; // { id, what, unit, stats, target?, pass? , note? }
function record(id, what, unit, ns, target) {
  const s = summarize(ns);
  const conv = unit === 'ms' ? ms : us;
  const row = { id, what, unit, n: s.n, median: conv(s.median), p95: conv(s.p95), min: conv(s.min) };
  if (target) {
    row.target = `< ${target.limit} ${unit}`;
    row.pass = row.median < target.limit;
  }
  results.push(row);
  log(`${id.padEnd(4)} ${what}: median ${fmt(row.median)} ${unit}, p95 ${fmt(row.p95)} ${unit}, min ${fmt(row.min)} ${unit} (n=${row.n})${target ? `  target ${row.target}: ${row.pass ? 'pass' : 'FAIL'}` : ''}`);
  return row;
}

// ---------------------------------------------------------------- 0. parse (reported apart)
const text = readFileSync(DATA, 'utf8');
const parseOptions = { fileName: 'GL2019.TXT', teamIdOf: E.retrosheetTeamId, siteIdOf: E.retrosheetSiteId };
const parsed = E.parseGameLog(text, parseOptions);
if (!parsed.ok) fail(`parseGameLog: ${JSON.stringify(parsed.issues.slice(0, 3))}`);
const batch = parsed.value;
const gameCount = batch.games.length;
log(`GL2019.TXT: ${gameCount} games`);
record('0', `parseGameLog of GL2019.TXT (${gameCount} games; not part of ingest)`, 'ms', sample(() => E.parseGameLog(text, parseOptions), { warmup: 3, reps: 20 }));

// ---------------------------------------------------------------- 1. batch ingest
const base = E.createLeagueState();
const first = E.ingest(base, batch);
if (!first.ok) fail(`ingest: ${JSON.stringify(first.issues.slice(0, 3))}`);
record('1', `ingest of the whole season, one call (${gameCount} games)`, 'ms', sample(() => E.ingest(base, batch), { warmup: 5, reps: 40 }), { limit: 20 });
record('1\'', 'the same, with a forced full GC before each call (informative, see Method)', 'ms', sample(() => E.ingest(base, batch), { warmup: 2, reps: 20, gcEach: true }));
const full = first.state;

// ---------------------------------------------------------------- 2. one more game into the full season
const rows = gameRows(batch);
const days = [...new Set(rows.map((r) => r.day))].sort((a, b) => a - b);
if (days.length !== 185) fail(`expected 185 game dates in 2019, found ${days.length}`);
const lastDay = days[days.length - 1];
const extraGame = {
  sport: 'mlb', status: 'completed', season_type: 'regular', away_team_id: 'tampa-bay-rays', home_team_id: 'toronto-blue-jays',
  away_points_scored: 4, home_points_scored: 2, away_period_scores: [0, 1, 0, 0, 2, 0, 1, 0, 0], home_period_scores: [0, 0, 0, 2, 0, 0, 0, 0, -1], site_id: 'rogers-centre',
};
const doubleheader = { games: [{ ...extraGame, date: '2019-09-29', sequence: 2, start_date_time: '2019-09-29T17:07:00-04:00' }] };
const afterSeason = { games: [{ ...extraGame, event_id: '20190930-tampa-bay-rays-at-toronto-blue-jays', start_date_time: '2019-09-30T19:07:00-04:00' }] };
for (const [name, b, id] of [['doubleheader', doubleheader, '20190929-2-tampa-bay-rays-at-toronto-blue-jays'], ['after season', afterSeason, '20190930-tampa-bay-rays-at-toronto-blue-jays']]) {
  const r = E.ingest(full, b);
  if (!r.ok || r.state === full || !E.findGame(r.state, 'mlb', id) || E.findGame(full, 'mlb', id)) fail(`single-game ingest (${name}) did not add ${id}`);
}
record('2a', 'ingest of 1 new game into the full 2019 state (game 2 of a doubleheader on 2019-09-29, an existing day)', 'us', sample(() => E.ingest(full, doubleheader), { warmup: 500, reps: 5000 }), { limit: 100 });
record('2b', 'ingest of 1 new game into the full 2019 state (on 2019-09-30, a new day after the season)', 'us', sample(() => E.ingest(full, afterSeason), { warmup: 500, reps: 5000 }), { limit: 100 });

// ---------------------------------------------------------------- 3. standings payload
const dateOf = (day) => String(day);
const payload = (state, day) => E.formatStandings(E.getStandings(state, { sport: 'mlb', date: dateOf(day), now: NOW }));
// (a) cold: the first query on a state whose season index is not built yet.
{
  const COLD_WARMUP = 8; // JIT warm-up of the index build: what is measured is the build, not compilation
  const COLD_REPS = 20;
  const fresh = [];
  for (let i = 0; i < COLD_WARMUP + COLD_REPS; i++) fresh.push(E.ingest(base, batch).state);
  record('3a', `first standings payload after the batch ingest (${lastDay}; builds the season index)`, 'ms', sample((i) => payload(fresh[i], lastDay), { warmup: COLD_WARMUP, reps: COLD_REPS }));
  const midDay = days[92];
  for (let i = 0; i < fresh.length; i++) fresh[i] = E.ingest(base, batch).state;
  record('3a\'', `first standings payload after the batch ingest (${midDay}, mid-season)`, 'ms', sample((i) => payload(fresh[i], midDay), { warmup: COLD_WARMUP, reps: COLD_REPS }));
  const plusOne = [];
  for (let i = 0; i < fresh.length; i++) plusOne.push(E.ingest(full, doubleheader).state);
  record('3a"', `first standings payload after ingesting 1 game into the full state (${lastDay}; rebuilds the index)`, 'ms', sample((i) => payload(plusOne[i], lastDay), { warmup: COLD_WARMUP, reps: COLD_REPS }));
}
// (b) warm: every game date of the season, one loop; each call timed too.
payload(full, lastDay); // the index is built
const perDate = [];
const loops = sample(
  () => {
    let bytes = 0;
    for (const day of days) {
      const t0 = process.hrtime.bigint();
      bytes += payload(full, day).length;
      perDate.push(Number(process.hrtime.bigint() - t0));
    }
    return bytes;
  },
  { warmup: 5, reps: 30 },
);
const enginePerDate = perDate.slice(5 * days.length); // drop the warm-up loops
const engineLoop = record('3b', `standings payloads of all ${days.length} game dates, one loop (index built)`, 'ms', loops, { limit: 20 });
const engineQuery = record('3b\'', 'one standings payload (per date, from the loop above)', 'us', enginePerDate);
const engineRows = record('3c', `getStandings only, no formatting (all ${days.length} dates, one loop)`, 'ms', sample(() => {
  let n = 0;
  for (const day of days) n += E.getStandings(full, { sport: 'mlb', date: dateOf(day), now: NOW }).rows.length;
  return n;
}, { warmup: 10, reps: 100 })); // 100 loops: its median is the base of row 4i (a 2 ms loop; 30 moved it by 70% between runs)

// ---------------------------------------------------------------- 4. peers
const duck = await openDuckDb(rows);
if (duck.count !== rows.length) fail(`DuckDB holds ${duck.count} games, expected ${rows.length}`);
const duckNs = await sampleAsync((i) => duck.wonLost(days[i % days.length]), { warmup: days.length, reps: 3 * days.length });
const duckQuery = record('4a', 'DuckDB: prepared won-lost query as of a date (per date, rows read into JS)', 'us', duckNs);
const foldNs = sample((i) => foldWonLost(rows, days[i % days.length]), { warmup: 3 * days.length, reps: 20 * days.length });
const foldQuery = record('4b', 'plain JS fold: won-lost as of a date by scanning the games array (per date)', 'us', foldNs);
const ratio = duckQuery.median / engineQuery.median;
const ratioRow = { id: '4c', what: 'DuckDB won-lost query / engine complete payload (medians per date)', unit: 'x', ratio, target: '>= 50x', pass: ratio >= 50 };
results.push(ratioRow);
log(`4c   engine payload is ${fmt(ratio)}x faster than DuckDB's won-lost query  target >= 50x: ${ratioRow.pass ? 'pass' : 'FAIL'}`);
log(`     plain fold (won-lost only) is ${fmt(engineQuery.median / foldQuery.median)}x faster than the engine's complete payload`);

// ---------------------------------------------------------------- cross-check
{
  let checked = 0;
  for (const day of days) {
    const engine = Object.create(null);
    for (const row of E.getStandings(full, { sport: 'mlb', date: dateOf(day), now: NOW }).rows) engine[row.team.teamId] = `${row.record.won}-${row.record.lost}`;
    const fold = foldWonLost(rows, day);
    const fromDuck = await duck.wonLost(day);
    const teams = Object.keys(engine);
    if (teams.length !== 30) fail(`cross-check ${day}: the engine lists ${teams.length} teams`);
    for (const [team, won, lost] of fromDuck) {
      if (engine[team] !== `${won}-${lost}`) fail(`cross-check ${day} ${team}: engine ${engine[team]}, DuckDB ${won}-${lost}`);
    }
    for (const team of teams) {
      const f = fold[team] ?? { won: 0, lost: 0 };
      if (engine[team] !== `${f.won}-${f.lost}`) fail(`cross-check ${day} ${team}: engine ${engine[team]}, fold ${f.won}-${f.lost}`);
      if (engine[team] !== '0-0' && !fromDuck.some((r) => r[0] === team)) fail(`cross-check ${day} ${team}: missing in DuckDB`);
      checked++;
    }
  }
  log(`cross-check: ok (won-lost of ${checked} team-dates: engine = DuckDB = fold on all ${days.length} dates)`);
}

// ---------------------------------------------------------------- 4d-4l. the materialized peer (bench/materialized.mjs)
const materialized = await benchMlbMaterialized({
  E, duck, days, payload, full, freshState: () => E.ingest(base, batch).state, engineQuery, engineLoop, engineRows, record, results, sample, sampleAsync, log, fail, fmt, now: NOW,
});
duck.close();

// ---------------------------------------------------------------- 5. memory
// The JS heap and the ArrayBuffer backing stores (typed arrays of the season index live outside the heap).
function memoryMiB() {
  collect();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 2 ** 20, buffers: m.arrayBuffers / 2 ** 20 };
}
// Ten states are held at once and the growth divided by ten, so that heap noise of a few hundred
// KiB (code, inline caches) does not swamp a figure of about 1 MiB.
const MEM_STATES = 10;
const memTrials = [];
for (let i = 0; i < 3; i++) {
  let states = [];
  const before = memoryMiB();
  for (let k = 0; k < MEM_STATES; k++) states.push(E.ingest(base, batch).state);
  const afterIngest = memoryMiB();
  for (const state of states) payload(state, lastDay);
  const afterQuery = memoryMiB();
  // Every date's payload: the records made per team and game and their kept text (D150).
  for (const state of states) for (const day of days) payload(state, day);
  const afterAllDates = memoryMiB();
  memTrials.push({
    before: before.heap,
    afterIngest: before.heap + (afterIngest.heap - before.heap) / MEM_STATES,
    afterQuery: before.heap + (afterQuery.heap - before.heap) / MEM_STATES,
    state: (afterIngest.heap + afterIngest.buffers - before.heap - before.buffers) / MEM_STATES,
    indexed: (afterQuery.heap + afterQuery.buffers - before.heap - before.buffers) / MEM_STATES,
    indexBuffers: (afterQuery.buffers - afterIngest.buffers) / MEM_STATES,
    allDates: (afterAllDates.heap + afterAllDates.buffers - before.heap - before.buffers) / MEM_STATES,
  });
  states = undefined;
}
const mid = (key) => memTrials.map((t) => t[key]).sort((a, b) => a - b)[1];
const memory = Object.fromEntries(Object.keys(memTrials[0]).map((k) => [k, mid(k)]));
log(`5    heap used: ${fmt(memory.before)} MiB before, ${fmt(memory.afterIngest)} MiB after ingest, ${fmt(memory.afterQuery)} MiB after the first standings query`);
log(`     retained by the 2019 state: ${fmt(memory.state)} MiB; with its season index: ${fmt(memory.indexed)} MiB (index ${fmt(memory.indexed - memory.state)} MiB, of which typed-array buffers ${fmt(memory.indexBuffers)} MiB); after every date's payload: ${fmt(memory.allDates)} MiB`);

// ---------------------------------------------------------------- 6. NBA (bench/nba.mjs)
const { benchNba } = await import('./nba.mjs');
const nbaMarkdown = await benchNba({ E, log, sample, sampleAsync, record, results, fail, fmt, dataRoot: path.resolve(ROOT, '../shared/data') });

// ---------------------------------------------------------------- 6b. MLB box scores (bench/mlbBox.mjs)
const { benchMlbBoxscores } = await import('./mlbBox.mjs');
const mlbBoxMarkdown = benchMlbBoxscores({ E, log, sample, record, fail, fmt, collect, dataRoot: path.resolve(ROOT, '../shared/data') });

// ---------------------------------------------------------------- 6c. payloads against their bytes (bench/payloadCost.mjs)
const N = await import('../dist/node.js');
const { benchPayloadCost } = await import('./payloadCost.mjs');
const payloadMarkdown = await benchPayloadCost({ E, N, log, record, fmt, dataRoot: path.resolve(ROOT, '../shared/data') });
const { benchJsonWriting } = await import('./jsonWriting.mjs');
const jsonWritingMarkdown = benchJsonWriting({ E, state: full, sample, record, log, fmt });

// ---------------------------------------------------------------- 6d. snapshots and cold start (bench/snapshot.mjs)
const { benchSnapshots } = await import('./snapshot.mjs');
const snapshots = await benchSnapshots({ E, N, log, results, fmt, root: ROOT, dataRoot: path.resolve(ROOT, '../shared/data') });

// ---------------------------------------------------------------- 6e. the race (issue 14: bench/race-clinch.mjs, bench/race-odds.mjs)
const { benchRaceClinch } = await import('./race-clinch.mjs');
const clinch = benchRaceClinch(E);
{
  const all = clinch.rows.find((r) => r.part === 'all dates');
  const row = { id: 'R1', what: `computeClinch, all 30 teams and every goal as of a date, MLB 2019 (${all.dates} dates, 15 rounds each): the slowest date's median (${clinch.worst.date}, ${clinch.worst.left} games left); median of the dates' medians ${fmt(all.medianOfMedians)} ms`, unit: 'ms', n: 15, median: clinch.worst.median, min: clinch.worst.min, target: `< ${clinch.targetMs} ms`, pass: clinch.worst.median < clinch.targetMs };
  results.push(row);
  log(`R1   ${row.what}: ${fmt(row.median)} ms  target ${row.target}: ${row.pass ? 'pass' : 'FAIL'}`);
}
const raceMarkdown = ['## The race (issue 14)', '', '`computeClinch` per date of 2019 (ms; each date timed 15 times, interleaved):', '', '| part of the season | dates | best min | median of the medians | slowest median |', '|---|--:|--:|--:|--:|'];
for (const r of clinch.rows) raceMarkdown.push(`| ${r.part} | ${r.dates} | ${fmt(r.bestMin)} | ${fmt(r.medianOfMedians)} | ${fmt(r.worstMedian)} |`);
raceMarkdown.push('');
{
  // The opt-in search under the tiebreak rules (D151), informative: every date of 2019, as R1.
  const { benchTieSearch } = await import('./race-clinch.mjs');
  const search = benchTieSearch(E);
  const plain = new Map(clinch.perDate.map((p) => [p.date, p]));
  const all = search.rows.find((r) => r.part === 'all dates');
  log(`R2   tie search (${search.budget} nodes), MLB 2019: ${all.within} of ${all.dates} dates under ${search.targetMs} ms, median of medians ${fmt(all.medianOfMedians)} ms, slowest ${fmt(all.worstMedian)} ms; settled ${all.settled}, open ${all.open}`);
  raceMarkdown.push(`\`computeClinch(race, { tieSearchBudget: ${search.budget} })\` (D151, opt-in: ties broken by the tiebreak rules where the search finishes) on every date of 2019, timed as above (a warm-up pass, then 7 interleaved rounds; ms): the dates under ${search.targetMs} ms, and the goals the search settled by the tiebreak rules or left open at its budget:`, '',
    '| part of the season | dates | under 5 ms | median of the medians | slowest median | settled | open |', '|---|--:|--:|--:|--:|--:|--:|');
  for (const r of search.rows) raceMarkdown.push(`| ${r.part} | ${r.dates} | ${r.within} | ${fmt(r.medianOfMedians)} | ${fmt(r.worstMedian)} | ${r.settled} | ${r.open} |`);
  raceMarkdown.push('', 'The last week, and every date the search takes 5 ms or more (the default\'s median beside it):', '',
    '| as of | games left | default | with the search (min) | settled | open |', '|---|--:|--:|--:|--:|--:|');
  for (const d of search.perDate.filter((p) => p.date >= '2019-09-23' || p.median >= search.targetMs)) {
    raceMarkdown.push(`| ${d.date} | ${d.left} | ${fmt(plain.get(d.date).median)} | ${fmt(d.median)} (${fmt(d.min)}) | ${d.settled} | ${d.open} |`);
  }
  raceMarkdown.push('');
}
const { benchRaceOdds } = await import('./race-odds.mjs');
raceMarkdown.push(...benchRaceOdds({ E, state: full, log, sample, record, fail, fmt }), '');

// ---------------------------------------------------------------- 7. HTTP server under load (bench/http.mjs)
// The server and a bare node:http baseline in child processes, loaded by autocannon from this one.
const { benchHttp } = await import('./http.mjs');
let http;
try {
  http = await benchHttp({ log });
} catch (error) {
  fail(`HTTP: ${error?.message ?? error}`);
}

// ---------------------------------------------------------------- RESULTS.md
const seconds = (performance.now() - started) / 1000;
const loadAfter = os.loadavg()[0];
const cell = (x) => (x === undefined ? '' : fmt(x));
const lines = [];
lines.push('# Benchmark results', '');
lines.push('Written by `npm run bench` (`bench/run.mjs`, against the built `dist/index.js`; the HTTP section by `bench/http.mjs`, against `dist/node.js`); overwritten on every run.', '');
lines.push(`- Date: ${env.date}`);
lines.push(`- Machine: ${env.cpu}, ${env.cores} cores, ${env.memoryGiB.toFixed(1)} GiB memory (${env.platform})`);
lines.push(`- Node: ${env.node} (run with \`--expose-gc\`)`);
lines.push(`- Commit: ${env.commit}`);
lines.push(`- Load average (1 min) at start and end of the run: ${env.loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)} (other processes on the machine widen p95)`);
lines.push(`- Data: Retrosheet \`GL2019.TXT\`, ${gameCount} games, ${days.length} game dates; NBA: see the NBA section; bench run time ${seconds.toFixed(0)} s`);
lines.push('');
lines.push('## Timings', '');
lines.push('Pass/fail compares the median with the target.', '');
lines.push('| # | What | Unit | Median | p95 | Min | n | Target | Result |');
lines.push('|---|------|------|-------:|----:|----:|--:|--------|--------|');
for (const r of results) {
  if (r.unit === 'x') lines.push(`| ${r.id} | ${r.what} | x | ${fmt(r.ratio)} | | | | ${r.target ?? ''} | ${r.target === undefined ? '' : r.pass ? 'pass' : '**FAIL**'} |`);
  else lines.push(`| ${r.id} | ${r.what} | ${r.unit === 'us' ? 'µs' : 'ms'} | ${cell(r.median)} | ${cell(r.p95)} | ${cell(r.min)} | ${r.n} | ${r.target ? r.target.replace('us', 'µs') : ''} | ${r.target ? (r.pass ? 'pass' : '**FAIL**') : ''} |`);
}
lines.push('');
lines.push(`The plain fold (won-lost only) is ${fmt(engineQuery.median / foldQuery.median)}x faster than the engine's complete payload per date.`, '');
lines.push(`Cross-check: ok. Won-lost of every team on all ${days.length} dates is the same in the engine, DuckDB and the plain fold.`, '');
lines.push(...materialized.notes);
lines.push(...snapshots.notes);
lines.push('## Memory', '');
lines.push('After a full GC, median of 3 trials, MiB, per state (10 states built and held at once, growth divided by 10; "after" columns = heap before + that share). Retained = growth of heap used plus ArrayBuffer backing stores (the season index keeps its timelines in typed arrays, outside the JS heap). The parsed batch is alive before and after, so it is not counted.', '');
lines.push('| Heap used before ingest | Heap used after ingest | Heap used after the first standings query | Retained by the state | Retained by state + season index | of which index | Retained after every date\'s standings payload (records and their text, D150) |');
lines.push('|--:|--:|--:|--:|--:|--:|--:|');
lines.push(`| ${fmt(memory.before)} | ${fmt(memory.afterIngest)} | ${fmt(memory.afterQuery)} | ${fmt(memory.state)} | ${fmt(memory.indexed)} | ${fmt(memory.indexed - memory.state)} | ${fmt(memory.allDates)} |`);
lines.push('');
lines.push(...nbaMarkdown);
lines.push(...mlbBoxMarkdown);
lines.push('', ...payloadMarkdown, '', ...jsonWritingMarkdown);
lines.push(...raceMarkdown);
lines.push(...http.markdown);
lines.push('## Method', '');
lines.push('- Each figure times single calls with `process.hrtime.bigint()` after warm-up calls. A full GC runs before each block, not between calls: the garbage of one call is collected during later ones, so GC is included as it falls (amortized). Row 1\' forces a full GC before every call instead, which on this machine makes the same ingest markedly slower (likely because the heap starts shrunk after a forced GC and V8\'s concurrent sweeping competes for the second core).');
lines.push('- 0: `parseGameLog(text, { teamIdOf: retrosheetTeamId, siteIdOf: retrosheetSiteId })`; the file is read once, outside the timing.');
lines.push('- 1: `ingest(createLeagueState(), batch)` with the whole parsed season (validation included, parsing excluded).');
lines.push('- 2: `ingest(full, { games: [game] })`, every repetition into the same full-season state, so each one measures one game, not growth.');
lines.push(`- 3: \`formatStandings(getStandings(state, { sport: 'mlb', date, now: '${NOW}' }))\`, the complete pretty-printed payload. 3a: the first query on states freshly returned by \`ingest\` (a different state each repetition). 3b: the ${days.length} dates of the season in one loop on a state whose index is built.`);
lines.push('- 4a: DuckDB in memory, table `games(date DATE, home, away, home_score, away_score)` loaded with an appender; one prepared statement (wins and losses per team over games with `date <= $1`, home and away halves unioned, grouped); one execution per date including reading the rows into JS, 3 rounds over the dates after a warm-up round.');
lines.push('- 4b: a hand-written loop over an array of game objects, a mutable `{ won, lost }` per team, per date.');
lines.push(...materialized.method);
lines.push('- A game counts on the day it was completed (4 suspended games of 2019 finished later), in every peer.');
lines.push('- 5: `process.memoryUsage()` (`heapUsed` + `arrayBuffers`) after `gc()`, before and after `ingest`, then after the first standings query (which builds and memoizes the season index).');
lines.push('');
writeFileSync(OUT, lines.join('\n'));
log(`wrote ${path.relative(process.cwd(), OUT)} (${seconds.toFixed(0)} s)`);
