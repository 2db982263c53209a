// The snapshot part of the bench (issue 13 items 1-2): cold start of `sports-stats query` on a
// snapshot against a bare `node -e 0`, run in turn in the same loop (S1: the bundled season;
// S2: a snapshot of the NBA folder; S3: of the 2014 xmlstats folder), and a snapshot of about
// 60,000 generated games written and loaded (S4).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = 21;

/** Wall ms of one process run, which must exit 0. */
function run(args, cwd) {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  const wall = performance.now() - t;
  if (r.status !== 0) throw new Error(`${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
  return wall;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The command and `node -e 0` in turn, RUNS times each after one warm-up of each; the ratio is the median of the pairs' ratios. */
function coldStart(args, root) {
  run(args, root);
  run(['-e', '0'], root);
  const a = [];
  const b = [];
  for (let i = 0; i < RUNS; i++) {
    a.push(run(args, root));
    b.push(run(['-e', '0'], root));
  }
  return { a, b, ratio: median(a.map((x, i) => x / b[i])) };
}

/** A generated season: every club plays `perTeam` games, in pairs on consecutive days from `start`. */
function generatedGames(E, sport, season, perTeam, seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const teams = E.createLeagueState().teams.ids.filter((k) => k.startsWith(`${sport}:${season}:`)).map((k) => k.split(':')[2]);
  const games = [];
  const days = perTeam; // one game a team a day: teams.length / 2 games a day
  const start = Date.UTC(season, 3, 1);
  for (let d = 0; d < days; d++) {
    const order = teams.map((t) => [t, next()]).sort((x, y) => x[1] - y[1]).map((x) => x[0]);
    const date = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i + 1 < order.length; i += 2) {
      let away = Math.floor(next() * 12);
      let home = Math.floor(next() * 12);
      if (away === home) home++;
      if (sport === 'nba') {
        away += 95;
        home += 95;
      }
      games.push({ sport, date, status: 'completed', start_date_time: `${date}T19:05:00-04:00`, away_team_id: order[i], home_team_id: order[i + 1], away_points_scored: away, home_points_scored: home });
    }
  }
  return games;
}

export async function benchSnapshots({ E, N, log, results, fmt, root, dataRoot }) {
  const cli = path.join(root, 'dist', 'cli.js');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-snapshot-'));
  const rows = [];
  const ratioRow = (id, what, ratio, limit) => {
    const row = { id, what, unit: 'x', ratio, target: `<= ${limit}x`, pass: ratio <= limit };
    results.push(row);
    log(`${id.padEnd(4)} ${what}: ${fmt(ratio)}x  target ${row.target}: ${row.pass ? 'pass' : 'FAIL'}`);
  };
  const msRow = (id, what, xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const row = { id, what, unit: 'ms', n: s.length, median: median(s), p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)], min: s[0] };
    results.push(row);
    log(`${id.padEnd(4)} ${what}: median ${fmt(row.median)} ms, min ${fmt(row.min)} ms (n=${row.n})`);
    return row;
  };
  try {
    const cases = [
      ['S1', 'the bundled season (its snapshot, data/retrosheet/mlb-2019.snapshot)', ['query', '/mlb/standings/20190929.json'], 2.5],
    ];
    for (const [id, folder, target, label] of [
      ['S2', 'nba', '/nba/standings/20180411.json', 'the NBA folder (shared/data/nba)'],
      ['S3', 'mlb/xmlstats_2014', '/mlb/standings/20140928.json', 'the 2014 xmlstats folder (shared/data/mlb/xmlstats_2014)'],
    ]) {
      const file = path.join(tmp, `${id}.snapshot`);
      run([cli, 'snapshot', '--data', path.join(dataRoot, folder), '-o', file], root);
      cases.push([id, `a snapshot of ${label}, ${(statSync(file).size / 2 ** 20).toFixed(1)} MiB`, ['query', target, '--snapshot', file], 3]);
    }
    for (const [id, what, args, limit] of cases) {
      const c = coldStart([cli, ...args], root);
      msRow(`${id}a`, `cold start: \`sports-stats query ${args[1]}\`, ${what}: the whole process`, c.a);
      msRow(`${id}b`, 'cold start: `node -e 0`, the same loop, in turn', c.b);
      ratioRow(id, `cold start of ${id}a / node -e 0 (${id}b), median of the pairs' ratios`, c.ratio, limit);
      rows.push({ id, ratio: c.ratio });
    }

    // S4: about 60,000 generated games: the 19 MLB seasons and 15 NBA seasons of the registry.
    let state = E.createLeagueState();
    const seasons = [];
    for (let y = 2008; y <= 2026; y++) seasons.push(['mlb', y, 162]);
    for (let y = 2012; y <= 2026; y++) seasons.push(['nba', y, 82]);
    let seed = 1;
    for (const [sport, season, perTeam] of seasons) {
      const r = E.ingest(state, { games: generatedGames(E, sport, season, perTeam, seed++) });
      if (!r.ok) throw new Error(`S4: ${sport} ${season}: ${JSON.stringify(r.issues.slice(0, 2))}`);
      state = r.state;
    }
    const games = Object.values(state.seasons).reduce((n, s) => n + Object.values(s.months).reduce((m, mo) => m + Object.values(mo).reduce((k, d) => k + Object.keys(d).length, 0), 0), 0);
    const file = path.join(tmp, 'S4.snapshot');
    const writes = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const w = await N.writeSnapshotFile(state, file);
      writes.push(performance.now() - t);
      if (!w.ok) throw new Error(`S4: ${JSON.stringify(w.issues)}`);
    }
    const size = statSync(file).size;
    state = undefined;
    const loads = [];
    let heap = 0;
    let kept;
    for (let i = 0; i < 7; i++) {
      globalThis.gc();
      const before = process.memoryUsage().heapUsed;
      const t = performance.now();
      const r = await N.readSnapshotFile(file);
      if (!r.ok) throw new Error(`S4: ${JSON.stringify(r.issues)}`);
      // Every season's games read (a season's line is parsed when first read, D107): the whole load, as before seasons were lazy.
      for (const season of Object.values(r.value.seasons)) if (Object.keys(season.months).length < 0) throw new Error('S4: no months');
      loads.push(performance.now() - t);
      globalThis.gc();
      heap = process.memoryUsage().heapUsed - before;
      kept = r.value;
    }
    msRow('S4a', `snapshot of ${games.toLocaleString('en-US')} generated games (19 MLB seasons 2008-2026, 15 NBA seasons 2012-2026, results without box scores; ${(size / 2 ** 20).toFixed(1)} MiB) written with writeSnapshotFile`, writes);
    const load = msRow('S4b', 'the same snapshot loaded with readSnapshotFile (read, hash checked, parsed, frozen), every season read', loads);
    load.target = '< 500 ms';
    load.pass = load.median < 500;
    log(`S4b target ${load.target}: ${load.pass ? 'pass' : 'FAIL'}; heap of the loaded state ${(heap / 2 ** 20).toFixed(1)} MiB`);
    if (kept === undefined) throw new Error("S4: nothing loaded");
    return { notes: [`Snapshots (S1-S4, bench/snapshot.mjs): cold starts are whole processes (\`spawnSync\`, wall time), the command and \`node -e 0\` in turn ${RUNS} times after a warm-up of each; the ratio is the median of the pairs' ratios. S4: the state of ${games.toLocaleString('en-US')} generated games, ${(size / 2 ** 20).toFixed(1)} MiB on disk, holds ${(heap / 2 ** 20).toFixed(1)} MiB of heap once loaded (heap used after a full GC, before and after the load).`, ''] };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
