// The baselines bench/run.mjs compares the engine with, over the same games:
// - DuckDB (in-memory table, one prepared statement: won-lost per team as of a date);
// - DuckDB materialized: won-lost per team and game date built once into a table by a window
//   query, then a prepared `WHERE day = $1` per date; the same window query returning every
//   date's table at once; a prepared `SELECT 1` (the binding's cost of one query);
// - a hand-written mutable JS fold that scans the games array for each date.
// All compute won-lost only; the engine's figure is for its complete standings payload.
import { DuckDBInstance, dateValue } from '@duckdb/node-api';

/**
 * The games of a parsed batch as flat rows: the league day a game counts on (the completion day
 * of a suspended game finished later, as the engine counts it), teams and final scores.
 */
export function gameRows(batch) {
  const rows = [];
  for (const g of batch.games) {
    if (g.status !== 'completed' || g.season_type !== 'regular') continue;
    const day = (g.completed_on ?? g.event_id.slice(0, 8)).replaceAll('-', '');
    rows.push({ day: Number(day), home: g.home_team_id, away: g.away_team_id, homeScore: g.home_points_scored, awayScore: g.away_points_scored });
  }
  return rows;
}

/** The plain fold: won-lost of every team through `day` (yyyymmdd number), by scanning all games. */
export function foldWonLost(rows, day) {
  const rec = Object.create(null);
  for (let i = 0; i < rows.length; i++) {
    const g = rows[i];
    if (g.day > day) continue;
    const h = (rec[g.home] ??= { won: 0, lost: 0 });
    const a = (rec[g.away] ??= { won: 0, lost: 0 });
    if (g.homeScore > g.awayScore) {
      h.won++;
      a.lost++;
    } else if (g.homeScore < g.awayScore) {
      h.lost++;
      a.won++;
    }
  }
  return rec;
}

const WON_LOST_SQL = `
SELECT team, CAST(sum(w) AS INTEGER) AS won, CAST(sum(l) AS INTEGER) AS lost FROM (
  SELECT home AS team, CAST(home_score > away_score AS INTEGER) AS w, CAST(home_score < away_score AS INTEGER) AS l
    FROM games WHERE date <= $1
  UNION ALL
  SELECT away AS team, CAST(away_score > home_score AS INTEGER) AS w, CAST(away_score < home_score AS INTEGER) AS l
    FROM games WHERE date <= $1
) GROUP BY team ORDER BY team`;

/**
 * Won-lost of every team on every game date: the (game date x team) grid, each cell the team's
 * wins and losses of that day (0 when it did not play), summed by a running window per team.
 * Dates as yyyymmdd integers and teams as their code in `teams`, ordered by date, then team: the
 * body of the materialized table and of the all-dates query.
 */
const RECORDS_BY_DATE_SQL = `
WITH sides AS (
  SELECT date, home AS team, CAST(home_score > away_score AS INTEGER) AS w, CAST(home_score < away_score AS INTEGER) AS l FROM games
  UNION ALL
  SELECT date, away, CAST(away_score > home_score AS INTEGER), CAST(away_score < home_score AS INTEGER) FROM games),
per_day AS (SELECT date, team, sum(w) AS w, sum(l) AS l FROM sides GROUP BY date, team),
grid AS (
  SELECT d.date, t.code, coalesce(p.w, 0) AS w, coalesce(p.l, 0) AS l
  FROM (SELECT DISTINCT date FROM games) d CROSS JOIN teams t LEFT JOIN per_day p ON p.date = d.date AND p.team = t.team)
SELECT CAST(year(date) * 10000 + month(date) * 100 + day(date) AS INTEGER) AS day, code AS team,
  CAST(sum(w) OVER running AS INTEGER) AS won, CAST(sum(l) OVER running AS INTEGER) AS lost
FROM grid
WINDOW running AS (PARTITION BY code ORDER BY date ROWS UNBOUNDED PRECEDING)
ORDER BY day, team`;

/**
 * An in-memory DuckDB holding the games, with the won-lost statement prepared; and the
 * materialized table `records` (day, team code, won, lost) built once, with its statements.
 */
export async function openDuckDb(rows) {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run('CREATE TABLE games (date DATE NOT NULL, home VARCHAR NOT NULL, away VARCHAR NOT NULL, home_score INTEGER NOT NULL, away_score INTEGER NOT NULL)');
  const appender = await connection.createAppender('games');
  for (const r of rows) {
    appender.appendDate(dayValue(r.day));
    appender.appendVarchar(r.home);
    appender.appendVarchar(r.away);
    appender.appendInteger(r.homeScore);
    appender.appendInteger(r.awayScore);
    appender.endRow();
  }
  appender.flushSync();
  appender.closeSync();
  const count = (await (await connection.run('SELECT count(*)::INTEGER FROM games')).getRows())[0][0];
  const statement = await connection.prepare(WON_LOST_SQL);
  // The materialized peer stores integers only: a team is its code in `teams` (its id is looked up
  // in JS), a date its yyyymmdd number, and results are read by column (`getColumns`): strings and
  // row objects are what the binding converts slowest.
  await connection.run('CREATE TABLE teams AS SELECT CAST(row_number() OVER (ORDER BY team) - 1 AS SMALLINT) AS code, team FROM (SELECT home AS team FROM games UNION SELECT away FROM games)');
  const teamIds = [];
  for (const [code, team] of await (await connection.run('SELECT code, team FROM teams')).getRowsJS()) teamIds[code] = team;
  const idsOf = (codes) => codes.map((code) => teamIds[code]);
  await connection.run(`CREATE TABLE records AS ${RECORDS_BY_DATE_SQL}`);
  // No ORDER BY: the table is stored in (day, team) order and DuckDB keeps insertion order in a
  // plain scan (its default `preserve_insertion_order`); a sort would add its own cost.
  const asOf = await connection.prepare('SELECT team, won, lost FROM records WHERE day = $1');
  const allDates = await connection.prepare(RECORDS_BY_DATE_SQL);
  const allRecords = await connection.prepare('SELECT day, team, won, lost FROM records');
  const one = await connection.prepare('SELECT 1');
  return {
    count,
    /** Rows of the materialized table (game dates x teams). */
    recordCount: (await (await connection.run('SELECT count(*)::INTEGER FROM records')).getRows())[0][0],
    /** One execution of the prepared statement, rows read into JS: [[team, won, lost], ...]. */
    async wonLost(day) {
      statement.bindDate(1, dayValue(day));
      const result = await statement.run();
      return result.getRowsJS();
    },
    /**
     * The materialized table's build: the window query over `games` into a table (`CREATE OR
     * REPLACE TABLE records_rebuilt AS ...`, so the table the statements read stays as it is).
     */
    async buildRecords() {
      await connection.run(`CREATE OR REPLACE TABLE records_rebuilt AS ${RECORDS_BY_DATE_SQL}`);
    },
    /** `SELECT team, won, lost FROM records WHERE day = $1`, read by column: [teamIds, won, lost]. */
    async wonLostMaterialized(day) {
      asOf.bindInteger(1, day);
      const [codes, won, lost] = await (await asOf.run()).getColumns();
      return [idsOf(codes), won, lost];
    },
    /** The window query itself, every date's table in one result: [days, teamIds, won, lost]. */
    async wonLostAllDates() {
      const [days, codes, won, lost] = await (await allDates.run()).getColumns();
      return [days, idsOf(codes), won, lost];
    },
    /** The whole materialized table in one result (no computation): [days, teamIds, won, lost]. */
    async readAllRecords() {
      const [days, codes, won, lost] = await (await allRecords.run()).getColumns();
      return [days, idsOf(codes), won, lost];
    },
    /** A prepared `SELECT 1`, its row read into JS: what any query costs through the binding. */
    async selectOne() {
      return (await one.run()).getRowsJS();
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

function dayValue(day) {
  return dateValue({ year: Math.floor(day / 10000), month: Math.floor(day / 100) % 100, day: day % 100 });
}
