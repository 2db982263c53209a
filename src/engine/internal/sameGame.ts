import { TEAM_BOX_FIELDS, type TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import type { Game } from '../../aggregates/Game.js';

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameTotals(a: TeamBoxTotals | null, b: TeamBoxTotals | null): boolean {
  if (a === null || b === null) return a === b;
  return TEAM_BOX_FIELDS.every((k) => a[k] === b[k]);
}

/** Whether two games hold exactly the same facts. */
export function sameGame(a: Game, b: Game): boolean {
  return (
    a.eventId === b.eventId &&
    a.sport === b.sport &&
    a.status === b.status &&
    a.seasonType === b.seasonType &&
    a.startsAt === b.startsAt &&
    a.startTimeKnown === b.startTimeKnown &&
    a.countsOn === b.countsOn &&
    a.awayScore === b.awayScore &&
    a.homeScore === b.homeScore &&
    a.siteId === b.siteId &&
    a.neutralSite === b.neutralSite &&
    sameTotals(a.awayTotals, b.awayTotals) &&
    sameTotals(a.homeTotals, b.homeTotals) &&
    sameList(a.awayPeriodScores, b.awayPeriodScores) &&
    sameList(a.homePeriodScores, b.homePeriodScores)
  );
}

/**
 * Whether newer facts about a known game follow an allowed status transition: anything may
 * follow `scheduled`; `postponed` may be rescheduled, played or cancelled; a `suspended` game
 * may be completed or cancelled (or re-timed while still suspended). A completed or cancelled
 * game changes only through an explicit correction.
 */
export function isAllowedTransition(from: Game, to: Game): boolean {
  switch (from.status) {
    case 'scheduled':
      return true;
    case 'postponed':
      return to.status !== 'suspended';
    case 'suspended':
      return to.status === 'completed' || to.status === 'cancelled' || to.status === 'suspended';
    case 'completed':
    case 'cancelled':
      return false;
  }
}
