import { adoptedSummaryOf } from '../engine/internal/seasonSummary.js';
import type { LeagueState } from '../engine/LeagueState.js';
import { addDays, type LeagueDate } from '../ids/LeagueDate.js';

/** The day after the latest day with a completed game in the state, for a default clock (a season read from a snapshot by its summary, without parsing its games, D107). */
export function findLatestCompletedDay(state: LeagueState): LeagueDate | undefined {
  let latest: LeagueDate | undefined;
  for (const season of Object.values(state.seasons)) {
    const summary = adoptedSummaryOf(season);
    if (summary !== undefined) {
      if (summary.lastCompletedOn !== null && (latest === undefined || summary.lastCompletedOn > latest)) latest = summary.lastCompletedOn;
      continue;
    }
    for (const month of Object.values(season.months)) {
      for (const day of Object.values(month)) {
        for (const g of Object.values(day)) if (g.status === 'completed' && (latest === undefined || g.countsOn > latest)) latest = g.countsOn;
      }
    }
  }
  return latest === undefined ? undefined : addDays(latest, 1);
}
