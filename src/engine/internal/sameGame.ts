import { TEAM_BOX_FIELDS, type TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import type { BaseballBox } from '../../aggregates/BaseballBox.js';
import type { BoxScoreFacts } from '../../aggregates/BoxScoreFacts.js';
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

function sameBox(a: BoxScoreFacts | null, b: BoxScoreFacts | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.attendance === b.attendance &&
    a.durationMinutes === b.durationMinutes &&
    a.temperature === b.temperature &&
    sameRecords(a.officials, b.officials) &&
    sameRecords(a.awayPlayers, b.awayPlayers) &&
    sameRecords(a.homePlayers, b.homePlayers) &&
    sameBaseball(a.baseball, b.baseball)
  );
}

/** Batters, pitchers, errors and fielding of both sides (D20). */
function sameBaseball(a: BaseballBox | null, b: BaseballBox | null): boolean {
  if (a === null || b === null) return a === b;
  const sameFielding = (x: BaseballBox['awayFielding'], y: BaseballBox['awayFielding']) => (x === null || y === null ? x === y : sameRecords(x, y));
  return (
    a.awayErrors === b.awayErrors &&
    a.homeErrors === b.homeErrors &&
    sameRecords(a.awayBatters, b.awayBatters) &&
    sameRecords(a.homeBatters, b.homeBatters) &&
    sameRecords(a.awayPitchers, b.awayPitchers) &&
    sameRecords(a.homePitchers, b.homePitchers) &&
    sameFielding(a.awayFielding, b.awayFielding) &&
    sameFielding(a.homeFielding, b.homeFielding)
  );
}

/** Two lists of flat records (one nested record at most) hold the same values in the same order. */
function sameRecords<T extends object>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
  return true;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
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
    sameBox(a.box, b.box) &&
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
