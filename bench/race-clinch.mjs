// Clinch and elimination for all teams and all goals as of a date (`computeClinch`), MLB 2019
// (the bundled data/retrosheet/GL2019.TXT): the budget is 5 ms a date for 30 teams.
// Every date of the season is timed (interleaved rounds, minimum and median per date), then
// summarized by part of the season. Run alone: `node bench/race-clinch.mjs [path/to/dist/index.js]`
// (after `npm run build`); or call `benchRaceClinch(E)` from bench/run.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_MS = 5;
/** The parts of the season the tables summarize. */
const PARTS = [
  ['April-May', (d) => d < '2019-06-01'],
  ['June-August', (d) => d >= '2019-06-01' && d < '2019-09-01'],
  ['September 1-22', (d) => d >= '2019-09-01' && d < '2019-09-23'],
  ['last week', (d) => d >= '2019-09-23'],
  ['all dates', () => true],
];

/** The bundled 2019 season: its regular-season game dates and the race as of each. */
function races2019(E) {
  const text = readFileSync(path.join(ROOT, 'data', 'retrosheet', 'GL2019.TXT'), 'latin1');
  const batch = E.parseGameLog(text, { fileName: 'GL2019.TXT', teamIdOf: E.retrosheetTeamId, siteIdOf: E.retrosheetSiteId });
  if (!batch.ok) throw new Error(`GL2019.TXT: ${JSON.stringify(batch.issues.slice(0, 3))}`);
  const loaded = E.ingest(E.createLeagueState(), batch.value);
  if (!loaded.ok) throw new Error(`GL2019.TXT: ${JSON.stringify(loaded.issues.slice(0, 3))}`);
  const now = '2019-12-31T12:00:00-05:00';
  const dates = [...new Set(E.listGames(loaded.state, { sport: 'mlb', season: 2019, seasonType: 'regular' }).map((g) => g.date))].sort();
  return { dates, raceOn: (date) => E.getRaceSeason(loaded.state, { sport: 'mlb', date, now }) };
}

/**
 * Times `E.computeClinch` on every date of the 2019 MLB season. `E`: the engine module (the built
 * package). Returns `{ rows, worst }`: per part of the season the dates' minimum and median
 * times (ms), and the slowest date by median.
 */
export function benchRaceClinch(E, { rounds = 15 } = {}) {
  const { dates, raceOn } = races2019(E);
  const races = dates.map(raceOn);
  for (const race of races) E.computeClinch(race); // warm up
  const times = races.map(() => []);
  for (let r = 0; r < rounds; r++) {
    races.forEach((race, i) => {
      const t0 = performance.now();
      E.computeClinch(race);
      times[i].push(performance.now() - t0);
    });
  }
  const stat = (xs) => { const s = [...xs].sort((a, b) => a - b); return { min: s[0], median: s[Math.floor(s.length / 2)] }; };
  const perDate = dates.map((date, i) => ({ date, left: races[i].remaining.length, ...stat(times[i]) }));
  const rows = PARTS.map(([name, keep]) => {
    const ds = perDate.filter((p) => keep(p.date));
    const medians = ds.map((p) => p.median).sort((a, b) => a - b);
    return { part: name, dates: ds.length, bestMin: Math.min(...ds.map((p) => p.min)), medianOfMedians: medians[Math.floor(medians.length / 2)], worstMedian: medians.at(-1) };
  });
  const worst = perDate.reduce((a, b) => (b.median > a.median ? b : a));
  return { rows, worst, perDate, targetMs: TARGET_MS };
}

/**
 * The opt-in search under the tiebreak rules (D151): `computeClinch(race, { tieSearchBudget })` on
 * every date of 2019, timed as `benchRaceClinch` times the default (a warm-up pass, then `rounds`
 * interleaved rounds, minimum and median per date). Returns `{ budget, rows, perDate, targetMs }`:
 * per part of the season the dates within the target, the median and slowest of the dates'
 * medians (ms), and the goals the search settled (`byTiebreak`) or left open at its budget
 * (`tiesOpen`); per date the games left, its minimum and median, and those two counts.
 */
export function benchTieSearch(E, { budget = 2000, rounds = 7 } = {}) {
  const { dates, raceOn } = races2019(E);
  const races = dates.map(raceOn);
  const counts = races.map((race) => {
    let settled = 0, open = 0;
    for (const t of E.computeClinch(race, { tieSearchBudget: budget })) for (const g of t.goals) { if (g.byTiebreak) settled++; if (g.tiesOpen) open++; }
    return { settled, open };
  });
  const times = races.map(() => []);
  for (let r = 0; r < rounds; r++) {
    races.forEach((race, i) => {
      const t0 = performance.now();
      E.computeClinch(race, { tieSearchBudget: budget });
      times[i].push(performance.now() - t0);
    });
  }
  const stat = (xs) => { const s = [...xs].sort((a, b) => a - b); return { min: s[0], median: s[Math.floor(s.length / 2)] }; };
  const perDate = dates.map((date, i) => ({ date, left: races[i].remaining.length, ...stat(times[i]), ...counts[i] }));
  const rows = PARTS.map(([name, keep]) => {
    const ds = perDate.filter((p) => keep(p.date));
    const medians = ds.map((p) => p.median).sort((a, b) => a - b);
    return {
      part: name, dates: ds.length, within: ds.filter((p) => p.median < TARGET_MS).length, medianOfMedians: medians[Math.floor(medians.length / 2)], worstMedian: medians.at(-1),
      settled: ds.reduce((a, p) => a + p.settled, 0), open: ds.reduce((a, p) => a + p.open, 0),
    };
  });
  return { budget, rows, perDate, targetMs: TARGET_MS };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(ROOT, 'dist', 'index.js');
  const E = await import(pathToFileURL(dist).href);
  const { rows, worst, perDate, targetMs } = benchRaceClinch(E);
  console.log(`computeClinch, MLB 2019, all 30 teams and all goals, per date (ms; target ${targetMs}); Node ${process.version}`);
  console.log('| part | dates | best min | median of medians | worst median |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.part} | ${r.dates} | ${r.bestMin.toFixed(2)} | ${r.medianOfMedians.toFixed(2)} | ${r.worstMedian.toFixed(2)} |`);
  console.log(`slowest date: ${worst.date} (${worst.left} games left): min ${worst.min.toFixed(2)}, median ${worst.median.toFixed(2)} ms`);
  for (const d of ['2019-04-15', '2019-05-01', '2019-07-01', '2019-08-01', '2019-09-01', '2019-09-15', '2019-09-24', '2019-09-28']) {
    const p = perDate.find((x) => x.date === d);
    if (p) console.log(`  ${p.date}: ${p.left} left, min ${p.min.toFixed(2)}, median ${p.median.toFixed(2)} ms`);
  }
  const search = benchTieSearch(E);
  console.log(`with tieSearchBudget ${search.budget} (ms): dates under ${search.targetMs} ms, goals settled by the rules and left open`);
  console.log('| part | dates | under target | median of medians | worst median | settled | open |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of search.rows) console.log(`| ${r.part} | ${r.dates} | ${r.within} | ${r.medianOfMedians.toFixed(2)} | ${r.worstMedian.toFixed(2)} | ${r.settled} | ${r.open} |`);
}
