import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLeaders } from '../../src/aggregates/computeLeaders.js';
import { LEADER_CATEGORIES } from '../../src/aggregates/LeaderCategory.js';
import type { PlayerTotals } from '../../src/aggregates/PlayerTotals.js';
import { roundRatio } from '../../src/formatting/Decimal.js';
import { totals } from './leadersFixtures.js';

const TEAMS = ['team-a', 'team-b', 'team-c'];

/** Players with few distinct values, so that ties are frequent. */
const playersArb = fc.uniqueArray(
  fc.record({
    name: fc.constantFrom('Al', 'Bo', 'Cy', 'Di', 'Ed').chain((first) => fc.constantFrom('Ames', 'Berg', 'Cole', 'Dunn').map((last) => `${first} ${last}`)),
    gamesPlayed: fc.integer({ min: 1, max: 6 }),
    points: fc.integer({ min: 0, max: 30 }),
    steals: fc.integer({ min: 0, max: 8 }),
    turnovers: fc.integer({ min: 0, max: 4 }),
    fieldGoalsMade: fc.integer({ min: 0, max: 6 }),
    misses: fc.integer({ min: 0, max: 6 }),
    team: fc.constantFrom(...TEAMS),
  }),
  { selector: (r) => r.name, maxLength: 20 },
).map((rows) => rows.map((r) => totals(r.name, {
  gamesPlayed: r.gamesPlayed, points: r.points, steals: r.steals, turnovers: r.turnovers, fieldGoalsMade: r.fieldGoalsMade,
  fieldGoalsAttempted: r.fieldGoalsMade + r.misses,
}, r.team)));

const categoryArb = fc.constantFrom('points_per_game', 'steals_to_turnovers_per_game', 'field_goal_pct', 'games_played', 'steals_per_game' as const);
const teamGamesArb = fc.record({ 'team-a': fc.integer({ min: 1, max: 8 }), 'team-b': fc.integer({ min: 1, max: 8 }), 'team-c': fc.integer({ min: 1, max: 8 }) });

/** The value as printed, by the formatting layer's independent rounding. */
function oracleValue(p: PlayerTotals, category: string): number {
  switch (category) {
    case 'points_per_game': return roundRatio(p.points, p.gamesPlayed, 2).scaled;
    case 'steals_per_game': return roundRatio(p.steals, p.gamesPlayed, 2).scaled;
    case 'steals_to_turnovers_per_game': return roundRatio(p.steals, p.turnovers, 2).scaled;
    case 'field_goal_pct': return roundRatio(p.fieldGoalsMade, p.fieldGoalsAttempted, 3).scaled;
    default: return p.gamesPlayed;
  }
}

describe('computeLeaders properties', () => {
  it('returns exactly the players with a positive value and fewer than `limit` players strictly ahead, with that count plus one as rank', () => {
    fc.assert(fc.property(playersArb, categoryArb, fc.integer({ min: 1, max: 8 }), (players, category, limit) => {
      const rows = computeLeaders(players, category, { limit, qualified: false, teamGamesOf: () => 6 });
      const value = new Map(players.map((p) => [p.playerId, oracleValue(p, category)]));
      const expected = players
        .map((p) => ({ id: p.playerId, rank: 1 + players.filter((q) => value.get(q.playerId)! > value.get(p.playerId)!).length }))
        .filter((e) => e.rank <= limit && value.get(e.id)! > 0);
      expect(rows.map((r) => `${r.player.playerId}:${r.rank}:${r.value.scaled}`).sort()).toEqual(expected.map((e) => `${e.id}:${e.rank}:${value.get(e.id)!}`).sort());
    }));
  });

  it('lists values from highest to lowest with competition ranks (1, 2, 2, 4)', () => {
    fc.assert(fc.property(playersArb, categoryArb, (players, category) => {
      const rows = computeLeaders(players, category, { limit: 1000, qualified: false, teamGamesOf: () => 6 });
      rows.forEach((r, i) => {
        if (i === 0) expect(r.rank).toBe(1);
        else {
          const before = rows[i - 1]!;
          expect(r.value.scaled).toBeLessThanOrEqual(before.value.scaled);
          expect(r.rank).toBe(r.value.scaled === before.value.scaled ? before.rank : i + 1);
        }
      });
    }));
  });

  it('does not depend on the order of the players', () => {
    fc.assert(fc.property(playersArb, categoryArb, fc.integer({ min: 1, max: 8 }), teamGamesArb, fc.boolean(), (players, category, limit, games, qualified) => {
      const options = { limit, qualified, teamGamesOf: (id: string) => games[id as keyof typeof games] };
      const reversed = [...players].reverse();
      const rotated = [...players.slice(3), ...players.slice(0, 3)];
      const a = computeLeaders(players, category, options);
      expect(computeLeaders(reversed, category, options)).toEqual(a);
      expect(computeLeaders(rotated, category, options)).toEqual(a);
    }));
  });

  it('qualification is monotone: qualified players are among all players, and fewer team games never drop one', () => {
    fc.assert(fc.property(playersArb, fc.constantFrom(...LEADER_CATEGORIES), teamGamesArb, fc.constantFrom(...TEAMS), (players, category, games, lowered) => {
      const ids = (rows: ReturnType<typeof computeLeaders>) => new Set(rows.map((r) => r.player.playerId));
      const teamGamesOf = (id: string) => games[id as keyof typeof games];
      const qualified = ids(computeLeaders(players, category, { limit: 1000, qualified: true, teamGamesOf }));
      const all = ids(computeLeaders(players, category, { limit: 1000, qualified: false, teamGamesOf }));
      for (const id of qualified) expect(all.has(id)).toBe(true);
      const fewer = ids(computeLeaders(players, category, { limit: 1000, qualified: true, teamGamesOf: (id) => teamGamesOf(id) - (id === lowered ? 1 : 0) }));
      for (const id of qualified) expect(fewer.has(id)).toBe(true);
    }));
  });
});
