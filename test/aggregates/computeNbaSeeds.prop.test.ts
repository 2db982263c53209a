import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { getStandings } from '../../src/engine/getStandings.js';
import { ingest } from '../../src/engine/ingest.js';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';
import { computeNbaSeeds, nbaPlayoffEligible, nbaPostseasonPositions, untiedNbaSeeds } from '../../src/aggregates/computeNbaSeeds.js';
import { getSeasonIndex } from '../../src/engine/internal/seasonIndex.js';
import type { Team } from '../../src/aggregates/Team.js';
import { byWinPercentage } from '../../src/aggregates/StandingRow.js';

const TEAMS = getTeamsOfSeason('nba', 2018).map((t) => t.teamId as string);

const gameArb = fc
  .record({ day: fc.integer({ min: 1, max: 28 }), away: fc.integer({ min: 0, max: 29 }), offset: fc.integer({ min: 1, max: 29 }), a: fc.integer({ min: 80, max: 120 }), h: fc.integer({ min: 80, max: 120 }) })
  .filter((g) => g.a !== g.h)
  .map((g): GameInput => ({
    sport: 'nba', date: `2018-01-${String(g.day).padStart(2, '0')}`, status: 'completed', away_team_id: TEAMS[g.away]!, home_team_id: TEAMS[(g.away + g.offset) % 30]!,
    away_points_scored: g.a, home_points_scored: g.h, start_date_time: `2018-01-${String(g.day).padStart(2, '0')}T19:30:00-05:00`,
  }));
const gamesArb = fc.uniqueArray(gameArb, { selector: (g) => `${g.date}-${g.away_team_id}-${g.home_team_id}`, maxLength: 120 });

/**
 * Each conference's teams in one round robin (circle method: 15 rounds, one a day in January 2018,
 * one team resting), the better of each pair by a shuffled strength winning: every team's record
 * differs from the others', so the conference needs no tiebreaker. A game or two more on the
 * last days may tie two of them again.
 */
const strengthArb = fc.shuffledSubarray(Array.from({ length: 15 }, (_, i) => i), { minLength: 15, maxLength: 15 });
const roundRobinArb = fc
  .tuple(
    strengthArb,
    strengthArb,
    fc.uniqueArray(gameArb.map((g) => ({ ...g, date: '2018-01-20', start_date_time: '2018-01-20T19:30:00-05:00' })), { selector: (g) => g.away_team_id, maxLength: 2 }),
  )
  .map(([east, west, extra]): GameInput[] => {
    const games: GameInput[] = [];
    const conferences = ['East', 'West'].map((c) => getTeamsOfSeason('nba', 2018).filter((t) => t.conference === c).map((t) => t.teamId as string));
    [east, west].forEach((strength, c) => {
      const teams = conferences[c]!;
      for (let round = 0; round < 15; round++) {
        const date = `2018-01-${String(round + 1).padStart(2, '0')}`;
        for (let k = 1; k <= 7; k++) {
          const a = (round + k) % 15;
          const b = (round + 15 - k) % 15;
          const aWins = strength[a]! < strength[b]!;
          games.push({ sport: 'nba', date, status: 'completed', away_team_id: teams[a]!, home_team_id: teams[b]!, away_points_scored: aWins ? 101 : 99, home_points_scored: aWins ? 99 : 101, start_date_time: `${date}T19:30:00-05:00` });
        }
      }
    });
    const playing = new Set(extra.flatMap((g) => [g.away_team_id, g.home_team_id]));
    return playing.size === 2 * extra.length ? [...games, ...extra] : games;
  });

describe('NBA playoff seeds', () => {
  it('are a permutation of 1..15 in each conference, whatever the games, and do not depend on ingest order', () => {
    fc.assert(
      fc.property(fc.oneof(gamesArb, roundRobinArb), (games) => {
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

  it('of a date are what the whole procedure gives, whether a conference has a tie or not (D184)', () => {
    let tiedSeen = 0;
    let untiedSeen = 0;
    fc.assert(
      fc.property(fc.oneof(gamesArb, roundRobinArb), (games) => {
        const r = ingest(createLeagueState(), { games: [...games] });
        if (!r.ok) throw new Error(JSON.stringify(r.issues));
        const rows = getStandings(r.state, { sport: 'nba', date: '20180131', now: 0 }).rows;
        const index = getSeasonIndex(r.state, 'nba', 2018);
        const timelines = index.timelines('regular');
        const record = new Map(rows.map((row) => [row.team.teamId as string, row.record]));
        const recordOf = (t: Team) => record.get(t.teamId)!;
        const conferences = ['East', 'West'].map((c) => rows.filter((row) => row.team.conference === c).map((row) => row.team));
        const positions = nbaPostseasonPositions(2018);
        const eligible = conferences.map((teams) => nbaPlayoffEligible(teams, recordOf, positions));
        conferences.forEach((teams, i) => {
          const want = computeNbaSeeds(teams, recordOf, (id) => timelines.get(id)?.games ?? [], (id) => index.teamOf(id), eligible[1 - i], positions, 2018, eligible[i]);
          for (const t of teams) expect(rows.find((row) => row.team === t)!.playoffSeed).toBe(want.get(t.teamId));
          if (untiedNbaSeeds(teams.map(recordOf), 2018) === undefined) tiedSeen++;
          else untiedSeen++;
        });
      }),
      { numRuns: 60 },
    );
    // Both paths were taken.
    expect(tiedSeen).toBeGreaterThan(0);
    expect(untiedSeen).toBeGreaterThan(0);
  });

  it('by record alone exist exactly when no two teams share a winning percentage, from 2015-16 on', () => {
    const recordArb = fc.record({ won: fc.integer({ min: 0, max: 6 }), lost: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 15 }), fc.integer({ min: 2007, max: 2026 }), (records, season) => {
        const seeds = untiedNbaSeeds(records, season);
        const tied = records.some((a, i) => records.some((b, j) => i < j && byWinPercentage(a, b) === 0));
        expect(seeds === undefined).toBe(tied || season < 2016);
        if (seeds === undefined) return;
        // Seed k is the k-th best winning percentage.
        const order = records.map((_, i) => i).sort((a, b) => byWinPercentage(records[a]!, records[b]!));
        order.forEach((t, k) => expect(seeds[t]).toBe(k + 1));
      }),
      { numRuns: 500 },
    );
  });
});

