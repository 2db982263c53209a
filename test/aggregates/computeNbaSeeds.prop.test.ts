import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';

const TEAMS = getTeamsOfSeason('nba', 2018).map((t) => t.teamId as string);

const gameArb = fc
  .record({ day: fc.integer({ min: 1, max: 28 }), away: fc.integer({ min: 0, max: 29 }), offset: fc.integer({ min: 1, max: 29 }), a: fc.integer({ min: 80, max: 120 }), h: fc.integer({ min: 80, max: 120 }) })
  .filter((g) => g.a !== g.h)
  .map((g): GameInput => ({
    sport: 'nba', date: `2018-01-${String(g.day).padStart(2, '0')}`, status: 'completed', away_team_id: TEAMS[g.away]!, home_team_id: TEAMS[(g.away + g.offset) % 30]!,
    away_points_scored: g.a, home_points_scored: g.h, start_date_time: `2018-01-${String(g.day).padStart(2, '0')}T19:30:00-05:00`,
  }));
const gamesArb = fc.uniqueArray(gameArb, { selector: (g) => `${g.date}-${g.away_team_id}-${g.home_team_id}`, maxLength: 120 });

describe('NBA playoff seeds', () => {
  it('are a permutation of 1..15 in each conference, whatever the games, and do not depend on ingest order', () => {
    fc.assert(
      fc.property(gamesArb, (games) => {
        const load = (list: readonly GameInput[]) => {
          const r = ingest(createLeagueState(), { games: [...list] });
          if (!r.ok) throw new Error(JSON.stringify(r.issues));
          return getStandings(r.state, { sport: 'nba', date: '20180131', now: 0 }).rows;
        };
        const rows = load(games);
        for (const conference of ['East', 'West']) {
          const seeds = rows.filter((r) => r.team.conference === conference).map((r) => r.playoffSeed!).sort((a, b) => a - b);
          expect(seeds).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
        }
        // a better winning percentage never gets a worse seed
        for (const a of rows) {
          for (const b of rows) {
            if (a.team.conference !== b.team.conference) continue;
            const pa = a.record.won / Math.max(1, a.record.won + a.record.lost);
            const pb = b.record.won / Math.max(1, b.record.won + b.record.lost);
            if (a.record.won + a.record.lost > 0 && b.record.won + b.record.lost > 0 && pa > pb) expect(a.playoffSeed!).toBeLessThan(b.playoffSeed!);
          }
        }
        const reversed = load([...games].reverse());
        expect(reversed.map((r) => [r.team.teamId, r.playoffSeed, r.rank])).toEqual(rows.map((r) => [r.team.teamId, r.playoffSeed, r.rank]));
      }),
      { numRuns: 40 },
    );
  });
});
