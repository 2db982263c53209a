import { describeValue } from '../../ids/describeValue.js';
import { seasonParam, sportParam } from '../../ids/sportParam.js';
import type { RaceSeason } from './RaceSeason.js';

/** Races already checked (or made by the engine): a race is read-only, so one check holds for it. */
const CHECKED = new WeakSet<object>();

/** A league day as a race holds it: `yyyy-MM-dd`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Marks a race the engine made (`getRaceSeason`, `applyOutcomes`) as well formed, so that the
 * functions reading it do not check it again. Returns the race.
 */
export function markRaceChecked<T extends RaceSeason>(race: T): T {
  CHECKED.add(race);
  return race;
}

/**
 * Checks a race season given to a public function of the race (D163): a TypeError for a part of
 * the wrong type, a RangeError for a value out of range, each naming the caller and the path
 * (`computeClinch: race.remaining[3].home must index race.teams (0 to 29), got 31`). A race the
 * engine made, or one checked before, is not read again.
 *
 * What it holds a race to: a sport (`mlb`, `nba`) and a whole-year season; `asOf` a league day;
 * teams with string ids (no two alike), names and alignment; every game with a string event id
 * (no two alike among the games left, which what-if outcomes name), `home` and `away` two
 * different indexes of `teams`, a league day; a played game with non-negative whole scores that
 * are not level (a tie is not a decided game of the race); `owed`, when given, one non-negative whole
 * number of games per team (D166).
 *
 * @example
 * checkRaceSeason('computeClinch', race); // returns nothing; throws when the race is malformed
 */
export function checkRaceSeason(caller: string, race: RaceSeason): void {
  if (typeof race === 'object' && race !== null && CHECKED.has(race)) return;
  const fail = (path: string, what: string, value: unknown, type = false): never => {
    throw new (type ? TypeError : RangeError)(`${caller}: ${path} must be ${what}, got ${describeValue(value)}`);
  };
  if (typeof race !== 'object' || race === null || Array.isArray(race)) fail('race', 'a race season object (getRaceSeason)', race, true);
  sportParam(caller, race.sport, 'race.sport');
  seasonParam(caller, race.season, 'race.season');
  if (typeof race.asOf !== 'string' || !DAY.test(race.asOf)) fail('race.asOf', 'a league day (yyyy-MM-dd)', race.asOf, typeof race.asOf !== 'string');
  const teams = race.teams;
  if (!Array.isArray(teams)) fail('race.teams', 'an array', teams, true);
  const ids = new Set<string>();
  teams.forEach((t, i) => {
    if (typeof t !== 'object' || t === null) fail(`race.teams[${i}]`, 'a team object', t, true);
    for (const key of ['teamId', 'fullName', 'abbreviation', 'conference', 'division'] as const) {
      if (typeof t[key] !== 'string') fail(`race.teams[${i}].${key}`, 'a string', t[key], true);
    }
    if (ids.has(t.teamId)) fail(`race.teams[${i}].teamId`, 'unique among the teams', t.teamId);
    ids.add(t.teamId);
  });
  const events = new Set<string>();
  const game = (list: string, g: unknown, i: number, played: boolean): void => {
    const path = `race.${list}[${i}]`;
    if (typeof g !== 'object' || g === null) fail(path, 'a game object', g, true);
    const r = g as Record<string, unknown>;
    if (typeof r.eventId !== 'string') fail(`${path}.eventId`, 'a string', r.eventId, true);
    if (!played) {
      // A game left is named by its id (what-if outcomes, D115); a played game is only counted.
      if (events.has(r.eventId as string)) fail(`${path}.eventId`, 'unique among the games left', r.eventId);
      events.add(r.eventId as string);
    }
    for (const side of ['home', 'away'] as const) {
      const v = r[side];
      if (typeof v !== 'number') fail(`${path}.${side}`, 'a number (an index of race.teams)', v, true);
      if (!Number.isInteger(v) || (v as number) < 0 || (v as number) >= teams.length) fail(`${path}.${side}`, `an index of race.teams (0 to ${teams.length - 1})`, v);
    }
    if (r.home === r.away) fail(`${path}.away`, 'another team than the home team', r.away);
    if (typeof r.date !== 'string' || !DAY.test(r.date)) fail(`${path}.date`, 'a league day (yyyy-MM-dd)', r.date, typeof r.date !== 'string');
    if (!played) {
      if (r.owed !== undefined && typeof r.owed !== 'boolean') fail(`${path}.owed`, 'a boolean', r.owed, true);
      return;
    }
    for (const side of ['homeScore', 'awayScore'] as const) {
      const v = r[side];
      if (typeof v !== 'number') fail(`${path}.${side}`, 'a number', v, true);
      if (!Number.isSafeInteger(v) || (v as number) < 0) fail(`${path}.${side}`, 'a non-negative whole number', v);
    }
    if (r.homeScore === r.awayScore) fail(`${path}.awayScore`, 'another score than the home score (a decided game)', r.awayScore);
  };
  if (!Array.isArray(race.played)) fail('race.played', 'an array', race.played, true);
  if (!Array.isArray(race.remaining)) fail('race.remaining', 'an array', race.remaining, true);
  race.played.forEach((g, i) => game('played', g, i, true));
  race.remaining.forEach((g, i) => game('remaining', g, i, false));
  const owed: unknown = race.owed;
  if (owed !== undefined) {
    if (!Array.isArray(owed)) fail('race.owed', 'an array (games owed, by index of race.teams)', owed, true);
    const list = owed as unknown[];
    if (list.length !== teams.length) fail('race.owed', `one count per team (${teams.length} entries)`, list.length);
    list.forEach((k, i) => {
      if (typeof k !== 'number') fail(`race.owed[${i}]`, 'a number of games', k, true);
      if (!Number.isSafeInteger(k) || (k as number) < 0) fail(`race.owed[${i}]`, 'a non-negative whole number of games', k);
    });
  }
  CHECKED.add(race);
}
