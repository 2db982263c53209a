// A generated full NBA regular season with complete box scores, for bench/nba.mjs: the 30 clubs
// of 2017-18, 82 games each (1,230 games) between 2017-10-17 and 2018-04-11, 13 players a side
// with consistent lines (makes within attempts, points from the shots, rebounds split), scores
// equal to the sums. Deterministic (a seeded generator), so every run measures the same season.

/** A small deterministic generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POSITIONS = ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'C', 'G', 'F', 'PG', 'SF', 'PF', 'C', 'SG'];

/**
 * The schedule: every team plays every other twice (home and away, 870 games), and once more
 * each of the twelve teams that follow it in a circle (360 games), so that each plays 82; in a
 * seeded order.
 */
function schedule(teamIds, next) {
  const n = teamIds.length;
  const all = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) all.push([i, j]);
  for (let d = 1; d <= 12; d++) for (let i = 0; i < n; i++) all.push(d % 2 === 0 ? [i, (i + d) % n] : [(i + d) % n, i]);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

/** One side's 13 player lines and their points. */
function side(roster, next) {
  const playing = roster.slice();
  playing.splice(Math.floor(next() * playing.length), 1);
  playing.splice(Math.floor(next() * playing.length), 1);
  let minutesLeft = 240;
  const lines = playing.map((p, k) => {
    const minutes = k === playing.length - 1 ? Math.max(0, minutesLeft) : Math.min(minutesLeft, Math.round((k < 5 ? 28 : 12) + next() * 10));
    minutesLeft -= minutes;
    const share = minutes / 36;
    const fga = Math.round(share * (6 + next() * 12));
    const tpa = Math.round(fga * next() * 0.45);
    const fgm = Math.round(fga * (0.35 + next() * 0.2));
    const tpm = Math.min(fgm, Math.round(tpa * (0.25 + next() * 0.2)));
    const fta = Math.round(share * next() * 8);
    const ftm = Math.round(fta * (0.6 + next() * 0.35));
    const orb = Math.round(share * next() * 3);
    const drb = Math.round(share * next() * 8);
    return {
      player_id: p.id, last_name: p.last, first_name: p.first, display_name: `${p.first} ${p.last}`, position: p.position, is_starter: k < 5,
      minutes, points: 2 * fgm + tpm + ftm, assists: Math.round(share * next() * 8), turnovers: Math.round(share * next() * 4),
      steals: Math.round(share * next() * 2.5), blocks: Math.round(share * next() * 2), field_goals_attempted: fga, field_goals_made: fgm,
      three_point_field_goals_attempted: tpa, three_point_field_goals_made: tpm, free_throws_attempted: fta, free_throws_made: ftm,
      defensive_rebounds: drb, offensive_rebounds: orb, personal_fouls: Math.round(next() * 5),
    };
  });
  return { lines, points: lines.reduce((s, l) => s + l.points, 0) };
}

/** Adds one made free throw to the first line of a side (to break a tie). */
function addFreeThrow(s) {
  const l = s.lines[0];
  l.free_throws_attempted++;
  l.free_throws_made++;
  l.points++;
  s.points++;
}

/**
 * The generated season as a batch: `{ games }` with 1,230 completed regular-season games and
 * their box scores, and the list of game dates (yyyymmdd numbers).
 */
export function generateNbaSeason(teams, seed = 2018) {
  const next = random(seed);
  const teamIds = teams.map((t) => t.teamId);
  const rosters = teams.map((t, i) => Array.from({ length: 15 }, (_, k) => ({
    id: `${t.teamId}-p${k + 1}`, first: `Player${k + 1}`, last: `${t.lastName}${i}`, position: POSITIONS[k],
  })));
  const start = Date.UTC(2017, 9, 17);
  const days = 176;
  const perDay = new Map();
  const games = schedule(teamIds, next).map(([a, h], n) => {
    // Spread games evenly; a team plays at most once a day (a clash moves the game a day on).
    let day = Math.floor((n * days) / 1230);
    for (;;) {
      const busy = perDay.get(day) ?? new Set();
      if (!busy.has(a) && !busy.has(h)) {
        busy.add(a).add(h);
        perDay.set(day, busy);
        break;
      }
      day++;
    }
    const date = new Date(start + day * 86400000).toISOString().slice(0, 10);
    const away = side(rosters[a], next);
    const home = side(rosters[h], next);
    if (away.points === home.points) addFreeThrow(home);
    return {
      sport: 'nba', event_id: `${date.replaceAll('-', '')}-${teamIds[a]}-at-${teamIds[h]}`, status: 'completed', season_type: 'regular',
      start_date_time: `${date}T19:30:00-04:00`, away_team_id: teamIds[a], home_team_id: teamIds[h],
      away_points_scored: away.points, home_points_scored: home.points, away_stats: away.lines, home_stats: home.lines,
    };
  });
  const dates = [...new Set(games.map((g) => Number(g.event_id.slice(0, 8))))].sort((x, y) => x - y);
  return { batch: { games }, dates };
}
