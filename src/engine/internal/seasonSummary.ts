import type { LeagueDate } from '../../ids/LeagueDate.js';
import type { SeasonGames } from '../LeagueState.js';

/** What a snapshot says of a season's games, so that counting them or finding their last day does not parse them (D141). */
export interface SeasonSummary {
  /** How many games the season holds (distinct event ids). */
  readonly games: number;
  /** The latest day a completed game of the season counts on, or null when none is completed. */
  readonly lastCompletedOn: LeagueDate | null;
}

/** Each season object's summary: adopted from its snapshot, or counted once (seasons are immutable). */
const summaries = new WeakMap<SeasonGames, SeasonSummary>();

/**
 * The summary of a season's games: the one its snapshot came with, else counted by walking them
 * once per season object (an ingest that leaves a season alone keeps its object). What loading,
 * `countGames`, the CLI's default clock and the snapshot writer read (D141).
 *
 * @example
 * seasonSummaryOf(state.seasons['mlb:2019']!).games; // 2429 for the bundled season
 */
export function seasonSummaryOf(season: SeasonGames): SeasonSummary {
  let summary = summaries.get(season);
  if (summary === undefined) {
    summary = summarizeSeason(season);
    summaries.set(season, summary);
  }
  return summary;
}

function summarizeSeason(season: SeasonGames): SeasonSummary {
  let games = 0;
  let lastCompletedOn: LeagueDate | null = null;
  for (const month of Object.values(season.months)) {
    for (const day of Object.values(month)) {
      for (const g of Object.values(day)) {
        games++;
        if (g.status === 'completed' && (lastCompletedOn === null || g.countsOn > lastCompletedOn)) lastCompletedOn = g.countsOn;
      }
    }
  }
  return { games, lastCompletedOn };
}

/** Gives a season read from a snapshot the summary its writer counted (the snapshot's hash covers it). */
export function adoptSeasonSummary(season: SeasonGames, summary: SeasonSummary): void {
  summaries.set(season, summary);
}
