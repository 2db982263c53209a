import { seasonSummaryOf } from '../engine/internal/seasonSummary.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { addDays, type LeagueDate } from '../ids/LeagueDate.js';

/** The day after the latest day with a completed game in the state, for a default clock (from each season's summary: a season read from a snapshot is not parsed, D141). */
export function findLatestCompletedDay(state: LeagueState): LeagueDate | undefined {
  let latest: LeagueDate | undefined;
  for (const season of Object.values(state.seasons)) {
    const last = seasonSummaryOf(season).lastCompletedOn;
    if (last !== null && (latest === undefined || last > latest)) latest = last;
  }
  return latest === undefined ? undefined : addDays(latest, 1);
}
