import { issue, type Issue, type Result } from '../../ids/index.js';
import { checkRaceSeason, markRaceChecked } from './checkRaceSeason.js';
import { scheduledGameLeft } from './owedOf.js';
import type { RacePlayedGame, RaceRemainingGame, RaceSeason } from './RaceSeason.js';

/**
 * A hypothetical result of a game left to play: its event id and either the winner's team id
 * (scored 1-0) or both scores (no tie).
 */
export type RaceOutcome =
  | { readonly eventId: string; readonly winner: string }
  | { readonly eventId: string; readonly homeScore: number; readonly awayScore: number };

/**
 * What-if on a race: the given games left to play decided as stated, the rest still left. The
 * race is not changed; the answer is a new race whose `played` holds the decided games in date
 * order (each at its scheduled date, after the games already played that day) and whose
 * `remaining` lacks them, so the standings, clinching, the picture and the odds read it like any
 * other race. Once every scheduled game is decided, the games owed and not named here
 * (`RaceRemainingGame.owed`) are cancelled, as the leagues do (D166). A winner without scores counts as a 1-0 win (only the NBA's point differential,
 * the last tiebreaker, reads the margin: pass scores when it matters).
 *
 * Untrusted input (a user's list) gets issues back, and nothing is applied: an event id that is
 * not a game left in this race (`unknown_event`), listed twice (`conflict`), a winner that is
 * not one of the two teams (`unknown_team`), scores that are not non-negative integers or are
 * equal (`invalid_score`), or an entry of neither shape (`invalid_input`).
 *
 * @example
 * const r = applyOutcomes(race, [{ eventId: race.remaining[0]!.eventId, winner: race.teams[race.remaining[0]!.home]!.teamId }]);
 * r.ok && r.value.remaining.length === race.remaining.length - 1; // true
 */
export function applyOutcomes(race: RaceSeason, outcomes: readonly RaceOutcome[]): Result<RaceSeason> {
  checkRaceSeason('applyOutcomes', race);
  const byEvent = new Map<string, number>();
  race.remaining.forEach((g, i) => byEvent.set(g.eventId, i));
  const issues: Issue[] = [];
  const decided = new Map<number, RacePlayedGame>();
  const seen = new Set<number>();
  outcomes.forEach((outcome, k) => {
    const path = (key?: string) => (key === undefined ? ['outcomes', k] : ['outcomes', k, key]);
    if (typeof outcome !== 'object' || outcome === null || typeof outcome.eventId !== 'string') {
      issues.push(issue('invalid_input', path(), 'an outcome is { eventId, winner } or { eventId, homeScore, awayScore }'));
      return;
    }
    const at = byEvent.get(outcome.eventId);
    if (at === undefined) {
      issues.push(issue('unknown_event', path('eventId'), `"${outcome.eventId}" is not a game left to play in the ${race.season} race as of ${race.asOf}`));
      return;
    }
    if (seen.has(at)) {
      issues.push(issue('conflict', path('eventId'), `"${outcome.eventId}" is given more than one outcome`));
      return;
    }
    seen.add(at);
    const game = race.remaining[at]!;
    const scores = scoresOf(race, game, outcome, path, issues);
    if (scores) decided.set(at, { eventId: game.eventId, home: game.home, away: game.away, homeScore: scores[0], awayScore: scores[1], date: game.date });
  });
  if (issues.length > 0) return { ok: false, issues };
  if (decided.size === 0) return { ok: true, value: race };
  const added = [...decided.keys()].sort((a, b) => a - b).map((i) => decided.get(i)!);
  const played: RacePlayedGame[] = [];
  let j = 0;
  for (const g of race.played) {
    while (j < added.length && added[j]!.date < g.date) played.push(added[j++]!);
    played.push(g);
  }
  while (j < added.length) played.push(added[j++]!);
  let remaining = race.remaining.filter((_, i) => !decided.has(i));
  // Every scheduled game decided: the season is over, and a game owed and not decided here is cancelled (D166).
  if (!scheduledGameLeft(remaining)) remaining = [];
  return { ok: true, value: markRaceChecked(Object.freeze({ ...race, played: Object.freeze(played), remaining: Object.freeze(remaining) })) };
}

function scoresOf(race: RaceSeason, game: RaceRemainingGame, outcome: RaceOutcome, path: (key?: string) => (string | number)[], issues: Issue[]): [number, number] | null {
  if ('winner' in outcome) {
    const home = race.teams[game.home]!.teamId;
    const away = race.teams[game.away]!.teamId;
    if (outcome.winner === home) return [1, 0];
    if (outcome.winner === away) return [0, 1];
    issues.push(issue('unknown_team', path('winner'), `"${String(outcome.winner)}" does not play in ${outcome.eventId} (${away} at ${home})`));
    return null;
  }
  const { homeScore, awayScore } = outcome as { homeScore: unknown; awayScore: unknown };
  if (!isScore(homeScore) || !isScore(awayScore)) {
    if (homeScore === undefined && awayScore === undefined) issues.push(issue('invalid_input', path(), 'an outcome is { eventId, winner } or { eventId, homeScore, awayScore }'));
    else issues.push(issue('invalid_score', path(isScore(homeScore) ? 'awayScore' : 'homeScore'), 'scores are non-negative integers'));
    return null;
  }
  if (homeScore === awayScore) {
    issues.push(issue('invalid_score', path('homeScore'), `${outcome.eventId} cannot end tied (${homeScore}-${awayScore}): a what-if decides a game`));
    return null;
  }
  return [homeScore, awayScore];
}

function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
