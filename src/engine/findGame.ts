import type { Game } from '../aggregates/Game.js';
import { seasonOfDate, leagueDate, type Sport } from '../ids/index.js';
import { seasonKey, type LeagueState } from './LeagueState.js';

/**
 * The game with this event id, or undefined. The id's date locates it directly (season and
 * day shard), so the lookup costs two property reads.
 *
 * @example
 * findGame(state, 'mlb', '20140331-boston-red-sox-at-baltimore-orioles')?.status; // 'completed'
 */
export function findGame(state: LeagueState, sport: Sport, eventId: string): Game | undefined {
  if (!/^\d{8}-/.test(eventId)) return undefined;
  let date;
  try {
    date = leagueDate(eventId.slice(0, 8));
  } catch {
    return undefined;
  }
  const season = state.seasons[seasonKey(sport, seasonOfDate(sport, date))];
  const day = season?.days[eventId.slice(0, 8)];
  if (!day || !Object.hasOwn(day, eventId)) return undefined;
  return day[eventId];
}
