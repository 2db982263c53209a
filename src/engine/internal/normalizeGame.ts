import type { z } from 'zod';
import type { Game } from '../../aggregates/Game.js';
import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import type { Team } from '../../aggregates/Team.js';
import {
  formatEventId,
  issue,
  leagueDayOf,
  parseDateTime,
  parseEventId,
  parseLeagueDate,
  seasonOfDate,
  utcEpochMs,
  type EventId,
  type Issue,
  type LeagueDate,
  type Sport,
  type TeamId,
} from '../../ids/index.js';
import type { gameInputSchema } from '../BatchInput.js';
import { normalizeBoxScore } from './normalizeBoxScore.js';
import { attachLazyBox } from './lazyBox.js';
import { buildPendingBox } from './pendingBox.js';

type ParsedGame = z.output<typeof gameInputSchema>;

/** What normalization needs to know about the world: teams and sites, batch and state together. */
export interface GameContext {
  readonly findTeam: (sport: Sport, season: number, teamId: string) => Team | undefined;
  readonly isKnownTeamId: (sport: Sport, teamId: string) => boolean;
  readonly hasSite: (siteId: string) => boolean;
  readonly siteIdOfName: (name: string) => string | undefined;
  /** `parseDateTime`, or the same remembered for the batch (a season's games start at a few hundred distinct times). */
  readonly parseDateTime: (text: string) => ReturnType<typeof parseDateTime>;
  /** `parseLeagueDate`, or the same remembered for the batch (a season's ~2,400 games fall on ~185 dates). */
  readonly parseLeagueDate: (text: string) => ReturnType<typeof parseLeagueDate>;
  /** `unknownStartInstant`, or the same remembered for the batch. */
  readonly unknownStartInstant: (date: LeagueDate) => number;
}

/**
 * Turns one validated game input into a {@link Game}, or the issues that make it impossible:
 * unknown teams, a team playing itself, missing or negative scores on a completed game, period
 * scores that do not add up, impossible dates, an event id that disagrees with its teams.
 */
export function normalizeGame(input: ParsedGame, path: readonly (string | number)[], ctx: GameContext): { game?: Game; issues: Issue[] } {
  const issues: Issue[] = [];
  const sport = input.sport;

  let date: LeagueDate | undefined;
  let sequence = input.sequence ?? 1;
  let awayTeamId = input.away_team_id as TeamId;
  let homeTeamId = input.home_team_id as TeamId;

  if (input.event_id !== undefined) {
    const direct = matchEventId(input.event_id, awayTeamId, homeTeamId, ctx.parseLeagueDate);
    const parsed = direct ? { ok: true as const, value: direct } : parseEventId(input.event_id, (id) => ctx.isKnownTeamId(sport, id));
    if (!parsed.ok) {
      issues.push(issue('invalid_event_id', fieldAt(path, 'event_id'), parsed.issues[0]?.message ?? 'invalid event id'));
    } else {
      date = parsed.value.date;
      if (input.sequence !== undefined && input.sequence !== parsed.value.sequence) {
        issues.push(issue('invalid_event_id', fieldAt(path, 'sequence'), `sequence ${input.sequence} disagrees with event id "${input.event_id}"`));
      }
      sequence = parsed.value.sequence;
      if (parsed.value.awayTeamId !== awayTeamId || parsed.value.homeTeamId !== homeTeamId) {
        issues.push(issue('invalid_event_id', fieldAt(path, 'event_id'), `event id "${input.event_id}" names ${parsed.value.awayTeamId} at ${parsed.value.homeTeamId}, the game says ${awayTeamId} at ${homeTeamId}`));
      }
    }
    if (input.date !== undefined) {
      const d = ctx.parseLeagueDate(input.date);
      if (!d.ok) issues.push(issue('invalid_date', fieldAt(path, 'date'), `"${input.date}" is not a valid date`));
      else if (date !== undefined && d.value !== date) issues.push(issue('invalid_event_id', fieldAt(path, 'date'), `date ${d.value} disagrees with event id "${input.event_id}"`));
    }
  } else if (input.date === undefined) {
    issues.push(issue('invalid_input', fieldAt(path, 'date'), 'a game needs an event_id or a date'));
  } else {
    const d = ctx.parseLeagueDate(input.date);
    if (!d.ok) issues.push(issue('invalid_date', fieldAt(path, 'date'), `"${input.date}" is not a valid date`));
    else date = d.value;
  }

  if (awayTeamId === homeTeamId) issues.push(issue('same_team', fieldAt(path, 'home_team_id'), `home and away are both "${homeTeamId}"`));
  if (date === undefined) return { issues };

  const season = seasonOfDate(sport, date);
  // Plain statements and module functions below, no closures or lists per game: they were most
  // of the garbage a season's ingest made besides the games themselves.
  if (!ctx.findTeam(sport, season, awayTeamId)) issues.push(issue('unknown_team', fieldAt(path, 'away_team_id'), `unknown ${sport} team "${awayTeamId}" in season ${season}`));
  if (!ctx.findTeam(sport, season, homeTeamId)) issues.push(issue('unknown_team', fieldAt(path, 'home_team_id'), `unknown ${sport} team "${homeTeamId}" in season ${season}`));

  let startsAt: number;
  let startTimeKnown = false;
  if (input.start_date_time === undefined || input.start_date_time === null) {
    startsAt = ctx.unknownStartInstant(date);
  } else {
    const t = ctx.parseDateTime(input.start_date_time);
    if (!t.ok) {
      issues.push(issue('invalid_date', fieldAt(path, 'start_date_time'), t.issues[0]?.message ?? 'invalid date-time'));
      startsAt = ctx.unknownStartInstant(date);
    } else {
      startsAt = t.value;
      startTimeKnown = true;
    }
  }

  const completed = input.status === 'completed';
  const awayScore = scoreOf(input, 'away_points_scored', completed, path, issues);
  const homeScore = scoreOf(input, 'home_points_scored', completed, path, issues);

  const awayPeriodScores = periodsOf(input, 'away_period_scores', awayScore, completed, path, issues);
  const homePeriodScores = periodsOf(input, 'home_period_scores', homeScore, completed, path, issues);

  let countsOn = date;
  if (input.completed_on !== undefined) {
    const d = ctx.parseLeagueDate(input.completed_on);
    if (!d.ok) issues.push(issue('invalid_date', fieldAt(path, 'completed_on'), `"${input.completed_on}" is not a valid date`));
    else if (!completed) issues.push(issue('invalid_input', fieldAt(path, 'completed_on'), `completed_on is only for completed games (status is ${input.status})`));
    else if (d.value < date) issues.push(issue('invalid_date', fieldAt(path, 'completed_on'), `completed on ${d.value}, before the game's date ${date}`));
    else countsOn = d.value;
  } else if (completed && startTimeKnown && startsAt >= nextUtcMidnight(date) && leagueDayOf(startsAt) > date) {
    // A game resumed under a new start time (rare); it counts on the day it was played. Eastern
    // time is behind UTC, so a start before the next UTC midnight is on the game's date or
    // earlier there, and most games need no time zone arithmetic.
    countsOn = leagueDayOf(startsAt);
  }

  let siteId: string | null = null;
  if (input.site !== undefined) {
    siteId = input.site.site_id ?? ctx.siteIdOfName(input.site.name) ?? null;
  } else if (input.site_id !== undefined && input.site_id !== null) {
    if (!ctx.hasSite(input.site_id)) issues.push(issue('unknown_site', fieldAt(path, 'site_id'), `unknown site "${input.site_id}"`));
    siteId = input.site_id;
  }

  const given = { away: totalsOf(input, 'away_totals', awayScore, completed, path, issues), home: totalsOf(input, 'home_totals', homeScore, completed, path, issues) };
  const { box, pending, awayTotals, homeTotals } = normalizeBoxScore(input, path, { away: awayScore, home: homeScore }, given, issues);

  if (issues.length > 0) return { issues };
  const eventId: EventId = formatEventId({ date, sequence, awayTeamId, homeTeamId });
  awayTeamId = awayTeamId as TeamId;
  homeTeamId = homeTeamId as TeamId;
  const game = {
    sport,
    eventId,
    season,
    seasonType: input.season_type,
    status: input.status,
    date,
    sequence,
    startsAt,
    startTimeKnown,
    countsOn,
    awayTeamId,
    homeTeamId,
    awayScore,
    homeScore,
    awayPeriodScores,
    homePeriodScores,
    siteId,
    neutralSite: input.neutral_site,
    awayTotals,
    homeTotals,
  };
  // `box` is the last property: a value, or the getter of every box score built when read (D192).
  if (pending !== undefined) return { issues, game: attachLazyBox(game, () => buildPendingBox(pending)) };
  const withBox: Omit<Game, 'box'> & { box?: Game['box'] } = game;
  withBox.box = box;
  return { issues, game: withBox as Game };
}

/** The instant the day after a date begins in UTC. */
function nextUtcMidnight(date: LeagueDate): number {
  return utcEpochMs(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)) + 1);
}

/**
 * The parts of an event id that is exactly the id of the given teams (the usual case): no
 * registry is needed to read it, so an unknown team is reported as such rather than as a bad id.
 */
function matchEventId(
  eventId: string,
  away: TeamId,
  home: TeamId,
  readDate: (text: string) => ReturnType<typeof parseLeagueDate>,
): { date: LeagueDate; sequence: number; awayTeamId: TeamId; homeTeamId: TeamId } | undefined {
  const suffix = `-${away}-at-${home}`;
  if (!eventId.endsWith(suffix)) return undefined;
  const head = eventId.slice(0, eventId.length - suffix.length);
  const m = /^(\d{8})(?:-(\d+))?$/.exec(head);
  if (!m?.[1]) return undefined;
  const d = readDate(m[1]);
  if (!d.ok) return undefined;
  const sequence = m[2] === undefined ? 1 : Number(m[2]);
  if (sequence < 1) return undefined;
  return { date: d.value, sequence, awayTeamId: away, homeTeamId: home };
}

/** The path of a field of the game at `path` (built only for an issue). */
function fieldAt(path: readonly (string | number)[], field: string): (string | number)[] {
  return [...path, field];
}

/** A side's score: a count on a completed game, null (with an issue when one was sent) on any other. */
function scoreOf(input: ParsedGame, field: 'away_points_scored' | 'home_points_scored', completed: boolean, path: readonly (string | number)[], issues: Issue[]): number | null {
  const v = input[field];
  if (completed) {
    if (v === undefined || v === null) {
      issues.push(issue('invalid_score', fieldAt(path, field), `a completed game needs ${field}`));
      return null;
    }
    if (v < 0) {
      issues.push(issue('invalid_score', fieldAt(path, field), `${field} is ${v}; scores cannot be negative`));
      return null;
    }
    return v;
  }
  if (v !== undefined && v !== null && v !== -1) {
    issues.push(issue('invalid_score', fieldAt(path, field), `a ${input.status} game has no score (got ${v})`));
  }
  return null;
}

/** A side's period scores (none when absent), which on a completed game add up to its score (-1, a period not played, counts 0). */
function periodsOf(
  input: ParsedGame,
  field: 'away_period_scores' | 'home_period_scores',
  total: number | null,
  completed: boolean,
  path: readonly (string | number)[],
  issues: Issue[],
): number[] {
  const list = input[field] ?? [];
  if (!completed && list.length > 0) issues.push(issue('invalid_score', fieldAt(path, field), `a ${input.status} game has no period scores`));
  if (completed && list.length > 0 && total !== null) {
    let sum = 0;
    for (const v of list) sum += v > 0 ? v : 0;
    if (sum !== total) issues.push(issue('invalid_score', fieldAt(path, field), `period scores add up to ${sum}, the score is ${total}`));
  }
  return list;
}

/** A side's given box score totals as a record, checked in themselves and against the score; null when not given. */
function totalsOf(
  input: ParsedGame,
  field: 'away_totals' | 'home_totals',
  points: number | null,
  completed: boolean,
  path: readonly (string | number)[],
  issues: Issue[],
): TeamBoxTotals | null {
  const t = input[field];
  if (t === undefined) return null;
  if (!completed) {
    issues.push(issue('invalid_score', fieldAt(path, field), `a ${input.status} game has no box score totals`));
    return null;
  }
  const where = (name: string) => [...path, field, name];
  for (const [made, attempted] of [['field_goals_made', 'field_goals_attempted'], ['three_point_field_goals_made', 'three_point_field_goals_attempted'], ['free_throws_made', 'free_throws_attempted']] as const) {
    if (t[made] > t[attempted]) issues.push(issue('invalid_score', where(made), `${t[made]} ${made.replace(/_/g, ' ')} is more than the ${t[attempted]} attempted`));
  }
  if (t.three_point_field_goals_made > t.field_goals_made) issues.push(issue('invalid_score', where('three_point_field_goals_made'), 'more three-pointers made than field goals made'));
  const fromShots = 2 * t.field_goals_made + t.three_point_field_goals_made + t.free_throws_made;
  if (fromShots !== t.points) issues.push(issue('invalid_score', where('points'), `${t.points} points, but the shots made add up to ${fromShots}`));
  if (points !== null && t.points !== points) issues.push(issue('invalid_score', where('points'), `the totals say ${t.points} points, the score ${points}`));
  return {
    points: t.points, assists: t.assists, turnovers: t.turnovers, steals: t.steals, blocks: t.blocks,
    fieldGoalsAttempted: t.field_goals_attempted, fieldGoalsMade: t.field_goals_made,
    threePointFieldGoalsAttempted: t.three_point_field_goals_attempted, threePointFieldGoalsMade: t.three_point_field_goals_made,
    freeThrowsAttempted: t.free_throws_attempted, freeThrowsMade: t.free_throws_made,
    offensiveRebounds: t.offensive_rebounds, defensiveRebounds: t.defensive_rebounds, personalFouls: t.personal_fouls,
  };
}
