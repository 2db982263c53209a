import type { EventId, LeagueDate, Season, SeasonType, Sport, TeamId } from '../ids/index.js';
import type { BoxScoreFacts } from './BoxScoreFacts.js';
import type { TeamBoxTotals } from './TeamBoxTotals.js';

/** Event status, as the service named the states of an event. */
export type EventStatus = 'scheduled' | 'completed' | 'postponed' | 'suspended' | 'cancelled';

/**
 * Type guard for {@link EventStatus}.
 *
 * @example
 * isEventStatus('postponed'); // true
 */
export function isEventStatus(value: unknown): value is EventStatus {
  return value === 'scheduled' || value === 'completed' || value === 'postponed' || value === 'suspended' || value === 'cancelled';
}

/**
 * One game (event) as the engine holds it: facts only, integers and epoch milliseconds, nothing
 * derived. Records, numbers in season and everything else are computed when read.
 *
 * - `date` is the date of the event id (the league day the game was scheduled on).
 * - `startsAt` is the start instant; when `startTimeKnown` is false it is 03:45:56 Eastern on
 *   `date`, the service's placeholder.
 * - `countsOn` is the league day on which a completed game counts in tables: the day it was
 *   finished. It equals `date` except for a suspended game completed later.
 * - Scores are null unless the game is completed; period scores hold -1 for a half-inning
 *   not batted.
 */
export interface Game {
  readonly sport: Sport;
  readonly eventId: EventId;
  readonly season: Season;
  readonly seasonType: SeasonType;
  readonly status: EventStatus;
  readonly date: LeagueDate;
  readonly sequence: number;
  readonly startsAt: number;
  readonly startTimeKnown: boolean;
  readonly countsOn: LeagueDate;
  readonly awayTeamId: TeamId;
  readonly homeTeamId: TeamId;
  readonly awayScore: number | null;
  readonly homeScore: number | null;
  readonly awayPeriodScores: readonly number[];
  readonly homePeriodScores: readonly number[];
  readonly siteId: string | null;
  readonly neutralSite: boolean;
  /** Basketball box score totals of each side, when known (null otherwise). */
  readonly awayTotals: TeamBoxTotals | null;
  readonly homeTotals: TeamBoxTotals | null;
  /** Player lines, officials and event information of a completed game, when known. */
  readonly box: BoxScoreFacts | null;
}

/**
 * Chronological order of games: by the day they count on, start instant, sequence, then id.
 *
 * @example
 * games.slice().sort(byChronology);
 */
export function byChronology(a: Game, b: Game): number {
  if (a.countsOn !== b.countsOn) return a.countsOn < b.countsOn ? -1 : 1;
  if (a.startsAt !== b.startsAt) return a.startsAt - b.startsAt;
  if (a.sequence !== b.sequence) return a.sequence - b.sequence;
  return a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0;
}
