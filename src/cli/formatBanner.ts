import type { Game } from '../aggregates/Game.js';
import type { LeagueState } from '../engine/LeagueState.js';
import type { RateLimiterOptions } from '../engine/router/createRateLimiter.js';
import { formatCompactDate } from '../ids/LeagueDate.js';
import { SPORTS, type Sport } from '../ids/Sport.js';
import { LOCAL_TOKEN } from './localAccess.js';

/** What the banner of `serve` says. */
export interface BannerInput {
  /** `http://127.0.0.1:8080`. */
  readonly base: string;
  readonly now: string;
  readonly rateLimit: RateLimiterOptions;
  readonly state: LeagueState;
}

/**
 * What `serve` prints once it listens: where, the clock and the rate limit, then example requests
 * built from the data loaded, so that each answers something: for each sport with completed
 * games (the one with more games first), its standings and events on the day of its latest
 * completed game, the results of that game's home team in its season, its teams, and for MLB the
 * wild card table. Never a sport the data does not hold; without any game, the teams of both.
 *
 * @example
 * formatBanner({ base: 'http://127.0.0.1:8080', now: '2019-09-30T12:00:00-04:00', rateLimit: { limit: 600, windowSeconds: 60 }, state });
 * // 'serving on http://127.0.0.1:8080 (clock 2019-09-30T12:00:00-04:00; rate limit 600 per 60 s)\ntry:\n  curl http://127.0.0.1:8080/mlb/standings/20190929.json\n...'
 */
export function formatBanner(input: BannerInput): string {
  const { base, now, rateLimit, state } = input;
  const auth = `-H "Authorization: Bearer ${LOCAL_TOKEN}" `;
  const lines = [`serving on ${base} (clock ${now}; rate limit ${rateLimit.limit === Infinity ? 'off' : `${rateLimit.limit} per ${rateLimit.windowSeconds} s`})`, 'try:'];
  const latest = SPORTS.map((sport) => ({ sport, ...latestCompleted(state, sport) })).filter((s) => s.game !== undefined);
  latest.sort((a, b) => b.games - a.games);
  for (const { sport, game } of latest) {
    const day = formatCompactDate(game!.date);
    lines.push(
      `  curl ${base}/${sport}/standings/${formatCompactDate(game!.countsOn)}.json`,
      `  curl ${base}/${sport}/teams.json`,
      `  curl ${auth}"${base}/${sport}/results/${game!.homeTeamId}.json?season=${game!.season}&last=5"`,
      `  curl ${auth}"${base}/events.json?date=${day}&sport=${sport}"`,
    );
    if (sport === 'mlb') lines.push(`  curl ${auth}${base}/mlb/wildcard/${formatCompactDate(game!.countsOn)}.xml`);
  }
  if (latest.length === 0) lines.push(...SPORTS.map((sport) => `  curl ${base}/${sport}/teams.json`));
  return `${lines.join('\n')}\n`;
}

/** The latest completed regular or postseason game of a sport (by the day it counts on, then event id), and how many completed games it has. */
function latestCompleted(state: LeagueState, sport: Sport): { game: Game | undefined; games: number } {
  let game: Game | undefined;
  let games = 0;
  for (const [key, season] of Object.entries(state.seasons)) {
    if (!key.startsWith(`${sport}:`)) continue;
    for (const month of Object.values(season.months)) {
      for (const day of Object.values(month)) {
        for (const g of Object.values(day)) {
          if (g.status !== 'completed' || g.seasonType === 'pre') continue;
          games++;
          if (game === undefined || g.countsOn > game.countsOn || (g.countsOn === game.countsOn && g.eventId > game.eventId)) game = g;
        }
      }
    }
  }
  return { game, games };
}
