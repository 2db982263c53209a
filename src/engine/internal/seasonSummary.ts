import type { LeagueDate } from '../../ids/LeagueDate.js';
import type { SeasonGames } from '../LeagueState.js';

/** What a snapshot says of a season's games, so that counting them or finding their last day does not parse them (D141). */
export interface SeasonSummary {
  /** How many games the season holds (distinct event ids). */
  readonly games: number;
  /** The latest day a completed game of the season counts on, or null when none is completed. */
  readonly lastCompletedOn: LeagueDate | null;
}

/** The summaries of seasons read from snapshots, by season object. */
const adopted = new WeakMap<SeasonGames, SeasonSummary>();

/**
 * The summary of a season's games, counted by walking them: what a snapshot writes beside each
 * season (D107).
 *
 * @example
 * summarizeSeason(state.seasons['mlb:2019']!).games; // 2429 for the bundled season
 */
export function summarizeSeason(season: SeasonGames): SeasonSummary {
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
  adopted.set(season, summary);
}

/** The summary a season read from a snapshot came with, else undefined (the caller walks the games). */
export function adoptedSummaryOf(season: SeasonGames): SeasonSummary | undefined {
  return adopted.get(season);
}
