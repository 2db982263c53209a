// DuckDB baselines of the NBA benchmark (bench/nba.mjs): the same aggregations as the engine's
// as-of-a-date queries, over the same games, each one prepared statement run per date with its
// rows read into JS; and for team stats and standings, the materialized version: the running
// sums per team and game date built once into a table by a window query, then a prepared
// `WHERE day = $1` per date.
import { DuckDBInstance } from '@duckdb/node-api';

const BOX = ['points', 'assists', 'turnovers', 'steals', 'blocks', 'field_goals_attempted', 'field_goals_made', 'three_point_field_goals_attempted',
  'three_point_field_goals_made', 'free_throws_attempted', 'free_throws_made', 'offensive_rebounds', 'defensive_rebounds', 'personal_fouls'];

/** Sums of a side's complete player lines, by field. */
function sideTotals(lines) {
  const t = Object.fromEntries(BOX.map((k) => [k, 0]));
  for (const l of lines) for (const k of BOX) t[k] += l[k];
  return t;
}

/** The columns of the materialized team stats: games, won-lost and the 14 sums of each side. */
const TEAM_STATS_SUMS = [['games', '1'], ['won', 'won'], ['lost', 'lost'], ...BOX.flatMap((k) => [[k, k], [`opp_${k}`, `opp_${k}`]])];
/** The columns of the materialized standings, in the order of the per-date standings statement. */
const STANDINGS_SUMS = [['won', 'won'], ['lost', 'lost'],
  ['home_won', 'CASE WHEN home THEN won ELSE 0 END'], ['home_lost', 'CASE WHEN home THEN lost ELSE 0 END'],
  ['away_won', 'CASE WHEN NOT home THEN won ELSE 0 END'], ['away_lost', 'CASE WHEN NOT home THEN lost ELSE 0 END'],
  ['conference_won', 'CASE WHEN same_conference THEN won ELSE 0 END'], ['conference_lost', 'CASE WHEN same_conference THEN lost ELSE 0 END'],
  ['division_won', 'CASE WHEN same_division THEN won ELSE 0 END'], ['division_lost', 'CASE WHEN same_division THEN lost ELSE 0 END'],
  ['points', 'points'], ['opp_points', 'opp_points']];

/**
 * The running sums of `columns` ([name, expression over team_games]) for every team on every
 * game date: the (day x team) grid, each cell the sums of that day (0 when the team did not
 * play), summed by a running window per team; the team as its code in `teams`; ordered by day,
 * then team.
 */
function runningSumsSql(columns) {
  return `WITH per_day AS (SELECT day, team, ${columns.map(([name, e]) => `sum(${e}) AS ${name}`).join(', ')} FROM team_games GROUP BY day, team),
    grid AS (SELECT d.day, t.code, ${columns.map(([name]) => `coalesce(p.${name}, 0) AS ${name}`).join(', ')}
      FROM (SELECT DISTINCT day FROM team_games) d CROSS JOIN teams t LEFT JOIN per_day p ON p.day = d.day AND p.team = t.team)
    SELECT day, code AS team, ${columns.map(([name]) => `CAST(sum(${name}) OVER running AS INTEGER) AS ${name}`).join(', ')}
    FROM grid WINDOW running AS (PARTITION BY code ORDER BY day ROWS UNBOUNDED PRECEDING) ORDER BY day, team`;
}

/**
 * An in-memory DuckDB with the games of a batch as `team_games` (a row per team and game: the
 * team's and the opponent's box totals, alignment, result) and `player_lines` (a row per line),
 * and the three statements prepared.
 */
export async function openNbaDuckDb(batch, teams) {
  const alignment = new Map(teams.map((t) => [t.teamId, t]));
  const instance = await DuckDBInstance.create(':memory:');
  const c = await instance.connect();
  await c.run(`CREATE TABLE team_games (day INTEGER, team VARCHAR, opponent VARCHAR, home BOOLEAN, same_conference BOOLEAN, same_division BOOLEAN,
    won INTEGER, lost INTEGER, ${BOX.map((k) => `${k} INTEGER, opp_${k} INTEGER`).join(', ')})`);
  await c.run(`CREATE TABLE player_lines (day INTEGER, player VARCHAR, team VARCHAR, minutes INTEGER, rebounds INTEGER, ${BOX.map((k) => `${k} INTEGER`).join(', ')})`);
  const tg = await c.createAppender('team_games');
  const pl = await c.createAppender('player_lines');
  for (const g of batch.games) {
    const day = Number(g.event_id.slice(0, 8));
    const away = sideTotals(g.away_stats);
    const home = sideTotals(g.home_stats);
    for (const [team, opponent, isHome, mine, theirs, lines] of [
      [g.away_team_id, g.home_team_id, false, away, home, g.away_stats],
      [g.home_team_id, g.away_team_id, true, home, away, g.home_stats],
    ]) {
      const a = alignment.get(team);
      const b = alignment.get(opponent);
      tg.appendInteger(day);
      tg.appendVarchar(team);
      tg.appendVarchar(opponent);
      tg.appendBoolean(isHome);
      tg.appendBoolean(a.conference === b.conference);
      tg.appendBoolean(a.conference === b.conference && a.division === b.division);
      tg.appendInteger(mine.points > theirs.points ? 1 : 0);
      tg.appendInteger(mine.points < theirs.points ? 1 : 0);
      for (const k of BOX) {
        tg.appendInteger(mine[k]);
        tg.appendInteger(theirs[k]);
      }
      tg.endRow();
      for (const l of lines) {
        pl.appendInteger(day);
        pl.appendVarchar(l.player_id);
        pl.appendVarchar(team);
        pl.appendInteger(l.minutes);
        pl.appendInteger(l.offensive_rebounds + l.defensive_rebounds);
        for (const k of BOX) pl.appendInteger(l[k]);
        pl.endRow();
      }
    }
  }
  for (const a of [tg, pl]) {
    a.flushSync();
    a.closeSync();
  }
  const teamStats = await c.prepare(`SELECT team, count(*)::INTEGER AS games, sum(won)::INTEGER, sum(lost)::INTEGER,
    ${BOX.map((k) => `sum(${k})::INTEGER, sum(opp_${k})::INTEGER`).join(', ')}
    FROM team_games WHERE day <= $1 GROUP BY team ORDER BY team`);
  const standings = await c.prepare(`SELECT team, sum(won)::INTEGER, sum(lost)::INTEGER,
    sum(CASE WHEN home THEN won ELSE 0 END)::INTEGER, sum(CASE WHEN home THEN lost ELSE 0 END)::INTEGER,
    sum(CASE WHEN NOT home THEN won ELSE 0 END)::INTEGER, sum(CASE WHEN NOT home THEN lost ELSE 0 END)::INTEGER,
    sum(CASE WHEN same_conference THEN won ELSE 0 END)::INTEGER, sum(CASE WHEN same_conference THEN lost ELSE 0 END)::INTEGER,
    sum(CASE WHEN same_division THEN won ELSE 0 END)::INTEGER, sum(CASE WHEN same_division THEN lost ELSE 0 END)::INTEGER,
    sum(points)::INTEGER, sum(opp_points)::INTEGER
    FROM team_games WHERE day <= $1 GROUP BY team ORDER BY team`);
  // Leaders: per-player season totals through the date, each category's value where the player
  // meets the NBA's minimum prorated to his team's games (the team of his latest game), values of
  // 0 dropped, then every category ranked; ranks up to 15 (ties at the limit kept), as the engine.
  const leaders = await c.prepare(`WITH tg AS (SELECT team, count(*) AS games FROM team_games WHERE day <= $1 GROUP BY team),
    p AS (
      SELECT player, arg_max(team, day) AS team, count(*) AS gp, sum(minutes) AS mins, sum(points) AS pts, sum(rebounds) AS reb,
        sum(offensive_rebounds) AS orb, sum(defensive_rebounds) AS drb, sum(assists) AS ast, sum(steals) AS stl, sum(blocks) AS blk,
        sum(turnovers) AS tov, sum(field_goals_made) AS fgm, sum(field_goals_attempted) AS fga, sum(three_point_field_goals_made) AS tpm,
        sum(three_point_field_goals_attempted) AS tpa, sum(free_throws_made) AS ftm, sum(free_throws_attempted) AS fta,
        sum(CASE WHEN (points >= 10)::INTEGER + (rebounds >= 10)::INTEGER + (assists >= 10)::INTEGER + (steals >= 10)::INTEGER + (blocks >= 10)::INTEGER >= 2 THEN 1 ELSE 0 END) AS dd,
        sum(CASE WHEN (points >= 10)::INTEGER + (rebounds >= 10)::INTEGER + (assists >= 10)::INTEGER + (steals >= 10)::INTEGER + (blocks >= 10)::INTEGER >= 3 THEN 1 ELSE 0 END) AS td
      FROM player_lines WHERE day <= $1 GROUP BY player),
    q AS (SELECT p.*, 10 * gp >= 7 * tg.games AS g_ok, 82 * fgm >= 300 * tg.games AS fg_ok, 82 * ftm >= 125 * tg.games AS ft_ok,
        tpm >= tg.games AS tp_ok, 82 * ast >= 200 * tg.games AS ast_ok, stl >= tg.games AS stl_ok FROM p JOIN tg USING (team)),
    v AS (
      SELECT player, 'points_per_game' AS category, round(pts / gp, 2) AS value FROM q WHERE g_ok
      UNION ALL SELECT player, 'assists_per_game', round(ast / gp, 2) FROM q WHERE g_ok
      UNION ALL SELECT player, 'rebounds_per_game', round(reb / gp, 2) FROM q WHERE g_ok
      UNION ALL SELECT player, 'off_rebounds_per_game', round(orb / gp, 2) FROM q WHERE g_ok
      UNION ALL SELECT player, 'def_rebounds_per_game', round(drb / gp, 2) FROM q WHERE g_ok
      UNION ALL SELECT player, 'field_goal_pct', round(fgm / nullif(fga, 0), 3) FROM q WHERE fg_ok
      UNION ALL SELECT player, 'free_throw_pct', round(ftm / nullif(fta, 0), 3) FROM q WHERE ft_ok
      UNION ALL SELECT player, 'three_point_pct', round(tpm / nullif(tpa, 0), 3) FROM q WHERE tp_ok
      UNION ALL SELECT player, 'field_goals_made', fgm FROM q
      UNION ALL SELECT player, 'three_point_field_goals_made', tpm FROM q
      UNION ALL SELECT player, 'free_throws_made', ftm FROM q
      UNION ALL SELECT player, 'blocks_per_game', round(blk / gp, 2) FROM q WHERE g_ok
      UNION ALL SELECT player, 'steals_per_game', round(stl / gp, 2) FROM q WHERE g_ok
      UNION ALL SELECT player, 'assists_to_turnovers_per_game', round(ast / nullif(tov, 0), 2) FROM q WHERE ast_ok
      UNION ALL SELECT player, 'steals_to_turnovers_per_game', round(stl / nullif(tov, 0), 2) FROM q WHERE stl_ok
      UNION ALL SELECT player, 'minutes_per_game', round(mins / gp, 2) FROM q WHERE g_ok
      UNION ALL SELECT player, 'games_played', gp FROM q
      UNION ALL SELECT player, 'double_doubles', dd FROM q
      UNION ALL SELECT player, 'triple_doubles', td FROM q),
    r AS (SELECT category, player, value, rank() OVER (PARTITION BY category ORDER BY value DESC) AS rank FROM v WHERE value > 0)
    SELECT category, player, value::DOUBLE, rank::INTEGER FROM r WHERE rank <= 15 ORDER BY category, rank, player`);
  const run = async (statement, day) => {
    statement.bindInteger(1, day);
    return (await statement.run()).getRowsJS();
  };
  // The materialized tables hold integers only (a team is its code in `teams`, its id looked up in
  // JS) and are read by column: strings and row objects are what the binding converts slowest. No
  // ORDER BY: the tables are stored in (day, team) order, which a plain scan keeps.
  await c.run('CREATE TABLE teams AS SELECT CAST(row_number() OVER (ORDER BY team) - 1 AS SMALLINT) AS code, team FROM (SELECT DISTINCT team FROM team_games)');
  const teamIds = [];
  for (const [code, team] of await (await c.run('SELECT code, team FROM teams')).getRowsJS()) teamIds[code] = team;
  const materialized = async (table, columns) => {
    const sql = runningSumsSql(columns);
    await c.run(`CREATE TABLE ${table} AS ${sql}`);
    const asOf = await c.prepare(`SELECT team, ${columns.map(([name]) => name).join(', ')} FROM ${table} WHERE day = $1`);
    return {
      /** The build: the window query into a new table (`CREATE OR REPLACE TABLE <table>_rebuilt AS ...`). */
      build: () => c.run(`CREATE OR REPLACE TABLE ${table}_rebuilt AS ${sql}`),
      /** One date: [teamIds, ...one array per column], every team (zeros before its first game). */
      async asOf(day) {
        asOf.bindInteger(1, day);
        const [codes, ...sums] = await (await asOf.run()).getColumns();
        return [codes.map((code) => teamIds[code]), ...sums];
      },
    };
  };
  const teamStatsTable = await materialized('team_stats_by_day', TEAM_STATS_SUMS);
  const standingsTable = await materialized('standings_by_day', STANDINGS_SUMS);
  return {
    teamStats: (day) => run(teamStats, day),
    standings: (day) => run(standings, day),
    leaders: (day) => run(leaders, day),
    /** Team stats as of a date from the materialized table, by column in `teamStats`'s order after the team. */
    teamStatsMaterialized: teamStatsTable.asOf,
    buildTeamStats: teamStatsTable.build,
    /** Standings as of a date from the materialized table, by column in `standings`'s order after the team. */
    standingsMaterialized: standingsTable.asOf,
    buildStandings: standingsTable.build,
    close() {
      c.closeSync();
      instance.closeSync();
    },
  };
}
