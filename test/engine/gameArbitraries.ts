/**
 * Generators of batch games shared by the property tests of ingest and snapshots.
 */
import fc from 'fast-check';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';

const TEAMS = getTeamsOfSeason('mlb', 2019).map((t) => t.teamId as string);

/** Games of April 2019 between real clubs: doubleheaders, ties, every status. */
export const mlbGameArb = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    sequence: fc.integer({ min: 1, max: 2 }),
    away: fc.integer({ min: 0, max: 29 }),
    offset: fc.integer({ min: 1, max: 29 }),
    status: fc.constantFrom('completed', 'completed', 'completed', 'scheduled', 'postponed', 'suspended', 'cancelled'),
    awayScore: fc.integer({ min: 0, max: 12 }),
    homeScore: fc.integer({ min: 0, max: 12 }),
    hour: fc.integer({ min: 11, max: 22 }),
  })
  .map((g): GameInput => {
    const date = `2019-04-${String(g.day).padStart(2, '0')}`;
    const done = g.status === 'completed';
    return {
      sport: 'mlb',
      date,
      sequence: g.sequence,
      status: g.status as GameInput['status'],
      start_date_time: `${date}T${String(g.hour).padStart(2, '0')}:${g.sequence === 2 ? '45' : '05'}:00-04:00`,
      away_team_id: TEAMS[g.away]!,
      home_team_id: TEAMS[(g.away + g.offset) % 30]!,
      ...(done ? { away_points_scored: g.awayScore, home_points_scored: g.homeScore } : {}),
    };
  });

