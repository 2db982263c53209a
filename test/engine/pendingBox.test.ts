import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerLine } from '../../src/aggregates/PlayerLine.js';
import { createSeededRandom } from '../../src/aggregates/race/createSeededRandom.js';
import { sumPlayerLines } from '../../src/aggregates/sumPlayerLines.js';
import type { GameInput, PlayerLineInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { findGame } from '../../src/engine/findGame.js';
import { ingest } from '../../src/engine/ingest.js';
import { toPlayerId } from '../../src/ids/index.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';
import { firstUnfrozen } from './hostileFixtures.js';

// D192: ingest keeps a basketball box score's lines as numbers and strings and builds the line
// objects when the box score is first read. These tests hold the built box scores to what the
// lines given say, field by field and in the engine's key order.

const TEAMS = getTeamsOfSeason('nba', 2018).map((t) => t.teamId);

/** One side's lines, complete or basic, with or without the optional fields. */
function sideLines(next: () => number, tag: string): PlayerLineInput[] {
  const n = 1 + Math.floor(next() * 15);
  const complete = next() < 0.7;
  const int = (max: number) => Math.floor(next() * (max + 1));
  return Array.from({ length: n }, (_, k) => {
    const first = `F${tag}${k}`;
    const last = next() < 0.1 ? '' : `L${int(999)}`;
    const base: PlayerLineInput = { first_name: first, last_name: last, minutes: int(48), points: 0, assists: int(15), turnovers: int(8), steals: int(5), blocks: int(6) };
    if (next() < 0.5) base.player_id = `p-${tag}-${k}`;
    if (next() < 0.5) base.display_name = `${first} ${last} ${k}`;
    if (next() < 0.7) base.position = ['G', 'F', 'C', ''][int(3)]!;
    if (next() < 0.7) base.is_starter = next() < 0.5;
    if (!complete) return { ...base, points: int(60), rebounds: int(20) };
    const fga = int(30), fgm = int(fga), tpa = int(fga), tpm = Math.min(int(tpa), fgm), fta = int(20), ftm = int(fta), orb = int(8), drb = int(15);
    const line: PlayerLineInput = {
      ...base, points: 2 * fgm + tpm + ftm, field_goals_attempted: fga, field_goals_made: fgm, three_point_field_goals_attempted: tpa,
      three_point_field_goals_made: tpm, free_throws_attempted: fta, free_throws_made: ftm, defensive_rebounds: drb, offensive_rebounds: orb, personal_fouls: int(6),
    };
    if (next() < 0.5) line.rebounds = orb + drb;
    return line;
  });
}

/** `games` completed games on consecutive days from 2017-10-17, 15 a day, with generated lines. */
function season(seed: number, games: number): GameInput[] {
  const next = createSeededRandom(seed);
  return Array.from({ length: games }, (_, i) => {
    const day = new Date(Date.UTC(2017, 9, 17 + Math.floor(i / 15))).toISOString().slice(0, 10);
    const pair = i % 15;
    const away = sideLines(next, `a${i}`);
    const home = next() < 0.05 ? [] : sideLines(next, `h${i}`);
    return {
      sport: 'nba', date: day, status: 'completed', away_team_id: TEAMS[2 * pair]!, home_team_id: TEAMS[2 * pair + 1]!,
      away_points_scored: away.reduce((s, l) => s + l.points, 0), home_points_scored: home.length === 0 ? 100 : home.reduce((s, l) => s + l.points, 0),
      away_stats: away, home_stats: home.length === 0 ? undefined : home,
      ...(next() < 0.3 ? { officials: [{ first_name: 'Tony', last_name: 'Brothers' }], attendance: int(next, 20000), duration: '2:14' } : {}),
    };
  });
}

const int = (next: () => number, max: number) => Math.floor(next() * (max + 1));

/** The line the engine holds for a line given, written out field by field in its key order. */
function expected(l: PlayerLineInput): PlayerLine {
  const displayName = l.display_name ?? `${l.first_name} ${l.last_name}`.trim();
  const complete = l.field_goals_attempted !== undefined;
  return {
    playerId: l.player_id ?? toPlayerId(displayName), firstName: l.first_name, lastName: l.last_name, displayName, position: l.position ?? '',
    isStarter: l.is_starter ?? false, minutes: l.minutes, points: l.points,
    rebounds: complete ? l.offensive_rebounds! + l.defensive_rebounds! : l.rebounds!, assists: l.assists, turnovers: l.turnovers, steals: l.steals, blocks: l.blocks,
    detail: complete
      ? {
        fieldGoalsAttempted: l.field_goals_attempted!, fieldGoalsMade: l.field_goals_made!, threePointFieldGoalsAttempted: l.three_point_field_goals_attempted!,
        threePointFieldGoalsMade: l.three_point_field_goals_made!, freeThrowsAttempted: l.free_throws_attempted!, freeThrowsMade: l.free_throws_made!,
        defensiveRebounds: l.defensive_rebounds!, offensiveRebounds: l.offensive_rebounds!, personalFouls: l.personal_fouls!,
      }
      : null,
  };
}

describe('box scores built when first read (D192)', () => {
  it('hold every line as given, in the engine\'s key order, and totals that are the sums of the built lines, over more games than one block of numbers holds', () => {
    fc.assert(fc.property(fc.nat(), (seed) => {
      // 240 games of up to 30 lines: more numbers than one 65,536-number chunk, so games straddle chunks.
      const games = season(seed, 240);
      const r = ingest(createLeagueState(), { games });
      if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
      for (const input of games) {
        const g = findGame(r.state, 'nba', `${input.date!.replace(/-/g, '')}-${input.away_team_id}-at-${input.home_team_id}`)!;
        const box = g.box!;
        expect(JSON.stringify(box.awayPlayers)).toBe(JSON.stringify(input.away_stats!.map(expected)));
        expect(JSON.stringify(box.homePlayers)).toBe(JSON.stringify((input.home_stats ?? []).map(expected)));
        expect(box.officials.map((o) => o.lastName)).toEqual((input.officials ?? []).map((o) => o.last_name));
        expect([box.attendance, box.durationMinutes, box.temperature, box.baseball]).toEqual([input.attendance ?? null, input.duration ? 134 : null, null, null]);
        const complete = (side: readonly PlayerLineInput[] | undefined) => side !== undefined && side.length > 0 && side[0]!.field_goals_attempted !== undefined;
        expect(g.awayTotals).toEqual(complete(input.away_stats) ? sumPlayerLines(box.awayPlayers) : null);
        expect(g.homeTotals).toEqual(complete(input.home_stats) ? sumPlayerLines(box.homePlayers) : null);
      }
    }), { numRuns: 8 });
  });

  it('are the same frozen object on every read, frozen all the way down', () => {
    const games = season(7, 20);
    const r = ingest(createLeagueState(), { games });
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    const game = findGame(r.state, 'nba', `20171017-${games[0]!.away_team_id}-at-${games[0]!.home_team_id}`)!;
    expect(game.box).toBe(game.box);
    expect(Object.keys(game).at(-1)).toBe('box');
    expect(firstUnfrozen(r.state)).toBeUndefined();
  });

  it('do not change when the batch\'s objects are changed after ingest', () => {
    const games = season(11, 3);
    const r = ingest(createLeagueState(), { games });
    if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
    const before = games.map((input) => JSON.stringify(input.away_stats!.map(expected)));
    for (const input of games) {
      for (const l of input.away_stats!) {
        l.first_name = 'Changed';
        l.points += 1;
        l.minutes = 0;
      }
      input.away_stats!.length = 1;
    }
    games.forEach((input, i) => {
      const g = findGame(r.state, 'nba', `${input.date!.replace(/-/g, '')}-${input.away_team_id}-at-${input.home_team_id}`)!;
      expect(JSON.stringify(g.box!.awayPlayers)).toBe(before[i]);
    });
  });
});
