import type { z } from 'zod';
import type { BoxScoreFacts, Official } from '../../aggregates/BoxScoreFacts.js';
import type { PlayerLine, PlayerLineDetail } from '../../aggregates/PlayerLine.js';
import { sumPlayerLines } from '../../aggregates/sumPlayerLines.js';
import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import { issue, toPlayerId, type Issue } from '../../ids/index.js';
import type { gameInputSchema, PlayerLineInput } from '../BatchInput.js';
import { firstSeen } from './firstSeen.js';
import { LIMITS } from './limits.js';
import { hasBaseballBox, normalizeBaseballBox } from './normalizeBaseballBox.js';

type ParsedGame = z.output<typeof gameInputSchema>;
type ParsedLine = PlayerLineInput;
type Side = 'away' | 'home';

/** The wire fields of a complete line beyond those every line has (all present, or none). */
const DETAIL_INPUTS = [
  'field_goals_attempted', 'field_goals_made', 'three_point_field_goals_attempted', 'three_point_field_goals_made', 'free_throws_attempted',
  'free_throws_made', 'defensive_rebounds', 'offensive_rebounds', 'personal_fouls',
] as const;

/** The box score facts of a game and, for a side with complete lines, the totals they add up to. */
export interface NormalizedBox {
  readonly box: BoxScoreFacts | null;
  readonly awayTotals: TeamBoxTotals | null;
  readonly homeTotals: TeamBoxTotals | null;
}

/**
 * Validates the box score part of a game: player lines (complete or basic, never mixed on one
 * side), officials, attendance, duration and temperature. Complete lines must be consistent in
 * themselves (makes within attempts, points from the shots made, rebounds from the split); a
 * side's lines must add up to its score, and to its totals when those are given too (totals
 * are sums of the lines) except turnovers, which may exceed the lines' sum by team
 * turnovers (D17). Without given totals a complete side's totals are the sums. Baseball
 * batters, pitchers, errors and fielding are checked by `normalizeBaseballBox`.
 * Problems are pushed onto `issues`.
 */
export function normalizeBoxScore(
  input: ParsedGame,
  path: readonly (string | number)[],
  scores: { readonly away: number | null; readonly home: number | null },
  totals: { readonly away: TeamBoxTotals | null; readonly home: TeamBoxTotals | null },
  issues: Issue[],
): NormalizedBox {
  const baseball = hasBaseballBox(input);
  const has = input.away_stats !== undefined || input.home_stats !== undefined || input.officials !== undefined
    || input.attendance != null || input.duration != null || input.temperature != null || baseball;
  if (!has) return { box: null, awayTotals: totals.away, homeTotals: totals.home };
  const before = issues.length;
  if (input.status !== 'completed') {
    issues.push(issue('invalid_input', path, `a ${input.status} game has no box score (player lines, officials, attendance, duration)`));
    return { box: null, awayTotals: totals.away, homeTotals: totals.home };
  }
  if ((input.away_stats !== undefined || input.home_stats !== undefined) && input.sport !== 'nba') {
    issues.push(issue('invalid_input', [...path, 'away_stats'], `player lines of this shape are basketball box scores; a ${input.sport} game cannot have them`));
  }
  if (baseball && input.sport !== 'mlb') {
    issues.push(issue('invalid_input', [...path, 'away_batters'], `batters, pitchers, errors and fielding are baseball box scores; a ${input.sport} game cannot have them`));
  }
  const baseballBox = baseball && input.sport === 'mlb' ? normalizeBaseballBox(input, path, scores, issues) : null;

  // Where each player id was first seen in this game: twice the index of an away line, twice that of a home line plus one.
  playersSeen.begin();
  const side = (which: Side): { players: PlayerLine[]; sums: TeamBoxTotals | null } => {
    const field = `${which}_stats` as const;
    const list = input[field] ?? [];
    // As long as the list from the start (no copy as it grows); shortened when a line is refused.
    const players: PlayerLine[] = new Array<PlayerLine>(list.length);
    let kept = 0;
    const before = issues.length;
    let complete: boolean | undefined;
    for (let i = 0; i < list.length; i++) {
      // A side of 2,000,000 wrong lines stops at the issue limit (the batch is refused anyway).
      if (issues.length >= LIMITS.issues) break;
      const player = normalizeLine(list[i]!, path, field, i, issues);
      if (!player) continue;
      const isComplete = player.detail !== null;
      if (complete === undefined) complete = isComplete;
      else if (complete !== isComplete) issues.push(issue('invalid_input', [...path, field, i], 'a side mixes complete and basic player lines'));
      const prior = playersSeen.see(player.playerId, which === 'away' ? 2 * i : 2 * i + 1);
      if (prior !== undefined) {
        const also = prior % 2 === 0 ? `away_stats[${prior / 2}]` : `home_stats[${(prior - 1) / 2}]`;
        issues.push(issue('conflict', [...path, field, i, 'player_id'], `player "${player.playerId}" appears twice in the game (also ${also})`));
      }
      players[kept++] = player;
    }
    if (kept < players.length) players.length = kept;
    const score = scores[which];
    if (list.length > 0 && score !== null) {
      const points = players.reduce((s, p) => s + p.points, 0);
      if (points !== score && players.length === list.length) {
        issues.push(issue('invalid_score', [...path, field], `the ${which} player lines add up to ${points} points, the score is ${score}`));
      }
    }
    const clean = issues.length === before;
    return { players, sums: clean && complete === true && players.length > 0 ? sumPlayerLines(players) : null };
  };
  const away = side('away');
  const home = side('home');

  const checkTotals = (which: Side, sums: TeamBoxTotals | null, given: TeamBoxTotals | null): TeamBoxTotals | null => {
    if (sums === null) return given;
    if (given === null) return sums;
    for (const key of Object.keys(sums) as (keyof TeamBoxTotals)[]) {
      // Team turnovers (shot clock, eight seconds...) are charged to no player (D17).
      if (key === 'turnovers' ? given.turnovers >= sums.turnovers : sums[key] === given[key]) continue;
      const than = key === 'turnovers' ? ' (team turnovers may add to them, never take away)' : '';
      issues.push(issue('invalid_score', [...path, `${which}_totals`, snake(key)], `the ${which} totals say ${given[key]} ${snake(key).replace(/_/g, ' ')}, the player lines add up to ${sums[key]}${than}`));
    }
    return given;
  };
  const awayTotals = checkTotals('away', away.sums, totals.away);
  const homeTotals = checkTotals('home', home.sums, totals.home);

  let durationMinutes: number | null = null;
  if (input.duration != null) {
    const m = /^(\d{1,2}):([0-5]\d)$/.exec(input.duration);
    if (!m) issues.push(issue('invalid_input', [...path, 'duration'], `duration "${input.duration}" is not H:MM`));
    else durationMinutes = Number(m[1]) * 60 + Number(m[2]);
  }
  const officials: Official[] = (input.officials ?? []).map((o) => Object.freeze({ position: o.position, firstName: o.first_name, lastName: o.last_name }));
  if (issues.length > before) return { box: null, awayTotals: totals.away, homeTotals: totals.home };
  return {
    box: {
      awayPlayers: away.players,
      homePlayers: home.players,
      officials,
      attendance: input.attendance ?? null,
      durationMinutes,
      temperature: input.temperature ?? null,
      baseball: baseballBox,
    },
    awayTotals,
    homeTotals,
  };
}

/** Where each player id was first seen in the game being normalized (one map for every game). */
const playersSeen = firstSeen<string>();

/** One player line, frozen (with its detail), or undefined with its issues pushed. */
function normalizeLine(line: ParsedLine, path: readonly (string | number)[], field: string, i: number, issues: Issue[]): PlayerLine | undefined {
  const before = issues.length;
  const displayName = line.display_name ?? `${line.first_name} ${line.last_name}`.trim();
  const playerId = line.player_id ?? toPlayerId(displayName);
  if (playerId === '') issues.push(issue('invalid_input', lineAt(path, field, i, 'display_name'), 'a player line needs a name with letters or digits, or a player_id'));
  const present = (line.field_goals_attempted !== undefined ? 1 : 0) + (line.field_goals_made !== undefined ? 1 : 0)
    + (line.three_point_field_goals_attempted !== undefined ? 1 : 0) + (line.three_point_field_goals_made !== undefined ? 1 : 0)
    + (line.free_throws_attempted !== undefined ? 1 : 0) + (line.free_throws_made !== undefined ? 1 : 0)
    + (line.defensive_rebounds !== undefined ? 1 : 0) + (line.offensive_rebounds !== undefined ? 1 : 0) + (line.personal_fouls !== undefined ? 1 : 0);
  let detail: PlayerLineDetail | null = null;
  if (present === DETAIL_INPUTS.length) {
    // Frozen as built, as the line below: the state holds them as they are (D58).
    const d: PlayerLineDetail = Object.freeze({
      fieldGoalsAttempted: line.field_goals_attempted!, fieldGoalsMade: line.field_goals_made!,
      threePointFieldGoalsAttempted: line.three_point_field_goals_attempted!, threePointFieldGoalsMade: line.three_point_field_goals_made!,
      freeThrowsAttempted: line.free_throws_attempted!, freeThrowsMade: line.free_throws_made!,
      defensiveRebounds: line.defensive_rebounds!, offensiveRebounds: line.offensive_rebounds!, personalFouls: line.personal_fouls!,
    });
    if (d.fieldGoalsMade > d.fieldGoalsAttempted) issues.push(madeOverAttempted(path, field, i, 'field_goals_made', d.fieldGoalsMade, d.fieldGoalsAttempted, 'field goals'));
    if (d.threePointFieldGoalsMade > d.threePointFieldGoalsAttempted) {
      issues.push(madeOverAttempted(path, field, i, 'three_point_field_goals_made', d.threePointFieldGoalsMade, d.threePointFieldGoalsAttempted, 'three-pointers'));
    }
    if (d.freeThrowsMade > d.freeThrowsAttempted) issues.push(madeOverAttempted(path, field, i, 'free_throws_made', d.freeThrowsMade, d.freeThrowsAttempted, 'free throws'));
    if (d.threePointFieldGoalsMade > d.fieldGoalsMade) issues.push(issue('invalid_score', lineAt(path, field, i, 'three_point_field_goals_made'), 'more three-pointers made than field goals made'));
    if (d.threePointFieldGoalsAttempted > d.fieldGoalsAttempted) issues.push(issue('invalid_score', lineAt(path, field, i, 'three_point_field_goals_attempted'), 'more three-pointers attempted than field goals attempted'));
    const fromShots = 2 * d.fieldGoalsMade + d.threePointFieldGoalsMade + d.freeThrowsMade;
    if (fromShots !== line.points) issues.push(issue('invalid_score', lineAt(path, field, i, 'points'), `${line.points} points, but the shots made add up to ${fromShots}`));
    const split = d.offensiveRebounds + d.defensiveRebounds;
    if (line.rebounds !== undefined && line.rebounds !== split) issues.push(issue('invalid_score', lineAt(path, field, i, 'rebounds'), `${line.rebounds} rebounds, but offensive plus defensive is ${split}`));
    detail = d;
  } else if (present > 0) {
    const missing = DETAIL_INPUTS.filter((k) => line[k] === undefined);
    issues.push(issue('invalid_input', lineAt(path, field, i, missing[0] ?? ''), `a player line has some makes, attempts, rebound split and fouls but not all (missing ${missing.join(', ')})`));
  } else if (line.rebounds === undefined) {
    issues.push(issue('invalid_input', lineAt(path, field, i, 'rebounds'), 'a basic player line (without makes and attempts) needs rebounds'));
  }
  if (issues.length > before) return undefined;
  return Object.freeze({
    playerId,
    firstName: line.first_name,
    lastName: line.last_name,
    displayName,
    position: line.position ?? '',
    isStarter: line.is_starter ?? false,
    minutes: line.minutes,
    points: line.points,
    rebounds: detail ? detail.offensiveRebounds + detail.defensiveRebounds : (line.rebounds ?? 0),
    assists: line.assists,
    turnovers: line.turnovers,
    steals: line.steals,
    blocks: line.blocks,
    detail,
  });
}

function madeOverAttempted(path: readonly (string | number)[], field: string, i: number, key: string, made: number, attempted: number, label: string): Issue {
  return issue('invalid_score', lineAt(path, field, i, key), `${made} ${label} made, more than the ${attempted} attempted`);
}

/** The path of a field of line `i` of a side (built only for an issue: no closure per line). */
function lineAt(path: readonly (string | number)[], field: string, i: number, key: string): (string | number)[] {
  return [...path, field, i, key];
}

function snake(camel: string): string {
  return camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
