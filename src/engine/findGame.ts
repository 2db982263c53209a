import type { Game } from '../aggregates/Game.js';
import { seasonOfDate, type LeagueDate, type Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import { seasonKey, type LeagueState } from './LeagueState.js';

/**
 * The game with this event id, or undefined. The id's date locates it directly (season and
 * day shard), so the lookup costs two property reads.
 *
 * @example
 * findGame(state, 'mlb', '20140331-boston-red-sox-at-baltimore-orioles')?.status; // 'completed'
 */
export function findGame(state: LeagueState, sport: Sport, eventId: string): Game | undefined {
  sportParam('findGame', sport);
  if (eventId.length < 9 || eventId[8] !== '-') return undefined;
  // No validation needed: an id whose date is not real has no day table to be found in.
  const date = `${eventId.slice(0, 4)}-${eventId.slice(4, 6)}-${eventId.slice(6, 8)}` as LeagueDate;
  const season = state.seasons[seasonKey(sport, seasonOfDate(sport, date))];
  const day = season?.months[date.slice(0, 7)]?.[date];
  if (!day || !Object.hasOwn(day, eventId)) return undefined;
  return day[eventId];
}
