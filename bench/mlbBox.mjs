// The MLB box score part of `npm run bench` (called by bench/run.mjs): the 1,522 recorded
// box scores of 2014 (../shared/data/mlb/xmlstats_2014/boxscore). Parsing (JSON.parse and the
// importer, which keeps only counting stats and facts) and ingest are timed apart and together;
// formatting of all 1,522 payloads; the heap the ingested state retains against the raw JSON.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const INGEST_TARGET_MS = 150;
const HEAP_TARGET = 0.6;

/**
 * Runs the MLB box score benchmark. `tools`: the engine module `E`, `log`, `sample`,
 * `record(id, what, unit, ns, target?)`, `fail`, `fmt`, `collect`, `dataRoot`. Returns the
 * Markdown lines of its section.
 */
export function benchMlbBoxscores({ E, log, sample, record, fail, fmt, collect, dataRoot }) {
  const dir = path.join(dataRoot, 'mlb', 'xmlstats_2014', 'boxscore');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const rawBytes = files.reduce((n, f) => n + statSync(path.join(dir, f)).size, 0);
  const texts = files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
  const eventIds = files.map((f) => f.replace(/\.json$/, ''));

  const parseAll = () => {
    const teams = [];
    const games = [];
    for (let i = 0; i < texts.length; i++) {
      const r = E.parseXmlstatsBoxscore(JSON.parse(texts[i]), { eventId: eventIds[i], name: files[i] });
      if (!r.ok) fail(`parseXmlstatsBoxscore ${files[i]}: ${JSON.stringify(r.issues.slice(0, 2))}`);
      teams.push(...(r.value.teams ?? []));
      games.push(...r.value.games);
    }
    return { teams, games };
  };
  const batch = parseAll();
  const lines = batch.games.reduce((n, g) => n + g.away_batters.length + g.home_batters.length + g.away_pitchers.length + g.home_pitchers.length, 0);
  const base = E.createLeagueState();
  const first = E.ingest(base, batch);
  if (!first.ok) fail(`MLB box score ingest: ${JSON.stringify(first.issues.slice(0, 3))}`);
  log(`MLB box scores: ${files.length} files, ${(rawBytes / 2 ** 20).toFixed(1)} MiB of JSON, ${lines} batter and pitcher lines`);

  const perGame = (ns) => Array.from(ns, (v) => v / files.length);
  // Throughput from the same median the timings table prints (row.median, in ms).
  const gamesPerSecond = (row) => files.length / (row.median / 1e3);
  const parse = sample(() => parseAll(), { warmup: 2, reps: 10 });
  const parseRow = record('B1', `MLB: parsing of the ${files.length} recorded 2014 box scores (JSON.parse + parseXmlstatsBoxscore, counting stats only)`, 'ms', parse);
  const ingest = sample(() => E.ingest(base, batch), { warmup: 3, reps: 20 });
  const ingestRow = record('B2', `MLB: ingest of the ${files.length} box scores, one call (${lines} batter and pitcher lines; parsing excluded)`, 'ms', ingest, { limit: INGEST_TARGET_MS });
  const both = sample(() => E.ingest(base, parseAll()), { warmup: 2, reps: 10 });
  const bothRow = record('B3', `MLB: parsing and ingest of the ${files.length} box scores together`, 'ms', both);
  const state = first.state;
  const formatAll = () => {
    let bytes = 0;
    for (const id of eventIds) {
      const r = E.getMlbBoxscore(state, { eventId: id });
      if (!r?.ok) fail(`no box score for ${id}`);
      bytes += E.formatMlbBoxscore(r.payload).length;
    }
    return bytes;
  };
  const format = sample(() => formatAll(), { warmup: 2, reps: 10 });
  const formatRow = record('B4', `MLB: getMlbBoxscore + formatMlbBoxscore of all ${files.length} box scores (pretty)`, 'ms', format);
  record('B4a', 'MLB: the same, per game', 'us', perGame(format));

  // Heap the state retains: build it from the files, drop texts and batch, and compare with the
  // heap before anything was read (median of 3 trials).
  const trials = [];
  for (let t = 0; t < 3; t++) {
    collect();
    const before = process.memoryUsage().heapUsed;
    let held = (() => {
      const own = files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
      const teams = [];
      const games = [];
      own.forEach((text, i) => {
        const r = E.parseXmlstatsBoxscore(JSON.parse(text), { eventId: eventIds[i] });
        teams.push(...(r.value.teams ?? []));
        games.push(...r.value.games);
      });
      return E.ingest(E.createLeagueState(), { teams, games }).state;
    })();
    collect();
    trials.push(process.memoryUsage().heapUsed - before);
    if (!held) fail('no state');
    held = undefined;
  }
  const retained = trials.sort((a, b) => a - b)[1];
  const share = retained / rawBytes;
  log(`B5   heap retained by the state of ${files.length} box scores: ${fmt(retained / 2 ** 20)} MiB = ${(share * 100).toFixed(1)}% of the raw JSON (target < ${HEAP_TARGET * 100}%)`);
  if (share >= HEAP_TARGET) log('     **over target**');

  return [
    '## MLB box scores', '',
    `The ${files.length} recorded box scores of 2014 (\`../shared/data/mlb/xmlstats_2014/boxscore\`, ${(rawBytes / 2 ** 20).toFixed(1)} MiB of JSON, ${lines} batter and pitcher lines). Rows B1-B4 are in the timings table.`, '',
    '| What | Games per second (median) |',
    '|---|--:|',
    `| Parsing (B1) | ${Math.round(gamesPerSecond(parseRow))} |`,
    `| Ingest, parsing excluded (B2) | ${Math.round(gamesPerSecond(ingestRow))} |`,
    `| Parsing and ingest (B3) | ${Math.round(gamesPerSecond(bothRow))} |`,
    `| Query and format (B4) | ${Math.round(gamesPerSecond(formatRow))} |`, '',
    `Heap retained by the ingested state (B5: texts and batch dropped, after a full GC, median of 3): ${fmt(retained / 2 ** 20)} MiB, ${(share * 100).toFixed(1)}% of the ${fmt(rawBytes / 2 ** 20)} MiB of raw JSON (target under ${HEAP_TARGET * 100}%: ${share < HEAP_TARGET ? 'pass' : '**FAIL**'}).`, '',
  ];
}
