import { issue, type Issue, type Sport } from '../ids/index.js';
import { sportParam } from '../ids/sportParam.js';
import type { GameInput } from './BatchInput.js';
import { findGame } from './findGame.js';
import { ingestBatch, type IngestResult } from './ingest.js';
import type { LeagueState } from './LeagueState.js';

/** A hypothetical result of a game not yet completed: the winner (scored 1-0), or both scores. */
export type WhatIfOutcome =
  | { readonly eventId: string; readonly winner: string }
  | { readonly eventId: string; readonly homeScore: number; readonly awayScore: number };

/**
 * What-if on the whole state: a fork in which the given games, not yet completed (scheduled,
 * postponed or suspended), are completed as stated on their scheduled day. The state passed in
 * is not changed (states are immutable; the fork shares everything else with it), so every
 * query, the xmlstats payloads included, reads the fork as a season where those results
 * happened: standings, wild card, seeds, the race. A winner without scores is a 1-0 win.
 *
 * Untrusted input gets issues and no fork: an unknown event (`unknown_event`), one already
 * completed or not of the regular season (`invalid_transition`), listed twice (`conflict`), a
 * winner not in the game (`unknown_team`), tied or negative scores (`invalid_score`); the
 * ingest's own checks apply to what is built (a score over the limit).
 *
 * @example
 * const fork = applyWhatIf(state, 'mlb', [{ eventId: '20190929-kansas-city-royals-at-minnesota-twins', winner: 'kansas-city-royals' }]);
 * if (fork.ok) getStandings(fork.state, { sport: 'mlb', date: '20190929', now });
 */
export function applyWhatIf(state: LeagueState, sport: Sport, outcomes: readonly WhatIfOutcome[]): IngestResult {
  sportParam('applyWhatIf', sport);
  const issues: Issue[] = [];
  const seen = new Set<string>();
  const games: GameInput[] = [];
  outcomes.forEach((outcome, k) => {
    const path = (key?: string) => (key === undefined ? ['outcomes', k] : ['outcomes', k, key]);
    const eventId = typeof outcome === 'object' && outcome !== null ? (outcome as { eventId?: unknown }).eventId : undefined;
    if (typeof eventId !== 'string') {
      issues.push(issue('invalid_input', path(), 'an outcome is { eventId, winner } or { eventId, homeScore, awayScore }'));
      return;
    }
    const game = findGame(state, sport, eventId);
    if (!game) { issues.push(issue('unknown_event', path('eventId'), `no ${sport} game "${eventId}"`)); return; }
    if (seen.has(eventId)) { issues.push(issue('conflict', path('eventId'), `"${eventId}" is given more than one outcome`)); return; }
    seen.add(eventId);
    if (game.status === 'completed' || game.status === 'cancelled' || game.seasonType !== 'regular') {
      issues.push(issue('invalid_transition', path('eventId'), `"${eventId}" is ${game.seasonType === 'regular' ? game.status : `a ${game.seasonType}-season game`}: a what-if decides a regular-season game not yet completed`));
      return;
    }
    let home: number, away: number;
    if ('winner' in outcome) {
      if (outcome.winner !== game.homeTeamId && outcome.winner !== game.awayTeamId) {
        issues.push(issue('unknown_team', path('winner'), `"${String(outcome.winner)}" does not play in ${eventId}`));
        return;
      }
      [home, away] = outcome.winner === game.homeTeamId ? [1, 0] : [0, 1];
    } else {
      const { homeScore, awayScore } = outcome as { homeScore: unknown; awayScore: unknown };
      const ok = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
      if (!ok(homeScore) || !ok(awayScore) || homeScore === awayScore) {
        issues.push(issue('invalid_score', path(ok(homeScore) && homeScore !== awayScore ? 'awayScore' : 'homeScore'), 'scores are two different non-negative integers (a what-if decides a game)'));
        return;
      }
      [home, away] = [homeScore, awayScore];
    }
    games.push({
      sport,
      event_id: game.eventId,
      date: game.date,
      sequence: game.sequence,
      season_type: 'regular',
      status: 'completed',
      start_date_time: game.startTimeKnown ? new Date(game.startsAt).toISOString() : null,
      away_team_id: game.awayTeamId,
      home_team_id: game.homeTeamId,
      away_points_scored: away,
      home_points_scored: home,
      site_id: game.siteId,
      neutral_site: game.neutralSite,
    });
  });
  if (issues.length > 0) return { ok: false, issues };
  return ingestBatch(state, { games });
}
