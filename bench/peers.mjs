// The baselines bench/run.mjs compares the engine with, over the same games:
// - DuckDB (in-memory table, one prepared statement: won-lost per team as of a date);
// - a hand-written mutable JS fold that scans the games array for each date.
// Both compute won-lost only; the engine's figure is for its complete standings payload.
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

/** An in-memory DuckDB holding the games, with the won-lost statement prepared. */
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
  return {
    count,
    /** One execution of the prepared statement, rows read into JS: [[team, won, lost], ...]. */
    async wonLost(day) {
      statement.bindDate(1, dayValue(day));
      const result = await statement.run();
      return result.getRowsJS();
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
