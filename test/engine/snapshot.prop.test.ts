/**
 * The snapshot property of issue 13 on generated leagues: for any state built by ingest (MLB games
 * of every status with doubleheaders and ties, NBA games with player lines, accounts and tokens),
 * the snapshot reads back as a deep-equal state and every request over every endpoint gets the
 * same answer from both, also from a state fresh from the snapshot whose seasons no read has
 * parsed yet (D141: a season's games are parsed when first read); the summaries a fresh state
 * gives before any season is parsed (its game count, the CLI's default clock) are the original's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameInput } from '../../src/engine/BatchInput.js';
import { createLeagueState } from '../../src/engine/createLeagueState.js';
import { ingest } from '../../src/engine/ingest.js';
import { countGames } from '../../src/engine/countGames.js';
import { readSnapshot, writeSnapshot } from '../../src/engine/snapshot.js';
import { findLatestCompletedDay } from '../../src/cli/findLatestCompletedDay.js';
import { getTeamsOfSeason } from '../../src/registry/getTeamsOfSeason.js';
import { answersFor, requestsFor } from '../snapshotRequests.js';
import { mlbGameArb } from './gameArbitraries.js';
import { line, nbaGame } from './nbaBoxFixtures.js';

const NBA = getTeamsOfSeason('nba', 2018).map((t) => t.teamId as string);
const TOKEN = 'prop-token';

const nbaGameArb = fc
  .record({ day: fc.integer({ min: 17, max: 31 }), away: fc.integer({ min: 0, max: 29 }), offset: fc.integer({ min: 1, max: 29 }), a: fc.integer({ min: 0, max: 20 }), h: fc.integer({ min: 0, max: 20 }) })
  .map((g) => {
    const date = `2017-10-${g.day}`;
    const away = NBA[g.away]!;
    const home = NBA[(g.away + g.offset) % 30]!;
    return nbaGame(date, away, home, [line(`Away One ${away}`, { twos: g.a, min: 30 }), line(`Away Two ${away}`, { threes: 1, min: 18 })], [line(`Home One ${home}`, { twos: g.h, min: 30 }), line(`Home Two ${home}`, { min: 18 })]);
  });

const key = (g: GameInput) => `${g.sport}-${g.date}-${g.sequence ?? 1}-${g.away_team_id}-${g.home_team_id}`;
const leagueArb = fc.record({
  mlb: fc.uniqueArray(mlbGameArb, { selector: key, maxLength: 40 }),
  nba: fc.uniqueArray(nbaGameArb, { selector: key, maxLength: 12 }),
  at: fc.option(fc.integer({ min: Date.UTC(2017, 0, 1), max: Date.UTC(2020, 0, 1) }), { nil: undefined }),
});

describe('snapshot properties', () => {
  it('every generated state reads back deep-equal, and answers every request with the same bytes', () => {
    fc.assert(
      fc.property(leagueArb, ({ mlb, nba, at }) => {
        const r = ingest(createLeagueState(), {
          games: [...mlb, ...nba.filter((g) => g.away_points_scored !== g.home_points_scored)],
          accounts: [{ email_address: 'p@example.com', first_name: 'P', last_name: 'Q', created_on: '2017-01-01' }],
          tokens: [{ token: TOKEN, email_address: 'p@example.com', expires_at: '2030-01-01T00:00:00Z' }],
          ...(at !== undefined ? { at: new Date(at).toISOString() } : {}),
        });
        if (!r.ok) throw new Error(JSON.stringify(r.issues.slice(0, 3)));
        const bytes = writeSnapshot(r.state);
        const read = () => {
          const back = readSnapshot(bytes);
          if (!back.ok) throw new Error(JSON.stringify(back.issues));
          return back.value;
        };
        const fresh = read();
        expect(countGames(fresh)).toBe(countGames(r.state));
        expect(findLatestCompletedDay(fresh)).toBe(findLatestCompletedDay(r.state));
        const urls = requestsFor(r.state, 3);
        const expected = answersFor(r.state, urls, '2019-04-30T12:00:00-04:00', TOKEN);
        expect(urls.map((url) => answersFor(read(), [url], '2019-04-30T12:00:00-04:00', TOKEN)[0])).toEqual(expected);
        const back = read();
        expect(back).toStrictEqual(r.state);
        expect(JSON.stringify(back)).toBe(JSON.stringify(r.state));
        expect(answersFor(back, urls, '2019-04-30T12:00:00-04:00', TOKEN)).toEqual(expected);
      }),
      { numRuns: 20 },
    );
  });
});
