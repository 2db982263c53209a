// The NBA part of `npm run bench` (called by bench/run.mjs): a generated full season with
// complete box scores (bench/nbaSeason.mjs) and the real partial 2017-18 season with the
// service's player lines; batch ingest, and three as-of-a-date queries (team stats of all teams,
// standings with playoff seeds, the 19 leader categories), each beside a DuckDB statement doing
// the same aggregation over the same games (bench/nbaPeers.mjs).
import path from 'node:path';
import { generateNbaSeason } from './nbaSeason.mjs';
import { openNbaDuckDb } from './nbaPeers.mjs';

const CATEGORIES = [
  'points_per_game', 'assists_per_game', 'rebounds_per_game', 'off_rebounds_per_game', 'def_rebounds_per_game', 'field_goal_pct',
  'free_throw_pct', 'three_point_pct', 'field_goals_made', 'three_point_field_goals_made', 'free_throws_made', 'blocks_per_game',
  'steals_per_game', 'assists_to_turnovers_per_game', 'steals_to_turnovers_per_game', 'minutes_per_game', 'games_played',
  'double_doubles', 'triple_doubles',
];
const TARGET_RATIO = 20;

/** Noon Eastern of a yyyymmdd day: the clock of an as-of query for leaders (which read the clock's day). */
function noonOf(day) {
  const s = String(day);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T12:00:00-05:00`;
}

/**
 * Runs the NBA benchmark. `tools`: the engine module `E`, `log`, `sample`, `sampleAsync`,
 * `record(id, what, unit, ns, target?)`, `results` (ratio rows are pushed there), `fail`, `fmt`,
 * `dataRoot` (../shared/data). Returns the Markdown lines of its section.
 */
export async function benchNba({ E, log, sample, sampleAsync, record, results, fail, fmt, dataRoot }) {
  const teams = E.getTeamsOfSeason('nba', 2018);
  const { batch, dates } = generateNbaSeason(teams);
  const lineCount = batch.games.reduce((n, g) => n + g.away_stats.length + g.home_stats.length, 0);
  log(`NBA: generated season, ${batch.games.length} games, ${lineCount} player lines, ${dates.length} dates`);

  // ---------------------------------------------------------------- N1. batch ingest
  const base = E.createLeagueState();
  const first = E.ingest(base, batch);
  if (!first.ok) fail(`NBA ingest: ${JSON.stringify(first.issues.slice(0, 3))}`);
  const state = first.state;
  record('N1', `NBA: ingest of a generated full season with box scores, one call (${batch.games.length} games, ${lineCount} player lines)`, 'ms',
    sample(() => E.ingest(base, batch), { warmup: 5, reps: 30 }), { limit: 40 });
  // N1b (no target): the same ingest, then every box score read once. Ingest keeps the lines as
  // numbers and builds their objects when a box score is first read (D192); this row shows the
  // whole cost for a service that reads them all.
  const readEveryBox = (s) => {
    let lines = 0;
    for (const season of Object.values(s.seasons)) for (const days of Object.values(season.months)) for (const games of Object.values(days)) for (const g of Object.values(games)) lines += g.box === null ? 0 : g.box.awayPlayers.length + g.box.homePlayers.length;
    return lines;
  };
  if (readEveryBox(state) !== lineCount) fail('N1b: the box scores read do not hold every line ingested');
  record('N1b', `NBA: the ingest of N1, then every box score read once (its line objects built, D192)`, 'ms',
    sample(() => readEveryBox(E.ingest(base, batch).state), { warmup: 3, reps: 20 }));

  // ---------------------------------------------------------------- N2. the real partial season
  const node = await import('../dist/node.js');
  const folder = await node.readNbaFolder(path.join(dataRoot, 'nba', 'xmlstats_kaggle'), {
    teamIdOf: E.nbaTeamIdOfAbbreviation, nbaComTeamIdOf: E.nbaTeamIdOfNbaComAbbreviation, corrections: E.KAGGLE_TEAM_BOX_SCORE_CORRECTIONS,
    playerCorrections: E.KAGGLE_PLAYER_BOX_SCORE_CORRECTIONS,
  });
  if (!folder.ok) fail(`readNbaFolder: ${JSON.stringify(folder.issues.slice(0, 3))}`);
  const realBatch = folder.value;
  const realLines = realBatch.games.reduce((n, g) => n + (g.away_stats?.length ?? 0) + (g.home_stats?.length ?? 0), 0);
  const realBoxGames = realBatch.games.filter((g) => g.away_stats !== undefined).length;
  if (!E.ingest(base, realBatch).ok) fail('ingest of the real NBA folder failed');
  record('N2', `NBA: ingest of the real xmlstats-derived seasons 2016-17 and 2017-18 (${realBatch.games.length} games; ${realBoxGames} with the service's player lines, ${realLines} lines)`, 'ms',
    sample(() => E.ingest(base, realBatch), { warmup: 3, reps: 20 }), { limit: 100 });

  // ---------------------------------------------------------------- N3-N5. as-of queries
  const duck = await openNbaDuckDb(batch, teams);
  const perDate = async (id, what, engineFn, duckFn, { payload, materialized } = {}) => {
    engineFn(dates[dates.length - 1]); // the season index is built
    const engineNs = sample((i) => engineFn(dates[i % dates.length]), { warmup: dates.length, reps: 5 * dates.length });
    const engine = record(`${id}a`, `${what}: engine (per date)`, 'us', engineNs);
    let payloadRow;
    if (payload) payloadRow = record(`${id}b`, `${what}: engine, the complete JSON payload (per date)`, 'us', sample((i) => payload(dates[i % dates.length]), { warmup: dates.length, reps: 5 * dates.length }));
    const duckNs = await sampleAsync((i) => duckFn(dates[i % dates.length]), { warmup: dates.length, reps: 2 * dates.length });
    const peer = record(`${id}c`, `${what}: DuckDB prepared statement (per date, rows read into JS)`, 'us', duckNs);
    const ratio = peer.median / engine.median;
    const row = { id: `${id}d`, what: `${what}: DuckDB / engine (medians per date)`, unit: 'x', ratio, target: `>= ${TARGET_RATIO}x`, pass: ratio >= TARGET_RATIO };
    results.push(row);
    log(`${row.id}  ${row.what}: ${fmt(ratio)}x  target ${row.target}: ${row.pass ? 'pass' : 'FAIL'}`);
    if (payloadRow) {
      const p = { id: `${id}e`, what: `${what}: DuckDB / engine complete payload (medians per date; informative)`, unit: 'x', ratio: peer.median / payloadRow.median };
      results.push(p);
      log(`${p.id}  ${p.what}: ${fmt(p.ratio)}x`);
    }
    if (materialized) {
      // The materialized peer: running sums per team and game date built once (f), then one
      // `WHERE day = $1` per date (g); informative ratios against the engine (h, i).
      record(`${id}f`, `${what}: DuckDB materialized, build: one \`CREATE OR REPLACE TABLE ... AS\` the window query over team_games (running sums per team and game date, ${dates.length} dates x ${teams.length} teams)`, 'ms',
        await sampleAsync(() => materialized.build(), { warmup: 3, reps: 20 }));
      const table = record(`${id}g`, `${what}: DuckDB materialized, per date: prepared \`SELECT ... WHERE day = $1\` on that table, read into JS by column, team codes mapped to ids (per date)`, 'us',
        await sampleAsync((i) => materialized.query(dates[i % dates.length]), { warmup: dates.length, reps: 2 * dates.length }));
      for (const [suffix, versus, label] of [['h', engine, 'engine'], ['i', payloadRow, 'engine complete payload']]) {
        if (versus === undefined) continue;
        const r = { id: `${id}${suffix}`, what: `${what}: DuckDB materialized / ${label} (medians per date; informative)`, unit: 'x', ratio: table.median / versus.median };
        results.push(r);
        log(`${r.id}  ${r.what}: ${fmt(r.ratio)}x`);
      }
    }
  };
  await perDate('N3', 'NBA team stats of all teams as of a date',
    (day) => E.getTeamStats(state, { date: String(day), now: 0 }),
    (day) => duck.teamStats(day),
    { payload: (day) => E.formatTeamStats(E.getTeamStats(state, { date: String(day), now: 0 })), materialized: { build: duck.buildTeamStats, query: duck.teamStatsMaterialized } });
  await perDate('N4', 'NBA standings with playoff seeds as of a date',
    (day) => E.getStandings(state, { sport: 'nba', date: String(day), now: 0 }),
    (day) => duck.standings(day),
    { payload: (day) => E.formatStandings(E.getStandings(state, { sport: 'nba', date: String(day), now: 0 })), materialized: { build: duck.buildStandings, query: duck.standingsMaterialized } });
  await perDate('N5', 'NBA leaders, all 19 categories, as of a date',
    (day) => CATEGORIES.map((category) => E.getLeaders(state, { category, now: noonOf(day) })),
    (day) => duck.leaders(day),
    { payload: (day) => CATEGORIES.map((category) => E.formatLeaders(E.getLeaders(state, { category, now: noonOf(day) }))) });

  // ---------------------------------------------------------------- cross-check
  let checked = 0;
  for (const day of dates) {
    const stats = E.getTeamStats(state, { date: String(day), now: 0 });
    const fromDuck = new Map((await duck.teamStats(day)).map((r) => [r[0], r]));
    for (const row of stats.rows) {
      const d = fromDuck.get(row.team.teamId);
      const games = row.won + row.lost;
      if ((d?.[1] ?? 0) !== games || (d?.[4] ?? 0) !== row.totals.points || (d?.[5] ?? 0) !== row.opponentTotals.points) {
        fail(`NBA cross-check ${day} ${row.team.teamId}: engine ${games} games ${row.totals.points}-${row.opponentTotals.points}, DuckDB ${d?.slice(1, 6)}`);
      }
      checked++;
    }
    const standings = E.getStandings(state, { sport: 'nba', date: String(day), now: 0 });
    const wl = new Map((await duck.standings(day)).map((r) => [r[0], `${r[1]}-${r[2]}`]));
    for (const row of standings.rows) {
      if ((wl.get(row.team.teamId) ?? '0-0') !== `${row.record.won}-${row.record.lost}`) fail(`NBA cross-check ${day} ${row.team.teamId}: standings differ from DuckDB`);
    }
    // The materialized tables: every column equal to the per-date statement's (which lists only
    // the teams that have played), and games, points and won-lost equal to the engine's.
    for (const [what, table, perDay, played] of [
      ['team stats', await duck.teamStatsMaterialized(day), fromDuck, (cols, i) => cols[1][i] > 0],
      ['standings', await duck.standingsMaterialized(day), new Map((await duck.standings(day)).map((r) => [r[0], r])), (cols, i) => cols[1][i] + cols[2][i] > 0],
    ]) {
      if (table[0].length !== teams.length) fail(`NBA cross-check ${day}: DuckDB materialized ${what} lists ${table[0].length} teams`);
      for (let i = 0; i < table[0].length; i++) {
        const row = table.map((col) => col[i]);
        const expected = perDay.get(row[0]);
        if (played(table, i) ? JSON.stringify(row) !== JSON.stringify(expected) : expected !== undefined) fail(`NBA cross-check ${day}: DuckDB materialized ${what} ${JSON.stringify(row)}, per-date statement ${JSON.stringify(expected)}`);
      }
    }
    {
      const [teamOf, games, won, lost, points, oppPoints] = await duck.teamStatsMaterialized(day);
      const [, sWon, sLost] = await duck.standingsMaterialized(day);
      const engineStats = new Map(stats.rows.map((row) => [row.team.teamId, `${row.won + row.lost} ${row.won}-${row.lost} ${row.totals.points}-${row.opponentTotals.points}`]));
      const engineStandings = new Map(standings.rows.map((row) => [row.team.teamId, `${row.record.won}-${row.record.lost}`]));
      for (let i = 0; i < teamOf.length; i++) {
        const a = `${games[i]} ${won[i]}-${lost[i]} ${points[i]}-${oppPoints[i]}`;
        const b = `${sWon[i]}-${sLost[i]}`;
        if ((engineStats.get(teamOf[i]) ?? '0 0-0 0-0') !== a) fail(`NBA cross-check ${day} ${teamOf[i]}: engine team stats ${engineStats.get(teamOf[i])}, DuckDB materialized ${a}`);
        if ((engineStandings.get(teamOf[i]) ?? '0-0') !== b) fail(`NBA cross-check ${day} ${teamOf[i]}: engine standings ${engineStandings.get(teamOf[i])}, DuckDB materialized ${b}`);
      }
    }
    const leaders = E.getLeaders(state, { category: 'points_per_game', now: noonOf(day) });
    const duckTop = (await duck.leaders(day)).filter((r) => r[0] === 'points_per_game');
    const engineTop = leaders.rows.map((r) => [r.player.playerId, r.value.scaled / 100]);
    const same = engineTop.length === duckTop.length && engineTop.every(([id, v]) => duckTop.some((d) => d[1] === id && Math.abs(d[2] - v) < 0.0051));
    if (!same) fail(`NBA cross-check ${day}: points_per_game leaders ${JSON.stringify(engineTop)} vs DuckDB ${JSON.stringify(duckTop)}`);
  }
  duck.close();
  log(`NBA cross-check: ok (${checked} team-dates of team stats, standings won-lost and the qualified points-per-game leaders on all ${dates.length} dates; the materialized team stats and standings equal the per-date statements column by column)`);

  const md = [];
  md.push('## NBA', '');
  md.push(`- Generated season (\`bench/nbaSeason.mjs\`, seeded): the 30 clubs of 2017-18, ${batch.games.length} games, 82 a team, ${lineCount} complete player lines (13 a side), ${dates.length} game dates.`);
  md.push(`- Real data: \`../shared/data/nba/xmlstats_kaggle\` through \`readNbaFolder\`: ${realBatch.games.length} games of 2016-17 and 2017-18, ${realBoxGames} of them with the service's player lines (2017-18 through 2018-02-02, ${realLines} lines).`);
  md.push('- N3-N5 time one call per game date, every date of the generated season in turn, five rounds after a warm-up round; DuckDB two rounds. The target compares the engine\'s query (the same aggregation as the SQL) with DuckDB\'s; the complete payload figures (b, e) add the JSON writing, which DuckDB does not do.');
  md.push('- DuckDB tables: `team_games` (a row per team and game: result, home, same conference and division, the team\'s and the opponent\'s 14 box score totals) and `player_lines` (a row per line). N3: 30 sums per team through the date. N4: won-lost, home, away, conference, division, points for and against per team through the date (the engine also computes streaks, last ten, games back and the seeding tiebreakers). N5: per-player totals through the date, each player\'s team games through the date (the team of his latest game), the minimums of each category, the 19 category values (0 dropped) and `rank()` per category, ranks up to 15 with ties: the same rules as the engine, though DuckDB rounds in floating point where the engine is exact.');
  md.push('- N3f-N3i, N4f-N4i, the materialized peer (informative, no target): the columns of N3 and N4 as running sums per team and game date (the (day x team) grid, zeros before a team\'s first game, `sum() OVER (PARTITION BY team ORDER BY day ROWS UNBOUNDED PRECEDING)`), built once into a table by one window query over `team_games` (f: that build into a new table, 3 warm-up, 20 timed), then one prepared `SELECT ... WHERE day = $1` per date (g, two rounds after a warm-up round). Integers only (the team as a code, mapped back to its id in JS inside the timing), read by column (`getColumns`), no ORDER BY (the table is stored in (day, team) order), as in the MLB rows 4d-4e. Leaders (N5) have no materialized equivalent: the ranking and the minimums depend on the date\'s team games, so each date would need its own ranked table, the answer itself stored, not an aggregation materialized.');
  md.push('- Cross-check: team stats games and points, standings won-lost and the qualified points-per-game leaders (players and values) are the same in the engine and DuckDB on every date; the materialized tables equal the per-date statements in every column on every date (and the engine\'s games, points and won-lost).');
  md.push('');
  return md;
}
