import type { z } from 'zod';
import type { BoxScoreFacts, Official } from '../../aggregates/BoxScoreFacts.js';
import type { TeamBoxTotals } from '../../aggregates/TeamBoxTotals.js';
import { issue, toPlayerId, type Issue } from '../../ids/index.js';
import type { gameInputSchema, PlayerLineInput } from '../BatchInput.js';
import { firstSeen } from './firstSeen.js';
import { LIMITS } from './limits.js';
import { hasBaseballBox, normalizeBaseballBox } from './normalizeBaseballBox.js';
import { countsBlock, LINE_COUNTS, LINE_STRINGS, sumPendingLines, type PendingBox } from './pendingBox.js';

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
  /** Instead of `box`, a box score with player lines, checked, its line objects not yet built (D192). */
  readonly pending?: PendingBox;
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
 * Problems are pushed onto `issues`. A box score with player lines comes back as `pending`
 * (the lines' numbers and strings, their objects built when the box score is first read, D192).
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
  // Every line's numbers and strings, the away side's first: the line objects are built when the
  // box score is first read (D192).
  const awayList = input.away_stats ?? [];
  const homeList = input.home_stats ?? [];
  const lineCount = awayList.length + homeList.length;
  const { counts, at } = countsBlock(lineCount * LINE_COUNTS);
  const strings = new Array<string>(lineCount * LINE_STRINGS);
  const side = (which: Side): TeamBoxTotals | null => {
    const field = `${which}_stats` as const;
    const list = which === 'away' ? awayList : homeList;
    const first = which === 'away' ? 0 : awayList.length;
    const before = issues.length;
    let complete: boolean | undefined;
    let points = 0;
    let refused = false;
    for (let i = 0; i < list.length; i++) {
      // A side of 2,000,000 wrong lines stops at the issue limit (the batch is refused anyway).
      if (issues.length >= LIMITS.issues) { refused = true; break; }
      const row = first + i;
      const c = at + row * LINE_COUNTS;
      if (!checkLine(list[i]!, path, field, i, issues, counts, c, strings, row)) { refused = true; continue; }
      const isComplete = counts[c + 8] === 1;
      if (complete === undefined) complete = isComplete;
      else if (complete !== isComplete) issues.push(issue('invalid_input', [...path, field, i], 'a side mixes complete and basic player lines'));
      const playerId = strings[row * LINE_STRINGS]!;
      const prior = playersSeen.see(playerId, which === 'away' ? 2 * i : 2 * i + 1);
      if (prior !== undefined) {
        const also = prior % 2 === 0 ? `away_stats[${prior / 2}]` : `home_stats[${(prior - 1) / 2}]`;
        issues.push(issue('conflict', [...path, field, i, 'player_id'], `player "${playerId}" appears twice in the game (also ${also})`));
      }
      points += counts[c + 2]!;
    }
    const score = scores[which];
    if (list.length > 0 && score !== null && !refused && points !== score) {
      issues.push(issue('invalid_score', [...path, field], `the ${which} player lines add up to ${points} points, the score is ${score}`));
    }
    const clean = issues.length === before;
    return clean && complete === true && list.length > 0 ? sumPendingLines(counts, at + first * LINE_COUNTS, at + (first + list.length) * LINE_COUNTS) : null;
  };
  const awaySums = side('away');
  const homeSums = side('home');

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
  const awayTotals = checkTotals('away', awaySums, totals.away);
  const homeTotals = checkTotals('home', homeSums, totals.home);

  let durationMinutes: number | null = null;
  if (input.duration != null) {
    const m = /^(\d{1,2}):([0-5]\d)$/.exec(input.duration);
    if (!m) issues.push(issue('invalid_input', [...path, 'duration'], `duration "${input.duration}" is not H:MM`));
    else durationMinutes = Number(m[1]) * 60 + Number(m[2]);
  }
  const officials: Official[] = (input.officials ?? []).map((o) => Object.freeze({ position: o.position, firstName: o.first_name, lastName: o.last_name }));
  if (issues.length > before) return { box: null, awayTotals: totals.away, homeTotals: totals.home };
  if (lineCount > 0) {
    const pending: PendingBox = {
      counts, at, strings, away: awayList.length, officials: Object.freeze(officials), attendance: input.attendance ?? null, durationMinutes, temperature: input.temperature ?? null,
    };
    return { box: null, pending, awayTotals, homeTotals };
  }
  return {
    box: {
      awayPlayers: [],
      homePlayers: [],
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

/**
 * Checks one player line and writes its numbers from `counts[c]` and its strings at `row` of a
 * pending box's (D192); false, with its issues pushed, when it is refused.
 */
function checkLine(
  line: ParsedLine, path: readonly (string | number)[], field: string, i: number, issues: Issue[], counts: Int32Array, c: number, strings: string[], row: number,
): boolean {
  const before = issues.length;
  const displayName = line.display_name ?? `${line.first_name} ${line.last_name}`.trim();
  const playerId = line.player_id ?? toPlayerId(displayName);
  if (playerId === '') issues.push(issue('invalid_input', lineAt(path, field, i, 'display_name'), 'a player line needs a name with letters or digits, or a player_id'));
  const present = (line.field_goals_attempted !== undefined ? 1 : 0) + (line.field_goals_made !== undefined ? 1 : 0)
    + (line.three_point_field_goals_attempted !== undefined ? 1 : 0) + (line.three_point_field_goals_made !== undefined ? 1 : 0)
    + (line.free_throws_attempted !== undefined ? 1 : 0) + (line.free_throws_made !== undefined ? 1 : 0)
    + (line.defensive_rebounds !== undefined ? 1 : 0) + (line.offensive_rebounds !== undefined ? 1 : 0) + (line.personal_fouls !== undefined ? 1 : 0);
  let rebounds = line.rebounds ?? 0;
  if (present === DETAIL_INPUTS.length) {
    const fga = line.field_goals_attempted!, fgm = line.field_goals_made!, tpa = line.three_point_field_goals_attempted!, tpm = line.three_point_field_goals_made!;
    const fta = line.free_throws_attempted!, ftm = line.free_throws_made!, drb = line.defensive_rebounds!, orb = line.offensive_rebounds!;
    if (fgm > fga) issues.push(madeOverAttempted(path, field, i, 'field_goals_made', fgm, fga, 'field goals'));
    if (tpm > tpa) issues.push(madeOverAttempted(path, field, i, 'three_point_field_goals_made', tpm, tpa, 'three-pointers'));
    if (ftm > fta) issues.push(madeOverAttempted(path, field, i, 'free_throws_made', ftm, fta, 'free throws'));
    if (tpm > fgm) issues.push(issue('invalid_score', lineAt(path, field, i, 'three_point_field_goals_made'), 'more three-pointers made than field goals made'));
    if (tpa > fga) issues.push(issue('invalid_score', lineAt(path, field, i, 'three_point_field_goals_attempted'), 'more three-pointers attempted than field goals attempted'));
    const fromShots = 2 * fgm + tpm + ftm;
    if (fromShots !== line.points) issues.push(issue('invalid_score', lineAt(path, field, i, 'points'), `${line.points} points, but the shots made add up to ${fromShots}`));
    const split = orb + drb;
    if (line.rebounds !== undefined && line.rebounds !== split) issues.push(issue('invalid_score', lineAt(path, field, i, 'rebounds'), `${line.rebounds} rebounds, but offensive plus defensive is ${split}`));
    rebounds = split;
    counts[c + 8] = 1;
    counts[c + 9] = fga;
    counts[c + 10] = fgm;
    counts[c + 11] = tpa;
    counts[c + 12] = tpm;
    counts[c + 13] = fta;
    counts[c + 14] = ftm;
    counts[c + 15] = drb;
    counts[c + 16] = orb;
    counts[c + 17] = line.personal_fouls!;
  } else if (present > 0) {
    const missing = DETAIL_INPUTS.filter((k) => line[k] === undefined);
    issues.push(issue('invalid_input', lineAt(path, field, i, missing[0] ?? ''), `a player line has some makes, attempts, rebound split and fouls but not all (missing ${missing.join(', ')})`));
  } else if (line.rebounds === undefined) {
    issues.push(issue('invalid_input', lineAt(path, field, i, 'rebounds'), 'a basic player line (without makes and attempts) needs rebounds'));
  }
  if (issues.length > before) return false;
  counts[c] = line.is_starter === true ? 1 : 0;
  counts[c + 1] = line.minutes;
  counts[c + 2] = line.points;
  counts[c + 3] = rebounds;
  counts[c + 4] = line.assists;
  counts[c + 5] = line.turnovers;
  counts[c + 6] = line.steals;
  counts[c + 7] = line.blocks;
  const s = row * LINE_STRINGS;
  strings[s] = playerId;
  strings[s + 1] = line.first_name;
  strings[s + 2] = line.last_name;
  strings[s + 3] = displayName;
  strings[s + 4] = line.position ?? '';
  return true;
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
