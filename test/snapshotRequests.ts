/**
 * Requests over every endpoint of the router for the data a state holds, and the answers to
 * them: for the snapshot tests (issue 13: "every payload of a loaded snapshot equals the
 * original's"). Each sport and season in the state gets its teams, standings and wild cards on
 * several dates (JSON and XML), results of several teams with parameters, events, box scores of
 * completed games, rosters, leaders, team stats, daily leaders, the draft and tournaments; and
 * `me`. `ENDPOINT_KEYS_COVERED` lists the endpoints the requests reach, checked against the
 * router's table so that a new endpoint cannot be left out.
 */
import { LEADER_CATEGORIES } from '../src/aggregates/LeaderCategory.js';
import type { Game } from '../src/aggregates/Game.js';
import type { LeagueState } from '../src/engine/LeagueState.js';
import { respond } from '../src/engine/router/respond.js';

export const ENDPOINT_KEYS_COVERED = ['teams', 'standings', 'wildcard', 'results', 'events', 'me', 'boxscore', 'roster', 'leaders', 'team-stats', 'daily-leaders', 'draft', 'tournament'];

function gamesOf(state: LeagueState): Game[] {
  const out: Game[] = [];
  for (const season of Object.values(state.seasons)) for (const month of Object.values(season.months)) for (const day of Object.values(month)) out.push(...Object.values(day));
  return out;
}

/** `yyyyMMdd` of a league date. */
const compact = (date: string) => date.replaceAll('-', '');

/** Every n-th item, at most `max` of them. */
function spread<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]!);
}

/** The request targets for a state (see the file's comment). */
export function requestsFor(state: LeagueState, perKind = 6): string[] {
  const urls = new Set<string>(['/me.json', '/events.json', '/mlb/tournament.json', '/nba/tournament.json', '/nba/draft.json']);
  const games = gamesOf(state).sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
  for (const sport of ['mlb', 'nba'] as const) {
    const mine = games.filter((g) => g.sport === sport);
    urls.add(`/${sport}/teams.json`);
    if (mine.length === 0) continue;
    const dates = [...new Set(mine.map((g) => g.countsOn))].sort();
    for (const date of spread(dates, perKind)) {
      urls.add(`/${sport}/standings/${compact(date)}.json`);
      urls.add(`/events.json?date=${compact(date)}&sport=${sport}`);
      if (sport === 'mlb') {
        urls.add(`/mlb/wildcard/${compact(date)}.json`);
        urls.add(`/mlb/wildcard/${compact(date)}.xml`);
      } else {
        urls.add(`/nba/team-stats/${compact(date)}.json`);
        urls.add(`/nba/daily-leaders/${compact(date)}.json`);
      }
    }
    const teams = [...new Set(mine.map((g) => g.homeTeamId))].sort();
    for (const team of spread(teams, perKind)) {
      urls.add(`/${sport}/results/${team}.json`);
      urls.add(`/${sport}/results/${team}.json?last=5&order=desc`);
      urls.add(`/${sport}/roster/${team}.json`);
      if (sport === 'nba') urls.add(`/nba/draft.json?team_id=${team}`);
    }
    for (const g of spread(mine.filter((x) => x.status === 'completed'), perKind * 2)) urls.add(`/${sport}/boxscore/${g.eventId}.json`);
    for (const g of spread(mine.filter((x) => x.box !== null), perKind * 2)) urls.add(`/${sport}/boxscore/${g.eventId}.json`);
    if (sport === 'nba') for (const category of spread(LEADER_CATEGORIES, perKind)) urls.add(`/nba/leaders/${category}.json?limit=10`);
    for (const season of new Set(mine.map((g) => g.season))) urls.add(`/${sport}/tournament.json?season=${season}`);
  }
  for (const key of state.rosters.ids) {
    const [sport, , team] = key.split(':');
    urls.add(`/${sport!}/roster/${team!}.json`);
  }
  return [...urls];
}

/**
 * The answer to each request (status, headers and body), as one comparable list; the rate-limit
 * headers are left out (their window runs on the wall clock, not on the data).
 */
export function answersFor(state: LeagueState, urls: readonly string[], now: string, token: string) {
  return urls.map((url) => {
    const r = respond(state, { method: 'GET', url, headers: { authorization: `Bearer ${token}` } }, { now, cache: false });
    const headers = Object.fromEntries(Object.entries(r.headers).filter(([name]) => !/^Xmlstats-Api-(Limit|Remaining|Reset)$/i.test(name)));
    return { url, status: r.status, headers, body: r.body };
  });
}
